import {
  type DownloadTaskGroup,
  downloadTaskGroupsSchema,
  type NotificationMessage,
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
