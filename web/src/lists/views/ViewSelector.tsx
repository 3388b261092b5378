import { useTranslation } from 'react-i18next';
import type { ViewRecord } from '../../metadata/views';
import type { ListViewBody } from './list-definition';

/** The saved views of the entity: public ones and the user's private ones (marked). */
export function ViewSelector({
  views,
  current,
  onChange,
}: {
  views: readonly ViewRecord<ListViewBody>[];
  current: string | undefined;
  onChange: (name: string) => void;
}) {
  const { t } = useTranslation('lists');
  if (views.length === 0) return null;
  return (
    <label className="view-selector">
      <span className="visually-hidden">{t('views.view')}</span>
      <select aria-label={t('views.view')} value={current} onChange={(event) => onChange(event.target.value)}>
        {views.map((view) => (
          <option key={view.id} value={view.name}>
            {(view.label || view.name) + (view.isprivate ? ` (${t('views.private')})` : '')}
          </option>
        ))}
      </select>
    </label>
  );
}
