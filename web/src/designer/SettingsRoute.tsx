import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { retrieveMultiple, updateRecord } from '../data/data-api';
import { ErrorPanel } from '../ui/ErrorPanel';
import { Spinner } from '../ui/Spinner';

/**
 * /{appid}/settings: the organisation's one inu_orgsettings record in its form (export options,
 * default currency, display name, logo); created on first visit when the organisation has none.
 */
export default function SettingsRoute() {
  const { t } = useTranslation('designer');
  const [id, setId] = useState<string>();
  const [error, setError] = useState<unknown>();
  useEffect(() => {
    let cancelled = false;
    const find = async () => {
      const [first] = await retrieveMultiple<{ id: string }>({
        entity: {
          name: 'inu_orgsettings',
          attributes: [{ attribute: 'id' }],
          orders: [{ attribute: 'createdon', descending: false }],
        },
        count: 1,
      });
      return first?.id ?? (await updateRecord('inu_orgsettings', { name: t('settings.title') }, 'create'));
    };
    find().then(
      (found) => !cancelled && setId(found),
      (failure: unknown) => !cancelled && setError(failure),
    );
    return () => {
      cancelled = true;
    };
  }, [t]);
  if (error) return <ErrorPanel title={t('settings.title')} error={error} />;
  if (!id) return <Spinner />;
  return <Navigate to={`../edit/inu_orgsettings/${id}`} replace />;
}
