import { useQueryClient } from '@tanstack/react-query';
import type { Application } from '@workbench/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { subSystemsQueryOptions } from '../../../api/sub-systems/get-sub-systems';
import type { CurrentSelection } from '../../../stores/selection-store';
import { enterApplication } from './enter-application';

/**
 * Enters an application in the portal from anywhere (the appbox page, the dashboard): loads its
 * sub-systems, then runs `enterApplication`. Rejects when the sub-systems cannot be loaded; the
 * HTTP client has already told the user why.
 */
export function useEnterApplication(): (application: Application) => Promise<CurrentSelection> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (application) => {
      const subSystems = await queryClient.fetchQuery(subSystemsQueryOptions(application.id));
      return enterApplication(application, subSystems, navigate);
    },
    [queryClient, navigate],
  );
}
