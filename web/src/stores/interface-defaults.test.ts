import { describe, expect, it } from 'vitest';
import { deviceForWidth, initialSidebarFixed, initialSidebarSize, parseStored } from './interface-defaults';

describe('interface-state defaults (docs/spec.md §3, §9)', () => {
  it('is mobile under 992 px', () => {
    expect(deviceForWidth(991)).toBe('mobile');
    expect(deviceForWidth(992)).toBe('desktop');
  });

  it('fixes the sidebar on windows narrower than 1280 px unless a choice is stored', () => {
    expect(initialSidebarFixed(undefined, 1279)).toBe('fixed');
    expect(initialSidebarFixed(undefined, 1280)).toBe('');
    expect(initialSidebarFixed('', 1000)).toBe('');
    expect(initialSidebarFixed('fixed', 1600)).toBe('fixed');
  });

  it('defaults the sidebar size to 200', () => {
    expect(initialSidebarSize(undefined)).toBe(200);
    expect(initialSidebarSize('abc')).toBe(200);
    expect(initialSidebarSize('256')).toBe(256);
  });

  it('falls back when stored JSON is unreadable', () => {
    expect(parseStored('{"B":"x"}', null)).toEqual({ B: 'x' });
    expect(parseStored('{oops', 'fallback')).toBe('fallback');
    expect(parseStored(null, 1)).toBe(1);
  });
});
