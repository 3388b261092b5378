import type { FormHeader, PanelDefinition } from '@strata/api/contract/views';
import type { ObjectMeta } from '../metadata/object-metadata';
import type { ViewRecord } from '../metadata/views';

/** A form entry (spec 000 section 3, "Form definition"): a field or a separator. */
export type FormFieldDefinition = NonNullable<PanelDefinition['fields']>[number];

export type FormCommand = {
  kind: 'custom' | 'std';
  name: string;
  label?: string;
  icon?: string;
  option?: string;
  permissions?: string;
};

export type FormDefinition = {
  name?: string;
  panel: PanelDefinition;
  /** the record header's key fields (issue 22) */
  header?: FormHeader;
  commands?: FormCommand[];
  // beforeSave, afterSave: issue 23
  events?: { change?: string; validate?: string; beforeSave?: string; afterSave?: string; postsave?: string };
};

/** Columns every record has that a generated form does not offer for editing. */
const systemColumns = new Set([
  'id',
  'name',
  'versionnumber',
  'createdon',
  'createdby',
  'modifiedon',
  'modifiedby',
  'statecode',
  'statuscode',
  'ownerid',
]);

/**
 * The form for an object when no form view exists (a new custom entity, say): the name, then
 * every property of the object, the owner, and the link tables that join it to others.
 */
export function generatedForm(object: ObjectMeta, linkObjects: string[] = []): FormDefinition {
  const own = object.properties.filter((property) => !systemColumns.has(property.logicalName));
  const hasName = object.properties.some((property) => property.logicalName === 'name');
  const hasOwner = object.properties.some((property) => property.logicalName === 'ownerid');
  return {
    name: 'generated',
    panel: {
      name: 'root',
      type: 'Fields',
      fields: [
        ...(hasName ? [{ name: 'name' }] : []),
        ...own.map((property) => ({ name: property.logicalName })),
        ...(hasOwner ? [{ name: '-', type: 'Separator' as const }, { name: 'ownerid' }] : []),
        // many-to-many relations (a user's roles and teams, say) as toggle lists
        ...linkObjects.map((name) => ({ name, gridColumn: '1 / -1' })),
      ],
    },
  };
}

/** The form view named in the URL, else `main`, else the first form view; undefined if none. */
export function pickFormView(
  views: ViewRecord<FormDefinition>[],
  formName: string | undefined,
): ViewRecord<FormDefinition> | undefined {
  const usable = views.filter((view) => view.body?.panel);
  return (
    (formName ? usable.find((view) => view.name === formName) : undefined) ??
    usable.find((view) => view.name === 'main') ??
    usable[0]
  );
}

/** Every field entry of a panel tree, in order (the required check and scripts walk them). */
export function formFields(panel: PanelDefinition): FormFieldDefinition[] {
  return [
    ...(panel.fields ?? []).filter((field) => field.name !== '-' && field.type !== 'Separator'),
    ...(panel.panels ?? []).flatMap((child) => formFields(child)),
  ];
}
