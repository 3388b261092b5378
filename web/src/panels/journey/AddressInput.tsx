import { Check } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../api/http';
import { readGeocodeAnswer } from '../../fields/address/geocode';
import type { PanelApi } from '../panel-api';

/** Spec 002 section 9: the address field flashes for 2 s. */
export const flashMs = 2000;

type Found = { address: string; latitude: number; longitude: number };

/**
 * The address of a stop: Enter or the check button geocodes it (the platform's geocoding
 * route, cached in route_address), and the field flashes green when found, red when not.
 */
export function AddressInput(props: {
  api: PanelApi;
  value: string;
  disabled: boolean;
  label: string;
  onFound: (found: Found) => void;
}) {
  const { t } = useTranslation('panels');
  const [text, setText] = useState(props.value);
  const [flash, setFlash] = useState<'ok' | 'bad' | null>(null);
  useEffect(() => setText(props.value), [props.value]);
  useEffect(() => {
    if (!flash) return;
    const timer = window.setTimeout(() => setFlash(null), flashMs);
    return () => window.clearTimeout(timer);
  }, [flash]);

  const confirm = async () => {
    const address = text.trim();
    if (!address) return;
    try {
      const found = (await cached(props.api, address)) ?? (await lookUp(props.api, address));
      if (!found) throw new Error('not found');
      props.onFound(found);
      setFlash('ok');
    } catch (error) {
      console.warn('journey: geocoding failed', address, error);
      setFlash('bad');
    }
  };
  return (
    <span className="journey-address" data-flash={flash ?? undefined}>
      <input
        value={text}
        aria-label={props.label}
        disabled={props.disabled}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void confirm();
          }
        }}
      />
      {!props.disabled && (
        <button type="button" className="icon-button" title={t('journey.confirmAddress')} onClick={confirm}>
          <Check size={14} aria-label={t('journey.confirmAddress')} />
        </button>
      )}
    </span>
  );
}

async function cached(api: PanelApi, address: string): Promise<Found | null> {
  const rows = await api.data.retrieveMultiple<{ latitude: number | null; longitude: number | null }>({
    entity: {
      name: 'route_address',
      attributes: [{ attribute: 'latitude' }, { attribute: 'longitude' }],
      filter: { conditions: [{ attribute: 'address', operator: 'eq', value: address }] },
    },
    count: 1,
  });
  const row = rows[0];
  return row?.latitude != null && row.longitude != null
    ? { address, latitude: Number(row.latitude), longitude: Number(row.longitude) }
    : null;
}

async function lookUp(api: PanelApi, address: string): Promise<Found | null> {
  const { body } = await apiRequest<unknown>(`/api/geocode/search?${new URLSearchParams({ q: address })}`);
  const point = readGeocodeAnswer(body);
  if (!point) return null;
  if (api.can('route_address;0')) {
    // the cache is a help, not a must: a failed write does not fail the confirmation
    void api.data
      .updateRecord('route_address', { name: address.slice(0, 200), address, ...point }, 'create')
      .catch(() => undefined);
  }
  return { address, ...point };
}
