import { ListFrame, type PageState } from '@workbench/app-kit';
import type { HostContext } from '@workbench/contracts';
import type { ReactNode } from 'react';
import { useI18n } from '../i18n/i18n-context';

interface MesPageProps<T> {
  context: HostContext;
  title: string;
  state: PageState<T>;
  retry: () => void;
  /** Shown above the content, e.g. a search form. */
  tools?: ReactNode;
  children: (items: T[], totalCount: number) => ReactNode;
}

/**
 * A page of the MES: the kit's list frame with the lines in effect. The lists are one short page,
 * so a new search shows "Loading…" rather than the previous rows, and an empty list a message.
 */
export function MesPage<T>({ context, title, state, retry, tools, children }: MesPageProps<T>) {
  const { t } = useI18n();
  return (
    <ListFrame
      context={context}
      title={title}
      scopeLabel={t('linesInEffect')}
      state={state}
      retry={retry}
      tools={tools}
    >
      {(data) =>
        data.items.length === 0 ? <p className="message">{t('empty')}</p> : children(data.items, data.totalCount)
      }
    </ListFrame>
  );
}
