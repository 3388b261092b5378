import type { FetchFilter } from '@strata/api/contract/query';
import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ObjectMeta } from '../../../metadata/object-metadata';
import { Dialog } from '../../../ui/Dialog';
import { AppliedConditions } from './AppliedConditions';
import { filterToTree, treeToFilter } from './convert';
import { GroupEditor } from './GroupEditor';
import { conditionProperties } from './operators';
import {
  addCondition,
  addGroup,
  type GroupNode,
  numberNodes,
  removeNode,
  setGroupType,
  updateCondition,
} from './tree';
import type { TreeEditor } from './tree-editor';
import { type Problem, validateTree } from './validate';
import '../../../styles/advanced-find.css';

const noProblems: ReadonlyMap<string, Problem> = new Map();

/**
 * Advanced Find: the user's own conditions as a tree of and/or groups, applied on top of the
 * view's filter and the quick filters (shown read-only below the editor). Apply is refused
 * while anything is incomplete; the problems show inline from the first try on and the first
 * marked control gets the focus. Cancel, Escape and the close button leave the list as it was.
 */
export function AdvancedFindDialog({
  object,
  baseFilter,
  advanced,
  onApply,
  onClose,
}: {
  object: ObjectMeta;
  /** what the view and the quick filters add */
  baseFilter: FetchFilter | undefined;
  /** the advanced filter applied now, edited here */
  advanced: FetchFilter | undefined;
  /** the new advanced filter; undefined when the editor was emptied */
  onApply: (filter: FetchFilter | undefined) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('lists');
  const properties = useMemo(() => conditionProperties(object), [object]);
  const propertyOf = useCallback(
    (name: string) => properties.find((property) => property.logicalName === name),
    [properties],
  );
  const [root, setRoot] = useState<GroupNode>(() => filterToTree(advanced, propertyOf));
  // problems show only after the first Apply: a row just added is not yet a mistake
  const [tried, setTried] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const problems = useMemo(() => validateTree(root, propertyOf), [root, propertyOf]);
  const numbers = useMemo(() => numberNodes(root), [root]);

  const editor: TreeEditor = useMemo(
    () => ({
      properties,
      propertyOf,
      numbers,
      problems: tried ? problems : noProblems,
      update: (id, patch) => setRoot((current) => updateCondition(current, id, patch)),
      addCondition: (groupId) => setRoot((current) => addCondition(current, groupId)),
      addGroup: (groupId) => setRoot((current) => addGroup(current, groupId)),
      remove: (id) => setRoot((current) => removeNode(current, id)),
      setType: (groupId, type) => setRoot((current) => setGroupType(current, groupId, type)),
    }),
    [properties, propertyOf, numbers, problems, tried],
  );

  // after a refused Apply, the first marked control takes the focus (its message is described by it)
  useEffect(() => {
    if (!tried) return;
    formRef.current
      ?.querySelector<HTMLElement>(
        '[aria-invalid="true"], .af-values[aria-describedby] input, .af-group[aria-describedby] .af-group-actions button',
      )
      ?.focus();
  }, [tried]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (problems.size > 0) {
      setTried((count) => count + 1);
      return;
    }
    onApply(treeToFilter(root, propertyOf));
  };

  return (
    <Dialog
      closeOnOutsideClick={false}
      title={t('filters.advancedFind')}
      onClose={onClose}
      className="af-dialog"
    >
      <form ref={formRef} noValidate onSubmit={apply}>
        <h3 className="af-heading">{t('advancedFind.yourConditions')}</h3>
        <GroupEditor group={root} depth={1} editor={editor} />
        <AppliedConditions filter={baseFilter} object={object} />
        {tried > 0 && problems.size > 0 && (
          <p className="form-error af-summary" role="alert">
            {t('advancedFind.fixProblems')}
          </p>
        )}
        <div className="dialog-buttons">
          <button type="button" className="button" onClick={onClose}>
            {t('cancel')}
          </button>
          <button type="submit" className="button primary">
            {t('advancedFind.apply')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
