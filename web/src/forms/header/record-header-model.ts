import { type FormHeader, maxHeaderFields } from '@strata/api/contract/views';
import { isLookupValue, type RecordValues } from '../../data/data-api';
import { fieldKind } from '../../fields/field-kind';
import { type FormatValueOptions, formatValue } from '../../fields/format-value';
import { findOption, optionsOf } from '../../fields/options/option-list';
import { findProperty, type ObjectMeta, type PropertyMeta } from '../../metadata/object-metadata';

/** A record another field points to (the owner, a lookup key field), for a link to its form. */
export type HeaderLink = { entity: string; id: string };

/** An option's label with the colour and icon its rich option gives it. */
export type HeaderOption = { label: string; color?: string | undefined; icon?: string | undefined };

export type HeaderKeyField = {
  name: string;
  /** the property's display name (translated names come with the metadata) */
  label: string;
  /** the value as formatValue writes it; '' when the record has none */
  text: string;
  option?: HeaderOption | undefined;
  link?: HeaderLink | undefined;
};

export type HeaderStamp = { at: Date; by: string | undefined };

/** What a record header shows (issue 22), read from the saved record and its entity's metadata. */
export type RecordHeaderModel = {
  /** the record's name; '' when it has none */
  name: string;
  owner?: (HeaderLink & { label: string; fieldLabel: string }) | undefined;
  status?: (HeaderOption & { fieldLabel: string }) | undefined;
  created?: HeaderStamp | undefined;
  modified?: HeaderStamp | undefined;
  fields: HeaderKeyField[];
};

const optionKinds = new Set(['options', 'stage', 'writein']);

function stamp(at: unknown, by: unknown): HeaderStamp | undefined {
  if (typeof at !== 'string' || at === '') return undefined;
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return undefined;
  return { at: date, by: isLookupValue(by) ? by.label || undefined : undefined };
}

function optionOf(property: PropertyMeta, value: unknown): HeaderOption | undefined {
  const option = findOption(optionsOf(property), value);
  return option ? { label: option.label, color: option.color, icon: option.icon } : undefined;
}

/**
 * The status: the status reason (statuscode) where the record has one of its options, else the
 * state (statecode), as Dataverse's header shows the reason, which says more.
 */
function statusOf(object: ObjectMeta, record: RecordValues): RecordHeaderModel['status'] {
  for (const name of ['statuscode', 'statecode']) {
    const property = findProperty(object, name);
    const option = property ? optionOf(property, record[name]) : undefined;
    if (property && option) return { ...option, fieldLabel: property.displayName };
  }
  return undefined;
}

function ownerOf(object: ObjectMeta, record: RecordValues): RecordHeaderModel['owner'] {
  const property = findProperty(object, 'ownerid');
  const owner = record.ownerid;
  if (!property || !isLookupValue(owner)) return undefined;
  return {
    entity: owner.name,
    id: owner.id,
    label: owner.label ?? '',
    fieldLabel: property.displayName,
  };
}

function keyField(property: PropertyMeta, record: RecordValues, format: FormatValueOptions): HeaderKeyField {
  const value = record[property.logicalName];
  const kind = fieldKind(property);
  return {
    name: property.logicalName,
    label: property.displayName,
    text: formatValue(property, value, { ...format, record }),
    option: optionKinds.has(kind) ? optionOf(property, value) : undefined,
    link: kind === 'lookup' && isLookupValue(value) ? { entity: value.name, id: value.id } : undefined,
  };
}

/**
 * The header of a saved record: name, owner, status, created and modified, and the form's key
 * fields (its `header.fields`, at most four). Fields the entity no longer has are left out:
 * metadata may change after a form was saved, and the header is no place for an error.
 */
export function recordHeaderModel(
  object: ObjectMeta,
  record: RecordValues,
  header: FormHeader | undefined,
  format: FormatValueOptions,
): RecordHeaderModel {
  const fields = (header?.fields ?? [])
    .map((name) => findProperty(object, name))
    .filter((property): property is PropertyMeta => property !== undefined)
    .slice(0, maxHeaderFields)
    .map((property) => keyField(property, record, format));
  return {
    name: typeof record.name === 'string' ? record.name : '',
    owner: ownerOf(object, record),
    status: statusOf(object, record),
    created: stamp(record.createdon, record.createdby),
    modified: stamp(record.modifiedon, record.modifiedby),
    fields,
  };
}
