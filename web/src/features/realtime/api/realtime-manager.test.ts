import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiBaseUrl } from '../../../api/http-client';
import { changeLanguage } from '../../../i18n/change-language';
import { useDownloadsStore } from '../../../stores/downloads-store';
import { readAccessToken, writeTokens } from '../../../stores/session-cookies';
import { useSessionStore } from '../../../stores/session-store';
import { mockNetwork, ok } from '../../../testing/mock-network';
import { startPortal } from '../../../testing/render-app';
import { registerNavigator } from '../../../ui/navigation';
import { endSession } from '../../auth';
import { usePopUpsStore } from '../stores/pop-ups-store';
import { createFakeHubs } from '../testing/fake-hubs';
import { followSession } from './follow-session';
import { createPortalRealtime } from './portal-realtime';

const shown = vi.hoisted(() => ({ errors: [] as string[] }));
vi.mock('../../../ui/notices', () => ({
  showErrorModal: async (message: string) => void shown.errors.push(message),
  showSuccessNotice: async () => undefined,
}));

const initialDownloads = useDownloadsStore.getState();
let hubs: ReturnType<typeof createFakeHubs>;
let stopFollowing: () => void;
let sessionEnded: ReturnType<typeof vi.fn<() => void>>;
let network: ReturnType<typeof mockNetwork>;
let navigations: string[];

const subscription = (lang: string, days = 1) => ({ lang, typeName: 'DownLoadTaskByUser', days, userId: 'u-7' });

function signIn() {
  writeTokens({ accessToken: 'token-1', refreshToken: 'refresh-1', ticket: 'ticket-1' });
  useSessionStore.setState({ hasToken: true, userName: 'operator', userId: 'u-7', profileLoaded: true });
}

function follow() {
  hubs = createFakeHubs();
  sessionEnded = vi.fn<() => void>();
  stopFollowing = followSession(createPortalRealtime(hubs.connect), sessionEnded);
}

/** Every hub connected and registered. */
async function registered() {
  await vi.waitFor(() => {
    expect(hubs.hub('monitor').invocations).toHaveLength(1);
    expect(hubs.hub('notification').invocations).toHaveLength(2);
    expect(hubs.hub('downloads').invocations).toHaveLength(1);
  });
}

beforeEach(async () => {
  await startPortal();
  shown.errors = [];
  navigations = [];
  registerNavigator((to) => navigations.push(to));
  network = mockNetwork(() => ok({ frontEndLanguages: [] }));
});

afterEach(() => {
  stopFollowing?.();
  network.restore();
  setApiBaseUrl('');
  useDownloadsStore.setState(initialDownloads, true);
  usePopUpsStore.getState().clear();
  vi.useRealTimers();
});

