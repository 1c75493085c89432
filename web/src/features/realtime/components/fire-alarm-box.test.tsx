import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n/change-language';
import { useInterfaceStore } from '../../../stores/interface-store';
import { mockNetwork, ok } from '../../../testing/mock-network';
import { startPortal } from '../../../testing/render-app';
import { KEY_STEP_LARGE_PX, KEY_STEP_PX } from '../rules/keep-in-window';
import { useFireAlarmStore } from '../stores/fire-alarm-store';
import { usePopUpsStore } from '../stores/pop-ups-store';
import { mockAudio } from '../testing/mock-audio';
import { renderRealtime } from '../testing/render-realtime';

let network: ReturnType<typeof mockNetwork>;
let audio: ReturnType<typeof mockAudio>;

beforeEach(async () => {
  await startPortal();
  network = mockNetwork(() => ok({ frontEndLanguages: [] }));
  audio = mockAudio();
});
afterEach(() => {
  network.restore();
  usePopUpsStore.getState().clear();
  useFireAlarmStore.getState().clear();
});

const user = () => userEvent.setup({ delay: null });
const box = () => screen.getByRole('region', { name: 'Fire Alarm' });

const hall2 = {
  Id: 'fire-1',
  Title: 'Smoke detector Hall 2',
  Type: 0,
  Msg: [{ Key: 'Zone', Value: 'B' }],
  notificationMsg: [
    { Key: 'Detector', Value: 'SD-2-14' },
    { Key: 'Area', Value: 'Hall 2, paint shop' },
  ],
};
const store3 = { Id: 'fire-2', Title: 'Heat sensor Store 3', Type: 0, Msg: [{ Key: 'Zone', Value: 'Store 3' }] };

