import { NotificationOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../../ui/page-loading';
import { ToolButton } from '../tools/tool-button';
import { ToolPopover } from '../tools/tool-popover';
import { useFocusReturn } from '../use-focus-return';
import { rememberUrgentShown } from './urgent-shown';
import { useMyNotices } from './use-my-notices';
import './announcements.css';

// The list and the modal (antd's Tag and Modal) load when first needed, not with the frame.
const AnnouncementsPanel = lazy(() => import('./announcements-panel').then((m) => ({ default: m.AnnouncementsPanel })));
const UrgentNoticeModal = lazy(() => import('./urgent-notice-modal').then((m) => ({ default: m.UrgentNoticeModal })));

/** Shown as a number up to this; above it "99+". */
const COUNT_SHOWN_MAX = 99;

/**
 * The top bar's announcements: a count of the unread ones, the list, and an urgent one opening by
 * itself once (at sign-in, or the moment it is published). The button is there while the user has
 * announcements to read or read again: a plant that publishes none keeps the bar's room for the
 * product's name and the menus (the bar folds by what it holds, use-top-bar-fold.ts).
 */
export function AnnouncementsButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { triggerId, restoreFocus } = useFocusReturn();
  const notices = useMyNotices();
  const count = notices.unreadCount;
  const urgent = notices.urgent;

  const listed = notices.items.length > 0 || open;
  return (
    <>
      {listed ? (
        <ToolPopover
          open={open}
          onOpenChange={setOpen}
          onClosed={restoreFocus}
          title={t('announcements.title')}
          content={
            <Suspense fallback={<PageLoading inline />}>
              <AnnouncementsPanel
                items={notices.items}
                failed={notices.answer.isError}
                onRetry={() => void notices.answer.refetch()}
                onRead={(id) => notices.markRead([id])}
              />
            </Suspense>
          }
        >
          <span className="wb-count-badge">
            <ToolButton
              id={triggerId}
              label={count > 0 ? t('announcements.buttonUnread', { count }) : t('announcements.button')}
              icon={<NotificationOutlined />}
              aria-haspopup="dialog"
              aria-expanded={open}
              hideTooltip={open}
            />
            {count > 0 ? (
              <sup className="wb-count-badge-count" aria-hidden="true">
                {count > COUNT_SHOWN_MAX ? `${COUNT_SHOWN_MAX}+` : count}
              </sup>
            ) : null}
          </span>
        </ToolPopover>
      ) : null}
      {urgent ? (
        <Suspense fallback={null}>
          <UrgentNoticeModal
            key={urgent.id}
            notice={urgent}
            onClose={() => {
              rememberUrgentShown(notices.userId, urgent.id);
              notices.markRead([urgent.id]);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
