import { describe, expect, it } from 'vitest';
import {
  addModule,
  DASHBOARD_MODULES,
  hiddenModules,
  moveModule,
  parseLayout,
  removeModule,
} from './dashboard-modules';

describe('dashboard modules', () => {
  it('starts from every module in the default order', () => {
    expect(parseLayout(null)).toEqual([...DASHBOARD_MODULES]);
    expect(parseLayout('not json')).toEqual([...DASHBOARD_MODULES]);
  });

  it('keeps only known modules, once each', () => {
    expect(parseLayout('["warehouses","bogus","warehouses","account"]')).toEqual(['warehouses', 'account']);
    expect(parseLayout('[]')).toEqual([]);
  });

  it('adds, removes and moves', () => {
    const layout = removeModule([...DASHBOARD_MODULES], 'account');
    expect(hiddenModules(layout)).toEqual(['account']);
    expect(addModule(layout, 'account')).toEqual(['applications', 'warehouses', 'account']);
    expect(addModule(layout, 'warehouses')).toEqual(layout);
    expect(moveModule(['applications', 'account'], 'account', -1)).toEqual(['account', 'applications']);
    expect(moveModule(['applications', 'account'], 'applications', -1)).toEqual(['applications', 'account']);
  });
});
