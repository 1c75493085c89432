import { PERMISSIONS } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import { otherSettingsPath } from './other-settings-path';

const granted = (...codes: string[]) => Object.fromEntries(codes.map((code) => [code, true]));

describe('Other Settings target (docs/spec.md §2)', () => {
  it('goes to the first other-setting page the user holds, in the order Job, Notice, Lang, Customized', () => {
    const all = [
      PERMISSIONS.jobManage,
      PERMISSIONS.announceManage,
      PERMISSIONS.localizationManage,
      PERMISSIONS.individuationManage,
    ];
    expect(otherSettingsPath(granted(...all))).toBe('/Job');
    expect(otherSettingsPath(granted(...all.slice(1)))).toBe('/Notice');
    expect(otherSettingsPath(granted(...all.slice(2)))).toBe('/Lang');
    expect(otherSettingsPath(granted(PERMISSIONS.individuationManage))).toBe('/Customized');
  });

  it('skips pages the user does not hold, whatever else is held', () => {
    expect(otherSettingsPath(granted(PERMISSIONS.individuationManage, PERMISSIONS.announceManage))).toBe('/Notice');
    expect(otherSettingsPath(granted(PERMISSIONS.localizationManage, PERMISSIONS.otherSetting))).toBe('/Lang');
  });

  it('gives nothing when none of the four sub-permissions is held (the item is hidden)', () => {
    expect(otherSettingsPath({})).toBeNull();
    expect(otherSettingsPath(granted(PERMISSIONS.systemSetting, PERMISSIONS.otherSetting))).toBeNull();
  });

  it('holds a code only when it is exactly true', () => {
    expect(otherSettingsPath({ [PERMISSIONS.jobManage]: false, [PERMISSIONS.announceManage]: true })).toBe('/Notice');
  });
});
