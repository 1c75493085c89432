import { afterEach, describe, expect, it, vi } from 'vitest';
import { BATCH_CHARS, BATCH_MS, BatchedDestination } from './log-destination';

function recordingTarget() {
  const writes: string[] = [];
  let flushed = 0;
  return {
    target: {
      write: (text: string) => {
        writes.push(text);
      },
      flushSync: () => {
        flushed += 1;
      },
    },
    writes,
    get flushed() {
      return flushed;
    },
  };
}

describe('the batched log destination', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('hands the lines of a few milliseconds over as one write, in order', () => {
    vi.useFakeTimers();
    const recorded = recordingTarget();
    const destination = new BatchedDestination(recorded.target);
    destination.write('{"msg":"one"}\n');
    destination.write('{"msg":"two"}\n');
    expect(recorded.writes).toEqual([]);
    vi.advanceTimersByTime(BATCH_MS);
    expect(recorded.writes).toEqual(['{"msg":"one"}\n{"msg":"two"}\n']);
    destination.write('{"msg":"three"}\n');
    vi.advanceTimersByTime(BATCH_MS);
    expect(recorded.writes).toEqual(['{"msg":"one"}\n{"msg":"two"}\n', '{"msg":"three"}\n']);
  });

  it('hands a long batch over at once', () => {
    vi.useFakeTimers();
    const recorded = recordingTarget();
    const destination = new BatchedDestination(recorded.target);
    const line = `${'x'.repeat(1023)}\n`;
    for (let i = 0; i < BATCH_CHARS / line.length; i += 1) destination.write(line);
    expect(recorded.writes).toHaveLength(1);
    expect(recorded.writes[0]).toHaveLength(BATCH_CHARS);
  });

  it('writes out every waiting line when flushed (the process is exiting)', () => {
    vi.useFakeTimers();
    const recorded = recordingTarget();
    const destination = new BatchedDestination(recorded.target);
    destination.write('{"msg":"last words"}\n');
    destination.flushSync();
    expect(recorded.writes).toEqual(['{"msg":"last words"}\n']);
    expect(recorded.flushed).toBe(1);
    vi.advanceTimersByTime(BATCH_MS);
    expect(recorded.writes).toHaveLength(1);
  });
});
