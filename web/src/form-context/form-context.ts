import { createContext, useContext } from 'react';
import type { RecordValues } from '../data/data-api';
import type { ObjectMeta } from '../metadata/object-metadata';
import type { FormEvents } from './form-events';
import type { LinkState } from './link-changes';
import type { PendingChanges } from './pending-changes';
import type { SaveOptions } from './save-options';

/** What every panel and field of one record form reads: the record, its object and the lock. */
export type FormContextValue = {
  object: ObjectMeta;
  entity: string;
  /** Makes field ids unique per form: a quick-create dialog sits over another form. */
  idPrefix: string;
  recordId: string | null;
  values: RecordValues;
  setValue: (name: string, value: unknown) => void;
  readOnly: boolean;
  /** Fields the user tried to save empty, marked until filled. */
  showMissing: boolean;
  /** Pending many-to-many toggles, by link object (many-to-many/use-link-edits.ts). */
  links: Record<string, LinkState>;
  setLinks: (linkObject: string, update: (current: LinkState | undefined) => LinkState | undefined) => void;
  /** Runs the save flow; true when the record was saved. */
  save: (options?: SaveOptions) => Promise<boolean>;
  /** Runs a form command by name (a wizard's wizardNextCommand, say). */
  runCommand: (name: string) => void;
  /** Reads the record again (a panel that wrote it through its own batch: surveys). */
  reload?: () => Promise<void>;
  /** change, beforeSave and afterSave for domain panels (issue 23). */
  events: FormEvents;
  /**
   * Panels' unsaved work (budget lines, cart lines, uploads on their way), kept by the form so
   * that a tab switch loses none: it makes the form dirty and Save writes it in the record's
   * transaction (forms/pending/).
   */
  pending: PendingChanges;
};

export const FormContext = createContext<FormContextValue | null>(null);

export function useFormContext(): FormContextValue {
  const value = useContext(FormContext);
  if (!value) throw new Error('useFormContext is used outside a record form');
  return value;
}
