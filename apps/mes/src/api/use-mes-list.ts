import type { HostContext, MesQueryRequest, PagedResult } from '@workbench/contracts';
import { type ApiSession, type CallOptions, PlatformApiError } from '@workbench/contracts/app-bridge';
import { useCallback, useEffect, useRef, useState } from 'react';

export type FetchList<T> = (
  session: ApiSession,
  request: MesQueryRequest,
  options?: CallOptions,
) => Promise<PagedResult<T>>;

export type ListState<T> =
  | { status: 'loading' }
  | { status: 'success'; data: PagedResult<T> }
  /** The token was refused; the shell has been asked for a new one and its next context reloads. */
  | { status: 'renewing' }
  | { status: 'error'; error: PlatformApiError };

/** The MES lists are short (a plant has a handful of lines): one page of the largest size. */
export const MES_LIST_ROWS = 100;

/**
 * One list for the context's plant and lines, loaded again when the context or the keyword
 * changes. A 401 asks the shell once for a new session; a second refusal shows the message.
 */
export function useMesList<T>(
  fetchList: FetchList<T>,
  context: HostContext,
  keyword: string,
  onTokenExpired: () => void,
): { state: ListState<T>; retry: () => void } {
  const [state, setState] = useState<ListState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const expiredToken = useRef<string | null>(null);
  const tokenExpired = useRef(onTokenExpired);
  tokenExpired.current = onTokenExpired;
  const { token, ticket, language, apiBaseUrl } = context;
  const dbId = context.subSystem?.id ?? '';
  const codes = context.dataPermissionCodes.join('\n');

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry trigger
  useEffect(() => {
    if (!dbId || !codes) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    const request: MesQueryRequest = {
      dbId,
      dataPermissionCodes: codes.split('\n'),
      skipCount: 0,
      maxResultCount: MES_LIST_ROWS,
      ...(keyword ? { keyword } : {}),
    };
    fetchList({ token, ticket, language, apiBaseUrl }, request, { signal: controller.signal }).then(
      (data) => {
        expiredToken.current = null;
        setState({ status: 'success', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = error instanceof PlatformApiError ? error : new PlatformApiError('unexpected', 0, '', '');
        if (failure.isUnauthorized && expiredToken.current === null) {
          expiredToken.current = token;
          tokenExpired.current();
          setState({ status: 'renewing' });
        } else if (failure.isUnauthorized && expiredToken.current === token) {
          // Another change while the shell is still renewing: keep waiting.
          setState({ status: 'renewing' });
        } else {
          setState({ status: 'error', error: failure });
        }
      },
    );
    return () => controller.abort();
  }, [fetchList, token, ticket, language, apiBaseUrl, dbId, codes, keyword, attempt]);

  const retry = useCallback(() => {
    expiredToken.current = null;
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
