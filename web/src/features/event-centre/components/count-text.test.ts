import { EVENT_COUNT_CAP } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import { countText, totalText } from './count-text';

describe('the event counts as read', () => {
  it('shows counts within the cap as they are, in the reader’s digits', () => {
    expect(countText(9_999, 'en')).toBe('9,999');
    expect(countText(EVENT_COUNT_CAP, 'de-DE')).toBe('10.000');
    expect(totalText([1, 2, 3, 0, 4], 'en')).toBe('10');
  });

  it('says "more than" once the server stopped counting', () => {
    expect(countText(EVENT_COUNT_CAP + 1, 'en')).toBe('10,000+');
    expect(totalText([3, 0, 0, 0, EVENT_COUNT_CAP + 1], 'en')).toBe('10,003+');
  });
});
