import type { HostContext, PagedResult, WarehouseQueryRequest } from '@workbench/contracts';
import { type ApiSession, type CallOptions, PlatformApiError } from '@workbench/contracts/app-bridge';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The body every demo list call takes (warehouse, MES and maintenance lists share one schema):
 * the sub-system, the data permissions in effect, a keyword and the page's window.
 */
export type PagedListRequest = WarehouseQueryRequest;

export type FetchPage<T> = (
  session: ApiSession,
  request: PagedListRequest,
  options?: CallOptions,
) => Promise<PagedResult<T>>;

export type PageState<T> =
  /** `previous` keeps the last page on screen while the next one loads. */
  | { status: 'loading'; previous: PagedResult<T> | undefined }
  | { status: 'success'; data: PagedResult<T> }
  /** The token was refused; the shell has been asked for a new one and its next context reloads. */
  | { status: 'renewing' }
  | { status: 'error'; error: PlatformApiError };

export interface PageQuery {
  keyword: string;
  skipCount: number;
  maxResultCount: number;
}

/** The page to keep on screen while the next one loads. */
export function previousOf<T>(state: PageState<T>): PagedResult<T> | undefined {
  if (state.status === 'success') return state.data;
  if (state.status === 'loading') return state.previous;
  return undefined;
}

/**
 * One page of a list for the current context, loaded again whenever the context (token,
 * language, sub-system, data permissions) or the query changes. A 401 asks the shell once for a
 * new session and waits for its next context; if the new token is refused as well, the server's
 * message is shown instead of asking again and again. Nothing is called without a sub-system and
 * at least one data permission.
 */
export function usePagedList<T>(
  fetchPage: FetchPage<T>,
  context: HostContext,
  query: PageQuery,
  onTokenExpired: () => void,
): { state: PageState<T>; retry: () => void } {
  const [state, setState] = useState<PageState<T>>({ status: 'loading', previous: undefined });
  const [attempt, setAttempt] = useState(0);
  /** The token reported as expired, while waiting for its replacement. */
  const expiredToken = useRef<string | null>(null);
  const tokenExpired = useRef(onTokenExpired);
  tokenExpired.current = onTokenExpired;

  const { token, ticket, language, apiBaseUrl } = context;
  const dbId = context.subSystem?.id ?? '';
  // A string, so that an equal list in a new context object does not reload.
  const codes = context.dataPermissionCodes.join('\n');
  const { keyword, skipCount, maxResultCount } = query;

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry trigger
  useEffect(() => {
    if (!dbId || !codes) return;
    const controller = new AbortController();
    setState((current) => ({ status: 'loading', previous: previousOf(current) }));
    const request: PagedListRequest = {
      dbId,
      dataPermissionCodes: codes.split('\n'),
      skipCount,
      maxResultCount,
      ...(keyword ? { keyword } : {}),
    };
    fetchPage({ token, ticket, language, apiBaseUrl }, request, { signal: controller.signal }).then(
      (data) => {
        expiredToken.current = null;
        setState({ status: 'success', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure =
          error instanceof PlatformApiError ? error : new PlatformApiError('unexpected', 0, '', String(error));
        if (failure.isUnauthorized && expiredToken.current === null) {
          expiredToken.current = token;
          tokenExpired.current();
          setState({ status: 'renewing' });
        } else if (failure.isUnauthorized && expiredToken.current === token) {
          // Another change (e.g. language) while the shell is still renewing: keep waiting.
          setState({ status: 'renewing' });
        } else {
          setState({ status: 'error', error: failure });
        }
      },
    );
    return () => controller.abort();
  }, [fetchPage, token, ticket, language, apiBaseUrl, dbId, codes, keyword, skipCount, maxResultCount, attempt]);

  const retry = useCallback(() => {
    expiredToken.current = null;
    setAttempt((n) => n + 1);
  }, []);

  return { state, retry };
}
