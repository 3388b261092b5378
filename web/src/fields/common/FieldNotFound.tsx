import { useTranslation } from 'react-i18next';

/**
 * Shown in place of a field whose property is not in the metadata (spec 000 section 8: 'ERR
 * field not found:{name}'), so a broken form layout is visible instead of silently shorter.
 */
export function FieldNotFound({ name }: { name: string }) {
  const { t } = useTranslation('fields');
  return (
    <span className="field-error" role="note">
      {t('fieldNotFound', { name })}
    </span>
  );
}
