import type { HostContext } from '@workbench/contracts';
import { useI18n } from '../i18n/i18n-context';

/** The page title and the scope the list is read in: the chosen sub-system and warehouses. */
export function PageHeader({ title, context }: { title: string; context: HostContext }) {
  const { t } = useI18n();
  return (
    <header className="page-header">
      <h1>{title}</h1>
      <dl className="scope">
        <div className="scope-item">
          <dt>{t('subSystem')}</dt>
          <dd>{context.subSystem?.displayName ?? '—'}</dd>
        </div>
        <div className="scope-item">
          <dt>{t('warehousesInEffect')}</dt>
          <dd>
            <ul className="chips" aria-label={t('warehousesInEffect')}>
              {context.dataPermissionCodes.map((code) => (
                <li key={code} className="chip">
                  {code}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
    </header>
  );
}
