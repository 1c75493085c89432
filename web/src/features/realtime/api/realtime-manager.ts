import {
  type CultureSwitch,
  type DownloadSubscription,
  type DownloadTaskGroup,
  type DownloadWindowDays,
  type EventsChangedMessage,
  HUBS,
  type NoticePublishedMessage,
  type NotificationMessage,
} from '@workbench/contracts';
import type { RealtimeStatus } from '../../../stores/realtime-status-store';
import type { ConnectionFactory, HubName } from './hub-connection';
import {
  readDownloadGroups,
  readEventsChanged,
  readJobChanged,
  readNoticePublished,
  readNotification,
} from './hub-events';
import { createHubLink, type HubLink } from './hub-link';
import type { HubRefusedError } from './hub-refusal';
import { combineLinkStatuses, type LinkStatus, STOPPED } from './link-status';

/** What the hubs are told about the signed-in user, read at the moment it is sent. */
export interface RealtimeSession {
  /** The bare access token (ConnectedAsync). */
  accessToken(): string;
  language(): string;
  userId(): string;
  downloadWindowDays(): DownloadWindowDays;
}

/** What the portal does with the server's events, already validated. */
export interface RealtimeEvents {
  /**
   * LogOutOnAccessToken: the server ended the session; `message` says why (may be empty), and
   * `reason` is the code of why (this service sends it, the original platform backend does not).
   */
  sessionEnded(message: string, reason?: string): void;
  notification(message: NotificationMessage): void;
  downloadGroups(groups: DownloadTaskGroup[]): void;
  /** JobChanged (monitor hub): a run of the job started or ended; the job list reads it again. */
  jobChanged(message: { id: string }): void;
  /** EventsChanged (monitor hub): events the user may see were raised or changed; the event centre reads its list again. */
  eventsChanged(message: EventsChangedMessage): void;
  /** NoticePublished (notification hub): an announcement for this user was published. */
  noticePublished(message: NoticePublishedMessage): void;
}

export interface RealtimeManagerOptions {
  connect: ConnectionFactory;
  /** The API base address (config.json URL); empty for the portal's own origin. */
  baseUrl: string;
  /** The token for (re)connecting, refreshed first when it has expired. */
  connectionToken: () => string | Promise<string>;
  session: RealtimeSession;
  events: RealtimeEvents;
  /** A hub refused the session: refresh the token (true) or end the session (false). */
  renewAccess: (refusal: HubRefusedError) => Promise<boolean>;
  /** The combined state of the three connections, on every change. */
  onStatus?: (status: RealtimeStatus) => void;
  now?: () => number;
}

/** The three hub connections of a session (docs/api.md §6, docs/spec.md §7 "Real-time connections"). */
export interface RealtimeManager {
  start(): void;
  stop(): Promise<void>;
  /** docs/spec.md §4 "Changing language": the notification and download hubs switch culture. */
  languageChanged(): void;
  /** The user chose another download window: the download hub sends that window's tasks. */
  downloadWindowChanged(): void;
  /** A refreshed token: the monitor hub learns the token the session now goes by. */
  tokenChanged(): void;
  /** docs/spec.md §4: the server is told a notification's output is removed once it was closed. */
  removeNotificationOutputs(notificationId: string): Promise<boolean>;
}

/** How many notification Ids the manager remembers of the notification hub: far more than are ever active. */
const NOTIFICATIONS_REMEMBERED = 500;

/** The last `capacity` Ids added, oldest forgotten first. */
class RecentIds {
  private readonly ids = new Set<string>();

  constructor(private readonly capacity: number) {}

  add(id: string): void {
    this.ids.delete(id);
    this.ids.add(id);
    if (this.ids.size > this.capacity) this.ids.delete(this.ids.values().next().value as string);
  }

  has(id: string): boolean {
    return this.ids.has(id);
  }
}

