import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSignedInDownload } from '../../app/signed-in-code';
import { fail, mockNetwork } from '../../testing/mock-network';
import { renderRoutes, startPortal } from '../../testing/render-app';
import { LoginPage } from './login-page';

vi.mock('../../app/signed-in-code', () => ({ startSignedInDownload: vi.fn() }));

let network: ReturnType<typeof mockNetwork>;

beforeEach(async () => {
  await startPortal();
  network = mockNetwork(() => fail(404, '10000', 'not in this test'));
});
afterEach(() => network.restore());

describe('sign-in page, before "Sign in"', () => {
  it('starts downloading the signed-in pages once the user types, and only once', async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '/login', element: <LoginPage /> }], '/login');
    const userName = await screen.findByLabelText('User name');
    expect(startSignedInDownload).not.toHaveBeenCalled();

    await user.type(userName, 'operator');
    await user.type(screen.getByLabelText('Password'), 'Operator#1');

    expect(startSignedInDownload).toHaveBeenCalledTimes(1);
  });
});
