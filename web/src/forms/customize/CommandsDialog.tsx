import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog';
import { alertMessage, promptText } from '../../ui/prompts';
import { showToast } from '../../ui/toasts';
import type { FormCommand } from '../form-definition';
import { parsePastedCommand } from './pasted-json';

const namePattern = /^[A-Za-z][A-Za-z0-9_]{0,99}$/;

/**
 * The customise dialog of the form's commands (spec 000 sections 3 and 5): each command's
 * label, icon, script option and permission string; adding a custom command; copying and
 * pasting a command's JSON (a pasted command needs a name and kind custom or std).
 */
export function CommandsDialog({
  commands,
  onChange,
  onClose,
}: {
  commands: FormCommand[];
  onChange: (commands: FormCommand[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('forms');
  const [selected, setSelected] = useState(0);
  const [newName, setNewName] = useState('');
  const current = commands[selected];
  const update = (patch: Partial<FormCommand>) =>
    onChange(commands.map((command, index) => (index === selected ? { ...command, ...patch } : command)));
  const text = (key: 'label' | 'icon' | 'option' | 'permissions', label: string) => (
    <label className="field">
      <span>{label}</span>
      <input
        value={current?.[key] ?? ''}
        onChange={(event) => update({ [key]: event.target.value || undefined })}
      />
    </label>
  );
  const add = () => {
    if (!namePattern.test(newName) || commands.some((command) => command.name === newName)) {
      void alertMessage(t('customize.badCommandName'));
      return;
    }
    onChange([...commands, { kind: 'custom', name: newName, label: newName }]);
    setSelected(commands.length);
    setNewName('');
  };
  const paste = async () => {
    const pasted = await promptText({
      title: t('customize.pasteCommand'),
      label: t('customize.commandJson'),
      okLabel: t('customize.paste'),
      cancelLabel: t('common:ui.cancel'),
    });
    if (pasted === null) return;
    const command = parsePastedCommand(pasted);
    if (!command) {
      await alertMessage(t('common:MsgCannotPaste'));
      return;
    }
    onChange([...commands.filter((existing) => existing.name !== command.name), command]);
  };
  return (
    <Dialog
      closeOnOutsideClick={false}
      title={t('customize.commandsTitle')}
      className="customize-dialog"
      onClose={onClose}
    >
      <div className="customize-form">
        {commands.length > 0 ? (
          <label className="field">
            <span>{t('customize.command')}</span>
            <select value={selected} onChange={(event) => setSelected(Number(event.target.value))}>
              {commands.map((command, index) => (
                <option key={command.name} value={index}>
                  {command.label || command.name} ({command.kind})
                </option>
              ))}
            </select>
          </label>
        ) : (
          <p className="panel-message">{t('customize.noCommands')}</p>
        )}
        {current && (
          <>
            {text('label', t('customize.label'))}
            {text('icon', t('customize.icon'))}
            {text('option', t('customize.option'))}
            {text('permissions', t('customize.permissions'))}
            <div className="dialog-buttons">
              <button
                type="button"
                className="button"
                onClick={async () => {
                  await navigator.clipboard.writeText(JSON.stringify(current, null, 2));
                  showToast(t('customize.copied'));
                }}
              >
                {t('customize.copyJson')}
              </button>
              <button
                type="button"
                className="button danger"
                onClick={() => {
                  onChange(commands.filter((_, index) => index !== selected));
                  setSelected(0);
                }}
              >
                {t('customize.removeCommand')}
              </button>
            </div>
          </>
        )}
        <label className="field">
          <span>{t('customize.newCommand')}</span>
          <input value={newName} onChange={(event) => setNewName(event.target.value.trim())} />
        </label>
        <div className="dialog-buttons">
          <button type="button" className="button" disabled={!newName} onClick={add}>
            {t('customize.addCommand')}
          </button>
          <button type="button" className="button" onClick={() => void paste()}>
            {t('customize.pasteJson')}
          </button>
          <button type="button" className="button primary" onClick={onClose}>
            {t('customize.done')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
