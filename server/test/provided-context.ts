/** Values the global setups hand to the test files (vitest `provide` / `inject`). */
declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a freshly migrated PGlite data folder; each test app starts from a copy. */
    pgliteTemplate: string | null;
    /** The PostgreSQL server to create test databases on, or null when none answered. */
    postgresUrl: string | null;
    /** A migrated PostgreSQL database on that server that each test database is copied from. */
    postgresTemplate: string | null;
    /** The Redis server for the several-instance tests, or null when none answered (or in the PGlite run). */
    redisUrl: string | null;
  }
}

export {};
