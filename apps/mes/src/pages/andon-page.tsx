import { useHostSession } from '@workbench/app-kit';
import type { HostContext } from '@workbench/contracts';
import { queryLineStatus } from '../api/query-mes';
import { useMesList } from '../api/use-mes-list';
import { MesPage } from '../components/mes-page';
import { StatusBadge } from '../components/status-badge';
import { useI18n } from '../i18n/i18n-context';
import { formatNumber, formatTime } from '../lib/format';

/**
 * #/shop-floor/andon: one tile per line, its state in colour and the day's output against target,
 * large enough for a screen on the shop floor (the menu opens it in its own window).
 */
export function AndonPage({ context }: { context: HostContext }) {
  const { t, language } = useI18n();
  const session = useHostSession();
  const { state, retry } = useMesList(queryLineStatus, context, '', session.tokenExpired);
  return (
    <MesPage context={context} title={t('andonTitle')} state={state} retry={retry}>
      {(lines) => (
        <ul className="andon" aria-label={t('andonTitle')}>
          {lines.map((line) => (
            <li key={line.id} className={`andon-tile andon-${line.state}`}>
              <h2>
                {line.dataPermissionCode} <span className="andon-name">{line.lineName}</span>
              </h2>
              <StatusBadge value={line.state} line />
              <p className="andon-order">{line.currentOrderNo || t('noOrder')}</p>
              <p className="andon-output">
                {t('outputOfTarget', {
                  output: formatNumber(line.outputToday, language),
                  target: formatNumber(line.targetToday, language),
                })}
              </p>
              <meter min={0} max={Math.max(1, line.targetToday)} value={line.outputToday} aria-label={t('colOutput')} />
              <p className="andon-since">
                {t('colSince')}: {formatTime(line.since, language)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </MesPage>
  );
}
