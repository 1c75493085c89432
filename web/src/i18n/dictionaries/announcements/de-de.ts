import type { AnnouncementsTexts } from './en';

export const announcementsDeDE: AnnouncementsTexts = {
  'announcements.button': 'Ankündigungen',
  'announcements.buttonUnread_one': 'Ankündigungen, {{count}} ungelesen',
  'announcements.buttonUnread_other': 'Ankündigungen, {{count}} ungelesen',
  'announcements.title': 'Ankündigungen',
  'announcements.empty': 'Keine Ankündigungen für Sie.',
  'announcements.loadFailed': 'Die Ankündigungen konnten nicht gelesen werden.',
  'announcements.retry': 'Erneut versuchen',
  'announcements.unread': 'Neu',
  'announcements.gotIt': 'Verstanden',
  'announcements.priority.normal': 'Normal',
  'announcements.priority.important': 'Wichtig',
  'announcements.priority.urgent': 'Dringend',
};
