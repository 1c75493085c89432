import { describe, expect, it } from 'vitest';
import { applicationAddress } from './application-address';

const PORTAL = 'https://portal.plant.example/workbench/index.html#/dashboard/dashboard';

describe('applicationAddress (new-tab applications)', () => {
  it('keeps http and https addresses', () => {
    expect(applicationAddress('https://qms.example.com/start?x=1', PORTAL)).toBe('https://qms.example.com/start?x=1');
    expect(applicationAddress(' http://10.0.0.5:8080/ ', PORTAL)).toBe('http://10.0.0.5:8080/');
  });

  it('resolves relative addresses against the portal', () => {
    expect(applicationAddress('/apps/energy/', PORTAL)).toBe('https://portal.plant.example/apps/energy/');
    expect(applicationAddress('apps/energy/', PORTAL)).toBe('https://portal.plant.example/workbench/apps/energy/');
  });

  it('refuses script, data, file and other addresses, and an empty one', () => {
    for (const address of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      'mailto:someone@example.com',
      'vbscript:msgbox',
      '',
      '   ',
    ]) {
      expect(applicationAddress(address, PORTAL), address).toBeNull();
    }
  });
});
