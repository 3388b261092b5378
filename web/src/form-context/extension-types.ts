import type { ReactNode } from 'react';
import type { RecordValues } from '../data/data-api';
import type { ObjectMeta } from '../metadata/object-metadata';
import type { Command } from '../ui/CommandBar';

/**
 * What record-form extensions (record-extensions.ts) and special editors (special-editors.ts)
 * are given, in a file of its own so that they can import it without importing the registries.
 */

/** What a record form tells an extension: the record as loaded, and how to load it again. */
export type RecordExtensionInput = {
  entity: string;
  /** null on a new record */
  recordId: string | null;
  original: RecordValues;
  reload: () => Promise<void>;
};
/** Title-bar commands an extension adds, and what it draws beside the form (its dialogs). */
export type RecordExtension = { commands: Command[]; element: ReactNode };

/** What a special editor gets: the entity and the record id from the URL (0: a new record). */
export type SpecialEditorProps = { object: ObjectMeta; id: string };
