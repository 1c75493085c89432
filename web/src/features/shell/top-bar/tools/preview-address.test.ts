import { describe, expect, it } from 'vitest';
import { handheldPagePath, pdaPreviewAddress } from './preview-address';

describe('PDA preview address', () => {
  it('adds the handheld flag to the current page, keeping its query but not the bare flag', () => {
    expect(handheldPagePath('/User', '')).toBe('/User?pda=1');
    expect(handheldPagePath('/User', '?page=2')).toBe('/User?page=2&pda=1');
    expect(handheldPagePath('/User', '?pda=1')).toBe('/User?pda=1');
    expect(handheldPagePath('/User', '?bare=1')).toBe('/User?pda=1');
  });

  it('is the portal address of that page (hash routing)', () => {
    expect(pdaPreviewAddress('/Job', '?tab=a')).toBe(
      `${window.location.origin}${window.location.pathname}#/Job?tab=a&pda=1`,
    );
  });
});
