import { useTranslation } from 'react-i18next';

type Props = {
  groups: { id: string; label: string }[];
  hidden: ReadonlySet<string>;
  onToggle: (id: string) => void;
};

/** The groups of a grouped day view, each a toggle; a hidden group's column is left out. */
export function GroupToggles({ groups, hidden, onToggle }: Props) {
  const { t } = useTranslation('lists');
  return (
    <fieldset className="cal-groups" aria-label={t('calendar.groups')}>
      {groups.map((group) => (
        <button
          key={group.id}
          type="button"
          className="button cal-chip"
          aria-pressed={!hidden.has(group.id)}
          onClick={() => onToggle(group.id)}
        >
          {group.label}
        </button>
      ))}
    </fieldset>
  );
}
