import { TextField } from './TextField';

/**
 * A new password typed twice (choosing one from a magic link, changing one's own, an
 * administrator setting another's): the forms check that the two match before sending.
 */
export function NewPasswordFields({
  labels,
  password,
  confirmation,
  disabled,
  onPassword,
  onConfirmation,
}: {
  labels: { password: string; confirmation: string };
  password: string;
  confirmation: string;
  disabled: boolean;
  onPassword: (value: string) => void;
  onConfirmation: (value: string) => void;
}) {
  return (
    <>
      <TextField
        label={labels.password}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        value={password}
        disabled={disabled}
        onChange={onPassword}
      />
      <TextField
        label={labels.confirmation}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={confirmation}
        disabled={disabled}
        onChange={onConfirmation}
      />
    </>
  );
}
