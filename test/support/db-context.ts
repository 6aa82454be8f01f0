/**
 * What the global setup hands to test files (vitest `provide` / `inject`): where the database
 * templates of this run are.
 */
export interface PgliteTemplates {
  /** A fresh PGlite data dir: nothing migrated (migration tests). */
  readonly blank: string;
  /** All migrations applied, no data. */
  readonly migrated: string;
  /** Migrated and filled with the demo seed (API tests). */
  readonly seeded: string;
}

export interface PostgresCluster {
  /** Superuser URL of the throwaway cluster's `postgres` database. */
  readonly adminUrl: string;
  /** Name of the migrated (empty) template database. */
  readonly migratedTemplate: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Null when no selected test file needs a database (e.g. `vitest run test/domain`). */
    pgliteTemplates: PgliteTemplates | null;
    /** Null when PostgreSQL 15 is not installed here (then postgresSkipReason says why). */
    postgres: PostgresCluster | null;
    postgresSkipReason: string;
  }
}
