import type { HostContext, Language } from '@workbench/contracts';
import type { ReactNode } from 'react';
import type { Translate } from '../i18n/translator';
import { HostedApp } from './hosted-app';
import { PageSwitch, type UnknownPage } from './page-switch';
import { WaitingNotice } from './waiting-notice';

/**
 * The whole root of an application that needs no more than its route table: the page of the
 * context's route (`render` gets it with the context and the scope key), the kit's notice for a page the demo does
 * not have, and the kit's waiting notice while there is no context.
 */
export function RoutedApp<K extends string, P extends { page: string }>({
  translator,
  pageOf,
  render,
}: {
  /** Made once per application by createTranslator. */
  translator: (language: Language) => Translate<K>;
  pageOf: (route: string) => P;
  render: (page: Exclude<P, UnknownPage>, context: HostContext, scope: string) => ReactNode;
}) {
  return (
    <HostedApp
      translator={translator}
      hosted={(context) => <PageSwitch context={context} pageOf={pageOf} render={render} />}
      waiting={(status) => <WaitingNotice status={status} />}
    />
  );
}
