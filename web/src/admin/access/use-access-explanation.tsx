import { CircleHelp } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../context/shell-context';
import type { RecordExtension, RecordExtensionInput } from '../../form-context/extension-types';
import { ExplainAccessDialog } from './ExplainAccessDialog';

/** An administrator's "Why can I (not) see this?" on every saved record (issue 18 item 2). */
export function useAccessExplanation(input: RecordExtensionInput): RecordExtension {
  const { t } = useTranslation('admin');
  const { context } = useShell();
  const [open, setOpen] = useState(false);
  const { entity, recordId } = input;
  if (!context.isAdmin || !recordId) return { commands: [], element: null };
  return {
    commands: [
      {
        name: 'explainaccess',
        label: t('explain.command'),
        icon: <CircleHelp size={18} aria-hidden="true" />,
        onSelect: () => setOpen(true),
      },
    ],
    element: open ? (
      <ExplainAccessDialog
        key="explainaccess"
        entity={entity}
        recordId={recordId}
        userId={context.user.id}
        onClose={() => setOpen(false)}
      />
    ) : null,
  };
}
