import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { PGLITE_BYTEA_CODEC } from './pglite-bytea';
import { ensurePgliteDataDir, PGLITE_SETTINGS, type ProcessEntry } from './pglite-init';
import * as schema from './schema';

export type Schema = typeof schema;

/** The Drizzle database, whichever engine is behind it. Repositories take this (or a Tx) first. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handed to `db.transaction(async (tx) => …)`. */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either: repository functions that work inside or outside a transaction accept this. */
export type DbOrTx = Db | Tx;

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseTarget {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** The server's own entry, so a new embedded database can be created in a child process. */
  processEntry?: ProcessEntry | undefined;
}

/** PGlite keeps its files in DATA_DIR/db. */
export function pgliteDir(dataDir: string): string {
  return join(dataDir, 'db');
}

/** Opens PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite in DATA_DIR/db. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.databaseUrl) return openPostgres(target.databaseUrl);
  const dir = pgliteDir(target.dataDir);
  mkdirSync(dir, { recursive: true });
  await ensurePgliteDataDir(dir, target.processEntry);
  return wrapPglite(
    await PGlite.create({
      dataDir: dir,
      postgresqlconf: PGLITE_SETTINGS,
      ...PGLITE_BYTEA_CODEC,
      // Durability: with relaxedDurability false every query waits for PGlite's file system to be
      // flushed before it resolves. On Node the data folder is mounted directly (NODEFS), so a
      // commit's WAL is written to the operating system before the caller hears "done" and
      // survives the process being killed. (PGlite starts PostgreSQL with fsync off, so a
      // power cut can still lose recent writes; installations that need that use PostgreSQL.)
      relaxedDurability: false,
    }),
  );
}

/** Wraps an open PGlite (tests hand in one loaded from a migrated template). */
export function wrapPglite(client: PGlite): Database {
  const db: Db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    async ping() {
      await client.query('select 1');
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

export interface PoolLimits {
  /** Connections the pool opens at most. */
  max: number;
  /**
   * How long a query or transaction waits for a connection (a free one, or a new one to open);
   * then it fails, and a full pool is answered 503 "busy, try again" (pool-exhausted.ts).
   */
  connectionTimeoutMs: number;
}

const POOL_LIMITS: PoolLimits = { max: 10, connectionTimeoutMs: 5_000 };

/**
 * Opens a pool on PostgreSQL. The driver is loaded only here, so an embedded installation does
 * not carry it in memory.
 */
export async function openPostgres(url: string, limits: PoolLimits = POOL_LIMITS): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzleNodePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  const pool = new pg.Pool({
    connectionString: url,
    max: limits.max,
    connectionTimeoutMillis: limits.connectionTimeoutMs,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db: Db = drizzleNodePg({ client: pool, schema });
  let closed = false;
  return {
    db,
    kind: 'postgres',
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
