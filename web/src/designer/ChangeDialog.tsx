import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../context/shell-context';
import { Dialog } from '../ui/Dialog';
import { FormMessages } from '../ui/FormMessages';
import type { ChangeAnswer, DesignerChange } from './designer-api';
import { PlanPreview } from './PlanPreview';

const message = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));

/**
 * A designer change in two steps: the form (children) builds the change, Preview asks the server
 * for its plan and impact (nothing changes), Apply runs it; editing the form again drops the
 * preview. `build` answers the change, or an error text to show instead.
 */
export function ChangeDialog({
  title,
  children,
  build,
  onClose,
  onApplied,
  applyLabel,
}: {
  title: string;
  children: ReactNode;
  build: () => DesignerChange | string;
  onClose: () => void;
  onApplied: () => void;
  applyLabel?: string;
}) {
  const { t } = useTranslation('designer');
  const { refreshMetadata } = useShell();
  const [preview, setPreview] = useState<ChangeAnswer>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const run = async (apply: boolean) => {
    const change = build();
    if (typeof change === 'string') {
      setError(change);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      if (!apply) setPreview(await change(true));
      else {
        await change(false);
        await refreshMetadata();
        onApplied();
      }
    } catch (failure) {
      setError(message(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog closeOnOutsideClick={false} title={title} className="designer-dialog" onClose={onClose}>
      <form
        className="designer-form"
        onChange={() => setPreview(undefined)}
        onSubmit={(event) => {
          event.preventDefault();
          void run(preview !== undefined);
        }}
      >
        {children}
        <FormMessages error={error} />
        {preview && <PlanPreview answer={preview} />}
        <div className="dialog-buttons">
          <button type="button" className="button" onClick={onClose}>
            {t('cancel')}
          </button>
          {preview ? (
            <button type="submit" className="button primary" disabled={busy}>
              {applyLabel ?? t('apply')}
            </button>
          ) : (
            <button type="submit" className="button primary" disabled={busy}>
              {t('preview.button')}
            </button>
          )}
        </div>
      </form>
    </Dialog>
  );
}
