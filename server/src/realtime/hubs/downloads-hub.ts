import {
  DEFAULT_DOWNLOAD_WINDOW_DAYS,
  type DownloadTaskGroup,
  type DownloadWindowDays,
  downloadSubscriptionSchema,
  HUBS,
  languageSchema,
} from '@workbench/contracts';
import { inConnectionOrder } from '../connection-queue';
import type { Realtime } from '../realtime';
import { type ConnectionContext, HubMethodError } from '../realtime-types';

const { client, server } = HUBS.downloads;

/** The topic announced when a user's export tasks changed. */
export const DOWNLOAD_TASKS_CHANGED = 'tasksChanged';

/** Where the user's export tasks come from (the exports module). */
export interface DownloadTaskSource {
  /** The user's task groups created within the last `days` days, named in `language`. */
  groupsOf(userId: string, days: DownloadWindowDays, language: string): Promise<DownloadTaskGroup[]>;
}

const DAYS = 'downloads.days';

function sendTasks(context: ConnectionContext, source: DownloadTaskSource): Promise<void> {
  return inConnectionOrder(context, async () => {
    const days = (context.state.get(DAYS) as DownloadWindowDays | undefined) ?? DEFAULT_DOWNLOAD_WINDOW_DAYS;
    const groups = await source.groupsOf(context.connection.userId, days, context.connection.language);
    context.send(server.sendMessage, [JSON.stringify(groups)]);
  });
}

/**
 * The download-task hub (docs/api.md §6): MainConnected and ChangeGroupByLang choose the window (1, 3
 * or 7 days) and language, and answer with SendMessage and the user's task groups; every change
 * of a task sends them again to each of the user's connections, in its own window.
 */
export function installDownloadsHub(realtime: Realtime, source: DownloadTaskSource): void {
  const subscribe = async (context: ConnectionContext, args: readonly unknown[]) => {
    const parsed = downloadSubscriptionSchema.safeParse(args[0]);
    if (!parsed.success) {
      throw new HubMethodError('Expected {"lang", "typeName": "DownLoadTaskByUser", "days": 1|3|7, "userId"}.');
    }
    if (parsed.data.userId !== context.connection.userId) {
      throw new HubMethodError('A connection may only follow its own user’s tasks.');
    }
    const language = languageSchema.safeParse(parsed.data.lang);
    if (language.success) context.setLanguage(language.data);
    context.state.set(DAYS, parsed.data.days);
    await sendTasks(context, source);
    return null;
  };
  realtime.handle('downloads', client.mainConnected, subscribe);
  realtime.handle('downloads', client.changeGroupByLang, subscribe);
  realtime.onTopic('downloads', DOWNLOAD_TASKS_CHANGED, (context) => sendTasks(context, source));
}

/** Tells every connection of the user that their tasks changed (each re-reads its own window). */
export function announceDownloadTasksChanged(realtime: Realtime, userId: string): void {
  realtime.announce('downloads', { kind: 'users', userIds: [userId] }, DOWNLOAD_TASKS_CHANGED, null);
}
