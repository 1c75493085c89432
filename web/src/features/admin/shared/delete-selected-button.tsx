import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';

export interface DeleteSelectedButtonProps {
  /** How many rows are selected: named in the button and the question; none disables it. */
  count: number;
  deleting: boolean;
  onConfirm(): void;
}

/** A list's "Delete selected (n)", which asks first, naming how many records go. */
export function DeleteSelectedButton({ count, deleting, onConfirm }: DeleteSelectedButtonProps) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={t('admin.deleteConfirmTitle', { count })}
      description={t('admin.deleteConfirmText')}
      okText={t('admin.delete')}
      cancelText={t('admin.cancel')}
      okButtonProps={{ danger: true }}
      disabled={count === 0}
      onConfirm={onConfirm}
    >
      <Button danger icon={<DeleteOutlined aria-hidden />} disabled={count === 0} loading={deleting}>
        {t('admin.deleteSelected', { count })}
      </Button>
    </Popconfirm>
  );
}
