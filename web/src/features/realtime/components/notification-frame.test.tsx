import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useRuntimeConfigStore } from '../../../stores/runtime-config-store';
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
  usePopUpsStore.getState().clear();
  useFireAlarmStore.getState().clear();
  useRuntimeConfigStore.setState({ apiBaseUrl: '' });
});

/** The permissions of the framed page's sandbox, as a list. */
function sandboxOf(linkName: string): string[] {
  return (screen.getByTitle(linkName).getAttribute('sandbox') ?? '').split(/\s+/).filter(Boolean);
}

describe('the sandbox of a framed notification page', () => {
  it("never lets a page of the portal's own origin run scripts with that origin", async () => {
    const { notify } = await renderRealtime();
    const own = `${window.location.origin}/apps/warehouse/#/alarms`;
    notify({ Id: 'own', Title: 'Own page', Type: 3, ShowType: 3, Link: own, LinkName: 'Own alarms' });
    notify({ Id: 'rel', Title: 'Relative page', Type: 3, ShowType: 3, Link: '/reports/1', LinkName: 'Report 1' });

    for (const name of ['Own alarms', 'Report 1']) {
      const sandbox = sandboxOf(name);
      // Scripts together with the same origin could lift the sandbox and read the portal's session.
      expect(sandbox).toContain('allow-scripts');
      expect(sandbox).not.toContain('allow-same-origin');
      expect(sandbox).not.toContain('allow-top-navigation');
    }
  });

  it('keeps the own origin of a page elsewhere, so that it can use its own session', async () => {
    const { notify } = await renderRealtime();
    notify({
      Id: 'andon',
      Title: 'Andon',
      Type: 3,
      ShowType: 3,
      Link: 'https://andon.plant.example/line/3',
      LinkName: 'Line 3 board',
    });
    expect(sandboxOf('Line 3 board')).toEqual(
      expect.arrayContaining(['allow-scripts', 'allow-same-origin', 'allow-popups']),
    );
    expect(sandboxOf('Line 3 board')).not.toContain('allow-top-navigation');
  });

  it("treats a relative Link on the configured platform backend as that backend's page", async () => {
    useRuntimeConfigStore.setState({ apiBaseUrl: 'http://mes.plant:8080' });
    const { notify } = await renderRealtime();
    notify({ Id: 'mes', Title: 'MES', Type: 3, ShowType: 3, Link: '/reports/shift', LinkName: 'Shift report' });
    expect(screen.getByTitle('Shift report').getAttribute('src')).toBe('http://mes.plant:8080/reports/shift');
    expect(sandboxOf('Shift report')).toContain('allow-same-origin');
  });
});
