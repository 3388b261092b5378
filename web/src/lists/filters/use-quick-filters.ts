import type { FetchFilter } from '@strata/api/contract/query';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../context/shell-context';
import { buildListFilter, type FilterContext, isFilterActive } from '../../list-views/build-filter';
import type { FilterSelection, QuickFilterDefinition } from '../../list-views/quick-filter';
import type { ObjectMeta } from '../../metadata/object-metadata';
import { hasPermissions } from '../../session/permissions';
import { alertMessage } from '../../ui/prompts';
import { clearedFilters, clearedSelection, filtersNarrow } from './clear-filters';
import { filterOptions } from './filter-options';
import { filterProperty } from './filter-property';
import { initialSelection as startingSelection } from './initial-selection';
import { useFilterState } from './use-filter-state';
import { useLookupLabels } from './use-lookup-labels';
import { useTeamUserIds } from './use-team-users';

/** The search box's filter when a view has no text quick filter: name contains the text. */
const nameSearch: QuickFilterDefinition = { name: '__search', type: 'text', propertyName: 'name' };

/**
 * Everything about a list's filters: which chips show (the view's, minus those the user lacks
 * permissions for, plus the ones the user added), the search box (bound to the view's first
 * text filter, else to name), the remembered selection, the user's Advanced Find filter and the
 * resulting FetchFilter.
 */
export function useQuickFilters(options: {
  object: ObjectMeta;
  viewName: string;
  viewFilter: FetchFilter | undefined;
  definitions: readonly QuickFilterDefinition[];
  linkAliases: readonly string[];
}) {
  const { object, viewName, viewFilter, definitions, linkAliases } = options;
  const { t } = useTranslation('lists');
  const { context } = useShell();
  const metaDict = context.metaDict as Record<string, ObjectMeta | undefined>;

  const allowed = useMemo(
    () =>
      definitions.filter((definition) =>
        hasPermissions(context.permDict, definition.permissions, { entity: object.logicalName }),
      ),
    [definitions, context.permDict, object.logicalName],
  );
  const search = useMemo(
    () => allowed.find((definition) => definition.type === 'text') ?? nameSearch,
    [allowed],
  );
  const propertyOf = useCallback(
    (definition: QuickFilterDefinition) => filterProperty(definition, object, metaDict),
    [object, metaDict],
  );
  const initialSelection = useCallback(
    (definition: QuickFilterDefinition): FilterSelection | undefined => {
      const property = propertyOf(definition);
      return startingSelection(definition, {
        options:
          definition.type === 'options'
            ? filterOptions(definition, property, { yes: t('yes'), no: t('no') })
            : [],
        target: property?.targets?.[0] ?? definition.objectName,
        now: new Date(),
      });
    },
    [propertyOf, t],
  );
  const state = useFilterState(object.logicalName, viewName, allowed, initialSelection);
  useLookupLabels(allowed, state);

  const chips = useMemo(
    () => [...allowed.filter((definition) => definition !== search), ...state.extra],
    [allowed, search, state.extra],
  );
  const teamWanted = chips.some(
    (definition) => definition.type === 'owner' && state.selections[definition.name]?.option === 'team',
  );
  const teamUserIds = useTeamUserIds(teamWanted);
  const filterContext: FilterContext = useMemo(
    () => ({ now: new Date(), userId: context.user.id, teamUserIds, propertyOf, linkAliases }),
    [context.user.id, teamUserIds, propertyOf, linkAliases],
  );
  const built = useMemo(
    () =>
      buildListFilter({
        viewFilter,
        definitions: [...chips, search],
        selections: state.selections,
        context: filterContext,
        advanced: state.advanced,
      }),
    [viewFilter, chips, search, state.selections, filterContext, state.advanced],
  );
  const problems = built.problems.map((problem) => t(problem.key, problem)).join('\n');
  useEffect(() => {
    if (problems) void alertMessage(t('filters.configurationProblem'), problems);
  }, [problems, t]);

  const isActive = useCallback(
    (definition: QuickFilterDefinition) =>
      isFilterActive(definition, state.selections[definition.name], filterContext),
    [state.selections, filterContext],
  );
  const searchText = state.selections[search.name]?.text ?? '';
  const setSearchText = useCallback(
    (text: string) => state.setSelection(search.name, text ? { text } : undefined),
    [state, search.name],
  );

  // "No ... match these filters" and its Clear filters (lists/empty)
  const clearedOf = useCallback(
    (definition: QuickFilterDefinition) =>
      clearedSelection(
        definition,
        definition.type === 'options'
          ? filterOptions(definition, propertyOf(definition), { yes: t('yes'), no: t('no') })
          : [],
      ),
    [propertyOf, t],
  );
  const narrowed = filtersNarrow({
    chips,
    selections: state.selections,
    searchText,
    advanced: state.advanced,
    isActive,
    clearedOf,
  });
  const { replace, selections, extra, advanced } = state;
  const clearAll = useCallback(
    () => replace(clearedFilters({ selections, extra, advanced }, chips, search.name, clearedOf)),
    [replace, selections, extra, advanced, chips, search.name, clearedOf],
  );
  return { chips, state, built, isActive, searchText, setSearchText, metaDict, narrowed, clearAll };
}