export function createRealtimeManager(options: RealtimeManagerOptions): RealtimeManager {
  const { connect, session, events } = options;
  const base = options.baseUrl.replace(/\/+$/, '');
  const statuses: Record<HubName, LinkStatus> = { monitor: STOPPED, notification: STOPPED, downloads: STOPPED };
  const link = (hub: HubName, rest: Pick<Parameters<typeof createHubLink>[0], 'events' | 'register'>) =>
    createHubLink({
      hub,
      url: `${base}${HUBS[hub].path}`,
      connect,
      accessToken: options.connectionToken,
      renewAccess: options.renewAccess,
      now: options.now,
      onStatus: (status) => {
        statuses[hub] = status;
        options.onStatus?.(combineLinkStatuses(statuses));
      },
      ...rest,
    });

  const culture = (): CultureSwitch => ({ lang: session.language(), typeName: 'Notification' });
  const subscription = (): DownloadSubscription => ({
    lang: session.language(),
    typeName: 'DownLoadTaskByUser',
    days: session.downloadWindowDays(),
    userId: session.userId(),
  });
  // The notification hub speaks the language the portal chose (SwitchNotificationToAnotherCultureAsync);
  // the monitor hub the one its connection's instance knows, which is the browser's own when the two
  // connections reached different instances. So a monitor-hub copy of a notification the
  // notification hub has delivered is not shown over it; alone (the original platform's monitor
  // hub), monitor-hub copies are shown as they come.
  const deliveredByNotificationHub = new RecentIds(NOTIFICATIONS_REMEMBERED);
  const onNotification = (hub: 'monitor' | 'notification') => (value: unknown) => {
    const message = readNotification(value);
    if (!message) return;
    if (hub === 'notification') deliveredByNotificationHub.add(message.Id);
    else if (deliveredByNotificationHub.has(message.Id)) return;
    events.notification(message);
  };

  const monitor = link('monitor', {
    events: {
      [HUBS.monitor.server.logOutOnAccessToken]: (message: unknown, reason: unknown) =>
        events.sessionEnded(
          typeof message === 'string' ? message : '',
          typeof reason === 'string' && reason !== '' ? reason : undefined,
        ),
      [HUBS.monitor.server.firePopUpNotification]: onNotification('monitor'),
      [HUBS.monitor.server.jobChanged]: (value: unknown) => {
        const message = readJobChanged(value);
        if (message) events.jobChanged(message);
      },
      [HUBS.monitor.server.eventsChanged]: (value: unknown) => {
        const message = readEventsChanged(value);
        if (message) events.eventsChanged(message);
      },
    },
    register: (invoke) => invoke(HUBS.monitor.client.connected, session.accessToken()),
  });
  const notification = link('notification', {
    events: {
      [HUBS.notification.server.firePopUpNotification]: onNotification('notification'),
      [HUBS.notification.server.noticePublished]: (value: unknown) => {
        const message = readNoticePublished(value);
        if (message) events.noticePublished(message);
      },
    },
    // The language first: registering sends the notifications still active, in that language.
    register: async (invoke) => {
      await invoke(HUBS.notification.client.switchCulture, culture());
      await invoke(HUBS.notification.client.connected);
    },
  });
  const downloads = link('downloads', {
    events: {
      [HUBS.downloads.server.sendMessage]: (value: unknown) => {
        const groups = readDownloadGroups(value);
        if (groups) events.downloadGroups(groups);
      },
    },
    register: (invoke) => invoke(HUBS.downloads.client.mainConnected, subscription()),
  });
  const links: HubLink[] = [monitor, notification, downloads];

  return {
    start: () => {
      for (const hub of links) hub.start();
    },
    stop: async () => {
      await Promise.all(links.map((hub) => hub.stop()));
    },
    languageChanged() {
      void notification.invoke(HUBS.notification.client.switchCulture, culture());
      void downloads.invoke(HUBS.downloads.client.changeGroupByLang, subscription());
    },
    downloadWindowChanged() {
      void downloads.invoke(HUBS.downloads.client.changeGroupByLang, subscription());
    },
    tokenChanged() {
      void monitor.invoke(HUBS.monitor.client.connected, session.accessToken());
    },
    removeNotificationOutputs: (notificationId) =>
      monitor.invoke(HUBS.monitor.client.removeNotificationOutputs, notificationId),
  };
}
