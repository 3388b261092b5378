import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../context/shell-context';
import { Dialog } from '../ui/Dialog';
import { FormMessages } from '../ui/FormMessages';
import { Spinner } from '../ui/Spinner';
import type { ChangeAnswer } from './designer-api';
import { PlanPreview } from './PlanPreview';

/**
 * Deleting a field or entity: the server's preview lists what still uses it (then nothing can
 * be deleted) and what would be lost; the name typed again enables Delete. The data goes to an
 * archive kept 30 days.
 */
export function DeleteDialog({
  name,
  run,
  onClose,
  onDeleted,
}: {
  name: string;
  run: (preview: boolean, confirm: string) => Promise<ChangeAnswer>;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('designer');
  const { refreshMetadata } = useShell();
  const [preview, setPreview] = useState<ChangeAnswer>();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    run(true, '').then(setPreview, (failure: unknown) =>
      setError(failure instanceof Error ? failure.message : String(failure)),
    );
  }, [run]);
  const blocked = (preview?.impact.usedBy?.length ?? 0) > 0;
  const remove = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await run(false, typed);
      await refreshMetadata();
      onDeleted();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setBusy(false);
    }
  };
  return (
    <Dialog
      closeOnOutsideClick={false}
      title={t('delete.title', { name })}
      className="designer-dialog"
      onClose={onClose}
    >
      <form
        className="designer-form"
        onSubmit={(event) => {
          event.preventDefault();
          void remove();
        }}
      >
        {!preview && !error && <Spinner />}
        {preview && <PlanPreview answer={preview} />}
        {preview && !blocked && (
          <label className="field">
            <span>{t('delete.typeName', { name })}</span>
            <input
              name="confirm"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              data-autofocus
            />
          </label>
        )}
        <FormMessages error={error} />
        <div className="dialog-buttons">
          <button type="button" className="button" onClick={onClose}>
            {t('cancel')}
          </button>
          <button
            type="submit"
            className="button primary danger"
            disabled={busy || blocked || typed !== name}
          >
            {t('delete.button')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
