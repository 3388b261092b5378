import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isLookupValue } from '../../data/data-api';
import type { FieldDisplayProps } from '../field-types';
import { recordPath, useAppId } from './use-app-id';

/** The target record's label as a link to its form; 'Unknown' when the label is missing. */
export function LookupDisplay({ value }: FieldDisplayProps) {
  const { t } = useTranslation('fields');
  const appId = useAppId();
  if (!isLookupValue(value)) return null;
  return (
    <Link className="field-display field-link" to={recordPath(appId, value.name, value.id)}>
      {value.label || t('unknown')}
    </Link>
  );
}
