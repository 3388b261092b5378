import { Inbox, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { entityInSentence } from '../../i18n/entity-in-sentence';
import type { ObjectMeta } from '../../metadata/object-metadata';
import type { Command } from '../../ui/CommandBar';
import { EmptyState, type EmptyStateAction } from '../../ui/EmptyState';
import { type ListEmptyAction, listEmptyState } from './list-empty-state';

/**
 * The list body when no record shows: "No accounts yet." with Create one and Import a file
 * (the list's own New and Import commands, so the same flow and the same rights), or "No
 * accounts match these filters." with Clear filters when the user's search or filters did it.
 */
export function ListEmpty({
  object,
  narrowed,
  clearFilters,
  commands,
  canAct,
}: {
  object: ObjectMeta;
  narrowed: boolean;
  clearFilters: () => void;
  /** the list's own title-bar commands */
  commands: readonly Command[];
  canAct: boolean;
}) {
  const { t, i18n } = useTranslation('lists');
  const state = listEmptyState({ narrowed, commandNames: commands.map((command) => command.name), canAct });
  const entity = entityInSentence(object.displayNamePlural || object.displayName, i18n.language);
  const run = (name: string) => () => commands.find((command) => command.name === name)?.onSelect();
  const buttons: Record<ListEmptyAction, EmptyStateAction> = {
    create: { label: t('empty.create'), onSelect: run('new') },
    import: { label: t('empty.import'), onSelect: run('import') },
    clearFilters: { label: t('empty.clearFilters'), onSelect: clearFilters },
  };
  // the first next step is the main one
  const actions = state.actions.map((action, index) => ({ ...buttons[action], primary: index === 0 }));
  return state.kind === 'filtered' ? (
    <EmptyState icon={SearchX} message={t('empty.filtered', { entity })} actions={actions} />
  ) : (
    <EmptyState icon={Inbox} message={t('empty.none', { entity })} actions={actions} />
  );
}
