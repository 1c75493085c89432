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
 * After a NoticePublished each screen reads its list again at a moment of its own within this
 * long: a plant's thousands of screens are told at once, and would otherwise all ask at once.
 * An urgent announcement does not wait for it: it comes with its text and opens at once.
 */
export const REFRESH_SPREAD_MS = 10_000;

/** The list with an announcement just told added, unread, in front (unless it is there already). */
function withTold(old: MyNoticesAnswer | undefined, shown: Omit<MyNotice, 'read'>): MyNoticesAnswer | undefined {
  if (!old || old.items.some((item) => item.id === shown.id)) return old;
  return { items: [{ ...shown, read: false }, ...old.items], unreadCount: old.unreadCount + 1 };
}

/**
 * The user's announcements for the top bar: asked once the first screen has painted, again after
 * every NoticePublished of the notification hub (spread, see above). `urgent` is the first unread
 * urgent one not yet opened on this screen (at sign-in, or the one just published).
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

  useEffect(() => {
    let refresh: number | undefined;
    const stop = useHubNewsStore.subscribe((state, previous) => {
      const told = state.noticePublished;
      if (!told || told === previous.noticePublished) return;
      const { shown } = told.message;
      if (shown) queryClient.setQueryData<MyNoticesAnswer>([...MY_NOTICES_KEY, userId], (old) => withTold(old, shown));
      // One read covers every announcement told meanwhile.
      if (refresh !== undefined) return;
      refresh = window.setTimeout(() => {
        refresh = undefined;
        void queryClient.invalidateQueries({ queryKey: MY_NOTICES_KEY });
      }, Math.random() * REFRESH_SPREAD_MS);
    });
    return () => {
      stop();
      window.clearTimeout(refresh);
    };
  }, [queryClient, userId]);

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
