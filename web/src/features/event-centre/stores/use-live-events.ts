import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useHubNewsStore } from '../../../stores/hub-news-store';
import { eventCentreQueryKeys } from '../api/event-centre-query-keys';

/**
 * While the page is open, every EventsChanged of the monitor hub (events raised or changed that
 * this user may see) reads the list again, and the open event when it is among them; nothing is
 * reloaded, and a dialog keeps what is typed.
 */
export function useLiveEvents(openId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      useHubNewsStore.subscribe((state, previous) => {
        const news = state.eventsChanged;
        if (!news || news === previous.eventsChanged) return;
        void queryClient.invalidateQueries({ queryKey: eventCentreQueryKeys.lists });
        if (openId !== null && news.message.ids.includes(openId)) {
          void queryClient.invalidateQueries({ queryKey: eventCentreQueryKeys.detail(openId) });
        }
      }),
    [queryClient, openId],
  );
}
