import { screen, waitFor } from '@testing-library/react';
import { API_PATHS } from '@workbench/contracts';
import { describe, expect, it, vi } from 'vitest';
import { setUpAdminTests } from '../../../testing/admin-tests';
import { fail, ok } from '../../../testing/mock-network';
import { UserFormDialog } from './components/user-form-dialog';
import { ANNA, LI_WEI, OPTIONS } from './testing/users-fixtures';

const paths = API_PATHS.admin.users;
const admin = setUpAdminTests({
  routes: () => ({
    [paths.options]: () => ok(OPTIONS),
    [paths.get]: () => ok(LI_WEI),
    [paths.edit]: (request) => ok({ ...LI_WEI, ...(request.body as object) }),
  }),
});
const sentTo = (path: string) => admin.requests(path);

async function renderEditor() {
  const onClose = vi.fn();
  const { user } = admin.render(<UserFormDialog userId={LI_WEI.id} onClose={onClose} />);
  await screen.findByLabelText('User name');
  await waitFor(() => expect(sentTo(paths.options)).toHaveLength(1));
  return { user, onClose };
}

const cardInput = () => screen.getByLabelText('Card number') as HTMLInputElement;
const cardHelp = () =>
  cardInput().closest('.ant-form-item')?.querySelector('.ant-form-item-additional')?.textContent ?? '';
const save = async (user: Awaited<ReturnType<typeof renderEditor>>['user']) =>
  user.click(screen.getByRole('button', { name: 'Save' }));

describe('the card number of an account (stored keyed; answers show its masked end)', () => {
  it('shows the registered card beside an empty field, and keeps it when nothing is typed', async () => {
    const { user, onClose } = await renderEditor();
    expect(cardInput().value).toBe('');
    expect(cardInput().placeholder).toBe('••••1001');
    expect(cardHelp()).toContain('Card ••••1001 registered — type a new number to replace it.');
    await save(user);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentTo(paths.edit)[0]?.body).not.toHaveProperty('cardNo');
  });

  it('replaces the card with a typed number', async () => {
    const { user, onClose } = await renderEditor();
    await user.type(cardInput(), ' 0004521999 ');
    await save(user);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentTo(paths.edit)[0]?.body).toMatchObject({ id: LI_WEI.id, cardNo: '0004521999' });
  });

  it('removes the card with "Remove card", clearing what was typed', async () => {
    const { user, onClose } = await renderEditor();
    await user.type(cardInput(), '123');
    await user.click(screen.getByRole('checkbox', { name: 'Remove card' }));
    expect(cardInput().value).toBe('');
    expect(cardInput().disabled).toBe(true);
    expect(cardHelp()).toContain('The card ••••1001 is removed when you save.');
    await save(user);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentTo(paths.edit)[0]?.body).toMatchObject({ cardNo: null });
  });

  it('refuses a masked number without calling the server', async () => {
    const { user } = await renderEditor();
    await user.type(cardInput(), '••••2222');
    await save(user);
    await waitFor(() => expect(cardHelp()).toContain('Type the whole card number, not the masked one (••••).'));
    expect(sentTo(paths.edit)).toHaveLength(0);
  });

  it('keeps the typed number when the server says the card belongs to someone else', async () => {
    admin.answer(paths.edit, () => fail(409, '10000', 'The card ••••1873 already belongs to another user.'));
    const { user, onClose } = await renderEditor();
    await user.type(cardInput(), '0004521873');
    await save(user);
    expect(await screen.findByText('Not saved: The card ••••1873 already belongs to another user.')).toBeTruthy();
    expect(cardInput().value).toBe('0004521873');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('offers no removal for an account without a card', async () => {
    admin.answer(paths.get, () => ok(ANNA));
    await renderEditor();
    expect(screen.queryByRole('checkbox', { name: 'Remove card' })).toBeNull();
    expect(cardHelp()).toContain('Type or swipe the number of the badge.');
  });
});
