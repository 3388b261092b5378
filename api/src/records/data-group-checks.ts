import { randomBytes } from 'node:crypto';
import { autoNumberFormatProblem } from '../contract/auto-number-format.js';
import { adminOnlyEntities, serverWrittenEntities } from '../contract/server-written.js';
import { invalidField } from '../errors/common-errors.js';
import type { TenantMetadata } from '../metadata/tenant-metadata.js';
import { triggerFields } from '../triggers/enqueue-trigger-jobs.js';
import type { PreparedValues } from './write-values.js';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The rules of the Customize app's Data group records, checked on create and on the fields an
 * update sends: a trigger names a real entity and fields of it, and runs either a webhook (an
 * http(s) URL; a signing secret is made when created without one) or a script (run in the
 * trigger worker's sandbox, trigger-worker/script-sandbox.ts), never both; an auto number
 * names an AutoNumber field and a format with one {SEQ}; the organisation's settings keep
 * the Triggers Log 1 to 3650 days.
 */
export function checkDataGroupRecord(
  metadata: TenantMetadata,
  entity: string,
  values: PreparedValues,
  mode: 'create' | 'update',
): void {
  if (entity === 'inu_changehandler') checkTrigger(metadata, values, mode);
  if (entity === 'inu_autonumber') checkAutoNumber(metadata, values, mode);
  if (entity === 'inu_orgsettings' && values.has('triggerlogdays')) {
    const days = values.get('triggerlogdays');
    if (days !== null && !(typeof days === 'number' && Number.isInteger(days) && days >= 1 && days <= 3650))
      throw invalidField('triggerlogdays', 'range');
  }
}

/** The longest trigger script accepted (characters). */
export const triggerScriptMax = 100_000;

function checkTrigger(metadata: TenantMetadata, values: PreparedValues, mode: 'create' | 'update') {
  const objectName = text(values.get('objectname'));
  if (values.has('objectname') || mode === 'create') {
    const triggerable =
      metadata.objects.has(objectName) &&
      !serverWrittenEntities.has(objectName) &&
      !adminOnlyEntities.has(objectName);
    if (!triggerable) throw invalidField('objectname', 'objectName');
  }
  if (values.has('fields') && text(values.get('fields')) !== '') {
    const fields = triggerFields(text(values.get('fields')));
    const known = objectName ? metadata.properties.get(objectName) : undefined;
    // without the entity in this update, the names are checked for their shape only
    const unknown = fields.find((field) =>
      known ? !known.has(field) : !/^[a-z][a-z0-9_]{0,62}$/.test(field),
    );
    if (unknown) throw invalidField('fields', 'unknownField');
    values.set('fields', fields.join(', '));
  }
  // without the kind in an update, the stored one stands: only what is sent is checked
  const kind = values.has('kind') || mode === 'create' ? text(values.get('kind')) || 'webhook' : null;
  if (kind !== null && kind !== 'webhook' && kind !== 'script') throw invalidField('kind', 'option');
  if (mode === 'create' && !values.has('kind')) values.set('kind', kind);
  if (kind === 'script' || (kind === null && values.has('script'))) {
    const script = text(values.get('script'));
    if (kind === 'script' && script === '') throw invalidField('script', 'required');
    if (script.length > triggerScriptMax) throw invalidField('script', 'tooLong');
  }
  if (kind === 'webhook' && text(values.get('script')) !== '') throw invalidField('script', 'serverScript');
  if (
    (kind === 'webhook' && (values.has('url') || mode === 'create')) ||
    (kind !== 'webhook' && text(values.get('url')) !== '')
  ) {
    const url = text(values.get('url'));
    if (url === '') throw invalidField('url', 'required');
    let parsed: URL | null = null;
    try {
      parsed = new URL(url);
    } catch {
      parsed = null;
    }
    if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:'))
      throw invalidField('url', 'url');
  }
  if (mode === 'create' && text(values.get('secret')) === '')
    values.set('secret', randomBytes(24).toString('base64url'));
  if (mode === 'create' && !values.has('isactive')) values.set('isactive', true);
}

function checkAutoNumber(metadata: TenantMetadata, values: PreparedValues, mode: 'create' | 'update') {
  if (values.has('format') && text(values.get('format')) !== '') {
    if (autoNumberFormatProblem(text(values.get('format')))) throw invalidField('format', 'autoNumberFormat');
  }
  if (mode === 'create' || values.has('objectname') || values.has('fieldname')) {
    const objectName = text(values.get('objectname'));
    const fieldName = text(values.get('fieldname'));
    if (mode === 'update' && !(values.has('objectname') && values.has('fieldname'))) return;
    const object = metadata.objects.get(objectName);
    if (!object) throw invalidField('objectname', 'objectName');
    const field = object.properties.find((property) => property.logicalName === fieldName);
    if (!field?.flags.includes('AutoNumber')) throw invalidField('fieldname', 'autoNumberField');
  }
}
