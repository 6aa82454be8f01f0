import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The database or an open transaction: every repository function accepts either. */
export type Executor = Kysely<Database>;
