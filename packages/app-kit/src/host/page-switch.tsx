import type { HostContext } from '@workbench/contracts';
import type { ReactNode } from 'react';
import { Notice } from '../components/notice';
import { useI18n } from '../i18n/i18n-context';
import { useDocumentLanguage } from './use-document-language';

/** What an application's route table answers for a route it does not serve. */
export interface UnknownPage {
  page: 'unknown';
  route: string;
}

/** The texts the page switch reads from the application's dictionaries. */
export type PageSwitchMessageKey = 'notInDemoTitle' | 'notInDemoBody';

function isUnknown(page: { page: string }): page is UnknownPage {
  return page.page === 'unknown';
}

/**
 * The page of the context's route (or of the frame's address when the context names none), or a
 * notice that the demo does not have it. `scope` changes with the sub-system and the data
 * permissions: a page keyed by it starts afresh (first page, no search) on a new choice.
 */
export function PageSwitch<P extends { page: string }>({
  context,
  pageOf,
  render,
}: {
  context: HostContext;
  pageOf: (route: string) => P;
  render: (page: Exclude<P, UnknownPage>, context: HostContext, scope: string) => ReactNode;
}) {
  const { t } = useI18n<PageSwitchMessageKey>();
  useDocumentLanguage();
  const page = pageOf(context.route || window.location.hash);
  const scope = `${context.subSystem?.id ?? ''}|${context.dataPermissionCodes.join(',')}`;
  if (!isUnknown(page)) return render(page as Exclude<P, UnknownPage>, context, scope);
  return (
    <Notice title={t('notInDemoTitle')}>
      <p>{t('notInDemoBody', { route: page.route })}</p>
    </Notice>
  );
}
