import type { AuditResource } from '@workbench/contracts';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../../stores/session-store';

const HistoryDrawer = lazy(() => import('./history-drawer').then((m) => ({ default: m.HistoryDrawer })));

export interface HistoryButtonProps {
  /** Whose changes to show: a kind of record, optionally one record of it. */
  resource: AuditResource;
  resourceId?: string;
}

/**
 * "Change history": the audit log of the page's records, for administrators. The server refuses
 * everyone else (only administrators may read the log), so the button is only for them.
 */
export function HistoryButton({ resource, resourceId }: HistoryButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // The server's rule (administrator flag), not the menu label's wider one.
  const administrator = useSessionStore((state) => state.isAdmin || state.isSysAdmin);
  if (!administrator) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('admin.history')}</Button>
      {open ? (
        <Suspense fallback={null}>
          <HistoryDrawer resource={resource} resourceId={resourceId} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
