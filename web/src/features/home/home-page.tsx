import { Card, Empty } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfigStore } from '../../stores/runtime-config-store';
import { isAdministrator, useSessionStore } from '../../stores/session-store';
import { useRouteValue } from '../../ui/routing/use-route-value';
import { useStableNavigate } from '../../ui/routing/use-stable-navigate';
import { ApplicationChooser } from '../appbox';
import type { DashboardModule } from './dashboard-modules';
import { AccountCard, WarehousesCard } from './home-cards';
import { MODULE_TITLE_KEYS } from './module-titles';
import { useDashboardLayout } from './use-dashboard-layout';
import './home.css';

// Only administrators open the editor (antd's Modal and List): loaded then, not with the home page.
const ModuleEditor = lazy(() => import('./module-editor').then((m) => ({ default: m.ModuleEditor })));

/** Query of the dashboard that opens the module editor (the tab bar's Add Module and Edit Module). */
export const MODULES_QUERY = 'modules';

function ApplicationsCard() {
  const { t } = useTranslation();
  return (
    <Card className="wb-home-wide" title={t(MODULE_TITLE_KEYS.applications)}>
      <ApplicationChooser />
    </Card>
  );
}

const MODULE_VIEWS: Record<DashboardModule, () => React.JSX.Element> = {
  applications: ApplicationsCard,
  account: AccountCard,
  warehouses: WarehousesCard,
};

/** / and /dashboard/dashboard: the workbench home, made of the modules an administrator arranged. */
export function HomePage() {
  const { t } = useTranslation();
  const navigate = useStableNavigate();
  // Only the query's mode, so that the home page, kept while other tabs are used, is not rendered
  // again by their navigations.
  const mode = useRouteValue((state) => new URLSearchParams(state.location.search).get(MODULES_QUERY));
  const layout = useDashboardLayout((s) => s.layout);
  const administrator = useSessionStore(isAdministrator);
  const editable = useRuntimeConfigStore((s) => s.settings.homePage === 1);

  return (
    <div className="wb-home-grid">
      {layout.length === 0 ? <Empty className="wb-home-wide" description={t('home.modules.noneShown')} /> : null}
      {layout.map((module) => {
        const View = MODULE_VIEWS[module];
        return <View key={module} />;
      })}
      {administrator && editable && (mode === 'add' || mode === 'edit') ? (
        <Suspense fallback={null}>
          <ModuleEditor mode={mode} onClose={() => navigate('/dashboard/dashboard', { replace: true })} />
        </Suspense>
      ) : null}
    </div>
  );
}
