import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n/change-language';
import { useRuntimeConfigStore } from '../../../stores/runtime-config-store';
import { mockNetwork, ok } from '../../../testing/mock-network';
import { startPortal } from '../../../testing/render-app';
import { contrastRatio, parseColour } from '../rules/colour-contrast';
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
  useRuntimeConfigStore.setState({ apiBaseUrl: '' });
});

const user = () => userEvent.setup({ delay: null });

/** The CSS colour a style property holds, as jsdom normalised it. */
function colourOf(value: string) {
  const [r, g, b] = (value.match(/\d+/g) ?? []).map(Number);
  if (r === undefined || g === undefined || b === undefined) throw new Error(`Not a colour: ${value}`);
  return { r, g, b };
}

describe('where pop-ups show (docs/spec.md §2 positions)', () => {
  it('puts positions 1 to 4 in their corners and 3 when none is given', async () => {
    const { notify, layer } = await renderRealtime();
    notify({ Id: 'a', Title: 'Top left', Type: 3, Position: 1 });
    notify({ Id: 'b', Title: 'Top right', Type: 3, Position: 2 });
    notify({ Id: 'c', Title: 'Bottom right', Type: 3, Position: 3 });
    notify({ Id: 'd', Title: 'Bottom left', Type: 3, Position: 4 });
    notify({ Id: 'e', Title: 'Default place', Type: 3 });
    const placementOf = (title: string) =>
      screen
        .getByRole('dialog', { name: new RegExp(title) })
        .closest('[data-placement]')
        ?.getAttribute('data-placement');
    expect(placementOf('Top left')).toBe('top-left');
    expect(placementOf('Top right')).toBe('top-right');
    expect(placementOf('Bottom right')).toBe('bottom-right');
    expect(placementOf('Bottom left')).toBe('bottom-left');
    expect(placementOf('Default place')).toBe('bottom-right');
    expect(layer.querySelector('.is-top-left')?.classList.contains('wb-pop-up-stack')).toBe(true);
  });

  it('stacks several pop-ups at one position, oldest first', async () => {
    const { notify } = await renderRealtime();
    for (const title of ['First', 'Second', 'Third']) notify({ Id: title, Title: title, Type: 4, Position: 2 });
    const stack = screen.getByRole('dialog', { name: /First/ }).closest('[data-placement]') as HTMLElement;
    expect(
      within(stack)
        .getAllByRole('dialog')
        .map((dialog) => dialog.querySelector('.wb-pop-up-title')?.textContent),
    ).toEqual(['First', 'Second', 'Third']);
  });

  it('shows position 5 as a modal box in the centre', async () => {
    const { notify } = await renderRealtime();
    notify({ Id: 'm', Title: 'Shift change in 10 minutes', Type: 4, Position: 5, Msg: [{ Key: 'Line', Value: '3' }] });
    const dialog = await screen.findByRole('dialog', { name: /Shift change in 10 minutes/ });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.closest('[data-placement]')).toBeNull();
    expect(within(dialog).getByText('Line')).toBeTruthy();
  });

  it('does not show the same notification twice when it is sent again', async () => {
    const { notify } = await renderRealtime();
    notify({ Id: 'x', Title: 'Pressure low', Type: 2 });
    notify({ Id: 'x', Title: 'Pressure very low', Type: 2 });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: /Pressure very low/ })).toBeTruthy();
  });
});

