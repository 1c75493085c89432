import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SvgCleaner, SvgCleanerBusy } from './svg-cleaner';
import { SVG_LIMITS } from './svg-prescan';
import { SvgRejected } from './svg-rejected';

/**
 * A stand-in worker speaking the cleaner's protocol: it answers a file with its text and the
 * answering thread's id, never answers one containing "hang" (it spins for ever instead), and
 * keeps allocating on one containing "hog" until it runs out of its heap.
 */
const STAND_IN_WORKER = `
import { parentPort, threadId } from 'node:worker_threads';
parentPort.postMessage({ outcome: 'ready' });
parentPort.on('message', ({ id, bytes }) => {
  const text = Buffer.from(bytes).toString();
  if (text.includes('hang')) for (;;) {}
  if (text.includes('hog')) for (const hoard = []; ; ) hoard.push(new Array(100_000).fill(hoard.length));
  parentPort.postMessage({ id, outcome: 'clean', bytes: new TextEncoder().encode(text + ' from ' + threadId) });
});
`;

const file = (text: string) => new TextEncoder().encode(text);
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('the SVG cleaner', () => {
  let scratch: string;
  let standIn: URL;
  const cleaners: SvgCleaner[] = [];
  const cleaner = (options: ConstructorParameters<typeof SvgCleaner>[0]) => {
    const created = new SvgCleaner(options);
    cleaners.push(created);
    return created;
  };

  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'svg-cleaner-'));
    const path = join(scratch, 'stand-in-worker.mjs');
    await writeFile(path, STAND_IN_WORKER);
    standIn = pathToFileURL(path);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await Promise.all(cleaners.splice(0).map((created) => created.close()));
  });
  afterAll(() => rm(scratch, { recursive: true, force: true }));

  it('terminates a worker that does not answer in time, answers that file as busy and cleans the next on a new thread', async () => {
    const terminate = vi.spyOn(Worker.prototype, 'terminate');
    const cleaning = cleaner({ workerUrl: standIn, timeLimitMs: 200 });
    const first = (await cleaning.clean(file('first'))).toString();
    expect(first).toMatch(/^first from \d+$/);

    // The time limit is wall-clock time, which a busy machine stretches: no proof the file is bad.
    const error = await refusal(cleaning.clean(file('hang')));
    expect(error).toBeInstanceOf(SvgCleanerBusy);
    expect(error).toMatchObject({ messageKey: 'logos.svgServerBusy' });
    expect(terminate).toHaveBeenCalledTimes(1);

    const next = (await cleaning.clean(file('next'))).toString();
    expect(next).toMatch(/^next from \d+$/);
    expect(next.split(' from ')[1]).not.toBe(first.split(' from ')[1]);
  });

  it('answers a good file the real worker does not clean within the time limit as busy, not as refused', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(SVG_LIMITS.elements - 1)}</svg>`;
    const error = await refusal(cleaner({ timeLimitMs: 1 }).clean(file(svg)));
    expect(error).toBeInstanceOf(SvgCleanerBusy);
    expect(error).toMatchObject({ messageKey: 'logos.svgServerBusy' });
  });

  it('refuses a file that runs the worker out of its heap as too heavy, and cleans the next', async () => {
    const cleaning = cleaner({ workerUrl: standIn, timeLimitMs: 60_000, maxHeapMb: 32 });
    const error = await refusal(cleaning.clean(file('hog')));
    expect(error).toBeInstanceOf(SvgRejected);
    expect(error).toMatchObject({ messageKey: 'logos.svgTooHeavy' });
    expect((await cleaning.clean(file('next'))).toString()).toMatch(/^next from \d+$/);
  });

  it('lets only a few files wait, and refuses more at once', async () => {
    const cleaning = cleaner({ workerUrl: standIn, timeLimitMs: 60_000, maxWaiting: 1 });
    const stuck = refusal(cleaning.clean(file('hang')));
    const waiting = refusal(cleaning.clean(file('waiting')));
    expect(await refusal(cleaning.clean(file('one too many')))).toBeInstanceOf(SvgCleanerBusy);
    // Closing refuses what was in hand rather than leaving it hanging.
    await cleaning.close();
    expect(await stuck).toBeInstanceOf(SvgCleanerBusy);
    expect(await waiting).toBeInstanceOf(SvgCleanerBusy);
  });
});
