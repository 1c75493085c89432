import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from '@workbench/contracts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n/change-language';
import { readAccessToken } from '../../../stores/session-cookies';
import { useSessionStore } from '../../../stores/session-store';
import { mockNetwork, ok } from '../../../testing/mock-network';
import { startPortal } from '../../../testing/render-app';
import { AntdProviders } from '../../../ui/antd-providers';
import { registerNavigator } from '../../../ui/navigation';
import { Providers } from '../../../ui/providers';
import { LoginPage } from '../../auth/login-page';
import { createFakeHubs } from '../testing/fake-hubs';
import { mockAudio } from '../testing/mock-audio';
import { signInOperator } from '../testing/render-realtime';
import { RealtimeRoot } from './realtime-root';

let network: ReturnType<typeof mockNetwork>;

// The error box is antd's, imported on first use; warming it keeps the test about behaviour.
beforeAll(async () => {
  await import('antd/es/modal');
});
beforeEach(async () => {
  await startPortal();
  network = mockNetwork(() => ok({ frontEndLanguages: [] }));
  mockAudio();
});
afterEach(() => {
  network.restore();
  vi.useRealTimers();
});

/** The signed-in frame's real-time part at /, the sign-in page at /login, as in the portal. */
async function renderSignedIn() {
  signInOperator();
  const hubs = createFakeHubs();
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <AntdProviders>
            <p>Workbench</p>
            <RealtimeRoot connect={hubs.connect} />
          </AntdProviders>
        ),
      },
      { path: '/login', element: <LoginPage /> },
    ],
    { initialEntries: ['/'] },
  );
  registerNavigator((to, options) => void router.navigate(to, options));
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  await waitFor(() => expect(hubs.hub('monitor').invocations).toHaveLength(1));
  return { hubs, router };
}

/** Closes the error box that shows `text` as the user would, so that the next test starts without it. */
async function closeErrorBox(text: string) {
  const box = screen.getByText(text).closest('[role="dialog"]') as HTMLElement;
  await userEvent.setup({ delay: null }).click(within(box).getByRole('button', { name: /OK|确定|确 定/ }));
  // jsdom runs no CSS animations: end antd's closing animation as a browser would.
  await waitFor(() => expect(box.className).toContain('leave-active'));
  fireEvent.transitionEnd(box);
  await waitFor(() => expect(screen.queryByText(text)).toBeNull());
}

describe('signed in elsewhere (docs/spec.md §8)', () => {
  it('clears the session, goes to sign-in and says why until the user closes the message', async () => {
    const { hubs, router } = await renderSignedIn();
    act(() =>
      hubs
        .hub('monitor')
        .emit('LogOutOnAccessToken', 'Your account has been logged in elsewhere, please log in again!'),
    );

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(useSessionStore.getState().hasToken).toBe(false);
    expect(readAccessToken()).toBeUndefined();
    // The server ended the session itself: no logout call.
    expect(network.sent.some((request) => request.url === API_PATHS.identity.logout)).toBe(false);
    for (const name of ['monitor', 'notification', 'downloads'] as const) expect(hubs.hub(name).stops).toBe(1);

    const message = await screen.findByText('Your account has been logged in elsewhere, please log in again!');
    // antd's error box: a dialog with the error icon.
    expect(message.closest('.ant-modal-confirm-error')).not.toBeNull();
    const box = message.closest('[role="dialog"]') as HTMLElement;
    vi.useFakeTimers();
    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
    vi.useRealTimers();
    expect(screen.getByText('Your account has been logged in elsewhere, please log in again!')).toBeTruthy();

    await userEvent.setup({ delay: null }).click(within(box).getByRole('button', { name: 'OK' }));
    // jsdom runs no CSS animations: end antd's closing animation as a browser would.
    await waitFor(() => expect(box.className).toContain('leave-active'));
    fireEvent.transitionEnd(box);
    await waitFor(() =>
      expect(screen.queryByText('Your account has been logged in elsewhere, please log in again!')).toBeNull(),
    );
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });

  it('says it in the user language', async () => {
    await changeLanguage('de-DE');
    const { hubs } = await renderSignedIn();
    act(() => hubs.hub('monitor').emit('LogOutOnAccessToken', ''));
    expect(
      await screen.findByText('Ihr Konto wurde an einem anderen Ort angemeldet. Bitte melden Sie sich erneut an!'),
    ).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeTruthy();
  });

  // The server writes the message in the language the hub connection's browser asked for; the box
  // speaks the language of the screen.
  it('speaks the screen language when the server wrote the message in another', async () => {
    await changeLanguage('zh-Hans');
    const { hubs } = await renderSignedIn();
    act(() =>
      hubs
        .hub('monitor')
        .emit(
          'LogOutOnAccessToken',
          'Your account has been logged in elsewhere, please log in again!',
          'signedInElsewhere',
        ),
    );
    const message = await screen.findByText('您的账号已在其他地方登录，请重新登录！');
    expect(message.closest('.ant-modal-confirm-error')).not.toBeNull();
    expect(screen.queryByText('Your account has been logged in elsewhere, please log in again!')).toBeNull();
    await closeErrorBox('您的账号已在其他地方登录，请重新登录！');
  });

  it('says every reason this service gives in the screen language', async () => {
    await changeLanguage('de-DE');
    const { hubs } = await renderSignedIn();
    act(() => hubs.hub('monitor').emit('LogOutOnAccessToken', '您的账号已被禁用或删除，请联系管理员。', 'disabled'));
    const text = 'Ihr Konto ist gesperrt oder wurde entfernt, bitte wenden Sie sich an einen Administrator.';
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByText('您的账号已被禁用或删除，请联系管理员。')).toBeNull();
    await closeErrorBox(text);
  });

  it("the original platform backend's push (a message, no reason) is the specification's message, in the screen language", async () => {
    await changeLanguage('en');
    const { hubs } = await renderSignedIn();
    act(() => hubs.hub('monitor').emit('LogOutOnAccessToken', '您的账号已在其他地方登录，请重新登录！'));
    expect(await screen.findByText('Your account has been logged in elsewhere, please log in again!')).toBeTruthy();
    expect(screen.queryByText('您的账号已在其他地方登录，请重新登录！')).toBeNull();
    await closeErrorBox('Your account has been logged in elsewhere, please log in again!');
  });

  it("a reason the portal does not know is said in the server's words", async () => {
    await changeLanguage('en');
    const { hubs } = await renderSignedIn();
    act(() => hubs.hub('monitor').emit('LogOutOnAccessToken', 'The plant closed for the holidays.', 'plantClosed'));
    expect(await screen.findByText('The plant closed for the holidays.')).toBeTruthy();
    await closeErrorBox('The plant closed for the holidays.');
  });
});
