import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { API_PATHS } from '@workbench/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n/change-language';
import { setUpAdminTests } from '../../../testing/admin-tests';
import { fail, ok } from '../../../testing/mock-network';
import { FaceDialog } from './components/face-dialog';
import { MAX_FACE_FILE_BYTES } from './components/read-face-file';
import { ResetPasswordDialog } from './components/reset-password-dialog';
import { LI_WEI, ME } from './testing/users-fixtures';

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const faceImagePath = API_PATHS.admin.faceImage(LI_WEI.id);
const faceUpdatePath = API_PATHS.admin.faceUpdate(LI_WEI.id);
const createObjectURL = vi.fn((_blob: Blob) => `blob:face-${createObjectURL.mock.calls.length}`);
const revokeObjectURL = vi.fn();

const admin = setUpAdminTests({
  routes: () => ({
    [API_PATHS.admin.users.resetPassword]: () => ok(null, 'The password of li.wei was reset.'),
    [faceImagePath]: () => ({
      status: 404,
      body: new Blob([JSON.stringify({ code: 0, errorCode: '10000', message: 'No face', data: null })]),
    }),
    [faceUpdatePath]: () => ok({ ...LI_WEI, hasFace: true }),
  }),
});
beforeEach(() => {
  // jsdom has no blob: addresses; these stand-ins let the test see which are made and revoked.
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

const sentTo = (path: string) => admin.requests(path);
const renderWithPortal = (element: Parameters<typeof admin.render>[0]) => admin.render(element).user;
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const messagesOf = (label: string) =>
  field(label).closest('.ant-form-item')?.querySelector('.ant-form-item-additional')?.textContent ?? '';

describe('reset password (docs/spec.md §5 rules)', () => {
  it('asks for a rule-abiding password typed twice, then sends it and shows the server text', async () => {
    const onClose = vi.fn();
    const user = renderWithPortal(<ResetPasswordDialog user={LI_WEI} onClose={onClose} />);
    await screen.findByText('Reset the password of li.wei');
    await user.type(field('New password'), 'short');
    await user.type(field('Confirm new password'), 'Other#2024');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(messagesOf('New password')).toContain('Shortest 6, longest 16');
      expect(messagesOf('Confirm new password')).toContain('The new password does not match the confirmation.');
    });
    expect(sentTo(API_PATHS.admin.users.resetPassword)).toHaveLength(0);

    await user.clear(field('New password'));
    await user.type(field('New password'), 'Other#2024');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentTo(API_PATHS.admin.users.resetPassword).map((r) => r.body)).toEqual([
      { id: 'u-li', newPassword: 'Other#2024' },
    ]);
    expect(await screen.findByText('The password of li.wei was reset.')).toBeTruthy();
  });
});

describe('resetting one’s own password (the server asks for the current one)', () => {
  const resetPath = API_PATHS.admin.users.resetPassword;

  it('asks for the current password, sends it, and shows the server’s refusal beside it, keeping what was typed', async () => {
    admin.answer(resetPath, () =>
      fail(400, '10000', 'The request is not valid.', [
        { field: 'currentPassword', message: 'The current password is not correct.' },
      ]),
    );
    const onClose = vi.fn();
    const user = renderWithPortal(<ResetPasswordDialog user={ME} onClose={onClose} />);
    await screen.findByText('Reset the password of it.chief');
    await user.type(field('New password'), 'Other#2024');
    await user.type(field('Confirm new password'), 'Other#2024');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messagesOf('Current password')).toContain('Please enter your current password.'));
    expect(sentTo(resetPath)).toHaveLength(0);

    await user.type(field('Current password'), 'Wrong#2024');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messagesOf('Current password')).toContain('The current password is not correct.'));
    expect(sentTo(resetPath).map((r) => r.body)).toEqual([
      { id: ME.id, newPassword: 'Other#2024', currentPassword: 'Wrong#2024' },
    ]);
    expect([field('Current password').value, field('New password').value]).toEqual(['Wrong#2024', 'Other#2024']);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('does not ask for it on someone else’s account', async () => {
    renderWithPortal(<ResetPasswordDialog user={LI_WEI} onClose={() => undefined} />);
    await screen.findByLabelText('New password');
    expect(screen.queryByLabelText('Current password')).toBeNull();
  });

  it('names the field in the administrator’s language', async () => {
    await changeLanguage('de-DE');
    renderWithPortal(<ResetPasswordDialog user={ME} onClose={() => undefined} />);
    expect(await screen.findByLabelText('Aktuelles Passwort')).toBeTruthy();
    cleanup();
    await changeLanguage('zh-Hans');
    renderWithPortal(<ResetPasswordDialog user={ME} onClose={() => undefined} />);
    expect(await screen.findByLabelText('当前密码')).toBeTruthy();
  });
});

