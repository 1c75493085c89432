import { RoutedApp } from '@workbench/app-kit';
import { translator } from './i18n/translate';
import { AndonPage } from './pages/andon-page';
import { WorkCentresPage } from './pages/work-centres-page';
import { WorkOrdersPage } from './pages/work-orders-page';
import { mesPageOf } from './routing/mes-routes';

export function App() {
  return (
    <RoutedApp
      translator={translator}
      pageOf={mesPageOf}
      // Keyed by the scope: a new plant or line choice starts the page afresh.
      render={(page, context, scope) => {
        if (page.page === 'andon') return <AndonPage key={scope} context={context} />;
        if (page.page === 'work-centres') return <WorkCentresPage key={scope} context={context} />;
        return <WorkOrdersPage key={`${scope}|${page.view}`} context={context} view={page.view} />;
      }}
    />
  );
}
