import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessages } from '../ui/FormMessages';
import { NewPasswordFields } from '../ui/NewPasswordFields';

type Props = {
  /** Sends the new password; resolves with the server's confirmation text. */
  submit: (newPassword: string) => Promise<{ message?: string }>;
  /** Called 1 s after 'Password Changed' (spec 000 section 9). */
  onDone: () => void;
};

/**
 * New password and its confirmation (spec 000 section 5): both non-empty and equal, otherwise
 * nothing is sent; a mismatch says 'Passwords do not match.'.
 */
export function ChoosePasswordForm({ submit, onDone }: Props) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (password === '' || confirmation === '') return;
    if (password !== confirmation) {
      setError(t('auth.passwordsDoNotMatchDot'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const answer = await submit(password);
      setDone(answer.message ?? t('auth.passwordChanged'));
      setTimeout(onDone, 1000);
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : t('auth.error'));
      setBusy(false);
    }
  };

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-busy={busy}>
      <NewPasswordFields
        labels={{ password: t('auth.newPassword'), confirmation: t('auth.confirmPassword') }}
        password={password}
        confirmation={confirmation}
        disabled={busy}
        onPassword={setPassword}
        onConfirmation={setConfirmation}
      />
      <FormMessages error={error} success={done} />
      <button
        type="submit"
        className="button primary"
        disabled={busy || password === '' || confirmation === ''}
      >
        {t('auth.savePassword')}
      </button>
    </form>
  );
}
