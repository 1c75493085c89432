import { screen, waitFor, within } from '@testing-library/react';
import { API_PATHS } from '@workbench/contracts';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n/change-language';
import { setUpAdminTests } from '../../../testing/admin-tests';
import { fail, ok } from '../../../testing/mock-network';
import { userRow } from '../users/testing/users-fixtures';
import { noticeRow } from './notice-fixtures';
import { NoticesPage } from './notices-page';

const paths = API_PATHS.admin.notices;

const SHUTDOWN = noticeRow('n-shutdown', 'Line 3 shutdown on Saturday', {
  texts: {
    en: { title: 'Line 3 shutdown on Saturday', body: 'All **day**.' },
    'de-DE': { title: 'Linie 3 steht am Samstag', body: 'Den ganzen **Tag**.' },
  },
  priority: 'urgent',
  state: 'published',
  publishedAt: '2026-11-21T07:00:00.000Z',
  readCount: 12,
  audienceCount: 40,
});
const DRAFT = noticeRow('n-canteen', 'New canteen hours');

const admin = setUpAdminTests({
  routes: () => ({
    [paths.pageList]: () => ok({ items: [SHUTDOWN, DRAFT], totalCount: 2 }),
    [paths.get]: (request) => ok(request.query.id === SHUTDOWN.id ? SHUTDOWN : DRAFT),
  }),
});

const renderPage = () => admin.render(<NoticesPage />, '/Notice').user;
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
const drawer = () => document.querySelector('.ant-drawer-open .ant-drawer-section') as HTMLElement;
const field = (label: string) => within(drawer()).getByLabelText(label) as HTMLInputElement;
const messagesOf = (label: string) =>
  field(label).closest('.ant-form-item')?.querySelector('.ant-form-item-additional')?.textContent ?? '';

describe('announcement list (notice/queryPageList)', () => {
  it('shows the title in the user’s language, priority, state and read share; only drafts are edited', async () => {
    renderPage();
    const shutdown = await rowOf('Line 3 shutdown on Saturday');
    expect(within(shutdown).getByText('Urgent')).toBeTruthy();
    expect(within(shutdown).getByText('Published')).toBeTruthy();
    expect(within(shutdown).getByText('12 of 40 read')).toBeTruthy();
    expect(within(shutdown).queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(within(shutdown).getByRole('button', { name: 'Withdraw “Line 3 shutdown on Saturday”' })).toBeTruthy();
    const draft = await rowOf('New canteen hours');
    expect(within(draft).getByRole('button', { name: 'Edit New canteen hours' })).toBeTruthy();
    expect(within(draft).getByRole('button', { name: 'Publish “New canteen hours”' })).toBeTruthy();

    await act(() => changeLanguage('de-DE'));
    expect(await screen.findByText('Linie 3 steht am Samstag')).toBeTruthy();
    // No German title: the English one.
    expect(screen.getByText('New canteen hours')).toBeTruthy();
  });

  it('publishes after asking', async () => {
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Publish “New canteen hours”' }));
    const [question] = await screen.findAllByText('Publish “New canteen hours”?');
    const modal = question?.closest('.ant-modal') as HTMLElement;
    await user.click(within(modal).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(admin.sent(paths.publish)).toEqual([{ id: 'n-canteen' }]));
  });
});

describe('announcement editor', () => {
  it('previews a language’s Markdown with the service’s sanitised answer, and never the typed text as HTML', async () => {
    admin.answer(paths.preview, (request) => {
      const { body } = request.body as { body: string };
      return ok({ html: body.includes('**Friday**') ? '<p>Closed on <strong>Friday</strong></p>' : '<p></p>' });
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'New' }));
    await screen.findByText('New announcement');
    await user.type(field('Title (English)'), 'Canteen');
    await user.type(field('Text (English)'), 'Closed on **Friday**<img src=x onerror=alert(1)>');
    await user.click(within(drawer()).getAllByRole('button', { name: 'Preview' })[1] as HTMLElement);

    const preview = await within(drawer()).findByRole('region', { name: 'Preview (English)' });
    await waitFor(() => expect(preview.querySelector('strong')?.textContent).toBe('Friday'));
    expect(preview.querySelector('img')).toBeNull();
    expect(admin.sent(paths.preview)).toEqual([{ body: 'Closed on **Friday**<img src=x onerror=alert(1)>' }]);
  });

  it('sends every language given, the audience and times; a server problem stays under its field', async () => {
    admin.answer(paths.create, () =>
      fail(400, '10001', 'Some fields are not valid.', [
        { field: 'texts.en.title', message: 'This title is too long for the screens.' },
      ]),
    );
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'New' }));
    await screen.findByText('New announcement');
    await user.type(field('Title (English)'), 'Canteen closed');
    await user.click(within(drawer()).getByRole('radio', { name: 'Important' }));
    await user.click(within(drawer()).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Not saved: Some fields are not valid.')).toBeTruthy();
    await waitFor(() => expect(messagesOf('Title (English)')).toContain('This title is too long for the screens.'));
    expect(field('Title (English)').value).toBe('Canteen closed');
    expect(admin.sent(paths.create)).toEqual([
      {
        texts: { en: { title: 'Canteen closed', body: '' } },
        priority: 'important',
        audience: { everyone: true, roleIds: [], userIds: [], applicationIds: [] },
        publishAt: null,
        expiresAt: null,
      },
    ]);
  });

  it('names the accounts a saved audience holds when the editor opens', async () => {
    const forWei = noticeRow('n-wei', 'Your badge is ready', {
      audience: { everyone: false, roleIds: [], userIds: ['u-wei'], applicationIds: [] },
    });
    admin.answer(paths.pageList, () => ok({ items: [forWei], totalCount: 1 }));
    admin.answer(paths.get, () => ok(forWei));
    admin.answer(API_PATHS.admin.roles.pageList, () => ok({ items: [], totalCount: 0 }));
    admin.answer(API_PATHS.admin.applications.pageList, () => ok({ items: [], totalCount: 0 }));
    admin.answer(API_PATHS.admin.users.get, () => ok(userRow({ id: 'u-wei', userName: 'li.wei', name: 'Li Wei' })));
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Your badge is ready' }));
    expect(await within(drawer()).findByText('Li Wei (li.wei)')).toBeTruthy();
    expect(admin.requests(API_PATHS.admin.users.get).map((request) => request.query)).toEqual([{ id: 'u-wei' }]);
    expect(within(drawer()).queryByText('u-wei')).toBeNull();
  });

  it('asks for a title in some language before saving', async () => {
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'New' }));
    await screen.findByText('New announcement');
    // The reader's own language's texts come first.
    expect(within(drawer()).getByRole('tab', { name: 'English', selected: true })).toBeTruthy();
    await user.click(within(drawer()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messagesOf('Title (English)')).toContain('Give a title in at least one language.'));
    expect(admin.sent(paths.create)).toEqual([]);
  });
});
