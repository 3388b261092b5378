import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ListViewBody } from '../../list-views/list-definition';
import type { ViewRecord } from '../../metadata/views';
import { Menu, MenuChoices, MenuSeparator } from '../../ui/Menu';

/**
 * The saved views of the entity as a menu button beside the list's title (issue 22: no native
 * select): the shared views, then the user's private ones under "My views", the current one
 * checked. Arrow keys, typeahead and Escape come with the menu. `data-view` names the current
 * view for scripts and tests.
 */
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
  const labelOf = (view: ViewRecord<ListViewBody>) => view.label || view.name;
  const currentView = views.find((view) => view.name === current);
  const currentLabel = currentView ? labelOf(currentView) : t('views.view');
  const shared = views.filter((view) => !view.isprivate);
  const mine = views.filter((view) => view.isprivate);
  const choicesOf = (list: readonly ViewRecord<ListViewBody>[]) =>
    list.map((view) => ({ value: view.name, label: labelOf(view) }));
  return (
    <Menu
      align="start"
      label={t('views.view')}
      trigger={
        <button
          type="button"
          className="view-selector"
          aria-label={t('views.current', { name: currentLabel })}
          data-view={current ?? ''}
        >
          <span className="view-selector-name">{currentLabel}</span>
          {currentView?.isprivate && <span className="view-selector-private">{t('views.private')}</span>}
          <ChevronDown size={16} aria-hidden="true" />
        </button>
      }
    >
      {shared.length > 0 && (
        <MenuChoices
          label={t('views.shared')}
          value={current ?? ''}
          choices={choicesOf(shared)}
          onChoose={onChange}
        />
      )}
      {shared.length > 0 && mine.length > 0 && <MenuSeparator />}
      {mine.length > 0 && (
        <MenuChoices
          label={t('views.mine')}
          value={current ?? ''}
          choices={choicesOf(mine)}
          onChoose={onChange}
        />
      )}
    </Menu>
  );
}
