import {
  API_PATHS,
  type MyNoticesAnswer,
  markNoticesReadAnswerSchema,
  myNoticesAnswerSchema,
} from '@workbench/contracts';
import { postApi } from '../../../../api/http-client';

/** Every cached answer of the user's announcements. */
export const MY_NOTICES_KEY = ['my-notices'] as const;

/** notice/queryMine: the published announcements for this user, newest first, in the user's language. */
export async function getMyNotices(signal?: AbortSignal): Promise<MyNoticesAnswer> {
  // The top bar says itself when the list cannot be read: no error box over the page.
  const { data } = await postApi(API_PATHS.admin.notices.queryMine, {}, myNoticesAnswerSchema, {
    presentErrors: false,
    signal,
  });
  return data;
}

/** notice/markRead: how many stay unread. */
export async function markNoticesRead(ids: readonly string[]): Promise<number> {
  const { data } = await postApi(API_PATHS.admin.notices.markRead, { ids }, markNoticesReadAnswerSchema, {
    presentErrors: false,
  });
  return data.unreadCount;
}
