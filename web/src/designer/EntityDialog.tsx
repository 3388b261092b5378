import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../context/shell-context';
import { ChangeDialog } from './ChangeDialog';
import { createEntity } from './designer-api';
import { nameProblem } from './name-check';

/** A new entity: its table, a default form and list view, and a Customize menu entry. */
export function EntityDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (name: string) => void;
}) {
  const { t } = useTranslation('designer');
  const { context } = useShell();
  const [logicalName, setLogicalName] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [plural, setPlural] = useState('');
  const problem = logicalName ? nameProblem(logicalName, 'object', Object.keys(context.metaDict)) : null;
  return (
    <ChangeDialog
      title={t('entity.new')}
      onClose={onClose}
      onApplied={() => onCreated(logicalName)}
      build={() => {
        if (!logicalName || problem) return t(`name.${problem ?? 'pattern'}`, { name: logicalName });
        return createEntity({
          logicalName,
          displayName: displayName || logicalName,
          displayNamePlural: plural || displayName || logicalName,
          properties: [],
        });
      }}
    >
      <label className="field">
        <span>{t('entity.logicalName')}</span>
        <input
          name="logicalName"
          value={logicalName}
          onChange={(event) => setLogicalName(event.target.value.trim())}
          aria-invalid={problem !== null}
          aria-describedby="entity-name-problem"
          data-autofocus
          required
        />
      </label>
      {problem && (
        <p id="entity-name-problem" className="form-error" role="alert">
          {t(`name.${problem}`, { name: logicalName })}
        </p>
      )}
      <label className="field">
        <span>{t('entity.displayName')}</span>
        <input
          name="displayName"
          value={displayName}
          onChange={(event) => setDisplayName(event.target.value)}
        />
      </label>
      <label className="field">
        <span>{t('entity.displayNamePlural')}</span>
        <input name="displayNamePlural" value={plural} onChange={(event) => setPlural(event.target.value)} />
      </label>
    </ChangeDialog>
  );
}
