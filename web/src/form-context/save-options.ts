/** How a save runs: what a panel or command may ask of the form's save (form-context.ts carries it). */
export type SaveOptions = {
  /** After creating a record, stay instead of moving to its edit path (save and exit does). */
  stayAfterCreate?: boolean;
  /** Values to save along with the form's (a wizard's next step index), set in the same save. */
  patch?: Record<string, unknown>;
};
