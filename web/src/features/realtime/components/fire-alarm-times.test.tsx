import { screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockNetwork, ok } from '../../../testing/mock-network';
import { startPortal } from '../../../testing/render-app';
import { useFireAlarmStore } from '../stores/fire-alarm-store';
import { usePopUpsStore } from '../stores/pop-ups-store';
import { mockAudio } from '../testing/mock-audio';
import { renderRealtime } from '../testing/render-realtime';

let network: ReturnType<typeof mockNetwork>;

beforeEach(async () => {
  await startPortal();
  network = mockNetwork(() => ok({ frontEndLanguages: [] }));
  mockAudio();
});
afterEach(() => {
  network.restore();
  vi.useRealTimers();
  usePopUpsStore.getState().clear();
  useFireAlarmStore.getState().clear();
});

/** The time element of the alarm titled `title` in the Fire Alarm box. */
function timeOf(title: string): HTMLTimeElement {
  const box = screen.getByRole('region', { name: 'Fire Alarm' });
  const item = within(box)
    .getAllByRole('listitem')
    .find((candidate) => within(candidate).queryByRole('heading', { name: title }));
  const time = item?.querySelector('time');
  if (!time) throw new Error(`No alarm titled ${title}`);
  return time;
}

const shown = (iso: string) => `Received ${dayjs(iso).format('YYYY-MM-DD HH:mm:ss')}`;

describe('the time each fire alarm arrived', () => {
  it("is the server's time of raising it, not when this screen was (re)loaded", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-04T09:30:00Z'));
    const { notify } = await renderRealtime();
    // Delivered when the screen registers, an hour after the alarms were raised.
    notify({ Id: 'a', Title: 'Hall 2 smoke', Type: 0, CreationTime: '2026-03-04T08:15:07.250Z' });
    notify({ Id: 'b', Title: 'Store 3 heat', Type: 0, CreationTime: '2026-03-04T08:40:00Z' });

    expect(timeOf('Hall 2 smoke').getAttribute('dateTime')).toBe('2026-03-04T08:15:07.250Z');
    expect(timeOf('Hall 2 smoke').textContent).toBe(shown('2026-03-04T08:15:07.250Z'));
    expect(timeOf('Store 3 heat').textContent).toBe(shown('2026-03-04T08:40:00Z'));
  });

  it('stays the time it first arrived when the same alarm is sent again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-04T10:00:00Z'));
    const { notify } = await renderRealtime();
    // A backend that does not say when it was raised: the first arrival on this screen counts.
    notify({ Id: 'c', Title: 'Line 4 flame', Type: 0 });
    vi.setSystemTime(new Date('2026-03-04T10:20:00Z'));
    // The language switch and a reconnect send the active alarms again.
    notify({ Id: 'c', Title: 'Line 4 flame', Type: 0 });

    expect(timeOf('Line 4 flame').getAttribute('dateTime')).toBe('2026-03-04T10:00:00.000Z');
    expect(timeOf('Line 4 flame').textContent).toBe(shown('2026-03-04T10:00:00Z'));
  });

  it('falls back to the arrival on this screen when the given time cannot be read', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-04T11:00:00Z'));
    const { notify } = await renderRealtime();
    notify({ Id: 'd', Title: 'Dock 1 smoke', Type: 0, CreationTime: 'yesterday' });
    expect(timeOf('Dock 1 smoke').getAttribute('dateTime')).toBe('2026-03-04T11:00:00.000Z');
  });
});
