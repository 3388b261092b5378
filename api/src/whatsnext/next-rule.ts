/** An inu_nextrule record as What's Next reads it (spec 001 section 3, plus datefield: migration 0002). */
export type NextRule = {
  id: string;
  name: string;
  label: string | null;
  objectname: string | null;
  /** table.field: the lookup on the related table that points at the record */
  related: string | null;
  relatedmaxage: number | null;
  nullrelatedmaxage: number | null;
  statusfield: string | null;
  /** semicolon list */
  statusvalues: string | null;
  datefield: string | null;
  can_create: boolean | null;
};

/** The rule fields What's Next selects; the ones a tenant lacks are left out of the query. */
export const nextRuleFields = [
  'name',
  'label',
  'objectname',
  'related',
  'relatedmaxage',
  'nullrelatedmaxage',
  'statusfield',
  'statusvalues',
  'datefield',
  'can_create',
] as const;
