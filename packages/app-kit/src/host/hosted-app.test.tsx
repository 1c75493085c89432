import { act, render, screen } from '@testing-library/react';
import { hostContext } from '@workbench/contracts/app-bridge';
import { describe, expect, it } from 'vitest';
import { useI18n } from '../i18n/i18n-context';
import { createTranslator } from '../i18n/translator';
import { cleanUpAfterEachTest } from '../testing/cleanup';
import { fakeHostSession } from '../testing/fake-host-session';
import { HostSessionProvider } from './host-session-context';
import { HostedApp } from './hosted-app';
import { useDocumentLanguage } from './use-document-language';

cleanUpAfterEachTest();

const translator = createTranslator({
  'zh-Hans': { appTitle: '设备维护', waiting: '正在连接' },
  en: { appTitle: 'Maintenance', waiting: 'Connecting' },
  'de-DE': { appTitle: 'Instandhaltung', waiting: 'Verbinde' },
});

function Waiting() {
  const { t } = useI18n<'waiting'>();
  useDocumentLanguage();
  return <p>{t('waiting')}</p>;
}

function Page({ route }: { route: string }) {
  useDocumentLanguage();
  return <p>page {route}</p>;
}

describe('HostedApp', () => {
  it('waits, then shows the pages in the context’s language with the page’s title and language', () => {
    const host = fakeHostSession({ status: 'connecting' });
    render(
      <HostSessionProvider session={host.session}>
        <HostedApp
          translator={translator}
          hosted={(context) => <Page route={context.route} />}
          waiting={() => <Waiting />}
        />
      </HostSessionProvider>,
    );
    expect(screen.getByText(/Connecting|正在连接|Verbinde/)).toBeTruthy();

    act(() => host.set({ status: 'ready', context: hostContext({ language: 'de-DE', route: '/equipment' }) }));
    expect(screen.getByText('page /equipment')).toBeTruthy();
    expect(document.title).toBe('Instandhaltung');
    expect(document.documentElement.lang).toBe('de-DE');
  });
});
