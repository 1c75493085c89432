import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API_PATHS } from '@workbench/contracts';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setUpAdminTests } from '../../../testing/admin-tests';
import { fail, ok } from '../../../testing/mock-network';
import { contactRow } from './contact-fixtures';
import { ContactsPage } from './contacts-page';

const paths = API_PATHS.admin.contacts;

const WANG = contactRow('c-wang', 'Wang Fang', {
  email: 'wang@plant.example',
  phone: '+86 138 0000 0000',
  mentionId: 'wangfang',
  language: 'zh-Hans',
  groups: ['Maintenance', 'Night shift'],
  userId: 'u-wang',
});
const MUELLER = contactRow('c-mueller', 'Jonas Müller', { language: 'de-DE', email: 'jonas@plant.example' });

const admin = setUpAdminTests({
  routes: () => ({
    [paths.pageList]: () => ok({ items: [WANG, MUELLER], totalCount: 2 }),
    [paths.groups]: () =>
      ok([
        { name: 'Maintenance', memberCount: 1 },
        { name: 'Night shift', memberCount: 4 },
      ]),
    [paths.get]: (request) => ok(request.query.id === 'c-wang' ? WANG : MUELLER),
  }),
});

/** Where the page's router is: the address a user would see. */
function Address() {
  return <output data-testid="address">{useLocation().pathname}</output>;
}

function renderPage(path = '/ContactsChannel') {
  const page = (
    <>
      <Address />
      <ContactsPage />
    </>
  );
  return admin.render(page, { at: path, route: '/ContactsChannel/:ID?' }).user;
}

const sent = (path: string) => admin.sent(path);
/** A field of the open dialog (the table's column headers carry the same names). */
const field = (label: string) =>
  within(document.querySelector('.ant-modal') as HTMLElement).getByLabelText(label) as HTMLInputElement;
const messagesOf = (label: string) =>
  field(label).closest('.ant-form-item')?.querySelector('.ant-form-item-additional')?.textContent ?? '';

describe('address book list (integrationContact/queryPageList)', () => {
  it('shows each contact with its addresses, language, groups and the from-user mark, and searches', async () => {
    const user = renderPage();
    const row = (await screen.findByText('Wang Fang')).closest('tr') as HTMLElement;
    expect(within(row).getByText('wang@plant.example')).toBeTruthy();
    expect(within(row).getByText('wangfang')).toBeTruthy();
    expect(within(row).getByText('简体中文')).toBeTruthy();
    expect(within(row).getByText('Night shift')).toBeTruthy();
    expect(within(row).getByText('From user')).toBeTruthy();
    const other = screen.getByText('Jonas Müller').closest('tr') as HTMLElement;
    expect(within(other).queryByText('From user')).toBeNull();
    expect(sent(paths.pageList).at(-1)).toEqual({ maxResultCount: 20, skipCount: 0, sorting: 'name asc' });

    await user.type(screen.getByLabelText('Search'), 'wang{Enter}');
    await waitFor(() =>
      expect(sent(paths.pageList).at(-1)).toEqual({
        maxResultCount: 20,
        skipCount: 0,
        sorting: 'name asc',
        filter: 'wang',
      }),
    );
  });

  it('opens the editor of the contact named in the address', async () => {
    renderPage('/ContactsChannel/c-mueller');
    expect(await screen.findByText('Edit contact')).toBeTruthy();
    await waitFor(() => expect(field('Name').value).toBe('Jonas Müller'));
    expect(admin.requests(paths.get).some((request) => request.query.id === 'c-mueller')).toBe(true);
  });

  it('leaves the list at its own address when that editor is closed', async () => {
    const user = renderPage('/ContactsChannel/c-mueller');
    await waitFor(() => expect(field('Name').value).toBe('Jonas Müller'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/ContactsChannel'));
    expect(screen.queryByText('Edit contact')).toBeNull();
  });
});

describe('contact editor', () => {
  it('sends a new contact with empty fields as none, then reloads the list', async () => {
    admin.answer(paths.create, (request) => ok(contactRow('c-new', (request.body as { name: string }).name)));
    const user = renderPage();
    await screen.findByText('Wang Fang');
    await user.click(screen.getByRole('button', { name: 'New' }));
    await screen.findByText('New contact');
    await user.type(field('Name'), 'Li Wei');
    await user.type(field('E-mail'), 'li.wei@plant.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(sent(paths.create)).toEqual([
        {
          name: 'Li Wei',
          email: 'li.wei@plant.example',
          phone: null,
          mentionId: null,
          language: 'zh-Hans',
          groups: [],
        },
      ]),
    );
    expect(await screen.findByText('Saved.')).toBeTruthy();
    await waitFor(() => expect(sent(paths.pageList).length).toBeGreaterThan(1));
  });

  it('keeps what was typed when the server refuses, with its message by the field', async () => {
    admin.answer(paths.edit, () =>
      fail(400, '10001', 'Some fields are not valid.', [
        { field: 'mentionId', message: 'This robot user id is in use.' },
      ]),
    );
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Wang Fang' }));
    await waitFor(() => expect(field('Robot user ID').value).toBe('wangfang'));
    await user.clear(field('Robot user ID'));
    await user.type(field('Robot user ID'), 'li.wei');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Not saved: Some fields are not valid.')).toBeTruthy();
    // antd shows a field's error a render after the alert.
    await waitFor(() => expect(messagesOf('Robot user ID')).toContain('This robot user id is in use.'));
    expect(field('Robot user ID').value).toBe('li.wei');
    expect(sent(paths.edit)).toMatchObject([
      { id: 'c-wang', mentionId: 'li.wei', groups: ['Maintenance', 'Night shift'] },
    ]);
  });
});

describe('import .xlsx', () => {
  it('sends the workbook as base64 and shows the rows the server refused, keeping the dialog open', async () => {
    admin.answer(paths.importXlsx, () =>
      fail(400, '10001', 'The workbook has rows that cannot be imported.', [
        { field: 'row 3: email', message: 'This is not a valid e-mail address.' },
        { field: 'row 3: language', message: 'Unknown language.' },
      ]),
    );
    const user = renderPage();
    await screen.findByText('Wang Fang');
    await user.click(screen.getByRole('button', { name: 'Import .xlsx' }));
    const dialog = (await screen.findByText('Import contacts from .xlsx')).closest('.ant-modal') as HTMLElement;
    const file = new File([new Uint8Array([80, 75, 3, 4])], 'contacts.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    fireEvent.change(within(dialog).getByLabelText('Choose a workbook'), { target: { files: [file] } });
    expect(await within(dialog).findByText('contacts.xlsx')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));

    expect(
      await within(dialog).findByText('Nothing was imported. Fix these rows and choose the workbook again:'),
    ).toBeTruthy();
    expect(within(dialog).getByText('row 3: email — This is not a valid e-mail address.')).toBeTruthy();
    expect(within(dialog).getByText('row 3: language — Unknown language.')).toBeTruthy();
    expect(sent(paths.importXlsx)).toEqual([{ data: btoa('PK\u0003\u0004') }]);
    expect(screen.getByText('Import contacts from .xlsx')).toBeTruthy();
  });
});
