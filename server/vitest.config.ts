import { defineConfig } from 'vitest/config';

/**
 * Server tests run twice: on PGlite (always) and on PostgreSQL (when one answers at
 * TEST_DATABASE_URL; otherwise that half is skipped with one clear line). Each test app gets a
 * fresh, migrated database of its own (see test/helper.ts).
 */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each PGlite is a PostgreSQL in WebAssembly; more than a few at once only thrashes the CPU.
    maxWorkers: 2,
    // Loading the service's modules (Fastify, Drizzle, PGlite's WebAssembly) took longer than most
    // test files' tests. Every test builds its own app on its own database, so the files of a
    // worker share the loaded modules; spies and fake clocks are put back after each test.
    isolate: false,
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'server:pglite',
          globalSetup: ['test/global-setup.pglite.ts'],
          env: { TEST_DB: 'pglite' },
        },
      },
      {
        extends: true,
        test: {
          name: 'server:postgres',
          globalSetup: ['test/global-setup.postgres.ts'],
          env: { TEST_DB: 'postgres' },
        },
      },
    ],
  },
});
