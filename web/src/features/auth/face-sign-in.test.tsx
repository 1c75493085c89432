import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from '@workbench/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_STATIC_CONFIG, useRuntimeConfigStore } from '../../stores/runtime-config-store';
import { fail, mockNetwork } from '../../testing/mock-network';
import { renderRoutes, startPortal } from '../../testing/render-app';
import { LoginPage } from './login-page';

let network: ReturnType<typeof mockNetwork>;

beforeEach(async () => {
  await startPortal();
  useRuntimeConfigStore.setState({ staticConfig: { ...DEFAULT_STATIC_CONFIG, login: 'face,password' } });
  network = mockNetwork(() => fail(404, '10000', 'not in this test'));
});
afterEach(() => {
  network.restore();
  useRuntimeConfigStore.setState({ staticConfig: DEFAULT_STATIC_CONFIG });
});

const renderLogin = () => renderRoutes([{ path: '/login', element: <LoginPage /> }], '/login');

/** The camera as the browser offers it: getUserMedia failing with this DOMException, or absent. */
function cameraThatFails(name: string | null) {
  const mediaDevices = name ? { getUserMedia: vi.fn().mockRejectedValue(new DOMException('camera', name)) } : undefined;
  vi.stubGlobal('navigator', { ...navigator, mediaDevices });
}

describe('face sign-in on the sign-in page', () => {
  it('opens on the face tab where config.json lists it first, and says when no camera can be used', async () => {
    cameraThatFails(null);
    renderLogin();
    expect((await screen.findByRole('tab', { name: 'With face' })).getAttribute('aria-selected')).toBe('true');
    await screen.findByText('No camera can be used here. Sign in another way.');
    expect(network.sent.filter((request) => request.url === API_PATHS.identity.checkFaceFrame)).toEqual([]);
  });

  it('says when the camera may not be used, and the password tab is one click away', async () => {
    cameraThatFails('NotAllowedError');
    const user = userEvent.setup({ delay: null });
    renderLogin();
    await screen.findByText('The camera may not be used here. Allow it for this page, or sign in another way.');
    await user.click(screen.getByRole('tab', { name: 'With password' }));
    await screen.findByLabelText('User name');
  });
});
