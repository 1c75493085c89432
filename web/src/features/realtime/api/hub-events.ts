import {
  type DownloadTaskGroup,
  downloadTaskGroupsSchema,
  type EventsChangedMessage,
  eventsChangedMessageSchema,
  jobChangedMessageSchema,
  type NoticePublishedMessage,
  type NotificationMessage,
  noticePublishedMessageSchema,
  notificationMessageSchema,
} from '@workbench/contracts';

/** FirePopUpNotification's argument, validated; an invalid one is dropped with a warning. */
export function readNotification(value: unknown): NotificationMessage | null {
  const parsed = notificationMessageSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  console.warn('Dropped a notification that does not match the contract', parsed.error.issues, value);
  return null;
}

/** SendMessage's argument: a JSON string of TaskGroup[] (docs/api.md §6); an invalid one is dropped with a warning. */
export function readDownloadGroups(value: unknown): DownloadTaskGroup[] | null {
  let json: unknown = value;
  if (typeof value === 'string') {
    try {
      json = JSON.parse(value);
    } catch (error) {
      console.warn('Dropped a download task list that is not JSON', error);
      return null;
    }
  }
  const parsed = downloadTaskGroupsSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  console.warn('Dropped a download task list that does not match the contract', parsed.error.issues);
  return null;
}

/** JobChanged's argument (monitor hub); an invalid one is dropped with a warning. */
export function readJobChanged(value: unknown): { id: string } | null {
  const parsed = jobChangedMessageSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  console.warn('Dropped a job change that does not match the contract', parsed.error.issues, value);
  return null;
}

/** NoticePublished's argument (notification hub); an invalid one is dropped with a warning. */
export function readNoticePublished(value: unknown): NoticePublishedMessage | null {
  const parsed = noticePublishedMessageSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  console.warn('Dropped an announcement message that does not match the contract', parsed.error.issues, value);
  return null;
}

/** EventsChanged's argument (monitor hub); an invalid one is dropped with a warning. */
export function readEventsChanged(value: unknown): EventsChangedMessage | null {
  const parsed = eventsChangedMessageSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  console.warn('Dropped an event change that does not match the contract', parsed.error.issues, value);
  return null;
}
