import type { EventsChangedMessage, NoticePublishedMessage } from '@workbench/contracts';
import { create } from 'zustand';

/** One hub message as features see it; `seq` tells two messages about the same record apart. */
export interface HubNews<T> {
  seq: number;
  message: T;
}

export interface HubNewsState {
  /** The latest `JobChanged` of the monitor hub: a run of that job started or ended. */
  jobChanged: HubNews<{ id: string }> | null;
  /** The latest `NoticePublished` of the notification hub: an announcement for this user went out. */
  noticePublished: HubNews<NoticePublishedMessage> | null;
  /** The latest `EventsChanged` of the monitor hub: events this user may see were raised or changed. */
  eventsChanged: HubNews<EventsChangedMessage> | null;
}

export interface HubNewsActions {
  receiveJobChanged(message: { id: string }): void;
  receiveNoticePublished(message: NoticePublishedMessage): void;
  receiveEventsChanged(message: EventsChangedMessage): void;
  reset(): void;
}

let seq = 0;

/**
 * Hub messages that pages act on (the job list, the top bar's announcements, the event centre), filled by the
 * real-time feature as downloads-store is: features watch the store, never the connections.
 * Only the latest of each is kept: each says "read again", not what changed.
 */
export const useHubNewsStore = create<HubNewsState & HubNewsActions>()((set) => ({
  jobChanged: null,
  noticePublished: null,
  eventsChanged: null,
  receiveJobChanged: (message) => set({ jobChanged: { seq: ++seq, message } }),
  receiveNoticePublished: (message) => set({ noticePublished: { seq: ++seq, message } }),
  receiveEventsChanged: (message) => set({ eventsChanged: { seq: ++seq, message } }),
  reset: () => set({ jobChanged: null, noticePublished: null, eventsChanged: null }),
}));
