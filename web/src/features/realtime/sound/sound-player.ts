import { type SoundName, useSoundStore } from '../stores/sound-store';

/** Shipped with the portal (web/public/sounds, made by web/scripts/generate-sounds.mjs); relative to index.html. */
export const SOUND_FILES: Record<SoundName, string> = {
  danger: 'sounds/danger.wav',
  info: 'sounds/info.wav',
};

export interface SoundPlayer {
  /** Plays a sound: the danger siren loops until stopped, the info chime plays once. Already wanted: nothing. */
  play(name: SoundName): void;
  stop(): void;
  /** The sound wanted now (playing, starting or blocked). */
  current(): SoundName | null;
  /** Starts the blocked sound again; called from a click, which lifts the browser's autoplay block. */
  unblock(): void;
}

/** Browsers refuse play() with NotAllowedError until the user has interacted with the page. */
function isAutoplayRefusal(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'NotAllowedError';
}

/** One audio element per sound, made on first use, and at most one sound at a time. */
export function createSoundPlayer(
  createAudio: (src: string) => HTMLAudioElement = (src) => new Audio(src),
): SoundPlayer {
  const audios = new Map<SoundName, HTMLAudioElement>();
  let wanted: SoundName | null = null;

  function audioOf(name: SoundName): HTMLAudioElement {
    const existing = audios.get(name);
    if (existing) return existing;
    const audio = createAudio(SOUND_FILES[name]);
    audio.preload = 'auto';
    audio.addEventListener('ended', () => {
      if (wanted !== name) return;
      wanted = null;
      useSoundStore.setState({ playing: null });
    });
    audios.set(name, audio);
    return audio;
  }

  function silence(name: SoundName): void {
    const audio = audios.get(name);
    if (!audio) return;
    audio.pause();
    audio.currentTime = 0;
  }

  function start(name: SoundName): void {
    if (wanted && wanted !== name) silence(wanted);
    wanted = name;
    const audio = audioOf(name);
    audio.loop = name === 'danger';
    audio.currentTime = 0;
    let started: Promise<void> | undefined;
    try {
      started = audio.play();
    } catch (error) {
      started = Promise.reject(error);
    }
    Promise.resolve(started).then(
      () => {
        if (wanted === name) useSoundStore.setState({ playing: name, blocked: null });
      },
      (error: unknown) => {
        if (wanted !== name) return;
        if (isAutoplayRefusal(error)) {
          useSoundStore.setState({ playing: null, blocked: name });
          return;
        }
        console.warn(`The ${name} sound could not be played`, error);
        wanted = null;
        useSoundStore.setState({ playing: null, blocked: null });
      },
    );
  }

  return {
    play(name) {
      if (wanted !== name) start(name);
    },
    stop() {
      if (wanted) silence(wanted);
      wanted = null;
      useSoundStore.setState({ playing: null, blocked: null });
    },
    current: () => wanted,
    unblock() {
      const blocked = useSoundStore.getState().blocked;
      if (blocked) start(blocked);
    },
  };
}
