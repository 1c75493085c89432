import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from '@workbench/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n/change-language';
import { mockNetwork, ok } from '../../testing/mock-network';
import { startPortal } from '../../testing/render-app';
import { AntdProviders } from '../../ui/antd-providers';
import { Providers } from '../../ui/providers';
import { ChangePasswordDialog } from './change-password-dialog';

let network: ReturnType<typeof mockNetwork>;

// The success notice imports antd's message on first use; warming it keeps the test about behaviour.
beforeAll(async () => {
  await Promise.all([import('antd/es/message'), import('../../ui/antd-providers')]);
});

beforeEach(async () => {
  await startPortal();
  network = mockNetwork((request) =>
    request.url === API_PATHS.identity.changePassword
      ? ok(null, 'Your password has been changed on the server.')
      : ok({ frontEndLanguages: [] }),
  );
});
afterEach(() => network.restore());

async function openDialog() {
  const onClose = vi.fn();
  render(
    <Providers>
      <AntdProviders>
        <ChangePasswordDialog open onClose={onClose} />
      </AntdProviders>
    </Providers>,
  );
  await screen.findByRole('dialog');
  return { onClose, user: userEvent.setup({ delay: null }) };
}

async function fill(user: ReturnType<typeof userEvent.setup>, current: string, next: string, confirm: string) {
  await user.type(screen.getByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

const changeCalls = () => network.sent.filter((r) => r.url === API_PATHS.identity.changePassword);

describe('change-password dialog (docs/spec.md §5)', () => {
  it('states the rules in an error alert when the new password breaks them', async () => {
    const { user } = await openDialog();
    await fill(user, 'Operator#1', 'plant2024', 'plant2024');
    const alert = await within(screen.getByRole('dialog')).findByRole('alert');
    expect(alert.textContent).toMatch(/Shortest 6, longest 16, needs 1 digit, 1 lowercase, 1 uppercase, 1 special/);
    expect(changeCalls()).toHaveLength(0);
  });

  it('says the new password does not match the confirmation', async () => {
    const { user } = await openDialog();
    await fill(user, 'Operator#1', 'Plant#2024', 'Plant#2025');
    expect((await within(screen.getByRole('dialog')).findByRole('alert')).textContent).toContain(
      'The new password does not match the confirmation.',
    );
    expect(changeCalls()).toHaveLength(0);
  });

  it('sends current and new password and shows the server message as a success notice', async () => {
    const { user, onClose } = await openDialog();
    await fill(user, 'Operator#1', 'Plant#2024', 'Plant#2024');
    await screen.findByText('Your password has been changed on the server.', undefined, { timeout: 15_000 });
    expect(changeCalls()[0]?.body).toEqual({ currentPassword: 'Operator#1', newPassword: 'Plant#2024' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('states the rules in the user language', async () => {
    await changeLanguage('de-DE');
    const { user } = await openDialog();
    await user.type(screen.getByLabelText('Aktuelles Passwort'), 'Operator#1');
    await user.type(screen.getByLabelText('Neues Passwort'), 'kurz');
    await user.type(screen.getByLabelText('Neues Passwort bestätigen'), 'kurz');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect((await within(screen.getByRole('dialog')).findByRole('alert')).textContent).toContain(
      'Mindestens 6, höchstens 16 Zeichen',
    );
  });
});