describe('face picture (faceAiUser)', () => {
  it('says when none is registered, registers a chosen PNG and shows it, and frees the picture on close', async () => {
    const onClose = vi.fn();
    const user = renderWithPortal(<FaceDialog user={LI_WEI} onClose={onClose} />);
    expect(await screen.findByText('No face registered.')).toBeTruthy();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File([PNG_BYTES], 'face.png', { type: 'image/png' }));

    await waitFor(() => expect(sentTo(faceUpdatePath)).toHaveLength(1));
    expect(sentTo(faceUpdatePath)[0]?.body).toEqual({
      image: `data:image/png;base64,${btoa(String.fromCharCode(...PNG_BYTES))}`,
    });
    const picture = await screen.findByRole('img', { name: 'Registered face of li.wei' });
    expect(picture.getAttribute('src')).toMatch(/^blob:face-/);
    expect(await screen.findByText('The face picture has been registered.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('does not ask for the picture of a user the list says has none (no failed request in the console)', async () => {
    renderWithPortal(<FaceDialog user={{ ...LI_WEI, hasFace: false }} onClose={() => undefined} />);
    expect(await screen.findByText('No face registered.')).toBeTruthy();
    expect(sentTo(faceImagePath)).toHaveLength(0);
  });

  it('still says none is registered when the picture has gone since the list was read', async () => {
    renderWithPortal(<FaceDialog user={{ ...LI_WEI, hasFace: true }} onClose={() => undefined} />);
    expect(await screen.findByText('No face registered.')).toBeTruthy();
    expect(sentTo(faceImagePath)).toHaveLength(1);
  });

  it('refuses other file types and pictures too large for the call, without sending them', async () => {
    renderWithPortal(<FaceDialog user={LI_WEI} onClose={() => undefined} />);
    await screen.findByText('No face registered.');
    // The upload control replaces its input after each choice; fetch it anew every time.
    const input = () => document.querySelector('input[type="file"]') as HTMLInputElement;
    // fireEvent, not user.upload: the latter already filters by the input's accept list.
    fireEvent.change(input(), { target: { files: [new File(['GIF89a'], 'face.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText('Please choose a JPEG or PNG picture.')).toBeTruthy();
    const big = new File([new Uint8Array(MAX_FACE_FILE_BYTES + 1)], 'big.jpg', { type: 'image/jpeg' });
    fireEvent.change(input(), { target: { files: [big] } });
    expect(await screen.findByText('The picture is larger than 750 KB.')).toBeTruthy();
    expect(sentTo(faceUpdatePath)).toHaveLength(0);
  });

  it('shows the registered picture and revokes its address when the dialog goes away', async () => {
    admin.answer(faceImagePath, () => ({ status: 200, body: new Blob([PNG_BYTES], { type: 'image/png' }) }));
    renderWithPortal(<FaceDialog user={{ ...LI_WEI, hasFace: true }} onClose={() => undefined} />);
    const picture = await screen.findByRole('img', { name: 'Registered face of li.wei' });
    const address = picture.getAttribute('src');
    expect(screen.getByRole('button', { name: /Choose another picture/ })).toBeTruthy();
    expect(revokeObjectURL).not.toHaveBeenCalled();
    cleanup();
    expect(revokeObjectURL).toHaveBeenCalledWith(address);
  });
});
