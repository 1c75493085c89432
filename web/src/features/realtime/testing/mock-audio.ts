import { vi } from 'vitest';

/**
 * jsdom has no media playback: play() and pause() are replaced, recording which sound file was
 * started (and whether looped) or paused. `refuseAutoplay` answers play() as a browser does before
 * the user has interacted with the page.
 */
export function mockAudio() {
  const played: { file: string; loop: boolean }[] = [];
  const paused: string[] = [];
  const state = { refuseAutoplay: false };
  let lastPlayed: HTMLMediaElement | null = null;
  const fileOf = (element: HTMLMediaElement) => new URL(element.src).pathname.split('/').slice(-2).join('/');
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    if (state.refuseAutoplay) {
      return Promise.reject(new DOMException('play() failed because the user did not interact', 'NotAllowedError'));
    }
    played.push({ file: fileOf(this), loop: this.loop });
    lastPlayed = this;
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    paused.push(fileOf(this));
  });
  /** The sound last started has played to its end. */
  const finish = () => lastPlayed?.dispatchEvent(new Event('ended'));
  return { played, paused, state, finish };
}
