import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One call a job made: which job, for which occurrence, and when it arrived (wall clock, ms). */
export interface ArrivedCall {
  jobId: string;
  occurrence: string;
  arrivedAt: number;
}

export interface OccurrenceReceiver {
  url: string;
  calls: ArrivedCall[];
  close(): Promise<void>;
}

/**
 * A sub-application's maintenance address in this process: it notes every call of the "call an
 * address" kind by the job and occurrence headers the scheduler sends, and answers 204 at once.
 */
export async function startOccurrenceReceiver(): Promise<OccurrenceReceiver> {
  const calls: ArrivedCall[] = [];
  const server: Server = createServer((request, response) => {
    const arrivedAt = Date.now();
    calls.push({
      jobId: String(request.headers['x-workbench-job']),
      occurrence: String(request.headers['x-workbench-occurrence']),
      arrivedAt,
    });
    request.resume();
    request.on('end', () => response.writeHead(204).end());
  });
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/maintenance`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
