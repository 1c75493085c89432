import { screen, waitFor, within } from '@testing-library/react';
import { API_PATHS } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import { setUpAdminTests } from '../../../testing/admin-tests';
import { fail, ok } from '../../../testing/mock-network';
import { IntegrationsPage } from './integrations-page';
import { channelRows, EMAIL_ID, ROBOT_ID } from './testing/channel-fixtures';

const admin = setUpAdminTests({
  routes: () => ({
    [API_PATHS.admin.channels.pageList]: () => ok({ items: channelRows(), totalCount: 2 }),
    [API_PATHS.admin.channels.sendTest]: () =>
      ok({
        id: 'm1',
        recipient: '',
        status: 'delivered',
        attempts: 1,
        lastError: null,
        latencyMs: 42,
        creationTime: '2026-05-04T07:30:00.000Z',
        deliveryTime: '2026-05-04T07:30:00.042Z',
      }),
  }),
});
const answerSendTest = (route: Parameters<typeof admin.answer>[1]) =>
  admin.answer(API_PATHS.admin.channels.sendTest, route);

const sent = (path: string) => admin.sent(path);

describe('integration list (/SYSIntegration)', () => {
  it('shows every channel with its kind, target, status and state', async () => {
    admin.render(<IntegrationsPage />, '/SYSIntegration');
    const robotRow = (await screen.findByText('Night shift robot')).closest('tr') as HTMLElement;
    expect(within(robotRow).getByText('Chat robot')).toBeTruthy();
    expect(within(robotRow).getByText('webhook · hooks.example.com')).toBeTruthy();
    expect(within(robotRow).getByText('Enabled')).toBeTruthy();
    expect(within(robotRow).getByText('2')).toBeTruthy();
    const mailRow = screen.getByText('Plant mail').closest('tr') as HTMLElement;
    expect(within(mailRow).getByText('Disabled')).toBeTruthy();
    expect(within(mailRow).getByText('Authentication failed')).toBeTruthy();
    expect(within(mailRow).getByText('Never')).toBeTruthy();
    expect(sent(API_PATHS.admin.channels.pageList).at(-1)).toEqual({
      maxResultCount: 20,
      skipCount: 0,
      sorting: 'name asc',
    });
  });

  it('sends a test through a robot and reports the delivery with its latency', async () => {
    const { user } = admin.render(<IntegrationsPage />, '/SYSIntegration');
    await user.click(await screen.findByRole('button', { name: 'Send a test through Night shift robot' }));
    const dialog = (await screen.findByText('Send test: Night shift robot')).closest('.ant-modal') as HTMLElement;
    expect(within(dialog).queryByLabelText('Recipient e-mail address')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect((await within(dialog).findByRole('status')).textContent).toContain('Delivered in 42 ms.');
    expect(sent(API_PATHS.admin.channels.sendTest)).toEqual([{ id: ROBOT_ID, recipient: '' }]);
  });

  it('asks an e-mail channel’s test for a recipient and shows a failure with its error', async () => {
    answerSendTest(() =>
      ok({
        id: 'm2',
        recipient: 'night@example.com',
        status: 'failed',
        attempts: 1,
        lastError: '535 Authentication failed',
        latencyMs: null,
        creationTime: '2026-05-04T07:30:00.000Z',
        deliveryTime: null,
      }),
    );
    const { user } = admin.render(<IntegrationsPage />, '/SYSIntegration');
    await user.click(await screen.findByRole('button', { name: 'Send a test through Plant mail' }));
    const dialog = (await screen.findByText('Send test: Plant mail')).closest('.ant-modal') as HTMLElement;
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Please fill this in.')).toBeTruthy();
    expect(sent(API_PATHS.admin.channels.sendTest)).toEqual([]);
    await user.type(within(dialog).getByLabelText('Recipient e-mail address'), 'night@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    const outcome = await within(dialog).findByRole('alert');
    expect(outcome.textContent).toContain('Not delivered');
    expect(outcome.textContent).toContain('535 Authentication failed');
    expect(sent(API_PATHS.admin.channels.sendTest)).toEqual([{ id: EMAIL_ID, recipient: 'night@example.com' }]);
  });

  it('shows the service’s refusal of a test under the recipient and keeps it', async () => {
    answerSendTest(() =>
      fail(400, '10000', 'The request is not valid.', [
        { field: 'recipient', message: 'Give the e-mail address the test goes to.' },
      ]),
    );
    const { user } = admin.render(<IntegrationsPage />, '/SYSIntegration');
    await user.click(await screen.findByRole('button', { name: 'Send a test through Plant mail' }));
    const dialog = (await screen.findByText('Send test: Plant mail')).closest('.ant-modal') as HTMLElement;
    await user.type(within(dialog).getByLabelText('Recipient e-mail address'), 'night@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(within(dialog).getByText('Give the e-mail address the test goes to.')).toBeTruthy());
    expect((within(dialog).getByLabelText('Recipient e-mail address') as HTMLInputElement).value).toBe(
      'night@example.com',
    );
  });

  it('filters by kind', async () => {
    answerSendTest(() => fail(500, '10000', 'unused'));
    const { user } = admin.render(<IntegrationsPage />, '/SYSIntegration');
    await screen.findByText('Night shift robot');
    await user.click(screen.getByRole('combobox', { name: 'Kind of channel' }));
    await user.click(await screen.findByTitle('E-mail'));
    await waitFor(() => expect(sent(API_PATHS.admin.channels.pageList).at(-1)).toMatchObject({ kind: 'email' }));
  });
});
