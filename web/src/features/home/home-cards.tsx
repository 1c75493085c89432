import { InboxOutlined } from '@ant-design/icons';
import { Card, Empty, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { isAdministrator, useSessionStore } from '../../stores/session-store';

/** The account module: greets the user and shows their account. */
export function AccountCard() {
  const { t } = useTranslation();
  const user = useSessionStore(
    useShallow((s) => ({
      name: s.displayName || s.userName,
      userName: s.userName,
      administrator: isAdministrator(s),
      accessLevel: s.mesAccessLevel,
    })),
  );

  return (
    <Card className="wb-welcome">
      <h1 className="wb-welcome-title">{t('home.welcome', { name: user.name })}</h1>
      <p className="wb-welcome-intro">{t('home.intro')}</p>
      <h2 className="wb-account-title">{t('home.account')}</h2>
      <dl className="wb-account">
        <dt>{t('home.userName')}</dt>
        <dd>{user.userName}</dd>
        <dt>{t('home.role')}</dt>
        <dd>
          <Tag color={user.administrator ? 'blue' : 'default'}>
            {user.administrator ? t('user.administrator') : t('user.ordinary')}
          </Tag>
        </dd>
        {user.accessLevel ? (
          <>
            <dt>{t('home.accessLevel')}</dt>
            <dd>{user.accessLevel}</dd>
          </>
        ) : null}
      </dl>
    </Card>
  );
}

/** The warehouses module: the warehouses the user's account may use. */
export function WarehousesCard() {
  const { t } = useTranslation();
  const warehouses = useSessionStore((s) => s.warehouseDtos);

  return (
    <Card
      title={t('home.warehouses')}
      extra={<span className="wb-muted">{t('home.warehouseCount', { count: warehouses.length })}</span>}
    >
      {warehouses.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.noWarehouses')} />
      ) : (
        <ul className="wb-warehouses" aria-label={t('home.warehouses')}>
          {warehouses.map((warehouse) => (
            <li key={warehouse.id} className="wb-warehouse">
              <span className="wb-warehouse-mark" aria-hidden="true">
                <InboxOutlined />
              </span>
              <span className="wb-warehouse-text">
                <span className="wb-warehouse-name">{warehouse.name}</span>
                <span className="wb-warehouse-code">{t('home.warehouseCode', { code: warehouse.code })}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
