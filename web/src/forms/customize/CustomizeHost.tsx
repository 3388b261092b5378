import { levelOf } from '@strata/api/contract/permission-mask';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { useShell } from '../../context/shell-context';
import { type ViewRecord, viewsKey } from '../../metadata/views';
import { usePageShortcut } from '../../ui/page-shortcut';
import { alertMessage, choose } from '../../ui/prompts';
import { showToast } from '../../ui/toasts';
import type { FormDefinition } from '../form-definition';
import { CommandsDialog } from './CommandsDialog';
import { type Customize, CustomizeContext, type CustomizeTarget } from './customize-context';
import { FieldDialog } from './FieldDialog';
import { NewFieldDialog } from './NewFieldDialog';
import { PanelDialog } from './PanelDialog';
import { saveCustomization } from './save-customization';
import type { CustomizeMode } from './use-customize-mode';

/**
 * Customise mode around a form: the CUSTOMIZE MODE banner with Save and Cancel, the dialogs,
 * and the context the panels read to show their customise buttons.
 */
export function CustomizeHost({
  mode,
  entity,
  view,
  children,
}: {
  mode: CustomizeMode;
  entity: string;
  view: ViewRecord<FormDefinition> | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation('forms');
  const { context, refreshMetadata } = useShell();
  const { mutate } = useSWRConfig();
  const [target, setTarget] = useState<CustomizeTarget | null>(null);
  const [saving, setSaving] = useState(false);
  const [commandsOpen, setCommandsOpen] = useState(false);
  const customize = useMemo<Customize | null>(
    () => (mode.active ? { root: mode.draft.panel, edit: mode.edit, open: setTarget } : null),
    [mode.active, mode.draft, mode.edit],
  );
  const save = async () => {
    setSaving(true);
    try {
      await saveCustomization({ entity, view, definition: mode.draft });
      await mutate(viewsKey(entity, 'form'));
      await refreshMetadata();
      showToast(t('customize.saved'));
      mode.stop();
    } catch (error) {
      await alertMessage(t('customize.saveFailed'), error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };
  const cancel = async () => {
    if (mode.changed) {
      const discard = await choose({
        title: t('customize.discardTitle'),
        buttons: [
          { label: t('common:MsgContinueEditing'), value: false },
          { label: t('common:MsgDiscardChanges'), value: true, primary: true },
        ],
        cancelValue: false,
      });
      if (!discard) return;
    }
    mode.stop();
  };
  const close = () => setTarget(null);
  // Ctrl+E leaves the mode as Cancel does (asking about unsaved changes), and not while saving
  usePageShortcut(
    'e',
    customize
      ? () => {
          if (!saving) void cancel();
        }
      : null,
  );
  if (!customize) return <>{children}</>;
  return (
    <CustomizeContext.Provider value={customize}>
      <div className="customize-banner" role="status">
        <strong>{t('customize.banner')}</strong>
        <span className="customize-hint">{t('customize.hint')}</span>
        <button type="button" className="button" onClick={() => setCommandsOpen(true)}>
          {t('customize.commandsTitle')}
        </button>
        <button type="button" className="button" onClick={() => void cancel()} disabled={saving}>
          {t('common:ui.cancel')}
        </button>
        <button
          type="button"
          className="button primary"
          onClick={() => void save()}
          disabled={saving || !mode.changed}
        >
          {t('customize.save')}
        </button>
      </div>
      {children}
      {target?.kind === 'field' && <FieldDialog path={target.path} index={target.index} onClose={close} />}
      {target?.kind === 'panel' && (
        <PanelDialog
          path={target.path}
          onClose={close}
          onNewField={() => setTarget({ kind: 'newField', path: target.path })}
          canCreateFields={levelOf(context.permDict.inu_metadata ?? 0, 'update') === 3}
        />
      )}
      {target?.kind === 'newField' && <NewFieldDialog path={target.path} onClose={close} />}
      {commandsOpen && (
        <CommandsDialog
          commands={mode.draft.commands ?? []}
          onChange={(commands) => mode.editCommands(() => commands)}
          onClose={() => setCommandsOpen(false)}
        />
      )}
    </CustomizeContext.Provider>
  );
}
