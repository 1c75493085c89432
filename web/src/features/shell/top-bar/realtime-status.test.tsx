import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n/change-language';
import { useRealtimeStatusStore } from '../../../stores/realtime-status-store';
import { startPortal } from '../../../testing/render-app';
import { RealtimeStatus } from './realtime-status';

const at = (hours: number, minutes: number) => new Date(2025, 5, 1, hours, minutes).getTime();
const region = () => screen.getByRole('status');

beforeEach(async () => {
  await startPortal();
});
afterEach(() => useRealtimeStatusStore.setState({ state: 'idle', since: null }));

describe('real-time state in the top bar', () => {
  it('a quiet dot while connected, named for screen readers', () => {
    useRealtimeStatusStore.setState({ state: 'connected', since: null });
    render(<RealtimeStatus />);
    expect(region().textContent).toBe('Live: connected');
    expect(region().querySelector('.wb-visually-hidden')?.textContent).toBe('Live: connected');
  });

  it('says reconnecting, then offline since the time of the loss, in the same polite region', () => {
    useRealtimeStatusStore.setState({ state: 'connected', since: null });
    render(<RealtimeStatus />);
    const live = region();
    expect(live.getAttribute('aria-live')).toBe('polite');
    act(() => useRealtimeStatusStore.setState({ state: 'reconnecting', since: at(8, 14) }));
    expect(screen.getByText('Reconnecting…').className).toBe('wb-realtime-status-text');
    act(() => useRealtimeStatusStore.setState({ state: 'offline', since: at(8, 14) }));
    expect(screen.getByText('Offline since 08:14')).toBeTruthy();
    expect(region()).toBe(live);
    expect(live.getAttribute('title')).toBe(
      'Alarms and messages do not reach this screen until the connection is back.',
    );
    act(() => useRealtimeStatusStore.setState({ state: 'connected', since: null }));
    expect(screen.queryByText(/Offline/)).toBeNull();
  });

  it('speaks the user language', async () => {
    useRealtimeStatusStore.setState({ state: 'offline', since: at(17, 5) });
    render(<RealtimeStatus />);
    await act(() => changeLanguage('de-DE'));
    expect(region().textContent).toBe('Offline seit 17:05');
    await act(() => changeLanguage('zh-Hans'));
    expect(region().textContent).toBe('自 17:05 起离线');
  });

  it('shows nothing when there is no session to connect', () => {
    render(<RealtimeStatus />);
    expect(region().textContent).toBe('');
  });
});