describe('Fire Alarm box (docs/spec.md §2)', () => {
  it('is not there without an active fire alarm, not even for other notifications', async () => {
    const { notify } = await renderRealtime();
    notify({ Id: 'sev', Title: 'Severe but no fire', Type: 1 });
    expect(screen.queryByRole('region', { name: 'Fire Alarm' })).toBeNull();
  });

  it('lists each active fire alarm with its title, time received and messages', async () => {
    const { notify } = await renderRealtime();
    notify(hall2);
    notify(store3);
    const items = within(box()).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Smoke detector Hall 2',
      'Heat sensor Store 3',
    ]);
    // notificationMsg when the alarm has one, else Msg.
    expect(within(items[0] as HTMLElement).getByText('SD-2-14')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('Hall 2, paint shop')).toBeTruthy();
    expect(within(items[0] as HTMLElement).queryByText('B')).toBeNull();
    expect(within(items[1] as HTMLElement).getByText('Store 3')).toBeTruthy();
    const time = (items[0] as HTMLElement).querySelector('time');
    expect(time?.textContent).toMatch(/^Received \d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(Math.abs(Date.parse(time?.getAttribute('dateTime') ?? '') - Date.now())).toBeLessThan(60_000);
    expect(within(box()).getByText('2 active alarms')).toBeTruthy();
    // The alarms also show as pop-ups, and docs/spec.md §3's interface state knows of them.
    expect(screen.getByRole('dialog', { name: 'Fire alarm Smoke detector Hall 2' })).toBeTruthy();
    expect(useInterfaceStore.getState().fireAlarm.state).toBe(true);
  });

  it('Acknowledge removes the alarm, closes its pop-up and tells the monitor hub; the box goes with the last one', async () => {
    const { notify, hubs } = await renderRealtime();
    notify(hall2);
    notify(store3);
    await user().click(within(box()).getByRole('button', { name: 'Acknowledge Smoke detector Hall 2' }));
    expect(within(box()).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: /Smoke detector Hall 2/ })).toBeNull();
    await user().click(within(box()).getByRole('button', { name: 'Acknowledge Heat sensor Store 3' }));
    expect(screen.queryByRole('region', { name: 'Fire Alarm' })).toBeNull();
    expect(useInterfaceStore.getState().fireAlarm.state).toBe(false);
    expect(hubs.hub('monitor').calls().slice(1)).toEqual([
      ['RemoveNotificationOutputsAsync', 'fire-1'],
      ['RemoveNotificationOutputsAsync', 'fire-2'],
    ]);
  });

  it('closing a fire alarm pop-up keeps the alarm in the box until acknowledged', async () => {
    const { notify, hubs, layer } = await renderRealtime();
    notify(hall2);
    await user().click(screen.getByRole('button', { name: 'Close notification: Smoke detector Hall 2' }));
    expect(screen.queryByRole('dialog', { name: /Smoke detector Hall 2/ })).toBeNull();
    expect(within(box()).getByRole('heading', { name: 'Smoke detector Hall 2' })).toBeTruthy();
    expect(
      hubs
        .hub('monitor')
        .calls()
        .map(([method]) => method),
    ).not.toContain('RemoveNotificationOutputsAsync');
    // The siren goes on while the box shows.
    expect(layer.getAttribute('data-sound-playing')).toBe('danger');
  });

  it('sounds the siren while it shows, and stops once every alarm is acknowledged', async () => {
    const { notify, layer } = await renderRealtime();
    notify(hall2);
    await waitFor(() => expect(layer.getAttribute('data-sound-playing')).toBe('danger'));
    expect(audio.played).toEqual([{ file: 'sounds/danger.wav', loop: true }]);
    await user().click(within(box()).getByRole('button', { name: 'Acknowledge Smoke detector Hall 2' }));
    expect(layer.hasAttribute('data-sound-playing')).toBe(false);
    expect(audio.paused).toEqual(['sounds/danger.wav']);
  });

  it('moves with the arrow keys on its header, by larger steps with Shift, and stays inside the window', async () => {
    const { notify } = await renderRealtime();
    notify(hall2);
    const handle = within(box()).getByRole('button', { name: 'Move the Fire Alarm box' });
    expect(handle.getAttribute('aria-describedby')).toBeTruthy();
    handle.focus();
    await user().keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    expect([box().style.left, box().style.top]).toEqual([`${2 * KEY_STEP_PX}px`, `${KEY_STEP_PX}px`]);
    await user().keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(box().style.left).toBe(`${2 * KEY_STEP_PX + KEY_STEP_LARGE_PX}px`);
    await user().keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(box().style.top).toBe('0px');
    for (let i = 0; i < 30; i++) fireEvent.keyDown(handle, { key: 'ArrowRight', shiftKey: true });
    expect(box().style.left).toBe(`${window.innerWidth}px`);
    expect(document.activeElement).toBe(handle);
  });

  it('is dragged by its header with the pointer, but not past the window edge', async () => {
    const { notify } = await renderRealtime();
    notify(hall2);
    const header = within(box()).getByRole('heading', { name: 'Fire Alarm' }).closest('header') as HTMLElement;
    fireEvent.pointerDown(header, { pointerId: 1, button: 0, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(header, { pointerId: 1, clientX: 340, clientY: 220 });
    expect([box().style.left, box().style.top]).toEqual(['240px', '120px']);
    fireEvent.pointerMove(header, { pointerId: 1, clientX: -500, clientY: -500 });
    expect([box().style.left, box().style.top]).toEqual(['0px', '0px']);
    fireEvent.pointerUp(header, { pointerId: 1, clientX: -500, clientY: -500 });
    fireEvent.pointerMove(header, { pointerId: 1, clientX: 600, clientY: 600 });
    expect([box().style.left, box().style.top]).toEqual(['0px', '0px']);
  });

  it('keeps the Acknowledge button clickable inside the draggable box', async () => {
    const { notify } = await renderRealtime();
    notify(hall2);
    const acknowledge = within(box()).getByRole('button', { name: 'Acknowledge Smoke detector Hall 2' });
    fireEvent.pointerDown(acknowledge, { pointerId: 2, button: 0, clientX: 10, clientY: 10 });
    await user().click(acknowledge);
    expect(screen.queryByRole('region', { name: 'Fire Alarm' })).toBeNull();
  });

  it('is titled in the user language', async () => {
    await changeLanguage('zh-Hans');
    const { notify } = await renderRealtime();
    notify(hall2);
    expect(screen.getByRole('region', { name: '火警' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '确认 Smoke detector Hall 2' })).toBeTruthy();
    await changeLanguage('de-DE');
    expect(await screen.findByRole('region', { name: 'Feueralarm' })).toBeTruthy();
  });
});
