import { HostedApp, Notice, useDocumentLanguage, useHostSession, type WaitingStatus } from '@workbench/app-kit';
import type { HostContext } from '@workbench/contracts';
import { useI18n } from './i18n/i18n-context';
import { translator } from './i18n/translate';
import { AndonPage } from './pages/andon-page';
import { WorkCentresPage } from './pages/work-centres-page';
import { WorkOrdersPage } from './pages/work-orders-page';
import { mesPageOf } from './routing/mes-routes';

function HostedPage({ context }: { context: HostContext }) {
  const { t } = useI18n();
  useDocumentLanguage();
  const page = mesPageOf(context.route || window.location.hash);
  // A new plant or line choice starts the page afresh.
  const scope = `${context.subSystem?.id ?? ''}|${context.dataPermissionCodes.join(',')}`;
  if (page.page === 'andon') return <AndonPage key={scope} context={context} />;
  if (page.page === 'work-centres') return <WorkCentresPage key={scope} context={context} />;
  if (page.page === 'work-orders')
    return <WorkOrdersPage key={`${scope}|${page.view}`} context={context} view={page.view} />;
  return (
    <Notice title={t('notInDemoTitle')}>
      <p>{t('notInDemoBody', { route: page.route })}</p>
    </Notice>
  );
}

/** No session from the workbench: opened on its own, or framed but the shell did not answer. */
function Waiting({ status }: { status: WaitingStatus }) {
  const { t } = useI18n();
  const session = useHostSession();
  useDocumentLanguage();
  if (status === 'connecting') return <Notice title={t('connecting')} />;
  const framed = status === 'unreachable';
  return (
    <Notice title={framed ? t('unreachableTitle') : t('outsideTitle')}>
      <p>{framed ? t('unreachableBody') : t('outsideBody')}</p>
      <p className="notice-actions">
        {framed && (
          <button type="button" className="button button-primary" onClick={session.retry}>
            {t('retry')}
          </button>
        )}
        <a className={framed ? 'button' : 'button button-primary'} href="/" target="_top">
          {t('outsideLink')}
        </a>
      </p>
    </Notice>
  );
}

export function App() {
  return (
    <HostedApp
      translator={translator}
      hosted={(context) => <HostedPage context={context} />}
      waiting={(status) => <Waiting status={status} />}
    />
  );
}
