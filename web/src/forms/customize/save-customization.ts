import { restoreSourceLabels } from '@strata/api/contract/localization-keys';
import { updateRecord } from '../../data/data-api';
import type { ViewRecord } from '../../metadata/views';
import type { FormDefinition } from '../form-definition';

/**
 * Stores a customised form in its inu_view record, or creates the form view when the form was
 * generated from metadata. Everyone gets the change through the inu_view change event.
 */
export async function saveCustomization(options: {
  entity: string;
  view: ViewRecord<FormDefinition> | undefined;
  definition: FormDefinition;
}): Promise<void> {
  const { entity, view, definition } = options;
  if (view) {
    await updateRecord(
      'inu_view',
      {
        id: view.id,
        versionnumber: view.versionnumber,
        // labels still showing their translation keep the stored text (docs/localization.md)
        body: JSON.stringify(restoreSourceLabels(view, definition, view.body, view.sourceBody)),
      },
      'update',
    );
    return;
  }
  await updateRecord(
    'inu_view',
    {
      name: 'main',
      label: 'Main Form',
      kind: 'form',
      objectname: entity,
      isprivate: false,
      body: JSON.stringify({ ...definition, name: 'main' }),
    },
    'create',
  );
}
