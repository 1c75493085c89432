import type { HostContext, Language } from '@workbench/contracts';
import { type HostState, initialLanguage } from '@workbench/contracts/app-bridge';
import type { ReactNode } from 'react';
import { I18nProvider } from '../i18n/i18n-context';
import type { Translate } from '../i18n/translator';
import { useHostState } from './host-session-context';

/** Why there is no context (yet): still connecting, opened outside the workbench, or no answer. */
export type WaitingStatus = Exclude<HostState['status'], 'ready'>;

/**
 * The root of a sub-application: with a context from the shell, the pages in the context's
 * language; without one, what the application says while it waits, in the language the frame's
 * address or the browser suggests.
 */
export function HostedApp<K extends string>({
  translator,
  hosted,
  waiting,
}: {
  /** Made once per application by createTranslator. */
  translator: (language: Language) => Translate<K>;
  hosted: (context: HostContext) => ReactNode;
  waiting: (status: WaitingStatus) => ReactNode;
}) {
  const state = useHostState();
  if (state.status === 'ready') {
    return (
      <I18nProvider language={state.context.language} translator={translator}>
        {hosted(state.context)}
      </I18nProvider>
    );
  }
  return (
    <I18nProvider language={initialLanguage(window)} translator={translator}>
      {waiting(state.status)}
    </I18nProvider>
  );
}
