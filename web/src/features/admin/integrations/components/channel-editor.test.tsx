import { configure, screen, waitFor, within } from '@testing-library/react';
import { API_PATHS } from '@workbench/contracts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type MockAnswer, mockNetwork, ok } from '../../../../testing/mock-network';
import { startPortal } from '../../../../testing/render-app';
import { queryClient } from '../../../../ui/query-client';
import { renderAdmin } from '../../applications/testing/render-admin';
import { EMAIL_ID, emailChannel } from '../testing/channel-fixtures';
import { ChannelEditor } from './channel-editor';

let answerEdit: () => MockAnswer;
let network: ReturnType<typeof mockNetwork>;

beforeAll(async () => {
  configure({ defaultHidden: true });
  await Promise.all([import('antd/es/message'), import('antd/es/modal')]);
});
afterAll(() => configure({ defaultHidden: false }));

beforeEach(async () => {
  await startPortal();
  queryClient.clear();
  answerEdit = () => ok(emailChannel());
  network = mockNetwork((request) => {
    if (request.url === API_PATHS.admin.channels.get) return ok(emailChannel());
    if (request.url === API_PATHS.admin.channels.edit) return answerEdit();
    return ok({ frontEndLanguages: [] });
  });
});
afterEach(() => network.restore());

const edits = () => network.sent.filter((request) => request.url === API_PATHS.admin.channels.edit).map((r) => r.body);

function renderEditor() {
  return renderAdmin(
    <ChannelEditor route={{ kind: 'email', id: EMAIL_ID }} pagePath={`/EmailChannel/${EMAIL_ID}`} />,
    `/EmailChannel/${EMAIL_ID}`,
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
    answerEdit = () => ({
      status: 400,
      body: {
        code: 0,
        errorCode: '10000',
        message: 'The request is not valid.',
        data: null,
        details: [{ field: 'settings.host', message: 'This host is not allowed.' }],
      },
    });
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
