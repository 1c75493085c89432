import { type Application, SWITCH_IN_APP } from '@workbench/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { applicationAddress } from '../application-address';

/** Where the appbox page enters an application in the portal. */
export function appboxPathOf(applicationId: string): string {
  return `/appbox/appbox?applicationId=${encodeURIComponent(applicationId)}`;
}

/** What choosing an application did. */
export type OpenOutcome = 'in-app' | 'new-tab' | 'refused';

/**
 * Opens a chosen application (docs/spec.md §2 "Workbench drawer"): in the portal when its switchMethod is
 * 1 (the appbox page enters it), otherwise at its address in a new browser tab. An address that
 * is neither http(s) nor relative is refused and nothing opens; the caller tells the user.
 */
export function useOpenApplication(): (application: Application) => OpenOutcome {
  const navigate = useNavigate();
  return useCallback(
    (application) => {
      if (application.switchMethod === SWITCH_IN_APP) {
        navigate(appboxPathOf(application.id));
        return 'in-app';
      }
      const address = applicationAddress(application.applicationUrl, window.location.href);
      if (!address) return 'refused';
      window.open(address, '_blank', 'noopener,noreferrer');
      return 'new-tab';
    },
    [navigate],
  );
}