describe('what pop-ups show (docs/spec.md §2 show types)', () => {
  it('show type 1: a text card with the type named and the Msg rows as key and value', async () => {
    const { notify } = await renderRealtime();
    notify({
      Id: 'card',
      Title: 'Pallet waiting',
      Type: 3,
      ShowType: 1,
      Msg: [
        { Key: 'Dock', Value: 'D4' },
        { Key: 'Since', Value: '08:12' },
      ],
    });
    const card = screen.getByRole('dialog', { name: 'Message Pallet waiting' });
    const rows = [...card.querySelectorAll('.wb-pop-up-row')].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]);
    expect(rows).toEqual([
      ['Dock', 'D4'],
      ['Since', '08:12'],
    ]);
    expect((card.querySelector('.wb-pop-up-header') as HTMLElement).style.background).toBe('');
    expect(card.querySelector('iframe')).toBeNull();
  });

  it('show type 2: the header takes HeaderBgColor with text that stays readable', async () => {
    const { notify } = await renderRealtime();
    notify({ Id: 'light', Title: 'Light header', Type: 3, ShowType: 2, HeaderBgColor: '#ffeb3b' });
    notify({ Id: 'dark', Title: 'Dark header', Type: 3, ShowType: 2, HeaderBgColor: 'rgb(20, 40, 90)' });
    for (const [title, background, text] of [
      ['Light header', 'rgb(255, 235, 59)', 'rgb(0, 0, 0)'],
      ['Dark header', 'rgb(20, 40, 90)', 'rgb(255, 255, 255)'],
    ] as const) {
      const header = screen.getByRole('dialog', { name: new RegExp(title) }).querySelector('header') as HTMLElement;
      expect(header.style.background).toBe(background);
      expect(header.style.color).toBe(text);
    }
  });

  it('show type 2 without a colour: the type colour, every one with AA contrast', async () => {
    const { notify } = await renderRealtime();
    const types = [
      [0, 'Fire alarm', 'rgb(183, 28, 28)'],
      [1, 'Severe', 'rgb(196, 62, 0)'],
      [2, 'Warning', 'rgb(255, 179, 0)'],
      [3, 'Message', 'rgb(0, 98, 224)'],
      [4, 'Reminder', 'rgb(92, 102, 112)'],
    ] as const;
    for (const [type] of types) notify({ Id: `t${type}`, Title: `Type ${type}`, Type: type, ShowType: 2 });
    for (const [type, label, background] of types) {
      const dialog = screen.getByRole('dialog', { name: `${label} Type ${type}` });
      const header = dialog.querySelector('header') as HTMLElement;
      expect(header.style.background).toBe(background);
      expect(contrastRatio(colourOf(header.style.background), colourOf(header.style.color))).toBeGreaterThanOrEqual(
        4.5,
      );
    }
  });

  it('a colour the portal cannot read falls back to the type colour', async () => {
    const { notify } = await renderRealtime();
    notify({ Id: 'odd', Title: 'Odd colour', Type: 2, ShowType: 2, HeaderBgColor: 'url(javascript:alert(1))' });
    const header = screen.getByRole('dialog', { name: /Odd colour/ }).querySelector('header') as HTMLElement;
    expect(header.style.background).toBe('rgb(255, 179, 0)');
    expect(header.style.color).toBe('rgb(0, 0, 0)');
  });

  it('type labels of text cards keep AA contrast too', async () => {
    const { notify } = await renderRealtime();
    for (const type of [0, 1, 2, 3, 4]) notify({ Id: `c${type}`, Title: `Card ${type}`, Type: type, ShowType: 1 });
    for (const label of document.querySelectorAll<HTMLElement>('.wb-pop-up-type')) {
      const background = parseColour(label.style.background) ?? colourOf(label.style.background);
      expect(contrastRatio(background, colourOf(label.style.color))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('other show types: frames the http(s) Link, named by LinkName, at the default size', async () => {
    const { notify } = await renderRealtime();
    notify({
      Id: 'page',
      Title: 'Andon board',
      Type: 3,
      ShowType: 3,
      Link: 'https://andon.plant.example/line/3',
      LinkName: 'Line 3 board',
    });
    const dialog = screen.getByRole('dialog', { name: /Andon board/ });
    const frame = within(dialog).getByTitle('Line 3 board');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('https://andon.plant.example/line/3');
    expect([frame.getAttribute('width'), frame.getAttribute('height')]).toEqual(['400', '300']);
    expect(frame.getAttribute('sandbox')).not.toBeNull();
    const link = within(dialog).getByRole('link', { name: 'Line 3 board (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://andon.plant.example/line/3');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('caps the frame at 800 × 600 and keeps a smaller size as given', async () => {
    const { notify } = await renderRealtime();
    notify({ Id: 'big', Title: 'Big', Type: 3, ShowType: 9, Link: 'https://x.example/', Width: 2000, Height: 900 });
    notify({ Id: 'small', Title: 'Small', Type: 3, ShowType: 9, Link: 'https://x.example/', Width: 320, Height: 200 });
    const sizeOf = (title: string) => {
      const frame = screen.getByRole('dialog', { name: new RegExp(title) }).querySelector('iframe');
      return [frame?.getAttribute('width'), frame?.getAttribute('height')];
    };
    expect(sizeOf('Big')).toEqual(['800', '600']);
    expect(sizeOf('Small')).toEqual(['320', '200']);
  });

  it('frames a relative Link from the configured backend', async () => {
    useRuntimeConfigStore.setState({ apiBaseUrl: 'http://mes.plant:8080' });
    const { notify } = await renderRealtime();
    notify({ Id: 'rel', Title: 'Report', Type: 3, ShowType: 3, Link: '/reports/shift', LinkName: 'Shift report' });
    expect(screen.getByTitle('Shift report').getAttribute('src')).toBe('http://mes.plant:8080/reports/shift');
  });

  it('never frames or links an address that is not http(s); its name shows as text', async () => {
    const { notify } = await renderRealtime();
    notify({
      Id: 'js',
      Title: 'Script',
      Type: 3,
      ShowType: 3,
      Link: 'javascript:alert(document.cookie)',
      LinkName: 'Run me',
    });
    notify({
      Id: 'tab',
      Title: 'Hidden script',
      Type: 3,
      ShowType: 3,
      Link: 'java\tscript:alert(1)',
      LinkName: 'Tabbed',
    });
    notify({ Id: 'file', Title: 'File', Type: 3, ShowType: 3, Link: 'file:///C:/plant/line.html', LinkName: 'Local' });
    for (const [title, name] of [
      ['Script', 'Run me'],
      ['Hidden script', 'Tabbed'],
      ['File', 'Local'],
    ] as const) {
      const dialog = screen.getByRole('dialog', { name: new RegExp(`^Message ${title}$`) });
      expect(dialog.querySelector('iframe')).toBeNull();
      expect(within(dialog).queryByRole('link')).toBeNull();
      expect(within(dialog).getByText(name)).toBeTruthy();
      expect(within(dialog).getByText('The linked page cannot be shown here.')).toBeTruthy();
    }
  });

  it('speaks the user language', async () => {
    await changeLanguage('de-DE');
    const { notify } = await renderRealtime();
    notify({ Id: 'de', Title: 'Druck niedrig', Type: 2 });
    expect(screen.getByRole('dialog', { name: 'Warnung Druck niedrig' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Benachrichtigung schließen: Druck niedrig' })).toBeTruthy();
  });
});

describe('closing pop-ups (docs/spec.md §4, §9)', () => {
  it('closes after 10 s by default, 30 s for warnings and 60 s for severe notices', async () => {
    const { notify } = await renderRealtime();
    vi.useFakeTimers();
    notify({ Id: 'm', Title: 'Message', Type: 3 });
    notify({ Id: 'w', Title: 'Warning', Type: 2 });
    notify({ Id: 's', Title: 'Severe', Type: 1 });
    const open = () => screen.queryAllByRole('dialog').map((d) => d.querySelector('.wb-pop-up-title')?.textContent);
    await act(() => vi.advanceTimersByTimeAsync(9_999));
    expect(open()).toEqual(['Message', 'Warning', 'Severe']);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(open()).toEqual(['Warning', 'Severe']);
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(open()).toEqual(['Severe']);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(open()).toEqual([]);
  });

  it('follows the message Duration, and -1 stays until closed', async () => {
    const { notify, hubs } = await renderRealtime();
    vi.useFakeTimers();
    notify({ Id: 'five', Title: 'Five seconds', Type: 1, Duration: 5 });
    notify({ Id: 'stay', Title: 'Stays', Type: 3, Duration: -1, Position: 5 });
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(screen.queryByRole('dialog', { name: /Five seconds/ })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(24 * 3_600_000));
    expect(screen.getByRole('dialog', { name: /Stays/ })).toBeTruthy();
    // Closed by time is closed: the server is told.
    expect(hubs.hub('monitor').calls()).toContainEqual(['RemoveNotificationOutputsAsync', 'five']);
    expect(hubs.hub('monitor').calls()).not.toContainEqual(['RemoveNotificationOutputsAsync', 'stay']);
  });

  it('a notification sent again starts its time again', async () => {
    const { notify } = await renderRealtime();
    vi.useFakeTimers();
    notify({ Id: 'again', Title: 'Again', Type: 3 });
    await act(() => vi.advanceTimersByTimeAsync(8_000));
    notify({ Id: 'again', Title: 'Again', Type: 3 });
    await act(() => vi.advanceTimersByTimeAsync(8_000));
    expect(screen.getByRole('dialog', { name: /Again/ })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.queryByRole('dialog', { name: /Again/ })).toBeNull();
  });

  it('the close button closes it and tells the monitor hub the output is removed', async () => {
    const { notify, hubs } = await renderRealtime();
    notify({ Id: 'n-42', Title: 'Conveyor jam', Type: 2, Position: 2 });
    notify({ Id: 'n-43', Title: 'Centre one', Type: 3, Position: 5 });
    await user().click(screen.getByRole('button', { name: 'Close notification: Conveyor jam' }));
    expect(screen.queryByRole('dialog', { name: /Conveyor jam/ })).toBeNull();
    await user().click(await screen.findByRole('button', { name: 'Close notification: Centre one' }));
    expect(screen.queryByRole('dialog', { name: /Centre one/ })).toBeNull();
    expect(hubs.hub('monitor').calls().slice(1)).toEqual([
      ['RemoveNotificationOutputsAsync', 'n-42'],
      ['RemoveNotificationOutputsAsync', 'n-43'],
    ]);
  });
});
