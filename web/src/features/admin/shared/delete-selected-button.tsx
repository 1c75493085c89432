import { DeleteOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { DeleteConfirm } from './delete-confirm';

export interface DeleteSelectedButtonProps {
  /** How many rows are selected: named in the button and the question; none disables it. */
  count: number;
  deleting: boolean;
  /** What else goes with the records; "This cannot be undone." unless given. */
  description?: string;
  onConfirm(): unknown;
}

/** A list's "Delete selected (n)", which asks first, naming how many records go. */
export function DeleteSelectedButton({ count, deleting, description, onConfirm }: DeleteSelectedButtonProps) {
  const { t } = useTranslation();
  return (
    <DeleteConfirm
      title={t('admin.deleteConfirmTitle', { count })}
      description={description}
      disabled={count === 0}
      onConfirm={onConfirm}
    >
      <Button danger icon={<DeleteOutlined aria-hidden />} disabled={count === 0} loading={deleting}>
        {t('admin.deleteSelected', { count })}
      </Button>
    </DeleteConfirm>
  );
}
