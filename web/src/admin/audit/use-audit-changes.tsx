import { GitCompare } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordExtension, RecordExtensionInput } from '../../form-context/extension-types';
import { findProperty, useObjectMeta } from '../../metadata/object-metadata';
import { AuditChangesDialog } from './AuditChangesDialog';
import { auditChanges } from './audit-changes';

/**
 * Show changes on an audited update (issue 35 item 1): who changed a script and when are the
 * audit record's own fields; this shows what, a script's source as a line diff.
 */
export function useAuditChanges(input: RecordExtensionInput): RecordExtension {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const audited = useObjectMeta(
    typeof input.original.logicalname === 'string' ? input.original.logicalname : '',
  );
  if (input.entity !== 'audit' || !input.recordId) return { commands: [], element: null };
  const changes = auditChanges(input.original.body);
  if (changes.length === 0) return { commands: [], element: null };
  const label = (field: string) => findProperty(audited, field)?.displayName ?? field;
  return {
    commands: [
      {
        name: 'showchanges',
        label: t('audit.showChanges'),
        icon: <GitCompare size={18} aria-hidden="true" />,
        onSelect: () => setOpen(true),
      },
    ],
    element: open ? (
      <AuditChangesDialog key="showchanges" changes={changes} label={label} onClose={() => setOpen(false)} />
    ) : null,
  };
}
