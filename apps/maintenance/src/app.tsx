import { RoutedApp } from '@workbench/app-kit';
import { translator } from './i18n/translate';
import { EquipmentLedgerPage } from './pages/equipment-ledger-page';
import { EquipmentStatusPage } from './pages/equipment-status-page';
import { RecordsPage } from './pages/records-page';
import { maintenancePageOf } from './routing/maintenance-routes';

export function App() {
  return (
    <RoutedApp
      translator={translator}
      pageOf={maintenancePageOf}
      // Keyed by the scope: a new plant or area choice starts the page afresh.
      render={(page, context, scope) => {
        if (page.page === 'ledger') return <EquipmentLedgerPage key={scope} context={context} />;
        if (page.page === 'status') return <EquipmentStatusPage key={scope} context={context} />;
        return <RecordsPage key={`${scope}|${page.kind}`} context={context} kind={page.kind} />;
      }}
    />
  );
}
