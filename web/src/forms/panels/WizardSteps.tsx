import type { PanelDefinition } from '@strata/api/contract/views';
import { useTranslation } from 'react-i18next';
import { useFormContext } from '../../form-context/form-context';
import type { PanelPath } from '../customize/form-tree';
import { NestedPanel } from './nested-panel';
import { PanelLabel } from './PanelLabel';

const stageField = 'process_stage_index';

/**
 * A Tabs panel in wizard mode (spec 002 section 2): numbered steps, the current one kept in the
 * record's process_stage_index; the steps before it are done. Continue saves the next index and
 * runs the panel's wizardNextCommand, Go back steps back without saving. On the last step Finish
 * saves the number of steps, past every step, so the last one is done too (docs/domain-panels.md).
 */
export function WizardSteps({
  panel,
  panels,
  path,
}: {
  panel: PanelDefinition;
  panels: PanelDefinition[];
  path: PanelPath;
}) {
  const { t } = useTranslation('forms');
  const { values, setValue, save, runCommand, readOnly } = useFormContext();
  const stored = Number(values[stageField] ?? 0);
  const reached = Number.isInteger(stored) ? Math.min(Math.max(stored, 0), panels.length) : 0;
  // a finished wizard (reached = panels.length) keeps showing its last step
  const index = Math.min(reached, Math.max(panels.length - 1, 0));
  const isLast = index >= panels.length - 1;
  const finished = reached >= panels.length;
  const current = panels[index];
  // Continue saves the next step's index with the record (a new record then moves to its edit
  // path and opens on that step); Go back only changes the form
  const go = async (next: number) => {
    if (!(await save({ patch: { [stageField]: next } }))) return;
    if (typeof panel.wizardNextCommand === 'string') runCommand(panel.wizardNextCommand);
  };
  return (
    <div className="wizard">
      <ol className="wizard-steps">
        {panels.map((child, position) => (
          <li
            key={child.name}
            aria-current={position === index ? 'step' : undefined}
            className={position < reached ? 'done' : ''}
          >
            <span className="wizard-number">{position + 1}</span> <PanelLabel panel={child} />
          </li>
        ))}
      </ol>
      {current && <NestedPanel panel={current} path={[...path, index]} nested />}
      <div className="wizard-buttons">
        <button type="button" disabled={index === 0} onClick={() => setValue(stageField, index - 1)}>
          {t('goBack')}
        </button>
        <button
          type="button"
          className="primary"
          disabled={readOnly || finished}
          onClick={() => void go(index + 1)}
        >
          {isLast ? t('finish') : t('continue')}
        </button>
      </div>
    </div>
  );
}