describe('hub connections of a session (docs/api.md §6)', () => {
  it('connects the three hubs and registers each once the session is there', async () => {
    signIn();
    follow();
    await registered();
    expect(hubs.hub('monitor').request.url).toBe('/api/BaseService/monitor');
    expect(hubs.hub('notification').request.url).toBe('/api/BaseService/notification');
    expect(hubs.hub('downloads').request.url).toBe('/api/monitorService/monitor');
    expect(await hubs.hub('monitor').request.accessToken()).toBe('token-1');
    expect(hubs.hub('monitor').calls()).toEqual([['ConnectedAsync', 'token-1']]);
    // The language first, so that the notifications still active arrive in it.
    expect(hubs.hub('notification').calls()).toEqual([
      ['SwitchNotificationToAnotherCultureAsync', { lang: 'en', typeName: 'Notification' }],
      ['ConnectedNotificationAsync'],
    ]);
    expect(hubs.hub('downloads').calls()).toEqual([['MainConnected', subscription('en')]]);
  });

  it('addresses the hubs at the configured backend', async () => {
    setApiBaseUrl('http://mes.plant:8080/');
    signIn();
    follow();
    await registered();
    expect(hubs.hub('monitor').request.url).toBe('http://mes.plant:8080/api/BaseService/monitor');
    expect(hubs.hub('downloads').request.url).toBe('http://mes.plant:8080/api/monitorService/monitor');
  });

  it('waits for the profile (the download hub needs the userId) before connecting', async () => {
    writeTokens({ accessToken: 'token-1' });
    useSessionStore.setState({ hasToken: true, profileLoaded: false, userId: '' });
    follow();
    expect(hubs.built()).toEqual([]);
    useSessionStore.setState({ profileLoaded: true, userId: 'u-7' });
    await registered();
  });

  it('registers again after every reconnect', async () => {
    signIn();
    follow();
    await registered();
    for (const name of ['monitor', 'notification', 'downloads'] as const) hubs.hub(name).drop();
    for (const name of ['monitor', 'notification', 'downloads'] as const) hubs.hub(name).reconnect();
    await vi.waitFor(() => {
      expect(hubs.hub('downloads').invocations).toHaveLength(2);
      expect(hubs.hub('notification').invocations).toHaveLength(4);
    });
    expect(hubs.hub('monitor').calls()).toEqual([
      ['ConnectedAsync', 'token-1'],
      ['ConnectedAsync', 'token-1'],
    ]);
    expect(
      hubs
        .hub('notification')
        .calls()
        .map(([method]) => method),
    ).toEqual([
      'SwitchNotificationToAnotherCultureAsync',
      'ConnectedNotificationAsync',
      'SwitchNotificationToAnotherCultureAsync',
      'ConnectedNotificationAsync',
    ]);
    expect(hubs.hub('downloads').calls()).toEqual([
      ['MainConnected', subscription('en')],
      ['MainConnected', subscription('en')],
    ]);
  });

  it('keeps trying when the server cannot be reached: at once, then after 2, 5, 10 and 30 s, then every 30 s', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    signIn();
    hubs = createFakeHubs({ monitor: 6 });
    stopFollowing = followSession(createPortalRealtime(hubs.connect), () => undefined);
    const monitor = hubs.hub('monitor');
    await vi.advanceTimersByTimeAsync(0);
    expect(monitor.starts).toBe(1);
    // Retries after 2, 5, 10, 30 and 30 s: five more starts, the sixth refused one at 77 s.
    for (const [wait, starts] of [
      [1_999, 1],
      [1, 2],
      [5_000, 3],
      [10_000, 4],
      [30_000, 5],
      [30_000, 6],
    ] as const) {
      await vi.advanceTimersByTimeAsync(wait);
      expect(monitor.starts).toBe(starts);
    }
    expect(monitor.invocations).toEqual([]);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(monitor.starts).toBe(7);
    expect(monitor.calls()).toEqual([['ConnectedAsync', 'token-1']]);
  });

  it('a stop and a quick start again (as React StrictMode does) leave one registered connection', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    signIn();
    hubs = createFakeHubs();
    const manager = createPortalRealtime(hubs.connect);
    stopFollowing = followSession(manager, () => undefined);
    stopFollowing();
    stopFollowing = followSession(manager, () => undefined);
    await vi.advanceTimersByTimeAsync(120_000);
    const monitor = hubs.hub('monitor');
    expect(monitor.connected).toBe(true);
    expect(monitor.calls()).toEqual([['ConnectedAsync', 'token-1']]);
    // The start the stop cut short, then one that connected: no start fighting another, retried for ever.
    expect(monitor.starts).toBe(2);
  });

  it('connects again when the server closed the connection', async () => {
    vi.useFakeTimers();
    signIn();
    follow();
    await vi.advanceTimersByTimeAsync(0);
    const monitor = hubs.hub('monitor');
    monitor.close();
    await vi.advanceTimersByTimeAsync(0);
    expect(monitor.starts).toBe(2);
    expect(monitor.calls()).toEqual([
      ['ConnectedAsync', 'token-1'],
      ['ConnectedAsync', 'token-1'],
    ]);
  });

  it('switches culture on the notification and download hubs when the user changes language', async () => {
    signIn();
    follow();
    await registered();
    await changeLanguage('de-DE');
    await vi.waitFor(() => expect(hubs.hub('downloads').invocations).toHaveLength(2));
    expect(hubs.hub('notification').calls().at(-1)).toEqual([
      'SwitchNotificationToAnotherCultureAsync',
      { lang: 'de-DE', typeName: 'Notification' },
    ]);
    expect(hubs.hub('downloads').calls().at(-1)).toEqual(['ChangeGroupByLang', subscription('de-DE')]);
    expect(hubs.hub('monitor').invocations).toHaveLength(1);
  });

  it('asks for the chosen download window', async () => {
    signIn();
    follow();
    await registered();
    useDownloadsStore.getState().setDays(7);
    await vi.waitFor(() => expect(hubs.hub('downloads').invocations).toHaveLength(2));
    expect(hubs.hub('downloads').calls().at(-1)).toEqual(['ChangeGroupByLang', subscription('en', 7)]);
    // A reconnect subscribes with the window chosen, not the default.
    hubs.hub('downloads').drop();
    hubs.hub('downloads').reconnect();
    await vi.waitFor(() => expect(hubs.hub('downloads').invocations).toHaveLength(3));
    expect(hubs.hub('downloads').calls().at(-1)).toEqual(['MainConnected', subscription('en', 7)]);
  });

  it('tells the monitor hub the new token after a refresh', async () => {
    signIn();
    follow();
    await registered();
    useSessionStore.getState().signIn({
      tokenType: 'Bearer',
      accessToken: 'token-2',
      refreshToken: 'refresh-2',
      ticket: 'ticket-1',
      userName: 'operator',
      mesAccessLevel: null,
      expiresIn: 900,
    });
    await vi.waitFor(() => expect(hubs.hub('monitor').invocations).toHaveLength(2));
    expect(hubs.hub('monitor').calls().at(-1)).toEqual(['ConnectedAsync', 'token-2']);
  });

  it('stops every hub when the user logs out, and says nothing more to them', async () => {
    signIn();
    follow();
    await registered();
    await endSession({ callServer: true });
    for (const name of ['monitor', 'notification', 'downloads'] as const) {
      expect(hubs.hub(name).stops).toBe(1);
      expect(hubs.hub(name).connected).toBe(false);
    }
    expect(sessionEnded).toHaveBeenCalledTimes(1);
    await changeLanguage('de-DE');
    useDownloadsStore.getState().setDays(3);
    expect(hubs.hub('notification').invocations).toHaveLength(2);
    expect(hubs.hub('downloads').invocations).toHaveLength(1);
  });
  it('closes the hubs itself before the server hears of the logout, so the server has none to close as ended', async () => {
    signIn();
    follow();
    await registered();
    const connectedAtLogout: boolean[] = [];
    network.restore();
    network = mockNetwork((request) => {
      if (request.url.includes('logout'))
        for (const name of ['monitor', 'notification', 'downloads'] as const)
          connectedAtLogout.push(hubs.hub(name).connected);
      return ok(null);
    });
    await endSession({ callServer: true });
    expect(connectedAtLogout).toEqual([false, false, false]);
    expect(sessionEnded).toHaveBeenCalledTimes(1);
  });
});

