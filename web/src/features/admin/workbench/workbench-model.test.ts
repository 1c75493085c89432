import { describe, expect, it } from 'vitest';
import { TAG_LOGISTICS, TAG_PRODUCTION, workbenchApplications } from '../applications/testing/catalogue-fixtures';
import {
  applicationKey,
  buildGroups,
  canDropWorkbench,
  dropWorkbench,
  groupKey,
  moveByOne,
  toArrangeRequest,
  UNTAGGED_KEY,
} from './workbench-model';

const groups = () => buildGroups([TAG_LOGISTICS, TAG_PRODUCTION], workbenchApplications());
const names = (result: ReturnType<typeof groups> | null) =>
  result?.map((group) => `${group.tagName || '-'}: ${group.applications.map((a) => a.enName).join(',')}`);

describe('workbench arrangement', () => {
  it('groups the tiles by tag in order, untagged last', () => {
    expect(names(groups())).toEqual(['Production: MES,Quality', 'Logistics: Warehouse', '-: Documents']);
  });

  it('sends the tags in order and every tile with its tag in drawer order', () => {
    const moved = dropWorkbench(groups(), applicationKey('app-doc'), {
      key: groupKey(TAG_LOGISTICS.id),
      position: 'inside',
    });
    expect(toArrangeRequest(moved ?? [])).toEqual({
      tagIds: ['tag-prod', 'tag-log'],
      applications: [
        { id: 'app-mes', specialLeadTagId: 'tag-prod' },
        { id: 'app-qms', specialLeadTagId: 'tag-prod' },
        { id: 'app-wms', specialLeadTagId: 'tag-log' },
        { id: 'app-doc', specialLeadTagId: 'tag-log' },
      ],
    });
  });

  it('moves tags among tags only; the untagged tiles stay last', () => {
    const drag = groupKey(TAG_PRODUCTION.id);
    expect(names(dropWorkbench(groups(), drag, { key: groupKey(TAG_LOGISTICS.id), position: 'after' }))?.[0]).toBe(
      'Logistics: Warehouse',
    );
    expect(canDropWorkbench(groups(), drag, { key: UNTAGGED_KEY, position: 'after' })).toBe(false);
    expect(canDropWorkbench(groups(), drag, { key: groupKey(TAG_LOGISTICS.id), position: 'inside' })).toBe(false);
    expect(canDropWorkbench(groups(), drag, { key: applicationKey('app-wms'), position: 'before' })).toBe(false);
    expect(canDropWorkbench(groups(), UNTAGGED_KEY, { key: drag, position: 'before' })).toBe(false);
  });

  it('puts tiles inside groups or beside tiles, never beside a group', () => {
    const drag = applicationKey('app-mes');
    expect(canDropWorkbench(groups(), drag, { key: groupKey(TAG_LOGISTICS.id), position: 'after' })).toBe(false);
    expect(canDropWorkbench(groups(), drag, { key: applicationKey('app-wms'), position: 'inside' })).toBe(false);
    expect(names(dropWorkbench(groups(), drag, { key: applicationKey('app-qms'), position: 'after' }))?.[0]).toBe(
      'Production: Quality,MES',
    );
  });

  it('moves by one with the keyboard, across groups at the edges', () => {
    expect(names(moveByOne(groups(), applicationKey('app-wms'), -1))).toEqual([
      'Production: MES,Quality,Warehouse',
      'Logistics: ',
      '-: Documents',
    ]);
    expect(names(moveByOne(groups(), applicationKey('app-qms'), 1))?.[1]).toBe('Logistics: Quality,Warehouse');
    expect(names(moveByOne(groups(), groupKey(TAG_PRODUCTION.id), 1))?.[0]).toBe('Logistics: Warehouse');
    expect(moveByOne(groups(), groupKey(TAG_LOGISTICS.id), 1)).toBeNull();
    expect(moveByOne(groups(), applicationKey('app-doc'), 1)).toBeNull();
  });
});
