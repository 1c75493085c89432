import type { GrantCatalogue } from '@workbench/contracts';
import { Alert, Collapse, type CollapseProps, Empty, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../../stores/session-store';
import { applicationName } from '../../../appbox';
import { applicationTreesOf, hiddenGrantCount } from '../model/catalogue-trees';
import type { RoleGrants } from '../model/role-draft';
import { ApplicationGrantPanel } from './application-grant-panel';

export interface ApplicationGrantsProps {
  catalogue: GrantCatalogue;
  grants: RoleGrants;
  onChange(update: (current: RoleGrants) => RoleGrants): void;
}

const countWithin = (ids: ReadonlySet<string>, scope: ReadonlySet<string>) =>
  [...ids].filter((id) => scope.has(id)).length;

/**
 * The applications the user may grant, one folding panel each: a plant has many applications with
 * long menus, and a panel's trees are only rendered once it is opened.
 */
export function ApplicationGrants({ catalogue, grants, onChange }: ApplicationGrantsProps) {
  const { t } = useTranslation();
  const language = useSessionStore((state) => state.language);

  const applications = useMemo(
    () =>
      catalogue.applications.map((application) => ({
        id: application.id,
        name: applicationName(application, language),
        trees: applicationTreesOf(application, language),
      })),
    [catalogue, language],
  );
  const hidden = hiddenGrantCount(grants, catalogue);

  const items: CollapseProps['items'] = applications.map(({ id, name, trees }) => {
    const granted = grants.applicationIds.has(id);
    const summary = t('adminRoles.applications.summary', {
      pages: countWithin(grants.menuIds, trees.pageIds),
      dataPermissions: countWithin(grants.dataPermissionIds, trees.dataPermissionIds),
    });
    return {
      key: id,
      label: (
        <span className="wb-role-application-label">
          <span>{name}</span>
          <Tag color={granted ? 'blue' : undefined}>
            {granted ? t('adminRoles.applications.granted') : t('adminRoles.applications.notGranted')}
          </Tag>
          <span className="wb-role-hint">{summary}</span>
        </span>
      ),
      children: (
        <ApplicationGrantPanel applicationId={id} name={name} trees={trees} grants={grants} onChange={onChange} />
      ),
    };
  });

  return (
    <div className="wb-role-section">
      {hidden > 0 ? (
        <Alert type="info" showIcon title={t('adminRoles.applications.hidden', { count: hidden })} />
      ) : null}
      {items.length > 0 ? (
        <Collapse items={items} defaultActiveKey={items.length === 1 ? [applications[0]?.id ?? ''] : []} />
      ) : (
        <Empty description={t('adminRoles.applications.none')} />
      )}
    </div>
  );
}
