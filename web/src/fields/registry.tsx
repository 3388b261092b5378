import '../styles/fields.css';
import type { PropertyMeta } from '../metadata/object-metadata';
import { ReadOnlyEditor } from './common/ReadOnlyEditor';
import { DateEditor } from './dates/DateEditor';
import { type FieldKind, fieldKind } from './field-kind';
import type { FieldEditor } from './field-types';
import { FileEditor, ImageEditor } from './file';
import { LookupEditor } from './lookup/LookupEditor';
import { DurationEditor } from './numbers/DurationEditor';
import { MoneyEditor } from './numbers/MoneyEditor';
import { NumberEditor } from './numbers/NumberEditor';
import { BooleanEditor } from './options/BooleanEditor';
import { ButtonField } from './options/ButtonField';
import { MultiSelectEditor } from './options/MultiSelectEditor';
import { OptionEditor } from './options/OptionEditor';
import { StageEditor } from './options/StageEditor';
import { TagsEditor } from './tags/TagsEditor';
import { JsonEditor } from './text/JsonEditor';
import { MultiLineEditor } from './text/MultiLineEditor';
import { TextEditor } from './text/TextEditor';
import { WriteInEditor } from './text/WriteInEditor';

/**
 * The field registry: (type, flags, form-entry settings) -> one editor (displays are in
 * display-registry.tsx, which lists load without the editors). The
 * kind is decided in field-kind.ts (pure, tested); this table only names the components, so
 * a new kind is one line here plus its folder.
 */
const editors: Record<FieldKind, FieldEditor> = {
  text: TextEditor,
  url: TextEditor,
  email: TextEditor,
  phone: TextEditor,
  multiline: MultiLineEditor,
  json: JsonEditor,
  autonumber: ReadOnlyEditor,
  readonly: ReadOnlyEditor,
  writein: WriteInEditor,
  tags: TagsEditor,
  number: NumberEditor,
  money: MoneyEditor,
  duration: DurationEditor,
  datetime: DateEditor,
  date: DateEditor,
  boolean: BooleanEditor,
  options: OptionEditor,
  multiselect: MultiSelectEditor,
  stage: StageEditor,
  button: ButtonField,
  lookup: LookupEditor,
  image: ImageEditor,
  file: FileEditor,
};

/**
 * The editor of a property. Pass the form entry's settings when there are any: stage bars,
 * buttons and tag fields are chosen by settings (stage, display: 'stage', button, tags), not by
 * the property alone.
 */
export function editorFor(property: PropertyMeta, settings?: Record<string, unknown>): FieldEditor {
  return editors[fieldKind(property, settings)];
}

export { displayFor } from './display-registry';
