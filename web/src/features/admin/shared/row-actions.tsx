import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteConfirm } from './delete-confirm';

export interface RowActionProps {
  /** The accessible name, saying whose it is ("Send a test through Plant mail"). */
  label: string;
  /** The short word shown on hover ("Send test"). */
  tooltip: string;
  icon: ReactNode;
  onClick(): void;
  className?: string;
  size?: 'small' | 'middle';
}

/** One icon button of a row, with its tooltip and a name that says whose it is. */
export function RowAction({ label, tooltip, icon, onClick, className, size }: RowActionProps) {
  return (
    <Tooltip title={tooltip}>
      <Button type="text" size={size} icon={icon} className={className} aria-label={label} onClick={onClick} />
    </Tooltip>
  );
}

export interface RowDeleteProps {
  /** The question ("Delete the role Operators?"). */
  title: string;
  /** What else goes with it; "This cannot be undone." unless given. */
  description?: string;
  onConfirm(): unknown;
  /** Why this row cannot be deleted: the button stays, disabled, and says why on hover. */
  lockedReason?: string | null;
}

export interface RowActionsProps {
  /** The row's name in the buttons' accessible names ("Edit li.wei", "Delete li.wei"). */
  name: string;
  /** Accessible names of their own, where the name alone would not say what the row is. */
  editLabel?: string;
  deleteLabel?: string;
  onEdit?: () => void;
  /** Delete, after a confirmation. */
  remove?: RowDeleteProps;
  /** Buttons before Edit (a channel's "Send test" and delivery log). */
  leading?: ReactNode;
  /** Buttons between Edit and Delete (a user's password and face). */
  children?: ReactNode;
  className?: string;
  size?: 'small' | 'middle';
}

/** The buttons of one row: the page's own, then Edit, then Delete with its confirmation. */
export function RowActions(props: RowActionsProps) {
  const { name, onEdit, remove, leading, children, className, size } = props;
  const { t } = useTranslation();
  const deleteLabel = props.deleteLabel ?? t('admin.deleteNamed', { name });
  return (
    <span className={['wb-admin-row-actions', className].filter(Boolean).join(' ')}>
      {leading}
      {onEdit ? (
        <RowAction
          label={props.editLabel ?? t('admin.editNamed', { name })}
          tooltip={t('admin.edit')}
          icon={<EditOutlined aria-hidden />}
          onClick={onEdit}
          size={size}
        />
      ) : null}
      {children}
      {remove ? (
        remove.lockedReason ? (
          // A disabled button gets no pointer events; the span carries the tooltip that says why.
          <Tooltip title={remove.lockedReason}>
            <span>
              <Button
                type="text"
                size={size}
                danger
                disabled
                icon={<DeleteOutlined aria-hidden />}
                aria-label={deleteLabel}
              />
            </span>
          </Tooltip>
        ) : (
          <DeleteConfirm title={remove.title} description={remove.description} onConfirm={remove.onConfirm}>
            <Tooltip title={t('admin.delete')}>
              <Button type="text" size={size} danger icon={<DeleteOutlined aria-hidden />} aria-label={deleteLabel} />
            </Tooltip>
          </DeleteConfirm>
        )
      ) : null}
    </span>
  );
}
