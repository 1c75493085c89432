import type { Page } from 'playwright-core';
import { callApiAs } from './api';

/**
 * Turns off the demo plant's event strategies on a server of the spec's own, for a spec about the
 * event list whose raised fire alarms would otherwise open a modal pop-up over it (the strategies'
 * own pop-ups are tested where they are the subject).
 */
export async function disableDemoStrategies(page: Page): Promise<void> {
  const list = await callApiAs<{ items: { id: string }[] }>(page, '/api/baseService/eventStrategy/queryPageList', {
    skipCount: 0,
    maxResultCount: 100,
  });
  const ids = list.items.map((strategy) => strategy.id);
  if (ids.length > 0) await callApiAs(page, '/api/baseService/eventStrategy/disable', { ids });
}
