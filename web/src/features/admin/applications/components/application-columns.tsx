import { type ApplicationAdmin, INTEGRATION_IN_APP, SWITCH_IN_APP } from '@workbench/contracts';
import type { TableColumnsType } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../../stores/session-store';
import { applicationName } from '../../../appbox';
import { LogoThumb } from './logo-thumb';

/** The application list's columns, sorted by the server. */
export function useApplicationColumns(sortOrderOf: (field: string) => SortOrder): TableColumnsType<ApplicationAdmin> {
  const { t } = useTranslation();
  const language = useSessionStore((s) => s.language);
  const sortable = (key: string) => ({ key, sorter: true, sortOrder: sortOrderOf(key) });
  return [
    {
      // Logo and the three names in one column, so that the list fits beside the tags without
      // scrolling its last columns under the fixed actions.
      ...sortable('displayName'),
      dataIndex: 'displayName',
      title: t('adminApps.column.application'),
      render: (_, row) => (
        <span className="wb-apps-name-cell">
          <LogoThumb logo={row.applicationLogo} name={applicationName(row, language)} />
          <span className="wb-apps-names">
            <span lang="zh-Hans">{row.displayName}</span>
            <span className="wb-apps-muted">
              <span lang="en">{row.enName}</span>
              {row.enName && row.aliasName ? ' · ' : null}
              <span lang="de-DE">{row.aliasName}</span>
            </span>
          </span>
        </span>
      ),
    },
    {
      key: 'tagName',
      title: t('adminApps.field.tag'),
      render: (_, row) => row.tagName ?? <span className="wb-apps-muted">{t('adminApps.untagged')}</span>,
    },
    {
      key: 'opening',
      title: t('adminApps.column.opening'),
      render: (_, row) => (
        <span className="wb-apps-names">
          <span>{row.switchMethod === SWITCH_IN_APP ? t('adminApps.switch.inApp') : t('adminApps.switch.newTab')}</span>
          <span className="wb-apps-muted">
            {row.integrationMethod === INTEGRATION_IN_APP
              ? t('adminApps.integration.subApplication')
              : t('adminApps.integration.byAddress')}
          </span>
        </span>
      ),
    },
    { key: 'dbInstanceCount', dataIndex: 'dbInstanceCount', title: t('adminApps.column.dbInstances'), align: 'right' },
    { key: 'menuCount', dataIndex: 'menuCount', title: t('adminApps.column.menus'), align: 'right' },
    {
      ...sortable('order'),
      title: t('adminApps.column.order'),
      align: 'right',
      render: (_, row) => row.order + 1,
    },
  ];
}
