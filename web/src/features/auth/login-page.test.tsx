import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, type LoginResult } from '@workbench/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readAccessToken } from '../../stores/session-cookies';
import { useSessionStore } from '../../stores/session-store';
import { fail, type MockAnswer, mockNetwork, ok, type SentRequest } from '../../testing/mock-network';
import { locationOf, renderRoutes, startPortal } from '../../testing/render-app';
import { LoginPage } from './login-page';

const loginResult: LoginResult = {
  tokenType: 'Bearer',
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  ticket: 'ticket-1',
  userName: 'operator',
  mesAccessLevel: null,
  expiresIn: 900,
};

let answerLogin: (request: SentRequest) => MockAnswer | Promise<MockAnswer> = () => ok(loginResult);
let network: ReturnType<typeof mockNetwork>;

beforeEach(async () => {
  await startPortal();
  network = mockNetwork((request) => {
    if (request.url === API_PATHS.identity.newLogin) return answerLogin(request);
    if (request.url === API_PATHS.localization.frontEnd) {
      // The server's dictionaries arrive for every language, before the portal's own are loaded.
      return ok({
        frontEndLanguages: [
          { language: 'en', localizationDict: { 'login.subtitle': 'Server subtitle' } },
          { language: 'de-DE', localizationDict: { 'login.subtitle': 'Untertitel vom Server' } },
        ],
      });
    }
    return fail(404, '10000', 'not in this test');
  });
});
afterEach(() => network.restore());

/** The current value of the input labelled `label`. */
function inputValue(label: string): string {
  return (screen.getByLabelText(label) as HTMLInputElement).value;
}

function renderLogin(path = '/login?redirect=%2FUser%3Fpage%3D2') {
  return renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/User', element: <p>User page</p> },
      { path: '/', element: <p>Home page</p> },
    ],
    path,
  );
}

describe('sign-in page', () => {
  it('shows the server message under the form on failure and keeps what was typed', async () => {
    answerLogin = () => fail(400, '10000', 'Wrong user name or password');
    const user = userEvent.setup();
    renderLogin();

    await user.type(screen.getByLabelText('User name'), 'operator');
    await user.type(screen.getByLabelText('Password'), 'not-it{Enter}');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Wrong user name or password');
    expect(inputValue('User name')).toBe('operator');
    expect(inputValue('Password')).toBe('not-it');
    expect(network.sent.find((r) => r.url === API_PATHS.identity.newLogin)?.body).toEqual({
      userName: 'operator',
      password: 'not-it',
    });
    expect(document.querySelector('.ant-modal')).toBeNull();
  });

  it('disables the button with a spinner while signing in, then goes to the redirect target', async () => {
    let answer: (value: MockAnswer) => void = () => undefined;
    answerLogin = () => new Promise((resolve) => (answer = resolve));
    const user = userEvent.setup();
    const { router } = renderLogin();

    await user.type(screen.getByLabelText('User name'), 'operator');
    await user.type(screen.getByLabelText('Password'), 'Operator#1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const busy = await screen.findByRole('button', { name: 'Signing in…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');

    await act(async () => answer(ok(loginResult)));
    await screen.findByText('User page');
    expect(locationOf(router)).toBe('/User?page=2');
    expect(readAccessToken()).toBe('access-1');
  });

  it('never follows a redirect that leaves the portal', async () => {
    answerLogin = () => ok(loginResult);
    const user = userEvent.setup();
    const { router } = renderLogin('/login?redirect=https%3A%2F%2Fevil.example');
    await user.type(screen.getByLabelText('User name'), 'operator');
    await user.type(screen.getByLabelText('Password'), 'Operator#1{Enter}');
    await screen.findByText('Home page');
    expect(locationOf(router)).toBe('/');
  });

  it('asks for empty fields without calling the server', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    screen.getByText('Please enter your user name.');
    screen.getByText('Please enter your password.');
    expect(document.activeElement).toBe(screen.getByLabelText('User name'));
    expect(network.sent.some((r) => r.url === API_PATHS.identity.newLogin)).toBe(false);
  });

  it('re-renders every label in the chosen language at once and sends it as Accept-Language', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await user.click(screen.getByRole('radio', { name: 'Deutsch' }));
    await screen.findByLabelText('Benutzername');
    screen.getByText('Untertitel vom Server');
    screen.getByLabelText('Passwort');
    screen.getByRole('button', { name: 'Anmelden' });
    screen.getByText('Bitte geben Sie Ihren Benutzernamen ein.');
    expect(screen.queryByText('User name')).toBeNull();
    expect((screen.getByRole('radio', { name: 'Deutsch' }) as HTMLInputElement).checked).toBe(true);
    expect(document.documentElement.lang).toBe('de-DE');
    expect(useSessionStore.getState().language).toBe('de-DE');

    await user.click(screen.getByRole('radio', { name: '简体中文' }));
    await screen.findByLabelText('用户名');

    await user.type(screen.getByLabelText('用户名'), 'operator');
    await user.type(screen.getByLabelText('密码'), 'Operator#1{Enter}');
    await waitFor(() => expect(network.sent.some((r) => r.url === API_PATHS.identity.newLogin)).toBe(true));
    expect(network.sent.find((r) => r.url === API_PATHS.identity.newLogin)?.headers['accept-language']).toBe('zh-Hans');
  });

  it('restores a remembered user name and puts the focus on the password', async () => {
    useSessionStore.getState().setRememberedUserName('supervisor');
    renderLogin();
    expect(inputValue('User name')).toBe('supervisor');
    expect((screen.getByRole('checkbox', { name: 'Remember my account' }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Password')));
  });

  it('remembers the user name only when asked to', async () => {
    answerLogin = () => ok(loginResult);
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText('User name'), 'operator');
    await user.click(screen.getByRole('checkbox', { name: 'Remember my account' }));
    await user.type(screen.getByLabelText('Password'), 'Operator#1{Enter}');
    await screen.findByText('User page');
    expect(useSessionStore.getState().rememberedUserName).toBe('operator');
    expect(window.localStorage.getItem('rememberedUserName')).toBe('operator');
  });

  it('shows the version in the footer', () => {
    renderLogin();
    screen.getByText(/v5\.0\.5/);
  });
});
