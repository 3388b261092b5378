import { z } from 'zod';
import { jsonBodyLimitBytes } from '../config/body-limits.js';
import type { DataContext, DataServices } from '../context/data-context.js';
import { executeMultipleSchema, type recordOperationSchema } from '../contract/records.js';
import { toAppErrorFromDatabase } from '../db/database-errors.js';
import { isAppError } from '../errors/app-error.js';
import { errorMessage } from '../i18n/error-message.js';
import { readAccessResolver } from '../permissions/record-access.js';
import { fetchRecords } from '../query/compile-fetch.js';
import { executeOperations } from '../records/execute-operations.js';
import type { HostCall } from './script-sandbox.js';

/** A failure the script sees (and may catch): a code and a message, never a stack or SQL. */
export class ScriptApiError extends Error {
  override readonly name = 'ScriptApiError';
}

function scriptError(error: unknown, context: DataContext): ScriptApiError {
  const known = isAppError(error) ? error : toAppErrorFromDatabase(error);
  if (known) {
    const detail = Object.keys(known.details).length > 0 ? ` ${JSON.stringify(known.details)}` : '';
    return new ScriptApiError(
      `${known.code}: ${errorMessage(known.code, known.params, context.language)}${detail}`,
    );
  }
  return new ScriptApiError('ERR_INTERNAL: the data call failed');
}

const singleArgs = z.tuple([z.string().max(63), z.string().uuid(), z.array(z.string().max(130)).nullish()]);
const updateArgs = z.tuple([
  z.string().max(63),
  z.record(z.string().max(130), z.unknown()),
  z.enum(['create', 'update', 'delete']).nullish(),
]);

/**
 * The `data` API of a trigger script, with the rights of the context's user (the trigger's
 * owner): the same fetch compiler and read rules as POST /api/fetch, the same writes as POST
 * /api/update and /api/executemultiple (each call its own transaction). Writes queue triggers
 * one level deeper (triggerDepth), so scripts that trigger each other stop.
 */
export function triggerScriptApi(
  services: DataServices,
  context: DataContext,
  triggerDepth: number,
): HostCall {
  const fetch = (query: unknown) =>
    fetchRecords(
      services.pool,
      query,
      { metadata: context.metadata, access: readAccessResolver(context) },
      { maxPlanCost: services.maxPlanCost },
    );
  const write = async (operations: z.infer<typeof recordOperationSchema>[]) =>
    executeOperations(services, context, operations, { continueOnError: false, triggerDepth });

  /** An update without versionnumber writes over the current version (last write wins). */
  const withVersion = async (entity: string, object: Record<string, unknown>) => {
    if (object.versionnumber !== undefined || typeof object.id !== 'string') return object;
    const [row] = await fetch({
      entity: {
        name: entity,
        attributes: [{ attribute: 'versionnumber' }],
        filter: { conditions: [{ attribute: 'id', operator: 'eq', value: object.id }] },
      },
    });
    return row ? { ...object, versionnumber: row.versionnumber } : object;
  };

  const calls: Record<string, (args: unknown[]) => Promise<unknown>> = {
    retrieveMultiple: async ([query]) => fetch(query),
    retrieveSingleById: async (args) => {
      const [entity, id, attributes] = singleArgs.parse(args);
      const [row] = await fetch({
        entity: {
          name: entity,
          ...(attributes ? { attributes: attributes.map((attribute) => ({ attribute })) } : {}),
          filter: { conditions: [{ attribute: 'id', operator: 'eq', value: id }] },
        },
      });
      return row ?? null;
    },
    updateRecord: async (args) => {
      const [entity, object, given] = updateArgs.parse(args);
      const operation = given ?? (typeof object.id === 'string' ? 'update' : 'create');
      const ready = operation === 'update' ? await withVersion(entity, object) : object;
      const [result] = await write([{ name: entity, operation, object: ready }]);
      return result && 'result' in result ? result.result : null;
    },
    executeMultiple: async ([records]) => {
      const batch = executeMultipleSchema.parse({ records });
      return write(batch.records);
    },
  };

  return async (name, args, bytes) => {
    const call = calls[name];
    if (!call) throw new ScriptApiError(`unknown data call ${name}`);
    // what an HTTP request could not send, a script cannot either: refused before anything runs
    if (bytes > jsonBodyLimitBytes)
      throw new ScriptApiError(
        `ERR_PAYLOAD_TOO_LARGE: ${errorMessage('ERR_PAYLOAD_TOO_LARGE', {}, context.language)}`,
      );
    try {
      return await call(args);
    } catch (error) {
      if (error instanceof z.ZodError)
        throw new ScriptApiError(`ERR_VALIDATION: bad arguments to data.${name}`);
      throw scriptError(error, context);
    }
  };
}
