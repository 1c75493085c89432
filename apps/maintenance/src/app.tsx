import { Notice, useHostSession, useHostState } from '@workbench/app-kit';
import type { HostContext } from '@workbench/contracts';
import { initialLanguage } from '@workbench/contracts/app-bridge';
import { useEffect } from 'react';
import { I18nProvider, useI18n } from './i18n/i18n-context';
import { EquipmentLedgerPage } from './pages/equipment-ledger-page';
import { EquipmentStatusPage } from './pages/equipment-status-page';
import { RecordsPage } from './pages/records-page';
import { maintenancePageOf } from './routing/maintenance-routes';

/** Keeps the page's language and title in step with the context. */
function useDocumentLanguage() {
  const { language, t } = useI18n();
  useEffect(() => {
    document.documentElement.lang = language;
    document.title = t('appTitle');
  }, [language, t]);
}

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
function Waiting({ status }: { status: 'connecting' | 'outside' | 'unreachable' }) {
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
  const state = useHostState();
  if (state.status === 'ready') {
    return (
      <I18nProvider language={state.context.language}>
        <HostedPage context={state.context} />
      </I18nProvider>
    );
  }
  // Before the bridge answers (and if it never does), the portal's language from the address.
  return (
    <I18nProvider language={initialLanguage(window)}>
      <Waiting status={state.status} />
    </I18nProvider>
  );
}
