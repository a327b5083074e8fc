import type { Db } from './client';

/** A query runner: the database or a transaction on it. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];
