import { AtSign, KeyRound, Mail, UserCheck, UserX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendInvite, sendPasswordChangeLink } from '../../api/user-api';
import { useShell } from '../../context/shell-context';
import { updateRecord } from '../../data/data-api';
import type { RecordExtension, RecordExtensionInput } from '../../form-context/extension-types';
import type { Command } from '../../ui/CommandBar';
import { failureText } from '../../ui/failure-text';
import { alertMessage, choose } from '../../ui/prompts';
import { showToast } from '../../ui/toasts';
import { ChangeEmailDialog } from './ChangeEmailDialog';
import { ChangePasswordDialog } from './ChangePasswordDialog';

/**
 * The user record's title-bar commands (spec 000 sections 2 and 6): Change password for one's
 * own record, or any user's for an administrator; Change email for one's own; Send invite, Send
 * password change link (the user picks the new password) and Disable / Enable for an
 * administrator on another user's record. The server decides each again (password-routes,
 * magic-routes, the administrator guard); these only offer what it would allow.
 */
export function useUserCommands(input: RecordExtensionInput): RecordExtension {
  const { t } = useTranslation('admin');
  const { context } = useShell();
  const [changing, setChanging] = useState<'password' | 'email' | null>(null);
  const { entity, recordId, original } = input;
  // viewing as a role is read-only: no command that changes anything
  if (entity !== 'systemuser' || !recordId || context.viewAs) return { commands: [], element: null };
  const self = recordId === context.user.id;
  const admin = context.isAdmin;
  const email = typeof original.emailaddress === 'string' ? original.emailaddress : '';
  const disabled = original.isdisabled === true;
  const name = typeof original.name === 'string' && original.name ? original.name : email;

  const invite = async () => {
    if (!email) return alertMessage(t('users.sendInvite'), t('users.noEmail'));
    try {
      await sendInvite(email);
      showToast(t('common:MsgInviteSent'));
    } catch (error) {
      // spec 000 section 8: invite errors are alerts, to be read and answered
      await alertMessage(t('users.sendInvite'), failureText(error));
    }
  };
  const askPasswordChange = async () => {
    if (!email) return alertMessage(t('users.sendPasswordLink'), t('users.noEmailForLink'));
    try {
      await sendPasswordChangeLink(email);
      showToast(t('users.passwordLinkSent', { email }));
    } catch (error) {
      await alertMessage(t('users.sendPasswordLink'), failureText(error));
    }
  };
  const toggleDisabled = async () => {
    if (!disabled) {
      const sure = await choose({
        title: t('users.disable'),
        message: t('users.askDisable', { name }),
        buttons: [
          { label: t('users.cancel'), value: false },
          { label: t('users.disable'), value: true, primary: true },
        ],
        cancelValue: false,
      });
      if (!sure) return;
    }
    try {
      await updateRecord(
        'systemuser',
        { id: recordId, versionnumber: original.versionnumber, isdisabled: !disabled },
        'update',
      );
      showToast(t(disabled ? 'users.enabled' : 'users.disabled'));
      await input.reload();
    } catch (error) {
      showToast(failureText(error), 'error');
    }
  };

  const commands: (Command | false)[] = [
    (self || admin) && {
      name: 'changepassword',
      label: t('users.changePassword'),
      icon: <KeyRound size={18} aria-hidden="true" />,
      onSelect: () => setChanging('password'),
    },
    // one's own sign-in email changes only with the password and a link to the new address
    self && {
      name: 'changeemail',
      label: t('users.changeEmail'),
      icon: <AtSign size={18} aria-hidden="true" />,
      onSelect: () => setChanging('email'),
    },
    admin &&
      !self && {
        name: 'sendinvite',
        label: t('users.sendInvite'),
        icon: <Mail size={18} aria-hidden="true" />,
        onSelect: () => void invite(),
      },
    admin &&
      !self &&
      !disabled && {
        name: 'sendpasswordlink',
        label: t('users.sendPasswordLink'),
        icon: <KeyRound size={18} aria-hidden="true" />,
        onSelect: () => void askPasswordChange(),
      },
    admin &&
      !self && {
        name: disabled ? 'enable' : 'disable',
        label: t(disabled ? 'users.enable' : 'users.disable'),
        icon: disabled ? <UserCheck size={18} aria-hidden="true" /> : <UserX size={18} aria-hidden="true" />,
        onSelect: () => void toggleDisabled(),
      },
  ];
  return {
    commands: commands.filter((command): command is Command => command !== false),
    element:
      changing === 'password' ? (
        <ChangePasswordDialog
          key="changepassword"
          userId={recordId}
          self={self}
          onClose={() => setChanging(null)}
        />
      ) : changing === 'email' ? (
        <ChangeEmailDialog key="changeemail" currentEmail={email} onClose={() => setChanging(null)} />
      ) : null,
  };
}
