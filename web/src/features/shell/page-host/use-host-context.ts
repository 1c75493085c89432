import type { HostContext } from '@workbench/contracts';
import { useMemo } from 'react';
import { useRuntimeConfigStore } from '../../../stores/runtime-config-store';
import { useSelectionStore } from '../../../stores/selection-store';
import { readAccessToken, readTicket } from '../../../stores/session-cookies';
import { useSessionStore } from '../../../stores/session-store';

/**
 * The session context handed to a sub-application, rebuilt when the language, the selection or
 * the tokens change (a refresh goes through the session store's signIn, which this follows).
 */
export function useHostContext(route: string): HostContext | null {
  const language = useSessionStore((s) => s.language);
  // The token itself lives in a cookie; this counter tells when a new one was written.
  const tokenVersion = useSessionStore((s) => s.tokenVersion);
  const selection = useSelectionStore((s) => s.selection);
  const apiBaseUrl = useRuntimeConfigStore((s) => s.apiBaseUrl);

  return useMemo(() => {
    void tokenVersion;
    if (!selection) return null;
    return {
      token: readAccessToken() ?? '',
      ticket: readTicket() ?? '',
      language,
      apiBaseUrl,
      applicationId: selection.application.id,
      subSystem: selection.dbId
        ? { id: selection.dbId, code: selection.instanceCode, displayName: selection.displayName }
        : null,
      dataPermissionCodes: selection.dataPermissionCodes,
      route,
    };
  }, [language, tokenVersion, selection, apiBaseUrl, route]);
}
