import type { Notice } from '@workbench/contracts';

/** An announcement as the list and get answer it. */
export function noticeRow(id: string, title: string, extra: Partial<Notice> = {}): Notice {
  return {
    id,
    texts: { en: { title, body: '' } },
    priority: 'normal',
    audience: { everyone: true, roleIds: [], userIds: [], applicationIds: [] },
    publishAt: null,
    expiresAt: null,
    state: 'draft',
    publishedAt: null,
    withdrawnAt: null,
    authorName: 'it.chief',
    readCount: 0,
    audienceCount: 0,
    creationTime: '2026-11-20T08:00:00.000Z',
    ...extra,
  };
}
