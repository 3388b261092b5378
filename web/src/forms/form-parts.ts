import type { FormEvents } from '../form-context/form-events';
import type { PendingChanges } from '../form-context/pending-changes';
import type { ObjectMeta } from '../metadata/object-metadata';
import type { FormDefinition } from './form-definition';
import type { LinkEdits } from './many-to-many/use-link-edits';
import type { FormScripts } from './scripts/use-form-scripts';
import type { RecordForm } from './use-record-form';

/**
 * What a record form is made of, as its hooks share it (RecordFormScreen): the record (recordId
 * null for a new one) and its loaded state, the definition drawn (customise mode's draft), its
 * scripts, panels' events and pending work, and the many-to-many link edits.
 */
export type FormParts = {
  object: ObjectMeta;
  recordId: string | null;
  form: RecordForm;
  definition: FormDefinition;
  scripts: FormScripts;
  events: FormEvents;
  pending: PendingChanges;
  linkEdits: LinkEdits;
};
