/**
 * 'Save to Target Record' (spec 002 section 4): the batch of writes that carries a survey
 * response's answers to its target through the ordinary write path (POST /api/executemultiple,
 * one transaction): the non-empty answers that are properties of the target entity, a create
 * with a fresh id when the response has no target yet (linked by the same batch) or an update
 * of the existing one, and the response marked Processed.
 */
export type SurveyTargetInput = {
  record: { id: string; versionnumber: number; targetid: string | null };
  targetEntity: string;
  /** the target entity's property names (free questions that are not among them stay in the response) */
  targetProperties: ReadonlySet<string>;
  /** the existing target's version (an update needs it; ERR_8001 when someone saved meanwhile) */
  targetVersion?: number;
  answers: Record<string, unknown>;
  newId: string;
};

export type BatchOperation = {
  name: string;
  operation: 'create' | 'update';
  object: Record<string, unknown>;
};

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** Base columns answers may never set, whatever a template lists. */
const serverColumns = new Set([
  'id',
  'versionnumber',
  'ownerid',
  'createdby',
  'createdon',
  'modifiedby',
  'modifiedon',
]);

export function surveyTargetBatch(input: SurveyTargetInput): BatchOperation[] {
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(input.answers)) {
    if (isEmpty(value) || serverColumns.has(name) || !input.targetProperties.has(name)) continue;
    values[name] = value;
  }
  const creating = !input.record.targetid;
  const targetId = input.record.targetid ?? input.newId;
  if (creating && isEmpty(values.name) && input.targetProperties.has('name')) {
    const parts = [values.firstname, values.lastname].filter(
      (part) => typeof part === 'string' && part !== '',
    );
    const text = Object.values(values).find((value) => typeof value === 'string' && value !== '');
    values.name = String(parts.length > 0 ? parts.join(' ') : (text ?? input.record.id)).slice(0, 200);
  }
  const target: BatchOperation = creating
    ? { name: input.targetEntity, operation: 'create', object: { ...values, id: targetId } }
    : {
        name: input.targetEntity,
        operation: 'update',
        object: {
          ...values,
          id: targetId,
          ...(input.targetVersion === undefined ? {} : { versionnumber: input.targetVersion }),
        },
      };
  return [
    target,
    {
      name: 'inu_survey_record',
      operation: 'update',
      object: {
        id: input.record.id,
        versionnumber: input.record.versionnumber,
        targetid: targetId,
        status: 'Processed',
      },
    },
  ];
}
