import type { ZodIssue, z } from 'zod';
import { invalidField } from './common-errors.js';

/**
 * Where and why a body did not match its schema. zod's message may quote the client's input,
 * so both are kept short.
 */
export function describeIssue(issue: ZodIssue | undefined): { field: string; reason: string } {
  if (!issue) return { field: 'body', reason: 'body' };
  const field = issue.path.length === 0 ? 'body' : issue.path.join('.');
  return { field: field.slice(0, 200), reason: issue.message.slice(0, 200) };
}

/** Parses a request body with a contract schema; a mismatch is ERR_VALIDATION naming the path. */
export function parseBody<T>(schema: z.ZodType<T, z.ZodTypeDef, unknown>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const { field, reason } = describeIssue(parsed.error.issues[0]);
  throw invalidField(field, reason);
}
