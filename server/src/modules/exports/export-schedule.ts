import type { FastifyBaseLogger } from 'fastify';

export interface RepeatingWork {
  /** Stops the repetitions and waits for one under way. */
  stop(): Promise<void>;
}

/**
 * Runs `work` now (awaited, so a start leaves nothing stale behind) and then every `intervalMs`.
 * A failed run is logged and tried again next time; it never stops the service. Runs never
 * overlap: a repetition due while one is under way is skipped.
 */
export async function runNowAndEvery(
  work: () => Promise<unknown>,
  intervalMs: number,
  log: Pick<FastifyBaseLogger, 'error'>,
  what: string,
): Promise<RepeatingWork> {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= work()
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error }, `${what} failed`),
      )
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  await run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
