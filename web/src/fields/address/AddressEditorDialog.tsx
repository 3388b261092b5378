import { Crosshair } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog';
import { AddressMap } from './AddressMap';
import { type AddressValues, canGeocode, geocode, geocoderBase, reverseGeocode } from './geocode';

/** Spec 000 section 9: the geocode runs 3 s after the last edit. */
export const geocodeDelayMs = 3000;

export type AddressEditorDialogProps = {
  values: AddressValues;
  onApply: (values: AddressValues) => void;
  /** Without it the dialog closes only through Apply. */
  onClose?: () => void;
  title?: string;
  disabled?: boolean;
};

type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'message'; key: string };
const textFields = ['street', 'city', 'zip', 'country'] as const;

/**
 * The address editor with a map (spec 000 sections 2, 4): street, city, ZIP, country and the
 * coordinates. Edits geocode after 3 s, Locate at once; a click on the map sets the point by
 * hand. Nothing reaches the record until Apply.
 */
export function AddressEditorDialog({ values, onApply, onClose, title, disabled }: AddressEditorDialogProps) {
  const { t } = useTranslation('fields');
  const [draft, setDraft] = useState<AddressValues>(values);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [edited, setEdited] = useState(0);
  const request = useRef<AbortController | null>(null);
  const latest = useRef(draft);
  latest.current = draft;

  const locate = async (explicit: boolean) => {
    const current = latest.current;
    if (!canGeocode(current)) {
      if (explicit) setStatus({ kind: 'message', key: 'common:MsgProvideStreetCity' });
      return;
    }
    const base = geocoderBase;
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setStatus({ kind: 'busy' });
    try {
      const found = await geocode(base, current, controller.signal);
      if (controller.signal.aborted) return;
      if (!found) {
        setStatus({ kind: 'message', key: 'common:MsgAddressNotFound' });
        return;
      }
      setDraft((previous) => ({ ...previous, latitude: found.latitude, longitude: found.longitude }));
      setStatus({ kind: 'idle' });
    } catch {
      if (!controller.signal.aborted) setStatus({ kind: 'message', key: 'common:MsgAddressNotFound' });
    }
  };
  /**
   * A click on the map: the point is the user's word, so a pending geocode of typed text is
   * cancelled, and the address parts are filled from the reverse lookup where it knows them.
   */
  const placePoint = async (latitude: number, longitude: number) => {
    setEdited(0);
    request.current?.abort();
    setDraft((previous) => ({ ...previous, latitude, longitude }));
    setStatus({ kind: 'idle' });
    const base = geocoderBase;
    const controller = new AbortController();
    request.current = controller;
    try {
      const parts = await reverseGeocode(base, { latitude, longitude }, controller.signal);
      if (controller.signal.aborted) return;
      // spec 002 section 8: the point stays, and the user is told its address is unknown
      if (!parts) return setStatus({ kind: 'message', key: 'common:MsgReverseAddressNotFound' });
      setDraft((previous) => ({
        ...previous,
        street: parts.street ?? previous.street ?? null,
        city: parts.city ?? previous.city ?? null,
        zip: parts.zip ?? previous.zip ?? null,
        country: parts.country ?? previous.country ?? null,
      }));
    } catch {
      // the point stays; only the address text is not filled in, and the user is told
      if (!controller.signal.aborted) setStatus({ kind: 'message', key: 'common:MsgReverseAddressNotFound' });
    }
  };
  const locateRef = useRef(locate);
  locateRef.current = locate;

  useEffect(() => {
    if (edited === 0) return;
    const timer = setTimeout(() => void locateRef.current(false), geocodeDelayMs);
    return () => clearTimeout(timer);
  }, [edited]);
  useEffect(() => () => request.current?.abort(), []);

  const setText = (field: (typeof textFields)[number], text: string) => {
    setDraft((previous) => ({ ...previous, [field]: text === '' ? null : text }));
    setEdited((count) => count + 1);
  };
  const setNumber = (field: 'latitude' | 'longitude', text: string) => {
    const number = text.trim() === '' ? null : Number(text);
    setDraft((previous) => ({ ...previous, [field]: Number.isFinite(number) ? number : null }));
  };

  return (
    <Dialog
      closeOnOutsideClick={false}
      title={title ?? t('addressTitle')}
      {...(onClose ? { onClose } : {})}
      className="address-dialog"
    >
      {/* a div, not a form: the dialog renders inside the record form, and forms do not nest */}
      <div className="address-form">
        <div className="address-fields">
          {textFields.map((field) => (
            <label key={field} className="field">
              <span>{t(`address.${field}`)}</span>
              <input
                className="field-input"
                value={draft[field] ?? ''}
                disabled={disabled}
                onChange={(event) => setText(field, event.target.value)}
              />
            </label>
          ))}
          {(['latitude', 'longitude'] as const).map((field) => (
            <label key={field} className="field">
              <span>{t(`address.${field}`)}</span>
              <input
                className="field-input"
                type="number"
                step="any"
                value={draft[field] ?? ''}
                disabled={disabled}
                onChange={(event) => setNumber(field, event.target.value)}
              />
            </label>
          ))}
        </div>
        <AddressMap
          latitude={draft.latitude}
          longitude={draft.longitude}
          label={t('address.map')}
          attribution={t('address.attribution')}
          onPick={disabled ? undefined : (latitude, longitude) => void placePoint(latitude, longitude)}
        />
        <p className="address-status" role="status" aria-live="polite">
          {status.kind === 'busy' ? t('address.locating') : status.kind === 'message' ? t(status.key) : ''}
        </p>
        <div className="dialog-buttons">
          <button type="button" className="button" disabled={disabled} onClick={() => void locate(true)}>
            <Crosshair size={16} aria-hidden="true" />
            {t('address.locate')}
          </button>
          {onClose && (
            <button type="button" className="button" onClick={onClose}>
              {t('cancel')}
            </button>
          )}
          <button type="button" className="button primary" disabled={disabled} onClick={() => onApply(draft)}>
            {t('address.apply')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
