import { describe, expect, it } from 'vitest';
import { RecentCompressions } from './recent-compressions';

const bytes = (length: number) => Buffer.alloc(length, 1);

describe('the answers compressed lately', () => {
  it('gives back the compressed form of a text seen before, and nothing for a new one', () => {
    const recent = new RecentCompressions(10, 10_000);
    const compressed = bytes(5);
    recent.set('{"code":1}', compressed);
    expect(recent.get(`{"code":${1}}`)).toBe(compressed);
    expect(recent.get('{"code":0}')).toBeUndefined();
  });

  it('lets the least recently used go first when full', () => {
    const recent = new RecentCompressions(2, 10_000);
    recent.set('a', bytes(1));
    recent.set('b', bytes(1));
    recent.get('a');
    recent.set('c', bytes(1));
    expect(recent.get('a')).toBeDefined();
    expect(recent.get('b')).toBeUndefined();
    expect(recent.get('c')).toBeDefined();
    expect(recent.size).toBe(2);
  });

  it('holds no more bytes than it may, counting the text and its compressed form', () => {
    // Each entry costs 2 × 10 characters + 30 bytes = 50.
    const recent = new RecentCompressions(100, 120);
    for (const text of ['aaaaaaaaaa', 'bbbbbbbbbb', 'cccccccccc']) recent.set(text, bytes(30));
    expect(recent.size).toBe(2);
    expect(recent.get('aaaaaaaaaa')).toBeUndefined();
    recent.set('too large for the whole store', bytes(500));
    expect(recent.get('too large for the whole store')).toBeUndefined();
    expect(recent.size).toBe(2);
  });
});
