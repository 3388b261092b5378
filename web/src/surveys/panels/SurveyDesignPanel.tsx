import type { PropertyInput } from '@strata/api/contract/metadata';
import { isSurveyable, type SurveyField, surveyPropertyTypes } from '@strata/api/contract/survey';
import type { PanelDefinition } from '@strata/api/contract/views';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../context/shell-context';
import { useObjectMeta } from '../../metadata/object-metadata';
import { usePanelApi } from '../../panels/panel-api';
import { SurveyForm } from '../SurveyForm';
import { readMeta, readPanel, surveyFromTemplate, surveyUrl } from '../survey-definition';
import { SurveyLink } from './SurveyLink';
import '../surveys.css';

/**
 * The survey design panel (spec 002 sections 2 and 5): the template's target entity and fields
 * (the target's properties, or free questions), each with label, tooltip, required and width,
 * reordered by drag or the arrow buttons; writes the template's meta and panel as the user
 * edits (saved with the form), with a live preview and the public link.
 */
export default function SurveyDesignPanel({ panel }: { panel: PanelDefinition }) {
  const { t } = useTranslation('surveys');
  const api = usePanelApi(panel);
  const { context } = useShell();
  const targetName = typeof api.values.object_name === 'string' ? api.values.object_name : '';
  const target = useObjectMeta(targetName);
  const meta = readMeta(api.values.meta);
  const fields = readPanel(api.values.panel).fields;
  const [dragged, setDragged] = useState<number | null>(null);
  const [question, setQuestion] = useState({
    label: '',
    type: 'String' as (typeof surveyPropertyTypes)[number],
  });

  const write = (properties: (string | PropertyInput)[], next: SurveyField[]) => {
    api.setValue('meta', JSON.stringify({ properties }));
    api.setValue('panel', JSON.stringify({ fields: next }));
  };
  const listed = meta.properties as (string | PropertyInput)[];
  const names = new Set(fields.map((field) => field.name));
  const addField = (name: string) => {
    if (!name || names.has(name)) return;
    write(listed.includes(name) ? listed : [...listed, name], [...fields, { name }]);
  };
  const addQuestion = () => {
    if (!question.label.trim()) return;
    const logicalName = `q${Date.now().toString(36)}`;
    const property: PropertyInput = {
      logicalName,
      displayName: question.label.trim(),
      type: question.type,
      flags: [],
    };
    write([...listed, property], [...fields, { name: logicalName }]);
    setQuestion({ ...question, label: '' });
  };
  const change = (index: number, patch: Partial<SurveyField>) =>
    write(
      listed,
      fields.map((field, i) => (i === index ? { ...field, ...patch } : field)),
    );
  const move = (from: number, to: number) => {
    if (to < 0 || to >= fields.length) return;
    const next = [...fields];
    const [item] = next.splice(from, 1);
    if (item) next.splice(to, 0, item);
    write(listed, next);
  };
  const remove = (index: number) =>
    write(
      listed,
      fields.filter((_, i) => i !== index),
    );

  const candidates = (target?.properties ?? []).filter((p) => isSurveyable(p) && !names.has(p.logicalName));
  const key = typeof api.values.publickey === 'string' ? api.values.publickey : '';
  const entities = Object.keys(context.metaDict).sort();
  const disabled = api.readOnly;

  return (
    <section className="survey-design">
      <div>
        <h2>{t('design.title')}</h2>
        <label>
          {t('design.target')}{' '}
          <select
            value={targetName}
            disabled={disabled}
            onChange={(event) => api.setValue('object_name', event.target.value)}
          >
            <option value="" />
            {entities.map((name) => (
              <option key={name} value={name}>
                {context.metaDict[name]?.displayName ?? name}
              </option>
            ))}
          </select>
        </label>
        <div className="survey-design-row">
          <select
            aria-label={t('design.addField')}
            value=""
            disabled={disabled}
            onChange={(event) => addField(event.target.value)}
          >
            <option value="">{t('design.addField')}</option>
            {candidates.map((property) => (
              <option key={property.logicalName} value={property.logicalName}>
                {property.displayName}
              </option>
            ))}
          </select>
          <input
            aria-label={t('design.question')}
            placeholder={t('design.question')}
            value={question.label}
            disabled={disabled}
            onChange={(event) => setQuestion({ ...question, label: event.target.value })}
          />
          <select
            aria-label={t('design.type')}
            value={question.type}
            disabled={disabled}
            onChange={(event) =>
              setQuestion({ ...question, type: event.target.value as typeof question.type })
            }
          >
            {surveyPropertyTypes.map((type) => (
              <option key={type}>{type}</option>
            ))}
          </select>
          <button type="button" disabled={disabled} onClick={addQuestion}>
            {t('design.addQuestion')}
          </button>
        </div>
        <ol className="survey-design-fields">
          {fields.map((field, index) => (
            <li
              key={field.name}
              className="survey-design-row"
              draggable={!disabled}
              onDragStart={() => setDragged(index)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={() => dragged !== null && move(dragged, index)}
            >
              <code>{field.name}</code>
              <input
                aria-label={t('design.label')}
                placeholder={t('design.label')}
                value={field.label ?? ''}
                disabled={disabled}
                onChange={(event) => change(index, { label: event.target.value })}
              />
              <input
                aria-label={t('design.tooltip')}
                placeholder={t('design.tooltip')}
                value={field.tooltip ?? ''}
                disabled={disabled}
                onChange={(event) => change(index, { tooltip: event.target.value })}
              />
              <select
                aria-label={t('design.required')}
                value={field.required ?? 'Normal'}
                disabled={disabled}
                onChange={(event) => change(index, { required: event.target.value as 'Normal' | 'Required' })}
              >
                <option value="Normal">{t('design.normal')}</option>
                <option value="Required">{t('design.required')}</option>
              </select>
              <select
                aria-label={t('design.width')}
                value={field.width ?? 'Normal'}
                disabled={disabled}
                onChange={(event) => change(index, { width: event.target.value as 'Normal' | 'Wide' })}
              >
                <option value="Normal">{t('design.normal')}</option>
                <option value="Wide">{t('design.wide')}</option>
              </select>
              <button
                type="button"
                aria-label={t('design.moveUp')}
                disabled={disabled}
                onClick={() => move(index, index - 1)}
              >
                ↑
              </button>
              <button
                type="button"
                aria-label={t('design.moveDown')}
                disabled={disabled}
                onClick={() => move(index, index + 1)}
              >
                ↓
              </button>
              <button
                type="button"
                aria-label={t('design.remove')}
                disabled={disabled}
                onClick={() => remove(index)}
              >
                ×
              </button>
            </li>
          ))}
        </ol>
        {key ? (
          <SurveyLink url={surveyUrl(context.orgName, key)} />
        ) : (
          <button
            type="button"
            disabled={disabled}
            onClick={() => api.setValue('publickey', crypto.randomUUID().replaceAll('-', ''))}
          >
            {t('design.newKey')}
          </button>
        )}
      </div>
      <div className="survey-preview">
        <h3>{t('design.preview')}</h3>
        <SurveyForm survey={surveyFromTemplate(api.values, target)} values={{}} onChange={() => undefined} />
      </div>
    </section>
  );
}
