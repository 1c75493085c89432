import { create } from 'zustand';

export type SoundName = 'danger' | 'info';

export interface SoundState {
  /** The sound audibly playing now; mirrored as data-sound-playing on the notification layer. */
  playing: SoundName | null;
  /** A sound the browser refused to start before the user interacted with the page (autoplay rules). */
  blocked: SoundName | null;
}

/** What the notification sounds are doing, for the layer's "Sound blocked" control and for tests. */
export const useSoundStore = create<SoundState>()(() => ({ playing: null, blocked: null }));
