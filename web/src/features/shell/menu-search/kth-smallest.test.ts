import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kthSmallest } from './kth-smallest';

describe('kthSmallest', () => {
  it('picks what sorting would put at that place, duplicates and infinities included', () => {
    const value = fc.oneof(fc.integer({ min: -3, max: 3 }), fc.double({ noNaN: true }));
    fc.assert(
      fc.property(fc.array(value, { minLength: 1, maxLength: 60 }), fc.nat(), (values, at) => {
        const k = at % values.length;
        const picked = kthSmallest(Float64Array.from(values), k);
        // ===, not toBe: sorting puts −0 before 0, but either is the k-th smallest.
        expect(picked === Float64Array.from(values).sort()[k]).toBe(true);
      }),
    );
  });
});
