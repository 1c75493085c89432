import { HostedApp, Notice, normalizeRoute, useDocumentLanguage, useHostSession } from '@workbench/app-kit';
import type { HostContext } from '@workbench/contracts';
import { useEffect, useRef } from 'react';
import { ErrorBoundary } from './components/error-boundary';
import { InlineMessage } from './components/inline-message';
import { useI18n } from './i18n/i18n-context';
import { translator } from './i18n/translate';
import { InboundOrdersPage } from './pages/inbound-orders-page';
import { LoadingListPage } from './pages/loading-list-page';
import { NotInDemoPage } from './pages/not-in-demo-page';
import { OutsidePortalPage } from './pages/outside-portal-page';
import { StockPage } from './pages/stock-page';
import { TaskListPage } from './pages/tasks/task-list-page';
import { pageOf, replaceHashRoute, useHashRoute } from './routing/hash-route';

/**
 * The route to show. The shell names the page in the frame's address and in the context; a
 * context naming a new route wins, is written into the address, and counts from the first render
 * on (so that no call is made for the page that is being left).
 */
function useShownRoute(contextRoute: string): string {
  const hashRoute = useHashRoute();
  const applied = useRef<string | null>(null);
  const wanted = normalizeRoute(contextRoute);
  const pending = wanted !== '' && wanted !== applied.current;
  useEffect(() => {
    if (wanted && wanted !== applied.current) replaceHashRoute(wanted);
    applied.current = wanted;
  }, [wanted]);
  return pending ? wanted : hashRoute;
}

function HostedPage({ context }: { context: HostContext }) {
  const session = useHostSession();
  const { t } = useI18n();
  const route = useShownRoute(context.route);
  useDocumentLanguage();
  const page = pageOf(route);
  // A new sub-system or warehouse choice starts the list afresh (first page, no search).
  const scope = `${context.subSystem?.id ?? ''}|${context.dataPermissionCodes.join(',')}`;
  return (
    <ErrorBoundary
      onError={session.failed}
      fallback={(message) => <InlineMessage kind="error">{t('crashed', { message })}</InlineMessage>}
    >
      {page.page === 'stock' && <StockPage key={scope} context={context} />}
      {page.page === 'inbound' && <InboundOrdersPage key={scope} context={context} />}
      {page.page === 'loading-list' && <LoadingListPage key={scope} context={context} />}
      {page.page === 'tasks' && <TaskListPage key={`${scope}|${page.spec.kind}`} context={context} spec={page.spec} />}
      {page.page === 'unknown' && <NotInDemoPage route={page.route} />}
    </ErrorBoundary>
  );
}

function Connecting() {
  const { t } = useI18n();
  useDocumentLanguage();
  return <Notice title={t('connecting')} />;
}

function Outside({ framed }: { framed: boolean }) {
  const session = useHostSession();
  useDocumentLanguage();
  return <OutsidePortalPage onRetry={framed ? session.retry : undefined} />;
}

export function App() {
  return (
    <HostedApp
      translator={translator}
      hosted={(context) => <HostedPage context={context} />}
      waiting={(status) => (status === 'connecting' ? <Connecting /> : <Outside framed={status === 'unreachable'} />)}
    />
  );
}
