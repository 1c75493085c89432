import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useHubNewsStore } from '../../../../stores/hub-news-store';
import { jobsQueryKeys } from '../api/job-query-keys';

/**
 * While the page is open, every JobChanged of the monitor hub (a run started or ended) reads the
 * list and the open run history again; an open editor keeps what is typed.
 */
export function useRefreshOnJobChanges(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      useHubNewsStore.subscribe((state, previous) => {
        if (!state.jobChanged || state.jobChanged === previous.jobChanged) return;
        void queryClient.invalidateQueries({ queryKey: [...jobsQueryKeys.all, 'list'] });
        void queryClient.invalidateQueries({ queryKey: [...jobsQueryKeys.all, 'runs', state.jobChanged.message.id] });
      }),
    [queryClient],
  );
}
