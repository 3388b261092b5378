import { useTranslation } from 'react-i18next';
import type { SignupForm } from '../../api/auth-api';
import { TextField } from '../../ui/TextField';

export type SignupValues = Omit<SignupForm, 'template'> & { confirmation: string };
export const emptySignup: SignupValues = {
  organization: '',
  person: '',
  username: '',
  password: '',
  confirmation: '',
};

/** The fields sign-up and trial share: organisation, name, email, password twice. */
export function SignupFields({
  values,
  onChange,
  disabled,
  variant,
}: {
  values: SignupValues;
  onChange: (values: SignupValues) => void;
  disabled: boolean;
  variant: 'signup' | 'trial';
}) {
  const { t } = useTranslation();
  const field = (
    key: keyof SignupValues,
    label: string,
    type: 'text' | 'email' | 'password',
    autoComplete: string,
  ) => (
    <TextField
      label={label}
      name={key}
      type={type}
      autoComplete={autoComplete}
      value={values[key]}
      disabled={disabled}
      onChange={(value) => onChange({ ...values, [key]: value })}
    />
  );
  return (
    <>
      {field(
        'organization',
        variant === 'trial' ? t('signup.yourOrganization') : t('organization'),
        'text',
        'off',
      )}
      {field('person', variant === 'trial' ? t('signup.yourName') : t('signup.name'), 'text', 'name')}
      {field('username', t('auth.email'), 'email', 'email')}
      {field('password', t('auth.password'), 'password', 'new-password')}
      {field('confirmation', t('auth.confirmPassword'), 'password', 'new-password')}
    </>
  );
}

/** The organisation name as the server wants it: lower case, trimmed. */
export function formOf(values: SignupValues): SignupForm {
  return {
    organization: values.organization.trim().toLowerCase(),
    person: values.person.trim(),
    username: values.username.trim(),
    password: values.password,
  };
}

export function isComplete(values: SignupValues): boolean {
  return Object.values(formOf(values)).every((value) => value !== '') && values.confirmation !== '';
}
