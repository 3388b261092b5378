import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog';
import type { DashboardObject } from '../dashboard-body';

type Props = {
  object: DashboardObject;
  onApply: (object: DashboardObject) => void;
  onClose: () => void;
};

/**
 * A widget's definition as JSON, for the settings the tools do not cover (extraFetch, series,
 * initialValue, ...). Text that is not a JSON object with a type is refused here; the server
 * checks the rest when the dashboard is saved.
 */
export function WidgetJsonDialog({ object, onApply, onClose }: Props) {
  const { t } = useTranslation('dashboards');
  const id = useId();
  const [text, setText] = useState(() => JSON.stringify(object, null, 2));
  const [problem, setProblem] = useState<string>();
  const apply = () => {
    try {
      const parsed: unknown = JSON.parse(text);
      if (
        typeof parsed !== 'object' ||
        parsed === null ||
        Array.isArray(parsed) ||
        typeof (parsed as { type?: unknown }).type !== 'string'
      ) {
        setProblem(t('customize.jsonNoType'));
        return;
      }
      onApply(parsed as DashboardObject);
      onClose();
    } catch (error) {
      setProblem(
        t('customize.jsonInvalid', { message: error instanceof Error ? error.message : String(error) }),
      );
    }
  };
  return (
    <Dialog
      title={t('customize.jsonTitle')}
      className="customize-dialog"
      onClose={onClose}
      closeOnOutsideClick={false}
    >
      <form
        className="customize-form"
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <label htmlFor={id}>{t('customize.json')}</label>
        <textarea
          id={id}
          className="dashboard-json"
          rows={16}
          spellCheck={false}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={problem ? true : undefined}
        />
        {problem && (
          <p className="form-error" role="alert">
            {problem}
          </p>
        )}
        <div className="dialog-buttons">
          <button type="button" className="button" onClick={onClose}>
            {t('customize.cancel')}
          </button>
          <button type="submit" className="button primary">
            {t('customize.apply')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
