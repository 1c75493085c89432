/**
 * Tells a badge or barcode reader from a person. A "keyboard wedge" reader types the card number
 * or the code as keystrokes a few milliseconds apart and ends it with Enter; a person, even a fast
 * typist, does not keep every gap under 50 ms over four characters and the Enter. One rule for the
 * portal's card sign-in, its handheld scanner input and the sub-applications' own pages.
 */
export const WEDGE_MAX_GAP_MS = 50;
export const WEDGE_MIN_LENGTH = 4;
/** Longer than any badge number or barcode; a stuck key does not grow the buffer without end. */
const WEDGE_MAX_LENGTH = 128;

export class WedgeBurst {
  private typed = '';
  private lastAt = Number.NEGATIVE_INFINITY;

  /**
   * Feeds one keydown (its `key` and time in ms). Answers the card number (or code) when an Enter
   * ends a burst, otherwise null. Keys that type nothing (Shift, which readers send for capitals) pass.
   */
  key(key: string, at: number): string | null {
    const inBurst = at - this.lastAt <= WEDGE_MAX_GAP_MS;
    if (key === 'Enter') {
      const burst = inBurst && this.typed.length >= WEDGE_MIN_LENGTH ? this.typed : null;
      this.reset();
      return burst;
    }
    if (key.length !== 1) return null;
    this.typed = inBurst ? (this.typed + key).slice(0, WEDGE_MAX_LENGTH) : key;
    this.lastAt = at;
    return null;
  }

  reset(): void {
    this.typed = '';
    this.lastAt = Number.NEGATIVE_INFINITY;
  }
}
