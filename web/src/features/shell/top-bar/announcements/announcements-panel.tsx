import type { MyNotice } from '@workbench/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../../lib/format-time';
import { ServerHtml } from '../../../../ui/server-html';
import { NoticePriorityTag } from './notice-priority-tag';

export interface AnnouncementsPanelProps {
  items: readonly MyNotice[];
  failed: boolean;
  onRetry(): void;
  /** Opening an unread one marks it read. */
  onRead(id: string): void;
}

/** The user's announcements, newest first: title, time and priority; opening one shows its text. */
export function AnnouncementsPanel({ items, failed, onRetry, onRead }: AnnouncementsPanelProps) {
  const { t } = useTranslation();
  const [openId, setOpenId] = useState<string | null>(null);

  if (failed) {
    return (
      <div className="wb-announcements-empty">
        <p>{t('announcements.loadFailed')}</p>
        <Button size="small" onClick={onRetry}>
          {t('announcements.retry')}
        </Button>
      </div>
    );
  }
  if (items.length === 0) return <p className="wb-announcements-empty">{t('announcements.empty')}</p>;

  const toggle = (item: MyNotice) => {
    const opening = openId !== item.id;
    setOpenId(opening ? item.id : null);
    if (opening && !item.read) onRead(item.id);
  };

  return (
    <ul className="wb-announcements-list">
      {items.map((item) => (
        <li key={item.id} className={item.read ? 'is-read' : 'is-unread'}>
          <button
            type="button"
            className="wb-announcements-item"
            aria-expanded={openId === item.id}
            aria-controls={`wb-announcement-${item.id}`}
            onClick={() => toggle(item)}
          >
            <span className="wb-announcements-title">
              {item.read ? null : <span className="wb-announcements-unread-mark">{t('announcements.unread')}</span>}
              {item.title}
            </span>
            <span className="wb-announcements-meta">
              <NoticePriorityTag priority={item.priority} />
              <time dateTime={item.publishedAt}>{formatTime(item.publishedAt, { justNow: t('time.justNow') })}</time>
            </span>
          </button>
          {openId === item.id ? (
            <ServerHtml id={`wb-announcement-${item.id}`} html={item.html} className="wb-announcements-body" />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
