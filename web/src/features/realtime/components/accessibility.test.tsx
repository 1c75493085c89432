import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
  mockAudio().state.refuseAutoplay = true;
});
afterEach(() => {
  network.restore();
  usePopUpsStore.getState().clear();
  useFireAlarmStore.getState().clear();
});

/** axe-core's WCAG 2.1 A/AA rules, as the browser tests run them; serious and critical findings only. */
async function seriousViolations(): Promise<string[]> {
  // Framed pages are theirs to check, as in the browser tests.
  const results = await axe.run(
    { include: [document.body], exclude: [['iframe']] },
    {
      iframes: false,
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      // jsdom lays nothing out, so contrast is checked by the pop-up tests from the colours themselves.
      rules: { 'color-contrast': { enabled: false } },
    },
  );
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

describe('accessibility of the notification layer', () => {
  it('pop-ups of every kind, the Fire Alarm box and the blocked-sound control have no serious findings', async () => {
    const { notify } = await renderRealtime();
    notify({ Id: 'card', Title: 'Pallet waiting', Type: 3, ShowType: 1, Msg: [{ Key: 'Dock', Value: 'D4' }] });
    notify({ Id: 'head', Title: 'Pressure low', Type: 2, ShowType: 2, Position: 1 });
    notify({ Id: 'page', Title: 'Board', Type: 4, ShowType: 3, Link: 'https://andon.example/', LinkName: 'Andon' });
    notify({ Id: 'bad', Title: 'No frame', Type: 4, ShowType: 3, Link: 'javascript:void 0', Position: 4 });
    notify({
      Id: 'fire',
      Title: 'Smoke in Hall 2',
      Type: 0,
      Position: 2,
      notificationMsg: [{ Key: 'Detector', Value: 'SD-2-14' }],
    });
    notify({ Id: 'centre', Title: 'Shift change', Type: 4, Position: 5, Duration: -1 });
    await screen.findByRole('button', { name: 'Sound blocked — click to enable' });
    await screen.findByRole('dialog', { name: /Shift change/ });
    expect(screen.getByRole('region', { name: 'Fire Alarm' })).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
  });
});
