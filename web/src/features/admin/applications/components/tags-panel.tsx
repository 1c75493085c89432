import { PlusOutlined } from '@ant-design/icons';
import type { TagAdmin } from '@workbench/contracts';
import { Button, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HistoryButton } from '../../shared/history/history-button';
import { LoadFailedAlert } from '../../shared/load-failed-alert';
import { RowActions } from '../../shared/row-actions';
import { useDeleteRecords } from '../../shared/use-delete-records';
import { deleteTags } from '../api/delete-tags';
import { useAdminTags } from '../api/get-admin-tags';
import { refreshCatalogue } from '../api/query-keys';
import { TagNameModal } from './tag-name-modal';

export interface TagsPanelProps {
  /** The tag the application list is filtered by; null for all. */
  selectedTagId: string | null;
  onSelect(tagId: string | null): void;
}

/** The workbench drawer's tags in its order: choosing one filters the list; add, rename, delete. */
export function TagsPanel({ selectedTagId, onSelect }: TagsPanelProps) {
  const { t } = useTranslation();
  const tags = useAdminTags();
  // undefined: no dialog; null: a new tag.
  const [editing, setEditing] = useState<TagAdmin | null | undefined>(undefined);

  const remove = useDeleteRecords({
    remove: deleteTags,
    refresh: refreshCatalogue,
    onDeleted(ids) {
      if (selectedTagId && ids.includes(selectedTagId)) onSelect(null);
    },
  });

  const filter = (id: string | null, name: string) => (
    <button
      type="button"
      className="wb-apps-tag-filter"
      aria-pressed={selectedTagId === id}
      onClick={() => onSelect(id)}
    >
      {name}
    </button>
  );

  return (
    <aside className="wb-apps-tags" aria-labelledby="wb-apps-tags-title">
      <div className="wb-apps-tags-header">
        <h2 id="wb-apps-tags-title" className="wb-apps-subtitle">
          {t('adminApps.tags.title')}
        </h2>
        <Button size="small" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing(null)}>
          {t('adminApps.tags.create')}
        </Button>
        <HistoryButton resource="tag" />
      </div>
      {tags.isPending ? <Spin className="wb-apps-loading" /> : null}
      {tags.isError ? <LoadFailedAlert error={tags.error} onRetry={() => void tags.refetch()} /> : null}
      <ul className="wb-apps-tag-list">
        <li>{filter(null, t('adminApps.tags.all'))}</li>
        {(tags.data ?? []).map((tag) => (
          <li key={tag.id}>
            {filter(tag.id, tag.tagName)}
            <RowActions
              size="small"
              name={tag.tagName}
              editLabel={t('adminApps.tags.rename', { name: tag.tagName })}
              deleteLabel={t('adminApps.tags.delete', { name: tag.tagName })}
              onEdit={() => setEditing(tag)}
              remove={{
                title: t('adminApps.tags.deleteTitle', { name: tag.tagName }),
                description: t('adminApps.tags.deleteWarning'),
                onConfirm: () => remove.mutateAsync([tag.id]),
              }}
            />
          </li>
        ))}
      </ul>
      {editing !== undefined ? <TagNameModal tag={editing} onClose={() => setEditing(undefined)} /> : null}
    </aside>
  );
}
