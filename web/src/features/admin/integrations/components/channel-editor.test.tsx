import { screen, waitFor, within } from '@testing-library/react';
import { API_PATHS } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import { setUpAdminTests } from '../../../../testing/admin-tests';
import { fail, ok } from '../../../../testing/mock-network';
import { EMAIL_ID, emailChannel } from '../testing/channel-fixtures';
import { ChannelEditor } from './channel-editor';

const admin = setUpAdminTests({
  routes: () => ({
    [API_PATHS.admin.channels.get]: () => ok(emailChannel()),
    [API_PATHS.admin.channels.edit]: () => ok(emailChannel()),
  }),
});
const answerEdit = (route: Parameters<typeof admin.answer>[1]) => admin.answer(API_PATHS.admin.channels.edit, route);
const edits = () => admin.sent(API_PATHS.admin.channels.edit);

function renderEditor() {
  return admin.render(
    <ChannelEditor route={{ kind: 'email', id: EMAIL_ID }} pagePath={`/EmailChannel/${EMAIL_ID}`} />,
    { at: `/EmailChannel/${EMAIL_ID}` },
  );
}

describe('e-mail channel editor', () => {
  it('says the password is set without showing it, and keeps it unless replaced', async () => {
    const { user } = renderEditor();
    expect(await screen.findByText('Set')).toBeTruthy();
    expect(document.querySelector('input[type="password"]')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(edits()).toHaveLength(1));
    const request = edits()[0] as Record<string, unknown>;
    expect(request).not.toHaveProperty('password');
    expect(request).toMatchObject({ id: EMAIL_ID, kind: 'email', settings: { host: 'smtp.example.com' } });
  });

  it('previews the template with its values escaped for HTML', async () => {
    renderEditor();
    await screen.findByText('Set');
    const previews = document.querySelectorAll<HTMLIFrameElement>('iframe.wb-int-preview-mail');
    const english = [...previews].find((frame) => frame.closest('[data-language="en"]'));
    expect(english?.getAttribute('srcdoc')).toBe(
      '<p>Pump &quot;P-104&quot; has stopped.\nCheck the valve &amp; restart it.</p>',
    );
    expect(english?.getAttribute('sandbox')).toBe('');
  });

  it('sends a replaced password and shows a refusal by the field it names, keeping what was typed', async () => {
    answerEdit(() =>
      fail(400, '10000', 'The request is not valid.', [
        { field: 'settings.host', message: 'This host is not allowed.' },
      ]),
    );
    const { user } = renderEditor();
    await screen.findByText('Set');
    const host = screen.getByLabelText('SMTP server') as HTMLInputElement;
    await user.clear(host);
    await user.type(host, 'mail.plant.local');
    await user.click(screen.getByRole('button', { name: 'Replace' }));
    await user.type(screen.getByPlaceholderText('New value'), 's3cret!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This host is not allowed.')).toBeTruthy();
    expect(
      (await screen.findAllByRole('alert')).some((alert) => alert.textContent?.includes('The request is not valid.')),
    ).toBe(true);
    expect((screen.getByLabelText('SMTP server') as HTMLInputElement).value).toBe('mail.plant.local');
    expect(edits()[0]).toMatchObject({ password: 's3cret!', settings: { host: 'mail.plant.local' } });
  });

  it('removes the password when asked', async () => {
    const { user } = renderEditor();
    await screen.findByText('Set');
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByText('Removed when saved')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(edits()).toHaveLength(1));
    expect(edits()[0]).toMatchObject({ password: null });
    expect(within(document.body).queryByText('s3cret!')).toBeNull();
  });
});
