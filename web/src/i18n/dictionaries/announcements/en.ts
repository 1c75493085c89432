/** Texts of the top bar's announcements. The other languages must give every key. */
export const announcementsEn = {
  'announcements.button': 'Announcements',
  'announcements.buttonUnread_one': 'Announcements, {{count}} unread',
  'announcements.buttonUnread_other': 'Announcements, {{count}} unread',
  'announcements.title': 'Announcements',
  'announcements.empty': 'No announcements for you.',
  'announcements.loadFailed': 'The announcements could not be read.',
  'announcements.retry': 'Try again',
  'announcements.unread': 'New',
  'announcements.gotIt': 'Got it',
  'announcements.priority.normal': 'Normal',
  'announcements.priority.important': 'Important',
  'announcements.priority.urgent': 'Urgent',
} as const;

export type AnnouncementsTexts = Record<keyof typeof announcementsEn, string>;
