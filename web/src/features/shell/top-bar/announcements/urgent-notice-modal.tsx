import type { MyNotice } from '@workbench/contracts';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../../lib/format-time';
import { ServerHtml } from '../../../../ui/server-html';
import { NoticePriorityTag } from './notice-priority-tag';

export interface UrgentNoticeModalProps {
  notice: MyNotice;
  onClose(): void;
}

/** An urgent announcement, opened by itself; closing it marks it read. */
export function UrgentNoticeModal({ notice, onClose }: UrgentNoticeModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={
        <span className="wb-announcements-modal-title">
          <NoticePriorityTag priority={notice.priority} />
          {notice.title}
        </span>
      }
      okText={t('announcements.gotIt')}
      cancelButtonProps={{ style: { display: 'none' } }}
      onOk={onClose}
      onCancel={onClose}
      mask={{ closable: false }}
      rootClassName="wb-announcements-modal"
    >
      <p className="wb-announcements-modal-time">{formatTime(notice.publishedAt, { justNow: t('time.justNow') })}</p>
      <ServerHtml html={notice.html} />
    </Modal>
  );
}
