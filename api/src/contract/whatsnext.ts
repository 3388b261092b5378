import { z } from 'zod';
import type { ErrorCode } from './error-codes.js';

/**
 * POST /api/whatsnext (spec 001 sections 2 and 4 "What's Next"): the records each What's Next
 * rule (inu_nextrule) finds for a reference date and an owner, plus the owner's due reminders.
 */

/**
 * today: the reference date is the end of the user's day; tomorrow and next-week shift it by +2
 * and +8 days (spec 001 section 4).
 */
export const whatsNextSchedules = ['today', 'tomorrow', 'next-week'] as const;
export type WhatsNextSchedule = (typeof whatsNextSchedules)[number];

export const whatsNextShiftDays: Record<WhatsNextSchedule, number> = {
  today: 0,
  tomorrow: 2,
  'next-week': 8,
};

/** Records listed per rule, newest first (spec 001 section 7). */
export const whatsNextRowsPerRule = 10;
/** Due reminders listed at most, oldest due first. */
export const whatsNextMaxReminders = 50;

const uuid = z.string().uuid();

export const whatsNextRequestSchema = z
  .object({
    scheduled: z.enum(whatsNextSchedules).default('today'),
    /** me (the default): records the caller owns; all: every owner; or one user's id */
    owner: z.union([z.enum(['me', 'all']), uuid]).default('me'),
    /** only the rules for this entity */
    objectname: z
      .string()
      .max(63)
      .regex(/^[a-z][a-z0-9_]{0,62}$/, 'must match [a-z][a-z0-9_]{0,62}')
      .optional(),
    /** the user's offset from UTC in minutes, east positive (-new Date().getTimezoneOffset()); default 0 */
    utcOffsetMinutes: z.number().int().min(-840).max(840).default(0),
  })
  .strict();
export type WhatsNextRequest = z.input<typeof whatsNextRequestSchema>;

export type WhatsNextRecord = { id: string; name: string | null; createdon: string | null };

export type WhatsNextRuleResult = {
  /** the inu_nextrule's id and name */
  id: string;
  name: string;
  /** the Category column: the rule's label, or its name */
  label: string;
  objectname: string;
  canCreate: boolean;
  records: WhatsNextRecord[];
  /** the rule names an entity or field the tenant does not have: it lists nothing, the others still work */
  error?: { code: ErrorCode; params: Record<string, string>; message: string };
};

export type WhatsNextReminder = {
  id: string;
  versionnumber: number;
  name: string | null;
  activitytypecode: string | null;
  scheduledstart: string | null;
  /** the record the reminder is about, as a lookup value */
  regardingobjectid: { id: string; name: string; label?: string | null } | null;
};

export type WhatsNextResponse = {
  /** the reference date the rules were evaluated for (ISO) */
  referenceDate: string;
  rules: WhatsNextRuleResult[];
  /** null: the tenant has no activity entity with scheduledstart and iscompleted, or the caller cannot read it */
  reminders: WhatsNextReminder[] | null;
};
