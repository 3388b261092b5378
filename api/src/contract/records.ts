import { z } from 'zod';

/** One write of /api/update and /api/executemultiple (spec 000 section 7). */
export const recordOperationSchema = z
  .object({
    name: z.string().min(1).max(63),
    operation: z.enum(['create', 'update', 'delete']),
    object: z.record(z.string().max(130), z.unknown()),
  })
  .strict();
export type RecordOperation = z.infer<typeof recordOperationSchema>;

/**
 * continueOnError false (the default, a form's save): all or nothing; the first failure rolls
 * the batch back and names its index. true (bulk edits): one transaction still, but each
 * item that fails is rolled back alone and reported in its place.
 */
export const executeMultipleSchema = z
  .object({
    records: z.array(recordOperationSchema).min(1).max(1000),
    continueOnError: z.boolean().default(false),
  })
  .strict();

/**
 * One item's answer: `result` is the record's id; a delete also names its audit row in
 * `auditId` when the user may undo it (POST /api/undodelete takes that id).
 */
/**
 * Something a write did that the user should know of, although it succeeded:
 * WARN_BASE64_IMAGE_STORED, a base64 image value was stored as a file (spec 001 section 5).
 */
export type WriteWarning = { code: 'WARN_BASE64_IMAGE_STORED'; field: string };

export type OperationResult =
  | { result: string; auditId?: string; warnings?: WriteWarning[] }
  | { error: { code: string; message: string; details?: Record<string, unknown> } };
