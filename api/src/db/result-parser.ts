import { type Interceptor, SchemaValidationError } from 'slonik';

/**
 * slonik 47 carries the zod schema of `sql.type(schema)` to interceptors but validates nothing
 * itself. This one parses every row of a typed query with its schema (a row that does not
 * match throws SchemaValidationError, a server fault) and leaves untyped queries, such as the
 * fetch compiler's dynamic rows, untouched and free of cost.
 */
export const resultParserInterceptor: Interceptor = {
  name: 'strata-result-parser',
  transformRow: (context, query, row) => {
    const parser = context.resultParser;
    if (!parser) return row;
    const parsed = parser.safeParse(row);
    if (!parsed.success) throw new SchemaValidationError(query, row, parsed.error.issues);
    return parsed.data as typeof row;
  },
};
