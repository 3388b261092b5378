import { Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useShell } from '../../context/shell-context';
import { chooseTheme } from '../../theme/theme';
import { Dialog } from '../../ui/Dialog';
import {
  matchEntries,
  type PaletteEntry,
  type PaletteGroup,
  searchedEntities,
  staticEntries,
} from './palette-items';
import { useRecordSearch } from './use-record-search';
import '../../styles/palette.css';

// what the typed text names of the app (a page, New) before the records that merely contain it
const groupOrder: PaletteGroup[] = ['pages', 'create', 'records', 'apps', 'commands'];
/** Entries of one group shown at most (the typed text narrows the rest). */
const groupLimit = 8;

/**
 * The command palette (Ctrl+K): one field that finds the app's pages, records by name in every
 * entity the user may read, New for the app's entities, the other apps, the theme and the
 * profile. Arrows move, Enter opens, Escape closes; the list is a listbox the field controls.
 */
export default function CommandPalette({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { context, app, menu } = useShell();
  const [text, setText] = useState('');
  // the highlighted entry by its id, not its place: records found later shift the places
  const [activeId, setActiveId] = useState<string | null>(null);
  const listId = useId();

  const fixed = useMemo(
    () =>
      staticEntries(context, app, menu, {
        newRecord: (entity) => t('palette.newRecord', { entity }),
        theme: {
          system: t('profile.themeSystem'),
          dark: t('profile.themeDark'),
          light: t('profile.themeLight'),
        },
        editProfile: t('profile.edit'),
        customize: t('customize.app'),
      }),
    [context, app, menu, t],
  );
  const entities = useMemo(() => searchedEntities(context, app), [context, app]);
  const { records, searching } = useRecordSearch(text, entities);

  const groups = useMemo(() => {
    const found: PaletteEntry[] = records.map((record) => ({
      id: `record:${record.entity}:${record.id}`,
      group: 'records',
      label: record.name || t('palette.unnamed'),
      detail: context.metaDict[record.entity]?.displayName ?? record.entity,
      action: { kind: 'navigate', path: `/${app?.name ?? '!'}/edit/${record.entity}/${record.id}` },
    }));
    const matched = [...found, ...matchEntries(fixed, text)];
    return groupOrder
      .map((group) => ({ group, entries: matched.filter((e) => e.group === group).slice(0, groupLimit) }))
      .filter(({ entries }) => entries.length > 0);
  }, [records, fixed, text, context.metaDict, app, t]);
  const shown = groups.flatMap(({ entries }) => entries);
  const found = activeId === null ? -1 : shown.findIndex((entry) => entry.id === activeId);
  const current = shown.length > 0 ? Math.max(found, 0) : -1;
  const optionId = (index: number) => `${listId}-${index}`;

  const run = (entry: PaletteEntry) => {
    onClose();
    const { action } = entry;
    if (action.kind === 'navigate') navigate(action.path);
    else if (action.kind === 'external') window.open(action.url, '_blank', 'noopener');
    else chooseTheme(action.setting);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (shown.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveId(shown[(current + step + shown.length) % shown.length]?.id ?? null);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const entry = shown[current];
      if (entry) run(entry);
    }
  };

  let index = -1;
  return (
    <Dialog title={t('palette.title')} className="palette" onClose={onClose}>
      <div className="palette-field">
        <Search size={18} aria-hidden="true" />
        <input
          data-autofocus
          type="text"
          role="combobox"
          aria-expanded={shown.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={current >= 0 ? optionId(current) : undefined}
          aria-label={t('palette.field')}
          placeholder={t('palette.placeholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActiveId(null);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      <div id={listId} role="listbox" aria-label={t('palette.results')} className="palette-list">
        {groups.map(({ group, entries }) => (
          // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox (ARIA), not a form's fieldset
          <div key={group} role="group" aria-label={t(`palette.groups.${group}`)}>
            <div className="palette-group" aria-hidden="true">
              {t(`palette.groups.${group}`)}
            </div>
            {entries.map((entry) => {
              index++;
              const position = index;
              return (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the field owns the keyboard (arrows, Enter); options are picked by pointer here
                <div
                  key={entry.id}
                  id={optionId(position)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={position === current}
                  className="palette-option"
                  onMouseMove={() => position !== current && setActiveId(entry.id)}
                  onClick={() => run(entry)}
                >
                  <span className="palette-label">{entry.label}</span>
                  {entry.detail && <span className="palette-detail">{entry.detail}</span>}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <p className="palette-status" role="status">
        {searching ? t('palette.searching') : shown.length === 0 ? t('palette.nothing') : ''}
      </p>
    </Dialog>
  );
}
