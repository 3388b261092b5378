import type { CommonQueryMethods, DatabasePool, DatabaseTransactionConnection } from 'slonik';

/** Anything that runs queries: the pool, a pooled connection or a transaction. */
export type Queryable = CommonQueryMethods;
export type Transaction = DatabaseTransactionConnection;
export type { DatabasePool };
