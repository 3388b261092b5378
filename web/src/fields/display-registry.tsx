import '../styles/fields.css';
import './file/file-fields.css';
import type { PropertyMeta } from '../metadata/object-metadata';
import { FormattedDisplay } from './common/FormattedDisplay';
import { type FieldKind, fieldKind } from './field-kind';
import type { FieldDisplay } from './field-types';
import { FileDisplay } from './file/FileDisplay';
import { ImageDisplay } from './file/ImageDisplay';
import { LookupDisplay } from './lookup/LookupDisplay';
import { OptionDisplay } from './options/OptionDisplay';
import { TagsDisplay } from './tags/TagsDisplay';
import { LinkDisplay } from './text/LinkDisplay';
import { TextDisplay } from './text/TextDisplay';

/**
 * The read-only half of the field registry: (type, flags, form-entry settings) -> one display.
 * Lists and dashboard grids show values only, so they load this without the editors (lookup
 * search, uploads, date pickers), which keeps them off the first screen's load.
 */
const displays: Record<FieldKind, FieldDisplay> = {
  text: TextDisplay,
  multiline: TextDisplay,
  json: TextDisplay,
  url: LinkDisplay,
  email: LinkDisplay,
  phone: LinkDisplay,
  autonumber: FormattedDisplay,
  readonly: FormattedDisplay,
  writein: FormattedDisplay,
  tags: TagsDisplay,
  number: FormattedDisplay,
  money: FormattedDisplay,
  duration: FormattedDisplay,
  datetime: FormattedDisplay,
  date: FormattedDisplay,
  boolean: FormattedDisplay,
  options: OptionDisplay,
  multiselect: FormattedDisplay,
  stage: OptionDisplay,
  button: FormattedDisplay,
  lookup: LookupDisplay,
  image: ImageDisplay,
  file: FileDisplay,
};

/** The read-only display of a property; settings as for editorFor (maxItems for tags). */
export function displayFor(property: PropertyMeta, settings?: Record<string, unknown>): FieldDisplay {
  return displays[fieldKind(property, settings)];
}
