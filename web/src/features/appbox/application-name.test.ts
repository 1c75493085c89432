import { describe, expect, it } from 'vitest';
import { applicationName } from './application-name';

const wms = { displayName: '仓储管理', enName: 'Warehouse Management', aliasName: 'Lagerverwaltung' };

describe('applicationName (docs/spec.md §3)', () => {
  it('gives the Chinese, English and German name by language', () => {
    expect(applicationName(wms, 'zh-Hans')).toBe('仓储管理');
    expect(applicationName(wms, 'en')).toBe('Warehouse Management');
    expect(applicationName(wms, 'de-DE')).toBe('Lagerverwaltung');
  });

  it('reads the English name in the optional languages', () => {
    expect(applicationName(wms, 'hu')).toBe('Warehouse Management');
  });

  it('falls back to the display name when the localized one is empty or blank', () => {
    const chineseOnly = { displayName: '能源监控', enName: '', aliasName: '  ' };
    expect(applicationName(chineseOnly, 'en')).toBe('能源监控');
    expect(applicationName(chineseOnly, 'de-DE')).toBe('能源监控');
  });
});