describe('server events', () => {
  it('LogOutOnAccessToken: ends the session without calling the server, says why, and comes back here after sign-in', async () => {
    window.location.hash = '#/User?page=2';
    signIn();
    follow();
    await registered();
    hubs
      .hub('monitor')
      .emit(
        'LogOutOnAccessToken',
        'An administrator has reset your password, please log in with the new one.',
        'passwordReset',
      );
    expect(useSessionStore.getState().hasToken).toBe(false);
    expect(readAccessToken()).toBeUndefined();
    expect(navigations).toEqual(['/login?redirect=%2FUser%3Fpage%3D2']);
    expect(shown.errors).toEqual(['An administrator has reset your password, please log in with the new one.']);
    expect(network.sent.filter((request) => request.url.includes('logout'))).toEqual([]);
    expect(hubs.hub('monitor').stops).toBe(1);
    // Pushed to every connection of the session: the first one ends it, the others change nothing.
    hubs
      .hub('monitor')
      .emit('LogOutOnAccessToken', 'Your password has been changed, please log in again.', 'passwordChanged');
    expect(shown.errors).toHaveLength(1);
    window.location.hash = '';
  });

  it('LogOutOnAccessToken without a message: docs/spec.md §8\'s "logged in elsewhere", in the user language', async () => {
    await changeLanguage('zh-Hans');
    signIn();
    follow();
    await registered();
    hubs.hub('monitor').emit('LogOutOnAccessToken', '');
    expect(shown.errors).toEqual(['您的账号已在其他地方登录，请重新登录！']);
  });

  it('SendMessage: the task groups replace the downloads list', async () => {
    signIn();
    follow();
    await registered();
    const groups = [
      { taskList: [{ fileName: 'Stock.xlsx', fileUrl: '/files/stock.xlsx', taskStatus: 10 }] },
      { taskList: [{ fileName: 'Moves.xlsx', fileUrl: '', taskStatus: 5 }] },
    ];
    hubs.hub('downloads').emit('SendMessage', JSON.stringify(groups));
    expect(useDownloadsStore.getState().groups).toEqual(groups);
    hubs.hub('downloads').emit('SendMessage', '[]');
    expect(useDownloadsStore.getState().groups).toEqual([]);
  });

  it('SendMessage: a list that is not JSON or not task groups is dropped with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    signIn();
    follow();
    await registered();
    const groups = [{ taskList: [{ fileName: 'Stock.xlsx', fileUrl: '', taskStatus: 0 }] }];
    hubs.hub('downloads').emit('SendMessage', JSON.stringify(groups));
    hubs.hub('downloads').emit('SendMessage', '{not json');
    hubs.hub('downloads').emit('SendMessage', JSON.stringify([{ taskList: [{ fileName: 3 }] }]));
    expect(useDownloadsStore.getState().groups).toEqual(groups);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('FirePopUpNotification: a monitor-hub copy does not replace the notification hub’s, which is in the chosen language', async () => {
    signIn();
    follow();
    await registered();
    const titled = (Title: string) => ({ Id: 'n-3', Title, Type: 3, Msg: [] });
    // The monitor hub alone (the original platform): its copies are shown, a resent one in place.
    hubs.hub('monitor').emit('FirePopUpNotification', titled('Shift handover'));
    expect(usePopUpsStore.getState().popUps.map((shown) => shown.message.Title)).toEqual(['Shift handover']);
    // The notification hub's copy, in the language the portal chose, takes its place…
    hubs.hub('notification').emit('FirePopUpNotification', titled('Schichtübergabe'));
    // …and a later monitor-hub copy in the browser's language does not take it back.
    hubs.hub('monitor').emit('FirePopUpNotification', titled('Shift handover'));
    expect(usePopUpsStore.getState().popUps.map((shown) => shown.message.Title)).toEqual(['Schichtübergabe']);
    // The notification hub resends in a new language: that copy is shown.
    hubs.hub('notification').emit('FirePopUpNotification', titled('交接班'));
    expect(usePopUpsStore.getState().popUps.map((shown) => shown.message.Title)).toEqual(['交接班']);
  });

  it('FirePopUpNotification: valid ones from either hub are shown once, invalid ones dropped with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    signIn();
    follow();
    await registered();
    const message = { Id: 'n-1', Title: 'Line 3 stopped', Type: 2, Msg: [] };
    hubs.hub('monitor').emit('FirePopUpNotification', message);
    hubs.hub('notification').emit('FirePopUpNotification', message);
    hubs.hub('notification').emit('FirePopUpNotification', { Id: 'n-2', Title: 'No type' });
    expect(usePopUpsStore.getState().popUps.map((shown) => shown.message.Title)).toEqual(['Line 3 stopped']);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
