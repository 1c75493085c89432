import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyNotice, MyNoticesAnswer } from '@workbench/contracts';
import { useEffect } from 'react';
import { useHubNewsStore } from '../../../../stores/hub-news-store';
import { useSessionStore } from '../../../../stores/session-store';
import { useBrowserIdleOnce } from '../../../../ui/use-browser-idle';
import { getMyNotices, MY_NOTICES_KEY, markNoticesRead } from './my-notices-api';
import { urgentShown } from './urgent-shown';

/** At the latest this long after the bar rendered, the list is asked for even on a browser that is never idle. */
const IDLE_TIMEOUT_MS = 1_500;

/**
 * The user's announcements for the top bar: asked once the first screen has painted, again on
 * every NoticePublished of the notification hub. `urgent` is the first unread urgent one not yet
 * opened on this screen (at sign-in, or the one just published).
 */
export function useMyNotices() {
  const queryClient = useQueryClient();
  const userId = useSessionStore((s) => s.userId);
  const idle = useBrowserIdleOnce(IDLE_TIMEOUT_MS);
  const answer = useQuery({
    queryKey: [...MY_NOTICES_KEY, userId],
    queryFn: ({ signal }) => getMyNotices(signal),
    enabled: idle && userId !== '',
  });

  useEffect(
    () =>
      useHubNewsStore.subscribe((state, previous) => {
        if (state.noticePublished && state.noticePublished !== previous.noticePublished) {
          void queryClient.invalidateQueries({ queryKey: MY_NOTICES_KEY });
        }
      }),
    [queryClient],
  );

  const markRead = useMutation({
    mutationFn: (ids: readonly string[]) => markNoticesRead(ids),
    onMutate: (ids) => {
      // Shown as read at once; the answer's count settles it.
      queryClient.setQueryData<MyNoticesAnswer>([...MY_NOTICES_KEY, userId], (old) => {
        if (!old) return old;
        const items = old.items.map((item) => (ids.includes(item.id) ? { ...item, read: true } : item));
        return { items, unreadCount: items.filter((item) => !item.read).length };
      });
    },
    onSuccess: (unreadCount) =>
      queryClient.setQueryData<MyNoticesAnswer>([...MY_NOTICES_KEY, userId], (old) =>
        old ? { ...old, unreadCount } : old,
      ),
  });

  const items: MyNotice[] = answer.data?.items ?? [];
  const urgent =
    items.find((item) => item.priority === 'urgent' && !item.read && !urgentShown(userId, item.id)) ?? null;
  return {
    answer,
    items,
    unreadCount: answer.data?.unreadCount ?? 0,
    urgent,
    userId,
    markRead: (ids: readonly string[]) => markRead.mutate(ids),
  };
}
