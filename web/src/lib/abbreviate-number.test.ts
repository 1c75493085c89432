import { describe, expect, it } from 'vitest';
import { abbreviateNumber } from './abbreviate-number';

describe('abbreviateNumber (docs/spec.md §9)', () => {
  it('leaves numbers under a thousand alone', () => {
    expect(abbreviateNumber(0)).toBe('0');
    expect(abbreviateNumber(999)).toBe('999');
  });

  it('uses k, M, G, T, P and E', () => {
    expect(abbreviateNumber(1_000)).toBe('1k');
    expect(abbreviateNumber(1_234)).toBe('1.2k');
    expect(abbreviateNumber(5_000_000)).toBe('5M');
    expect(abbreviateNumber(7.25e9, 2)).toBe('7.25G');
    expect(abbreviateNumber(3e12)).toBe('3T');
    expect(abbreviateNumber(4.5e15)).toBe('4.5P');
    expect(abbreviateNumber(2e18)).toBe('2E');
  });

  it('drops trailing zeros and keeps the sign', () => {
    expect(abbreviateNumber(1_500, 3)).toBe('1.5k');
    expect(abbreviateNumber(-2_500)).toBe('-2.5k');
  });
});
