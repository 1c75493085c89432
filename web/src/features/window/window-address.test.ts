import { describe, expect, it } from 'vitest';
import { windowAddressOf, windowHostOf, windowPathOf } from './window-address';

describe('windowAddressOf', () => {
  it('accepts an encoded https address', () => {
    expect(windowAddressOf(encodeURIComponent('https://qms.example-plant.com/a?b=1'))).toBe(
      'https://qms.example-plant.com/a?b=1',
    );
  });

  it('accepts a plain http address and keeps its query', () => {
    expect(windowAddressOf('http://10.0.0.5:8080/board', '?line=A1')).toBe('http://10.0.0.5:8080/board?line=A1');
  });

  it.each([
    'javascript:alert(1)',
    encodeURIComponent('javascript:alert(document.cookie)'),
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    '/dashboard/dashboard',
    'ftp://files.example.com',
    '%E0%A4%A',
    '',
  ])('refuses %s', (splat) => {
    expect(windowAddressOf(splat)).toBeNull();
  });

  it('round-trips through windowPathOf', () => {
    const address = 'https://energy.example-plant.com/report?from=2026-01-01#top';
    const path = windowPathOf(address);
    expect(windowAddressOf(path.replace('/Window/', ''))).toBe(address);
  });
});

describe('windowHostOf', () => {
  it('gives the host (and port) of an embedded address, encoded or typed plain', () => {
    expect(windowHostOf(windowPathOf('https://qms.example-plant.com/a?b=1'))).toBe('qms.example-plant.com');
    expect(windowHostOf('/Window/http://10.0.0.5:8080/board', '?line=A1')).toBe('10.0.0.5:8080');
  });

  it('gives null for a refused address or another page', () => {
    expect(windowHostOf('/Window/javascript:alert(1)')).toBeNull();
    expect(windowHostOf('/User')).toBeNull();
  });
});
