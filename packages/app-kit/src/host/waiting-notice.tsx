import { Notice } from '../components/notice';
import { useI18n } from '../i18n/i18n-context';
import { useHostSession } from './host-session-context';
import type { WaitingStatus } from './hosted-app';
import { useDocumentLanguage } from './use-document-language';

/** The texts the waiting notice reads from the application's dictionaries. */
export type WaitingNoticeMessageKey =
  | 'connecting'
  | 'unreachableTitle'
  | 'unreachableBody'
  | 'outsideTitle'
  | 'outsideBody'
  | 'retry'
  | 'outsideLink';

/** No session from the workbench: opened on its own, or framed but the shell did not answer. */
export function WaitingNotice({ status }: { status: WaitingStatus }) {
  const { t } = useI18n<WaitingNoticeMessageKey>();
  const session = useHostSession();
  useDocumentLanguage();
  if (status === 'connecting') return <Notice title={t('connecting')} />;
  const framed = status === 'unreachable';
  return (
    <Notice title={framed ? t('unreachableTitle') : t('outsideTitle')}>
      <p>{framed ? t('unreachableBody') : t('outsideBody')}</p>
      <p className="notice-actions">
        {framed && (
          <button type="button" className="button button-primary" onClick={session.retry}>
            {t('retry')}
          </button>
        )}
        <a className={framed ? 'button' : 'button button-primary'} href="/" target="_top">
          {t('outsideLink')}
        </a>
      </p>
    </Notice>
  );
}
