import type { DbInstance } from '@workbench/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '../../../lib/storage-keys';
import { chooseSubSystem, readSubSystemChoice, rememberSubSystemChoice } from './sub-system-choice';

function instance(id: string): DbInstance {
  return { id, code: `code-${id}`, displayName: `Instance ${id}`, applicationId: 'app', dataPermissionOutputs: [] };
}

const instances = [instance('1'), instance('2'), instance('3')];

describe('chooseSubSystem', () => {
  it('chooses the remembered sub-system when it is still listed', () => {
    expect(chooseSubSystem(instances, '2')?.id).toBe('2');
  });

  it('falls back to the first when the remembered one is gone or absent', () => {
    expect(chooseSubSystem(instances, 'gone')?.id).toBe('1');
    expect(chooseSubSystem(instances)?.id).toBe('1');
  });

  it('gives undefined for an empty list', () => {
    expect(chooseSubSystem([], '1')).toBeUndefined();
  });
});

describe('sub-system choice cache', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
  });

  it('reads nothing when nothing is stored', () => {
    expect(readSubSystemChoice('app')).toBeUndefined();
  });

  it('remembers a choice per application in sessionStorage', () => {
    rememberSubSystemChoice('app-a', { dbId: '1', dataPermissionCodes: ['X'] });
    rememberSubSystemChoice('app-b', { dbId: '2', dataPermissionCodes: ['Y', 'Z'] });
    rememberSubSystemChoice('app-a', { dbId: '3', dataPermissionCodes: [] });

    expect(readSubSystemChoice('app-a')).toEqual({ dbId: '3', dataPermissionCodes: [] });
    expect(readSubSystemChoice('app-b')).toEqual({ dbId: '2', dataPermissionCodes: ['Y', 'Z'] });
    expect(JSON.parse(window.sessionStorage.getItem(SESSION_KEYS.subSystemChoice) ?? '{}')).toHaveProperty('app-b');
  });

  it('treats corrupt or malformed storage as empty', () => {
    window.sessionStorage.setItem(SESSION_KEYS.subSystemChoice, '{not json');
    expect(readSubSystemChoice('app')).toBeUndefined();

    window.sessionStorage.setItem(SESSION_KEYS.subSystemChoice, JSON.stringify({ app: { dbId: 5 } }));
    expect(readSubSystemChoice('app')).toBeUndefined();

    rememberSubSystemChoice('other', { dbId: '1', dataPermissionCodes: ['A'] });
    expect(readSubSystemChoice('other')).toEqual({ dbId: '1', dataPermissionCodes: ['A'] });
  });
});
