import { act, fireEvent, render, screen } from '@testing-library/react';
import { hostContext } from '@workbench/contracts/app-bridge';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n/translator';
import { cleanUpAfterEachTest } from '../testing/cleanup';
import { fakeHostSession } from '../testing/fake-host-session';
import { HostSessionProvider } from './host-session-context';
import { RoutedApp } from './routed-app';

cleanUpAfterEachTest();

const texts = {
  appTitle: 'Maintenance',
  notInDemoTitle: 'Not in the demo',
  notInDemoBody: '{route} is not part of the demo.',
  connecting: 'Connecting',
  unreachableTitle: 'No answer',
  unreachableBody: 'The workbench did not answer.',
  outsideTitle: 'Open in the workbench',
  outsideBody: 'This page lives in the workbench.',
  retry: 'Try again',
  outsideLink: 'To the workbench',
};
const translator = createTranslator({ 'zh-Hans': texts, en: texts, 'de-DE': texts });

type Page = { page: 'ledger' } | { page: 'unknown'; route: string };
const pageOf = (route: string): Page => (route === '/ledger' ? { page: 'ledger' } : { page: 'unknown', route });

function renderApp(host: ReturnType<typeof fakeHostSession>) {
  render(
    <HostSessionProvider session={host.session}>
      <RoutedApp
        translator={translator}
        pageOf={pageOf}
        render={(_page, context, scope) => (
          <p>
            ledger of {context.subSystem?.displayName} ({scope})
          </p>
        )}
      />
    </HostSessionProvider>,
  );
}

describe('RoutedApp', () => {
  it('shows the page of the context’s route, keyed by plant and data permissions, or says the demo lacks it', () => {
    const host = fakeHostSession({ status: 'connecting' });
    renderApp(host);
    expect(screen.getByRole('heading', { name: 'Connecting' })).toBeTruthy();

    const context = hostContext({ language: 'en', route: '/ledger', dataPermissionCodes: ['A', 'B'] });
    act(() => host.set({ status: 'ready', context }));
    expect(screen.getByText(`ledger of ${context.subSystem?.displayName} (${context.subSystem?.id}|A,B)`)).toBeTruthy();

    act(() => host.set({ status: 'ready', context: { ...context, route: '/nowhere' } }));
    expect(screen.getByRole('heading', { name: 'Not in the demo' })).toBeTruthy();
    expect(screen.getByText('/nowhere is not part of the demo.')).toBeTruthy();
  });

  it('offers to ask the workbench again when it did not answer', () => {
    const host = fakeHostSession({ status: 'unreachable' });
    renderApp(host);
    expect(screen.getByRole('heading', { name: 'No answer' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(host.session.retry).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'To the workbench' }).getAttribute('href')).toBe('/');
  });
});
