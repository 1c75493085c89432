import { HostedApp, Notice, useDocumentLanguage, useHostSession, type WaitingStatus } from '@workbench/app-kit';
import type { HostContext } from '@workbench/contracts';
import { useI18n } from './i18n/i18n-context';
import { translator } from './i18n/translate';
import { EquipmentLedgerPage } from './pages/equipment-ledger-page';
import { EquipmentStatusPage } from './pages/equipment-status-page';
import { RecordsPage } from './pages/records-page';
import { maintenancePageOf } from './routing/maintenance-routes';

function HostedPage({ context }: { context: HostContext }) {
  const { t } = useI18n();
  useDocumentLanguage();
  const page = maintenancePageOf(context.route || window.location.hash);
  // A new plant or area choice starts the page afresh.
  const scope = `${context.subSystem?.id ?? ''}|${context.dataPermissionCodes.join(',')}`;
  if (page.page === 'ledger') return <EquipmentLedgerPage key={scope} context={context} />;
  if (page.page === 'status') return <EquipmentStatusPage key={scope} context={context} />;
  if (page.page === 'records') return <RecordsPage key={`${scope}|${page.kind}`} context={context} kind={page.kind} />;
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
