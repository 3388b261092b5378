import { Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConditionRow } from './ConditionRow';
import { canNestIn, type GroupNode } from './tree';
import type { TreeEditor } from './tree-editor';

/**
 * A group of conditions joined by and or or, holding conditions and further groups (drawn by
 * itself, one level deeper). Its controls carry the group's number in their accessible names
 * ("Add condition to group 2"), since nested groups put several of them in one fieldset.
 */
export function GroupEditor({
  group,
  depth,
  editor,
}: {
  group: GroupNode;
  depth: number;
  editor: TreeEditor;
}) {
  const { t } = useTranslation('lists');
  const n = editor.numbers.get(group.id);
  const isRoot = depth === 1;
  const problem = editor.problems.get(group.id);
  const errorId = `${group.id}-error`;
  const join = group.type === 'and' ? t('advancedFind.joinAnd') : t('advancedFind.joinOr');

  return (
    <fieldset
      className={`af-group af-${group.type}${isRoot ? ' af-root' : ''}`}
      aria-describedby={problem ? errorId : undefined}
    >
      <legend className="af-group-legend">{t('advancedFind.group', { n })}</legend>
      <div className="af-group-bar">
        <label className="af-match">
          <span>{t('advancedFind.match')}</span>
          <span className="visually-hidden"> {t('advancedFind.group', { n })}</span>
          <select
            value={group.type}
            onChange={(event) => editor.setType(group.id, event.target.value === 'or' ? 'or' : 'and')}
          >
            <option value="and">{t('advancedFind.and')}</option>
            <option value="or">{t('advancedFind.or')}</option>
          </select>
        </label>
        {!isRoot && (
          <button
            type="button"
            className="button link af-remove-group"
            aria-label={t('advancedFind.removeGroup', { n })}
            onClick={() => editor.remove(group.id)}
          >
            <X size={14} aria-hidden="true" /> {t('advancedFind.remove')}
          </button>
        )}
      </div>
      {isRoot && group.children.length === 0 && <p className="muted af-note">{t('advancedFind.empty')}</p>}
      {group.children.length > 0 && (
        <ol className="af-children">
          {group.children.map((child, index) => (
            <li key={child.id}>
              {index > 0 && (
                <span className="af-join" aria-hidden="true">
                  {join}
                </span>
              )}
              {child.kind === 'group' ? (
                <GroupEditor group={child} depth={depth + 1} editor={editor} />
              ) : (
                <ConditionRow condition={child} editor={editor} />
              )}
            </li>
          ))}
        </ol>
      )}
      {problem && (
        <p id={errorId} className="form-error af-error">
          {t(`advancedFind.errors.${problem}`)}
        </p>
      )}
      <div className="af-group-actions">
        <button
          type="button"
          className="button"
          aria-label={t('advancedFind.addConditionTo', { n })}
          onClick={() => editor.addCondition(group.id)}
        >
          <Plus size={14} aria-hidden="true" /> {t('advancedFind.addCondition')}
        </button>
        {canNestIn(depth) && (
          <button
            type="button"
            className="button"
            aria-label={t('advancedFind.addGroupTo', { n })}
            onClick={() => editor.addGroup(group.id)}
          >
            <Plus size={14} aria-hidden="true" /> {t('advancedFind.addGroup')}
          </button>
        )}
      </div>
    </fieldset>
  );
}
