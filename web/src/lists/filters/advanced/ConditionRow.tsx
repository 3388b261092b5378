import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { operatorLabel } from './labels';
import { operatorsFor, takesValue, valueKind, withOperator, withProperty } from './operators';
import type { ConditionNode, EditorOperator } from './tree';
import type { TreeEditor } from './tree-editor';
import { ValueEditor } from './ValueEditor';
import { problemField } from './validate';

/**
 * One condition: property, operator, value and a remove button. It is a fieldset named
 * "Condition n", so its Property, Operator and Value labels stay unambiguous to a screen
 * reader however many rows there are. A problem is shown under the row and marks the control
 * it is about.
 */
export function ConditionRow({ condition, editor }: { condition: ConditionNode; editor: TreeEditor }) {
  const { t } = useTranslation('lists');
  const n = editor.numbers.get(condition.id);
  const property = condition.attribute ? editor.propertyOf(condition.attribute) : undefined;
  const kind = property && valueKind(property);
  const problem = editor.problems.get(condition.id);
  const errorId = `${condition.id}-error`;
  const invalid = (field: 'property' | 'operator' | 'value') =>
    problem && problemField(problem) === field ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  const update = (patch: Partial<ConditionNode>) => editor.update(condition.id, patch);

  return (
    <fieldset className={`af-condition${problem ? ' invalid' : ''}`}>
      <legend className="visually-hidden">{t('advancedFind.condition', { n })}</legend>
      <label className="af-field af-property">
        <span>{t('advancedFind.property')}</span>
        <select
          value={property ? condition.attribute : ''}
          onChange={(event) =>
            update(withProperty(condition, property, editor.propertyOf(event.target.value)))
          }
          {...invalid('property')}
        >
          <option value="">{t('advancedFind.choose')}</option>
          {editor.properties.map((item) => (
            <option key={item.logicalName} value={item.logicalName}>
              {item.displayName}
            </option>
          ))}
        </select>
      </label>
      <label className="af-field af-operator">
        <span>{t('advancedFind.operator')}</span>
        <select
          value={condition.operator}
          disabled={!property}
          onChange={(event) => update(withOperator(condition, event.target.value as EditorOperator))}
          {...invalid('operator')}
        >
          {(!property || !condition.operator) && <option value="">{t('advancedFind.choose')}</option>}
          {operatorsFor(property).map((operator) => (
            <option key={operator} value={operator}>
              {operatorLabel(t, operator, kind)}
            </option>
          ))}
        </select>
      </label>
      {property && takesValue(condition.operator) ? (
        <ValueEditor condition={condition} property={property} onChange={update} invalid={invalid('value')} />
      ) : (
        // keeps the remove button in its column when there is no value to enter
        <span className="af-value" />
      )}
      <button
        type="button"
        className="icon-button af-remove"
        aria-label={t('advancedFind.removeCondition', { n })}
        title={t('advancedFind.removeCondition', { n })}
        onClick={() => editor.remove(condition.id)}
      >
        <X size={16} aria-hidden="true" />
      </button>
      {problem && (
        <p id={errorId} className="form-error af-error">
          {t(`advancedFind.errors.${problem}`)}
        </p>
      )}
    </fieldset>
  );
}
