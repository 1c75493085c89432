import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockNetwork, ok } from '../../../testing/mock-network';
import { startPortal } from '../../../testing/render-app';
import { useFireAlarmStore } from '../stores/fire-alarm-store';
import { usePopUpsStore } from '../stores/pop-ups-store';
import { useSoundStore } from '../stores/sound-store';
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
  useSoundStore.setState({ playing: null, blocked: null });
});

const user = () => userEvent.setup({ delay: null });
const playing = (layer: HTMLElement) => layer.getAttribute('data-sound-playing');

describe('notification sounds (docs/spec.md §4)', () => {
  it('types 0 and 1 sound the looping danger siren; it stops when the last of them closes', async () => {
    const { notify, layer } = await renderRealtime();
    expect(playing(layer)).toBeNull();
    notify({ Id: 'sev-1', Title: 'Boiler pressure', Type: 1, Duration: -1 });
    notify({ Id: 'sev-2', Title: 'Oven temperature', Type: 1, Duration: -1 });
    await waitFor(() => expect(playing(layer)).toBe('danger'));
    expect(audio.played).toEqual([{ file: 'sounds/danger.wav', loop: true }]);

    await user().click(screen.getByRole('button', { name: 'Close notification: Boiler pressure' }));
    expect(playing(layer)).toBe('danger');
    expect(audio.paused).toEqual([]);
    await user().click(screen.getByRole('button', { name: 'Close notification: Oven temperature' }));
    expect(playing(layer)).toBeNull();
    expect(audio.paused).toEqual(['sounds/danger.wav']);
  });

  it('types 2 to 4 sound the info chime once; closing the pop-up stops it', async () => {
    const { notify, layer } = await renderRealtime();
    notify({ Id: 'msg', Title: 'Truck at gate 2', Type: 3 });
    await waitFor(() => expect(playing(layer)).toBe('info'));
    expect(audio.played).toEqual([{ file: 'sounds/info.wav', loop: false }]);
    await user().click(screen.getByRole('button', { name: 'Close notification: Truck at gate 2' }));
    expect(playing(layer)).toBeNull();
    expect(audio.paused).toEqual(['sounds/info.wav']);
  });

  it('the chime ends by itself, and the next notification chimes again', async () => {
    const { notify, layer } = await renderRealtime();
    notify({ Id: 'r1', Title: 'Break at 10:00', Type: 4 });
    await waitFor(() => expect(playing(layer)).toBe('info'));
    audio.finish();
    await waitFor(() => expect(playing(layer)).toBeNull());
    notify({ Id: 'r2', Title: 'Break at 12:00', Type: 4 });
    await waitFor(() => expect(playing(layer)).toBe('info'));
    expect(audio.played).toEqual([
      { file: 'sounds/info.wav', loop: false },
      { file: 'sounds/info.wav', loop: false },
    ]);
  });

  it('a danger notification takes over from the chime, and the chime does not interrupt the siren', async () => {
    const { notify, layer } = await renderRealtime();
    notify({ Id: 'info', Title: 'Shift report ready', Type: 3, Duration: -1 });
    await waitFor(() => expect(playing(layer)).toBe('info'));
    notify({ Id: 'fire', Title: 'Fire in Hall 1', Type: 0, Duration: -1 });
    await waitFor(() => expect(playing(layer)).toBe('danger'));
    notify({ Id: 'info-2', Title: 'Another message', Type: 2, Duration: -1 });
    expect(playing(layer)).toBe('danger');
    expect(audio.played.map((play) => play.file)).toEqual(['sounds/info.wav', 'sounds/danger.wav']);
    expect(audio.paused).toEqual(['sounds/info.wav']);
  });

  it('when the browser blocks autoplay, offers a control that starts the sound', async () => {
    audio.state.refuseAutoplay = true;
    const { notify, layer } = await renderRealtime();
    notify({ Id: 'fire', Title: 'Fire in Hall 1', Type: 0, Duration: -1 });
    const enable = await screen.findByRole('button', { name: 'Sound blocked — click to enable' });
    expect(playing(layer)).toBeNull();
    audio.state.refuseAutoplay = false;
    await user().click(enable);
    await waitFor(() => expect(playing(layer)).toBe('danger'));
    expect(screen.queryByRole('button', { name: 'Sound blocked — click to enable' })).toBeNull();
    expect(audio.played).toEqual([{ file: 'sounds/danger.wav', loop: true }]);
  });

  it('the blocked-sound control goes away when nothing needs to sound any more', async () => {
    audio.state.refuseAutoplay = true;
    const { notify } = await renderRealtime();
    notify({ Id: 'sev', Title: 'Valve stuck', Type: 1, Duration: -1 });
    await screen.findByRole('button', { name: 'Sound blocked — click to enable' });
    await user().click(screen.getByRole('button', { name: 'Close notification: Valve stuck' }));
    expect(screen.queryByRole('button', { name: 'Sound blocked — click to enable' })).toBeNull();
  });

  it('a blocked sound also starts at the next key press or click anywhere in the page', async () => {
    audio.state.refuseAutoplay = true;
    const { notify, layer } = await renderRealtime();
    notify({ Id: 'fire', Title: 'Fire in Hall 1', Type: 0, Duration: -1 });
    await screen.findByRole('button', { name: 'Sound blocked — click to enable' });
    audio.state.refuseAutoplay = false;
    await user().keyboard('{Tab}');
    await waitFor(() => expect(playing(layer)).toBe('danger'));
    expect(screen.queryByRole('button', { name: 'Sound blocked — click to enable' })).toBeNull();
  });
});
