import type { z } from 'zod';
import { AppError } from '../errors/app-error.js';

/** Parses a request body with a contract schema; a mismatch is ERR_VALIDATION naming the path. */
export function parseBody<T>(schema: z.ZodType<T, z.ZodTypeDef, unknown>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  const field = issue?.path.join('.') || 'body';
  throw new AppError('ERR_VALIDATION', { field, reason: issue?.message ?? 'invalid' }, { field });
}
