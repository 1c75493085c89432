import type { UseQueryResult } from '@tanstack/react-query';
import type { MenuResponse } from '@workbench/contracts';
import { Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserMenusKey } from '../../../api/menus/get-user-menus';
import { SidePanel, type SidePanelProps } from './side-panel';

export interface SideContentProps extends Omit<SidePanelProps, 'menus' | 'menusKey'> {
  menus: UseQueryResult<MenuResponse>;
  menusKey: UserMenusKey;
}

/** The side panel once the menus are there; a placeholder while they load, and a retry when they failed. */
export function SideContent({ menus, menusKey, ...panel }: SideContentProps) {
  const { t } = useTranslation();
  if (menus.data) {
    // Keyed by the selection: another application or sub-system starts on its own default tab.
    return (
      <SidePanel
        key={`${menusKey.applicationId}/${menusKey.dbId ?? ''}`}
        menus={menus.data}
        menusKey={menusKey}
        {...panel}
      />
    );
  }
  if (menus.isError) {
    return (
      <div className="wb-side-status" role="alert">
        <p>{t('sideArea.loadFailed')}</p>
        <Button size="small" onClick={() => void menus.refetch()}>
          {t('sideArea.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className="wb-side-status" aria-busy="true">
      <p className="wb-visually-hidden">{t('sideArea.loading')}</p>
      <Skeleton active title={false} paragraph={{ rows: 8 }} />
    </div>
  );
}
