/**
 * A query the offline cache cannot answer (a grouping by date, a "not any" link, an entity that
 * was not taken offline): the screen says so instead of showing wrong or partial answers.
 */
export class OfflineQueryError extends Error {
  override readonly name = 'OfflineQueryError';
  constructor(
    /** what cannot be answered, for the message: an entity name, an operator, a group method */
    readonly what: string,
    readonly reason: 'not-taken' | 'unsupported',
  ) {
    super(`${reason}: ${what}`);
  }
}
