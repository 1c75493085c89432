import { screen, waitFor, within } from '@testing-library/react';
import { API_PATHS } from '@workbench/contracts';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n/change-language';
import { setUpAdminTests } from '../../../testing/admin-tests';
import { fail, ok } from '../../../testing/mock-network';
import { queryClient } from '../../../ui/query-client';
import { usersQueryKeys } from './api/users-query-keys';
import { UserFormDialog } from './components/user-form-dialog';
import { ADMIN, LI_WEI, ME, OPTIONS } from './testing/users-fixtures';

const paths = API_PATHS.admin.users;
const admin = setUpAdminTests({
  routes: () => ({
    [paths.options]: () => ok(OPTIONS),
    [paths.get]: () => ok(LI_WEI),
    [paths.create]: (request) => ok({ ...LI_WEI, ...(request.body as object), id: 'u-new' }),
    [paths.edit]: (request) => ok({ ...LI_WEI, ...(request.body as object) }),
  }),
});
const sentTo = (path: string) => admin.requests(path);

async function renderDialog(userId: string | null) {
  const onClose = vi.fn();
  const { user } = admin.render(<UserFormDialog userId={userId} onClose={onClose} />);
  await screen.findByLabelText('User name');
  // The roles come from queryOptions; wait for them so the switches' states are final.
  await waitFor(() => expect(sentTo(paths.options)).toHaveLength(1));
  return { user, onClose };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
/** The error or help texts shown under a field. */
const messagesOf = (label: string) =>
  field(label).closest('.ant-form-item')?.querySelector('.ant-form-item-additional')?.textContent ?? '';

describe('new user (client-side rules from the contracts)', () => {
  it('refuses an empty name and a weak password without calling the server', async () => {
    const { user } = await renderDialog(null);
    expect(messagesOf('Initial password')).toContain('6 to 16 characters');
    await user.type(field('User name'), 'new user');
    await user.type(field('Initial password'), 'abc');
    await user.type(field('E-mail'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(messagesOf('Name')).toContain('Please fill this in.'));
    expect(messagesOf('User name')).toContain('Only letters, digits and . _ - @ are allowed.');
    expect(messagesOf('Initial password')).toContain('Shortest 6, longest 16 characters');
    expect(messagesOf('E-mail')).toContain('This is not a valid e-mail address.');
    expect(sentTo(paths.create)).toHaveLength(0);
  });

  it('sends the contract request, then says saved, refreshes the list and closes', async () => {
    queryClient.setQueryData(usersQueryKeys.list({ maxResultCount: 20, skipCount: 0 }), { items: [], totalCount: 0 });
    const { user, onClose } = await renderDialog(null);
    await user.type(field('User name'), ' zhang.san ');
    await user.type(field('Name'), 'Zhang San');
    await user.type(field('Initial password'), 'Start#2024');
    await user.click(field('Roles'));
    await user.click(await screen.findByText('Operator', { selector: '.ant-select-item-option-content' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(sentTo(paths.create)).toHaveLength(1));
    expect(sentTo(paths.create)[0]?.body).toEqual({
      userName: 'zhang.san',
      name: 'Zhang San',
      email: null,
      phoneNumber: null,
      cardNo: null,
      isAdmin: false,
      enabled: true,
      roleIds: ['r-op'],
      warehouseIds: [],
      mesAccessLevel: null,
      language: null,
      password: 'Start#2024',
    });
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect(queryClient.getQueryState(usersQueryKeys.list({ maxResultCount: 20, skipCount: 0 }))?.isInvalidated).toBe(
      true,
    );
  });

  it('keeps everything typed when the server refuses, with its message and the field it names', async () => {
    admin.answer(paths.create, () =>
      fail(409, '10000', 'The user name li.wei is already taken.', [{ field: 'userName', message: 'Already taken.' }]),
    );
    const { user, onClose } = await renderDialog(null);
    await user.type(field('User name'), 'li.wei');
    await user.type(field('Name'), 'Li Wei (2)');
    await user.type(field('Initial password'), 'Start#2024');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Not saved: The user name li.wei is already taken.')).toBeTruthy();
    // The field's message is set on the form beside the banner and may be drawn a render later.
    await waitFor(() => expect(messagesOf('User name')).toContain('Already taken.'));
    expect(field('User name').value).toBe('li.wei');
    expect(field('Name').value).toBe('Li Wei (2)');
    expect(field('Initial password').value).toBe('Start#2024');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('does not let someone without the right make an administrator', async () => {
    admin.answer(paths.options, () => ok({ ...OPTIONS, canGrantAdmin: false }));
    await renderDialog(null);
    await waitFor(() =>
      expect(messagesOf('Administrator')).toContain('Only administrators can make someone an administrator.'),
    );
    expect(screen.getByRole('switch', { name: 'Administrator' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('switch', { name: 'Enabled' })).toHaveProperty('disabled', false);
    expect(messagesOf('Roles')).toContain('Greyed-out roles');
  });
});

describe('editing a user', () => {
  it('starts from the server copy and sends it back with the id, without a password', async () => {
    const { user, onClose } = await renderDialog(LI_WEI.id);
    expect(screen.getByText('Edit user li.wei')).toBeTruthy();
    expect(screen.queryByLabelText('Initial password')).toBeNull();
    expect(field('E-mail').value).toBe('li.wei@plant.example');
    await user.clear(field('Phone'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentTo(paths.edit)[0]?.body).toMatchObject({
      id: 'u-li',
      userName: 'li.wei',
      phoneNumber: null,
      roleIds: ['r-op'],
      warehouseIds: ['w-sz'],
      language: 'zh-Hans',
    });
  });

  it('keeps admin an enabled administrator under its own name', async () => {
    admin.answer(paths.get, () => ok(ADMIN));
    await renderDialog(ADMIN.id);
    expect(field('User name').readOnly).toBe(true);
    expect(messagesOf('User name')).toContain('cannot be changed');
    expect(screen.getByRole('switch', { name: 'Enabled' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('switch', { name: 'Administrator' })).toHaveProperty('disabled', true);
  });

  it('does not let administrators change their own administrator flag', async () => {
    admin.answer(paths.get, () => ok(ME));
    await renderDialog(ME.id);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('switch', { name: 'Administrator' })).toHaveProperty('disabled', true);
    expect(messagesOf('Administrator')).toContain('your own account');
    expect(field('User name').readOnly).toBe(false);
  });
});

describe('closing the editor', () => {
  it('closes at once when nothing was changed', async () => {
    const { user, onClose } = await renderDialog(LI_WEI.id);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryAllByText('Discard changes?')).toEqual([]);
  });

  it('asks before throwing away what was typed, and keeps it on "Keep editing"', async () => {
    const { user, onClose } = await renderDialog(LI_WEI.id);
    await user.type(field('Name'), ' Jr.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect((await screen.findAllByText('Discard changes?')).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(field('Name').value).toBe('Li Wei Jr.');

    // Asked again; the confirmation that has just closed may still be fading out before the new one.
    const asked = screen.queryAllByRole('button', { name: 'Discard' }).length;
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Discard' })).toHaveLength(asked + 1));
    const discard = screen.getAllByRole('button', { name: 'Discard' }).at(-1);
    await user.click(discard as HTMLElement);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentTo(paths.edit)).toHaveLength(0);
  });

  it('takes a change typed and taken back for no change', async () => {
    const { user, onClose } = await renderDialog(null);
    await user.type(field('User name'), 'x');
    await user.clear(field('User name'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('asks in the administrator’s language', async () => {
    await changeLanguage('de-DE');
    const onClose = vi.fn();
    const { user } = admin.render(<UserFormDialog userId={null} onClose={onClose} />);
    await user.type(await screen.findByLabelText('Benutzername'), 'neu');
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect((await screen.findAllByText('Änderungen verwerfen?')).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Weiter bearbeiten' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
