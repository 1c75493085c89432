import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, type MyNotice } from '@workbench/contracts';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useHubNewsStore } from '../../../../stores/hub-news-store';
import { useSessionStore } from '../../../../stores/session-store';
import { mockNetwork, ok } from '../../../../testing/mock-network';
import { startPortal } from '../../../../testing/render-app';
import { queryClient } from '../../../../ui/query-client';
import { renderTopBar } from '../render-top-bar';
import { forgetUrgentShown } from './urgent-shown';

const paths = API_PATHS.admin.notices;

const notice = (id: string, title: string, extra: Partial<MyNotice> = {}): MyNotice => ({
  id,
  title,
  html: `<p>${title}: details</p>`,
  priority: 'normal',
  publishedAt: '2026-11-21T07:00:00.000Z',
  read: false,
  ...extra,
});

let mine: MyNotice[];
let network: ReturnType<typeof mockNetwork>;

beforeEach(async () => {
  await startPortal();
  queryClient.clear();
  forgetUrgentShown();
  useHubNewsStore.getState().reset();
  useSessionStore.setState({ userId: 'u-7' });
  // The refresh after a NoticePublished comes at once here (its spread starts at 0).
  vi.spyOn(Math, 'random').mockReturnValue(0);
  mine = [];
  network = mockNetwork((request) => {
    if (request.url === paths.queryMine) {
      return ok({ items: mine, unreadCount: mine.filter((item) => !item.read).length });
    }
    if (request.url === paths.markRead) {
      // The server keeps the receipt only for what it was told.
      const ids = (request.body as { ids: string[] }).ids;
      mine = mine.map((item) => (ids.includes(item.id) ? { ...item, read: true } : item));
      return ok({ unreadCount: mine.filter((item) => !item.read).length });
    }
    return ok({ frontEndLanguages: [] });
  });
});
afterEach(() => {
  network.restore();
  vi.restoreAllMocks();
});

const user = () => userEvent.setup({ delay: null });
const sent = (path: string) => network.sent.filter((request) => request.url === path).map((request) => request.body);
const urgentModal = () => document.querySelector('.wb-announcements-modal .ant-modal') as HTMLElement | null;

describe('top bar: announcements (notice/queryMine)', () => {
  it('counts the unread ones; opening one shows its text and marks it read', async () => {
    mine = [
      notice('n-canteen', 'New canteen hours'),
      notice('n-safety', 'Safety week', { priority: 'important' }),
      notice('n-old', 'Parking lot repainted', { read: true }),
    ];
    await renderTopBar();
    const button = await screen.findByRole('button', { name: 'Announcements, 2 unread' });
    await user().click(button);
    const panel = await screen.findByRole('dialog', { name: 'Announcements' });
    const item = await within(panel).findByRole('button', { name: /Safety week/ });
    expect(within(item).getByText('Important')).toBeTruthy();
    await user().click(item);

    expect(await within(panel).findByText('Safety week: details')).toBeTruthy();
    await waitFor(() => expect(sent(paths.markRead)).toEqual([{ ids: ['n-safety'] }]));
    expect(await screen.findByRole('button', { name: 'Announcements, 1 unread' })).toBeTruthy();
    // A read one opens without a receipt.
    await user().click(within(panel).getByRole('button', { name: /Parking lot repainted/ }));
    expect(sent(paths.markRead)).toHaveLength(1);
  });

  it('shows no button while there is nothing to read, and the button once something is published', async () => {
    mine = [];
    await renderTopBar();
    await waitFor(() => expect(sent(paths.queryMine).length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: /^Announcements/ })).toBeNull();
    mine = [notice('n-canteen', 'New canteen hours')];
    act(() => useHubNewsStore.getState().receiveNoticePublished({ id: 'n-canteen', priority: 'normal' }));
    expect(await screen.findByRole('button', { name: 'Announcements, 1 unread' })).toBeTruthy();
  });

  it('opens an unread urgent one by itself once at sign-in, and not again after closing it', async () => {
    mine = [notice('n-fire', 'Fire drill at 10:00', { priority: 'urgent' }), notice('n-canteen', 'New canteen hours')];
    await renderTopBar();
    await waitFor(() => expect(urgentModal()).not.toBeNull());
    const modal = urgentModal() as HTMLElement;
    expect(within(modal).getByText('Fire drill at 10:00')).toBeTruthy();
    expect(within(modal).getByText('Fire drill at 10:00: details')).toBeTruthy();
    await user().click(within(modal).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(sent(paths.markRead)).toEqual([{ ids: ['n-fire'] }]));
    await waitFor(() => expect(urgentModal()).toBeNull());

    // The list read again (a normal one published), even with the receipt not yet kept: no second opening.
    mine = mine.map((item) => (item.id === 'n-fire' ? { ...item, read: false } : item));
    const asked = sent(paths.queryMine).length;
    act(() => useHubNewsStore.getState().receiveNoticePublished({ id: 'n-canteen', priority: 'normal' }));
    await waitFor(() => expect(sent(paths.queryMine).length).toBe(asked + 1));
    expect(await screen.findByRole('button', { name: 'Announcements, 2 unread' })).toBeTruthy();
    expect(urgentModal()).toBeNull();
  });

  it('opens an urgent one the moment it is published; any publication refreshes the list', async () => {
    mine = [notice('n-canteen', 'New canteen hours', { read: true })];
    await renderTopBar();
    await screen.findByRole('button', { name: 'Announcements' });
    await waitFor(() => expect(sent(paths.queryMine)).toHaveLength(1));

    const leak = notice('n-leak', 'Gas leak in hall 2: leave the hall', { priority: 'urgent' });
    mine = [leak, ...mine];
    // This screen's moment to read the list again is late in the spread: the urgent one opens from what came with it.
    vi.spyOn(Math, 'random').mockReturnValue(0.99);
    const { read: _, ...shown } = leak;
    act(() => useHubNewsStore.getState().receiveNoticePublished({ id: 'n-leak', priority: 'urgent', shown }));
    await waitFor(() => expect(urgentModal()).not.toBeNull());
    expect(within(urgentModal() as HTMLElement).getByText('Gas leak in hall 2: leave the hall')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Announcements, 1 unread' })).toBeTruthy();
    expect(sent(paths.queryMine)).toHaveLength(1);
  });
});
