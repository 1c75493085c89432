import { DownloadOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Input, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { DeleteSelectedButton } from '../../shared/delete-selected-button';
import { HistoryButton } from '../../shared/history/history-button';

export interface UsersToolbarProps {
  selectedCount: number;
  deleting: boolean;
  exporting: boolean;
  onSearch(filter: string): void;
  onCreate(): void;
  onDeleteSelected(): void;
  onExport(): void;
  onRefresh(): void;
}

/** Search, New, Delete selected (confirmed, naming the count), Export, change history and refresh. */
export function UsersToolbar(props: UsersToolbarProps) {
  const { t } = useTranslation();
  const count = props.selectedCount;
  return (
    <>
      <Input.Search
        className="wb-users-search"
        aria-label={t('adminUsers.searchLabel')}
        placeholder={t('adminUsers.searchPlaceholder')}
        enterButton={t('admin.search')}
        allowClear
        // The typed text stays in the box; clearing it shows everyone again.
        onSearch={(value) => props.onSearch(value)}
      />
      <Button type="primary" icon={<PlusOutlined />} onClick={props.onCreate}>
        {t('admin.create')}
      </Button>
      <DeleteSelectedButton count={count} deleting={props.deleting} onConfirm={props.onDeleteSelected} />
      <Button icon={<DownloadOutlined />} loading={props.exporting} onClick={props.onExport}>
        {t('adminUsers.export')}
      </Button>
      <HistoryButton resource="leadUser" />
      <Tooltip title={t('admin.refresh')}>
        <Button icon={<ReloadOutlined />} aria-label={t('admin.refresh')} onClick={props.onRefresh} />
      </Tooltip>
    </>
  );
}
