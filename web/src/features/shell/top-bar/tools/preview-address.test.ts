import { describe, expect, it } from 'vitest';
import { barePagePath, pdaPreviewAddress } from './preview-address';

describe('PDA preview address', () => {
  it('adds the bare flag to the current page, keeping its query', () => {
    expect(barePagePath('/User', '')).toBe('/User?bare=1');
    expect(barePagePath('/User', '?page=2')).toBe('/User?page=2&bare=1');
    expect(barePagePath('/User', '?bare=1')).toBe('/User?bare=1');
  });

  it('is the portal address of that page (hash routing)', () => {
    expect(pdaPreviewAddress('/Job', '?tab=a')).toBe(
      `${window.location.origin}${window.location.pathname}#/Job?tab=a&bare=1`,
    );
  });
});
