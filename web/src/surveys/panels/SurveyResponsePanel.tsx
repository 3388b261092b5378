import { surveyTargetBatch } from '@strata/api/contract/survey-target';
import type { PanelDefinition } from '@strata/api/contract/views';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/http';
import { findProperty, useObjectMeta } from '../../metadata/object-metadata';
import { isLookupValue, panelData, type RecordValues, usePanelApi } from '../../panels/panel-api';
import { SurveyForm } from '../SurveyForm';
import { readPanel } from '../survey-definition';
import { targetConflicts } from './target-conflicts';
import '../surveys.css';

function parseBody(text: unknown): Record<string, unknown> {
  if (typeof text !== 'string' || text === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/**
 * The survey response panel (spec 002 sections 2 and 4): the template's form with the answers of
 * this inu_survey_record, and 'Save to Target Record', which writes the non-empty answers to the
 * target through the ordinary batch write (creating and linking a target when there is none)
 * and marks the response Processed, all in one transaction.
 */
export default function SurveyResponsePanel({ panel: formPanel }: { panel: PanelDefinition }) {
  const { t } = useTranslation('surveys');
  const { appId = '!' } = useParams();
  const api = usePanelApi(formPanel);
  const [template, setTemplate] = useState<RecordValues | null | undefined>(undefined);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const templateRef = api.values.templateid;
  const templateId = isLookupValue(templateRef)
    ? templateRef.id
    : typeof templateRef === 'string'
      ? templateRef
      : null;

  useEffect(() => {
    if (!templateId) return setTemplate(null);
    let live = true;
    panelData
      .retrieveSingleById('inu_survey_template', templateId, {
        attributes: ['id', 'name', 'title', 'submit_button', 'object_name', 'meta', 'panel'],
      })
      .then(
        (row) => live && setTemplate(row),
        () => live && setTemplate(null),
      );
    return () => {
      live = false;
    };
  }, [templateId]);

  const targetEntity = typeof template?.object_name === 'string' ? template.object_name : '';
  const target = useObjectMeta(targetEntity);
  const targetId =
    typeof api.values.targetid === 'string' && api.values.targetid ? api.values.targetid : null;
  // the target as it was when the response was opened: what 'Save to Target Record' writes over
  const [targetBase, setTargetBase] = useState<RecordValues | null>(null);
  useEffect(() => {
    if (!targetId || !targetEntity) return setTargetBase(null);
    let live = true;
    panelData.retrieveSingleById(targetEntity, targetId).then(
      (row) => live && setTargetBase(row),
      () => live && setTargetBase(null),
    );
    return () => {
      live = false;
    };
  }, [targetEntity, targetId]);
  if (template === undefined) return null;
  if (template === null) return <p className="panel-message">{t('response.noTemplate')}</p>;

  // the record keeps the definitions it was answered with; the layout comes from the template
  const stored = parseBody(api.values.meta) as { properties?: Record<string, never> };
  const answers = parseBody(api.values.body);
  const panel = readPanel(api.values.panel ?? template.panel);
  const survey = {
    title: String(template.title ?? ''),
    submit_button: '',
    css_style: '',
    meta: { properties: stored.properties ?? {} },
    panel,
  };

  /**
   * Writes the answers to the target with the version it had when read: when someone saved the
   * target meanwhile, the form's merge rule decides. Their changes to fields the answers do not
   * write (or to the same values) are kept and the write goes again with the new version; a
   * field both changed is named and nothing is written, the target read afresh so that a second
   * press overwrites knowingly.
   */
  async function saveToTarget() {
    if (!api.recordId || !target) return;
    const recordId = api.recordId;
    setBusy(true);
    setMessage(null);
    try {
      let base = targetId
        ? (targetBase ?? (await panelData.retrieveSingleById(targetEntity, targetId)))
        : null;
      for (let attempt = 0; ; attempt++) {
        const batch = surveyTargetBatch({
          record: {
            id: recordId,
            versionnumber: Number(api.values.versionnumber),
            targetid: base ? targetId : null,
          },
          targetEntity,
          targetProperties: new Set(target.properties.map((property) => property.logicalName)),
          ...(base ? { targetVersion: Number(base.versionnumber) } : {}),
          answers,
          newId: crypto.randomUUID(),
        });
        try {
          await panelData.executeMultiple(batch);
          break;
        } catch (error) {
          const onTarget =
            error instanceof ApiError && error.code === 'ERR_8001' && error.details?.id === targetId;
          if (!onTarget || !base || !targetId || attempt >= 2) throw error;
          const server = await panelData.retrieveSingleById(targetEntity, targetId);
          if (!server) throw error;
          const [write] = batch;
          const overlap = write ? targetConflicts(write.object, base, server) : [];
          if (overlap.length > 0) {
            setTargetBase(server);
            const modifier = server.modifiedby;
            setMessage(
              t('response.targetChanged', {
                user: isLookupValue(modifier) ? modifier.label : t('MsgUnknownLookup', { ns: 'common' }),
                fields: overlap.map((name) => findProperty(target, name)?.displayName ?? name).join(', '),
              }),
            );
            return;
          }
          base = server;
        }
      }
      setMessage(t('response.saved'));
      await api.reload?.();
    } catch (error) {
      setMessage(error instanceof ApiError || error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="survey-response">
      <h2>{survey.title}</h2>
      {message && (
        <p className="survey-message" role="status">
          {message}
        </p>
      )}
      <SurveyForm survey={survey} values={answers} onChange={() => undefined} disabled />
      <div className="survey-response-actions">
        <button
          type="button"
          className="primary"
          disabled={busy || !target || !api.recordId}
          onClick={() => void saveToTarget()}
        >
          {t('response.saveToTarget')}
        </button>
        {api.values.status === 'Processed' && <span> {t('response.processed')} </span>}
        {targetId && targetEntity && (
          <Link to={`/${appId}/edit/${targetEntity}/${targetId}`}>{t('response.openTarget')}</Link>
        )}
      </div>
    </section>
  );
}
