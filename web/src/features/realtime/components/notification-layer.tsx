import { type CSSProperties, lazy, Suspense } from 'react';
import { type CornerPlacement, placementOf } from '../rules/notification-layout';
import { pageInsetVariables } from '../rules/page-region';
import { usePopUpsStore } from '../stores/pop-ups-store';
import { useSoundStore } from '../stores/sound-store';
import { CornerPopUp } from './corner-pop-up';
import { FireAlarmBox } from './fire-alarm-box';
import { NotificationAnnouncer } from './notification-announcer';
import { SoundBlockedButton } from './sound-blocked-button';
import { usePageInsets } from './use-page-insets';
import './notification-layer.css';

// antd's Modal comes with the first centred pop-up, not with the frame: most screens never show one.
const CentrePopUp = lazy(() => import('./centre-pop-up').then((m) => ({ default: m.CentrePopUp })));

const CORNERS: readonly CornerPlacement[] = ['top-left', 'top-right', 'bottom-right', 'bottom-left'];

/**
 * The notification pop-up layer of the signed-in frame (docs/spec.md §2): pop-ups stacked in their corner
 * of the page region or as modal boxes in the centre, the Fire Alarm box, and the sound state — the playing sound's
 * name is on the root as data-sound-playing.
 */
export function NotificationLayer({ onEnableSound }: { onEnableSound: () => void }) {
  const popUps = usePopUpsStore((s) => s.popUps);
  const playing = useSoundStore((s) => s.playing);
  const placed = popUps.map((shown) => ({ shown, placement: placementOf(shown.message) }));
  const insets = usePageInsets();

  return (
    <div
      className="wb-notification-layer"
      data-sound-playing={playing ?? undefined}
      style={pageInsetVariables(insets) as CSSProperties}
    >
      <SoundBlockedButton onEnable={onEnableSound} />
      {CORNERS.map((corner) => {
        const stack = placed.filter((item) => item.placement === corner);
        if (stack.length === 0) return null;
        return (
          <div key={corner} className={`wb-pop-up-stack is-${corner}`} data-placement={corner}>
            {stack.map(({ shown }) => (
              <CornerPopUp key={shown.message.Id} shown={shown} />
            ))}
          </div>
        );
      })}
      <Suspense fallback={null}>
        {placed
          .filter((item) => item.placement === 'centre')
          .map(({ shown }) => (
            <CentrePopUp key={shown.message.Id} shown={shown} />
          ))}
      </Suspense>
      <FireAlarmBox />
      <NotificationAnnouncer />
    </div>
  );
}
