import { useEffect } from 'react';
import { useSoundStore } from '../stores/sound-store';
import type { SoundPlayer } from './sound-player';

const INTERACTIONS = ['pointerdown', 'keydown'] as const;

/**
 * A blocked sound starts at the user's next click or key press anywhere in the page: that
 * interaction lifts the browser's autoplay block. The "Sound blocked" control is the visible way.
 */
export function useUnblockOnInteraction(player: SoundPlayer): void {
  const blocked = useSoundStore((s) => s.blocked !== null);
  useEffect(() => {
    if (!blocked) return;
    const unblock = () => player.unblock();
    for (const name of INTERACTIONS) window.addEventListener(name, unblock, { capture: true, once: true });
    return () => {
      for (const name of INTERACTIONS) window.removeEventListener(name, unblock, { capture: true });
    };
  }, [blocked, player]);
}
