import type { Contact } from '@workbench/contracts';

/** A contact as the list and get answer it. */
export function contactRow(id: string, name: string, extra: Partial<Contact> = {}): Contact {
  return {
    id,
    name,
    email: null,
    phone: null,
    mentionId: null,
    language: 'en',
    groups: [],
    userId: null,
    creationTime: '2026-11-20T08:00:00.000Z',
    ...extra,
  };
}
