import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, type LoginResult } from '@workbench/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_STATIC_CONFIG, useRuntimeConfigStore } from '../../stores/runtime-config-store';
import { useSessionStore } from '../../stores/session-store';
import { fail, type MockAnswer, mockNetwork, ok, type SentRequest } from '../../testing/mock-network';
import { locationOf, renderRoutes, startPortal } from '../../testing/render-app';
import { LoginPage } from './login-page';

const loginResult: LoginResult = {
  tokenType: 'Bearer',
  accessToken: 'access-card',
  refreshToken: 'refresh-card',
  ticket: 'ticket-card',
  userName: 'operator',
  mesAccessLevel: null,
  expiresIn: 900,
};

let answerCard: (request: SentRequest) => MockAnswer = () => ok(loginResult);
let network: ReturnType<typeof mockNetwork>;

beforeEach(async () => {
  await startPortal();
  useRuntimeConfigStore.setState({ staticConfig: { ...DEFAULT_STATIC_CONFIG, login: 'password,card' } });
  network = mockNetwork((request) =>
    request.url === API_PATHS.identity.loginForSwipeCard ? answerCard(request) : fail(404, '10000', 'not in this test'),
  );
});
afterEach(() => {
  network.restore();
  useRuntimeConfigStore.setState({ staticConfig: DEFAULT_STATIC_CONFIG });
});

function renderLogin() {
  return renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/', element: <p>Home page</p> },
    ],
    '/login',
  );
}

/** Keys as a badge reader sends them: all at once, then Enter, to whatever has the focus. */
function swipe(cardNo: string) {
  const target = document.activeElement ?? document.body;
  act(() => {
    for (const key of cardNo) fireEvent.keyDown(target, { key });
    fireEvent.keyDown(target, { key: 'Enter' });
  });
}

const cardCalls = () => network.sent.filter((request) => request.url === API_PATHS.identity.loginForSwipeCard);

describe('card sign-in on the sign-in page', () => {
  it('offers the ways of config.json as tabs, opening on the first', async () => {
    const user = userEvent.setup({ delay: null });
    renderLogin();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['With password', 'With card']);
    expect(screen.getByRole('tab', { name: 'With password' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByLabelText('User name')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'With password' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'With card' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'With card' }));
    expect(screen.getByRole('tabpanel').textContent).toContain('Hold your badge to the reader.');
  });

  it('signs in with a badge reader burst wherever the focus is, and goes home', async () => {
    const user = userEvent.setup({ delay: null });
    const view = renderLogin();
    await user.click(screen.getByRole('tab', { name: 'With card' }));

    swipe('0004521874');

    await waitFor(() => expect(locationOf(view.router)).toBe('/'));
    expect(cardCalls().map((request) => request.body)).toEqual([{ cardNo: '0004521874' }]);
    expect(useSessionStore.getState().userName).toBe('operator');
  });

  it('does not take slow typing for a swipe', async () => {
    const user = userEvent.setup({ delay: 70 });
    renderLogin();
    await user.click(screen.getByRole('tab', { name: 'With card' }));
    await user.keyboard('12345{Enter}');
    expect(cardCalls()).toEqual([]);
    expect(screen.getByRole('tab', { name: 'With card' }).getAttribute('aria-selected')).toBe('true');
  });

  it('sends a typed card number, and shows why a card is refused, keeping what was typed', async () => {
    answerCard = () => fail(400, '10000', 'The card was not recognised.');
    const user = userEvent.setup({ delay: null });
    renderLogin();
    await user.click(screen.getByRole('tab', { name: 'With card' }));

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Please enter the card number.')).toBeTruthy();
    expect(cardCalls()).toEqual([]);

    await user.type(screen.getByLabelText('Card number'), 'CARD-7{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain('The card was not recognised.');
    expect(cardCalls().map((request) => request.body)).toEqual([{ cardNo: 'CARD-7' }]);
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('CARD-7');
  });

  it('shows only the password form when config.json lists no other way', () => {
    useRuntimeConfigStore.setState({ staticConfig: { ...DEFAULT_STATIC_CONFIG, login: 'password' } });
    renderLogin();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByLabelText('Password')).toBeTruthy();
  });
});
