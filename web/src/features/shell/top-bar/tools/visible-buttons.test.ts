import { describe, expect, it } from 'vitest';
import { visibleButtons } from './visible-buttons';

describe('btnGroup buttons (docs/spec.md §2)', () => {
  it('keeps the configured order', () => {
    expect(visibleButtons([1, 2, 3, 4, 5])).toEqual([1, 2, 3, 4, 5]);
    expect(visibleButtons([5, 3, 1])).toEqual([5, 3, 1]);
  });

  it('shows only listed buttons, each once, and skips unknown codes', () => {
    expect(visibleButtons([])).toEqual([]);
    expect(visibleButtons([4, 4, 9, 0, 2])).toEqual([4, 2]);
  });
});
