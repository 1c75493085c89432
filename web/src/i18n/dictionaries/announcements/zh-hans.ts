import type { AnnouncementsTexts } from './en';

export const announcementsZhHans: AnnouncementsTexts = {
  'announcements.button': '公告',
  'announcements.buttonUnread_one': '公告，{{count}} 条未读',
  'announcements.buttonUnread_other': '公告，{{count}} 条未读',
  'announcements.title': '公告',
  'announcements.empty': '暂无您的公告。',
  'announcements.loadFailed': '无法读取公告。',
  'announcements.retry': '重试',
  'announcements.unread': '新',
  'announcements.gotIt': '知道了',
  'announcements.priority.normal': '普通',
  'announcements.priority.important': '重要',
  'announcements.priority.urgent': '紧急',
};
