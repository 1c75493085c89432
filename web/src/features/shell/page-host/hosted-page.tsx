import type { AppToHostMessage, HostContext } from '@workbench/contracts';
import { Button, Spin } from 'antd';
import { useContext, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshAfterUnauthorized } from '../../../api/http-client';
import { LazyResult } from '../../../ui/lazy-result';
import { PagePathContext } from '../page-area/page-path-context';
import { listenForScans } from '../scanner/scan-channel';
import { createHostBridge, type HostBridge } from './host-bridge';
import type { HostedAddress } from './hosted-address';
import './hosted-page.css';

/** How long a sub-application may take to say it is ready before its tab shows an error. */
export const SUB_APPLICATION_START_MS = 20_000;

/**
 * Applications from another origin run scripts and forms and may open windows, but never navigate
 * the portal itself. (A same-origin frame could lift any sandbox, so none is claimed for it.)
 */
export const FOREIGN_FRAME_SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads allow-modals';

type Status = { kind: 'loading' } | { kind: 'ready' } | { kind: 'error'; message: string };

export interface HostedPageProps {
  address: HostedAddress;
  /** The application's name in the active language, for messages and the frame's title. */
  applicationName: string;
  pageTitle: string;
  context: HostContext | null;
}

/**
 * An application page in the page area: a frame at the page's address. A sub-application of
 * sys.json is handed the session over the host bridge once it says it is ready, and again whenever
 * the context changes, and the codes scanned while it is shown; if it never gets ready or reports a failure, the error shows inside this
 * tab with a retry, and the rest of the shell goes on working.
 */
export function HostedPage({ address, applicationName, pageTitle, context }: HostedPageProps) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const bridge = useRef<HostBridge | null>(null);
  const contextRef = useRef(context);
  contextRef.current = context;
  /** Whether the frame's application has said it is ready: from then on every new context goes to it. */
  const ready = useRef(false);
  const [attempt, setAttempt] = useState(0);
  const usesBridge = address.kind === 'bridge';
  const [status, setStatus] = useState<Status>(usesBridge ? { kind: 'loading' } : { kind: 'ready' });

  const bridgeUrl = address.kind === 'bridge' ? address.url : null;
  const bridgeOrigin = address.kind === 'bridge' ? address.origin : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt re-creates the frame and must re-create its bridge
  useEffect(() => {
    const element = frame.current;
    if (!bridgeUrl || !bridgeOrigin || !element) return;
    setStatus({ kind: 'loading' });
    ready.current = false;
    const onMessage = (message: AppToHostMessage) => {
      if (message.type === 'ready') {
        // Also when an application that was ready loads again inside its frame: it starts without a session.
        window.clearTimeout(timer);
        ready.current = true;
        setStatus({ kind: 'ready' });
        if (contextRef.current) bridge.current?.send(contextRef.current);
      } else if (message.type === 'activity') {
        window.dispatchEvent(new Event('workbench:activity'));
      } else if (message.type === 'token-expired') {
        const token = contextRef.current?.token ?? '';
        // A successful refresh changes the context, which the effect below sends again.
        refreshAfterUnauthorized(token).catch(() => undefined);
      } else {
        window.clearTimeout(timer);
        setStatus({ kind: 'error', message: t('shell.host.failed', { message: message.message }) });
      }
    };
    bridge.current = createHostBridge({ frame: element, origin: bridgeOrigin, onMessage });
    const timer = window.setTimeout(
      () => setStatus({ kind: 'error', message: t('shell.host.noStart') }),
      SUB_APPLICATION_START_MS,
    );
    return () => {
      window.clearTimeout(timer);
      bridge.current?.dispose();
      bridge.current = null;
    };
  }, [bridgeUrl, bridgeOrigin, attempt]);

  useEffect(() => {
    if (ready.current && context) bridge.current?.send(context);
  }, [context]);

  // Codes scanned while this page is shown go to the application, once it is there to take them.
  const pagePath = useContext(PagePathContext);
  useEffect(() => {
    if (pagePath === null || !usesBridge) return;
    return listenForScans(pagePath, (code) => {
      if (ready.current) bridge.current?.sendScan(code);
    });
  }, [pagePath, usesBridge]);

  if (address.kind === 'not-listed' || address.kind === 'no-address') {
    const message =
      address.kind === 'not-listed' ? t('shell.host.notListed', { name: applicationName }) : t('shell.host.noAddress');
    return <LazyResult className="wb-hosted-page" status="warning" title={t('shell.host.title')} subTitle={message} />;
  }

  return (
    <div className="wb-hosted-page">
      {status.kind === 'error' ? (
        <LazyResult
          className="wb-hosted-error"
          status="error"
          title={t('shell.host.title')}
          subTitle={status.message}
          extra={
            <Button type="primary" onClick={() => setAttempt((n) => n + 1)}>
              {t('shell.host.retry')}
            </Button>
          }
        />
      ) : null}
      {status.kind === 'loading' ? (
        <div className="wb-hosted-loading" role="status">
          <Spin />
          <span>{t('shell.host.loading', { name: applicationName })}</span>
        </div>
      ) : null}
      <iframe
        key={attempt}
        ref={frame}
        className="wb-hosted-frame"
        hidden={status.kind === 'error'}
        src={address.url}
        title={t('shell.host.frameTitle', { page: pageTitle, application: applicationName })}
        sandbox={address.origin === window.location.origin ? undefined : FOREIGN_FRAME_SANDBOX}
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
