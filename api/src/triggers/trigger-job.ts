import { z } from 'zod';

/** The graphile-worker task that runs one trigger for one change. */
export const triggerTask = 'strata_trigger';
/** Runs of one job before it is given up (graphile-worker waits e^attempt seconds between them). */
export const triggerMaxAttempts = 5;
/**
 * Trigger scripts write records, and their writes may trigger scripts again: a run this many
 * steps from a user's write queues nothing more, so two scripts cannot ping-pong for ever.
 */
export const triggerMaxDepth = 3;
/** A change's data above this many bytes of JSON is sent as the changed field names only. */
export const triggerDataMaxBytes = 64 * 1024;

/**
 * What a queued trigger run carries. The tenant travels with the job and the worker reads the
 * trigger from that tenant's schema alone, so one organisation's job cannot reach another's.
 */
export const triggerJobSchema = z.object({
  tenantId: z.string().uuid(),
  handlerId: z.string().uuid(),
  entity: z.string().max(63),
  operation: z.enum(['create', 'update', 'delete']),
  recordId: z.string().uuid(),
  userId: z.string().uuid(),
  occurredOn: z.string(),
  changedFields: z.array(z.string()),
  /** create: the values written; update: {field: {old, new}}; delete: null. */
  data: z.unknown(),
  /** 0 for a user's write; n + 1 for a write made by a script run at depth n. */
  depth: z.number().int().min(0).max(100).default(0),
});
export type TriggerJob = z.infer<typeof triggerJobSchema>;
