import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_PATTERN, formatTime } from './format-time';

const now = new Date(2024, 4, 17, 8, 30, 0).getTime();

describe('formatTime (docs/spec.md §9)', () => {
  it('uses year-month-day hour:minute:second by default', () => {
    expect(DEFAULT_TIME_PATTERN).toBe('YYYY-MM-DD HH:mm:ss');
    expect(formatTime(new Date(2024, 0, 2, 3, 4, 5), { now })).toBe('2024-01-02 03:04:05');
  });

  it('says "just now" for times less than 30 s ago', () => {
    expect(formatTime(now - 29_999, { now, justNow: '刚刚' })).toBe('刚刚');
    expect(formatTime(now, { now })).toBe('just now');
  });

  it('formats times 30 s and more ago, and future times, with the pattern', () => {
    expect(formatTime(now - 30_000, { now })).toBe('2024-05-17 08:29:30');
    expect(formatTime(now + 5_000, { now })).toBe('2024-05-17 08:30:05');
  });

  it('accepts a custom pattern, unix seconds and ISO strings', () => {
    expect(formatTime(new Date(2024, 0, 2), { now, pattern: 'DD.MM.YYYY' })).toBe('02.01.2024');
    const seconds = Math.floor(new Date(2023, 11, 31, 23, 59, 59).getTime() / 1000);
    expect(formatTime(seconds, { now })).toBe('2023-12-31 23:59:59');
    expect(formatTime(String(seconds), { now })).toBe('2023-12-31 23:59:59');
    expect(formatTime('2024-01-02T03:04:05', { now })).toBe('2024-01-02 03:04:05');
  });

  it('gives an empty string for missing or invalid values', () => {
    expect(formatTime(null)).toBe('');
    expect(formatTime('')).toBe('');
    expect(formatTime('not a date')).toBe('');
  });
});
