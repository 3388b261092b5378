/**
 * A member of a group of writes (one statement for several records) failed: its position in
 * the group and why, so the batch can name the index of the operation at fault.
 */
export class GroupFailure extends Error {
  constructor(
    readonly offset: number,
    readonly failure: unknown,
  ) {
    super('a member of a write group failed');
  }
}
