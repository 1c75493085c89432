import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, vi } from 'vitest';
import type { Tx } from '../src/db/client';

/*
 * For tests of requests that meet a change in progress (PostgreSQL only: PGlite runs one
 * transaction at a time): a transaction held open on a connection of its own, and a wait for a
 * request to be blocked by it.
 */

export interface HeldTransaction {
  commit(): Promise<void>;
}

/** Runs `work` in a transaction on a connection of its own and keeps it open until commit(). */
export async function holdOpen(app: FastifyInstance, work: (tx: Tx) => Promise<void>): Promise<HeldTransaction> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let started = () => {};
  const ready = new Promise<void>((resolve) => {
    started = resolve;
  });
  const finished = app.db.transaction(async (tx) => {
    await work(tx);
    started();
    await released;
  });
  // A failing `work` rejects `finished` before it is ready.
  await Promise.race([ready, finished]);
  return {
    commit: async () => {
      release();
      await finished;
    },
  };
}

/**
 * Waits until `request` is blocked by another connection's lock, or has already been answered
 * (then it did not wait for the held transaction, and the test's assertions tell what it did).
 */
export async function untilBlockedOrAnswered(app: FastifyInstance, request: Promise<unknown>): Promise<void> {
  let answered = false;
  void request.then(
    () => {
      answered = true;
    },
    () => {
      answered = true;
    },
  );
  await vi.waitFor(
    async () => {
      if (answered) return;
      // node-postgres answers with its result object (this runs on PostgreSQL only).
      const { rows } = (await app.db.execute(
        sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      )) as unknown as { rows: { waiting: number }[] };
      expect(rows[0]?.waiting).toBeGreaterThan(0);
    },
    { timeout: 20_000, interval: 20 },
  );
}
