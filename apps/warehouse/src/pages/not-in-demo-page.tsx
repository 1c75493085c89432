import { Notice } from '@workbench/app-kit';
import { useI18n } from '../i18n/i18n-context';

/** A menu route of the WMS that this demo does not implement. */
export function NotInDemoPage({ route }: { route: string }) {
  const { t } = useI18n();
  return (
    <Notice title={t('notInDemoTitle')}>
      <p>{t('notInDemoBody', { route })}</p>
    </Notice>
  );
}
