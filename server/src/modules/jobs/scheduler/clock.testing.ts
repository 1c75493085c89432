import type { Clock } from './clock';

/** A clock that stands still until the test moves it; timers fire as it passes them. */
export class ManualClock implements Clock {
  private current: number;
  private timers: { at: number; fire: () => void; id: number }[] = [];
  private nextId = 0;

  constructor(start: Date | string) {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  setTimer(ms: number, fire: () => void): () => void {
    const id = this.nextId++;
    this.timers.push({ at: this.current + Math.max(0, ms), fire, id });
    return () => {
      this.timers = this.timers.filter((timer) => timer.id !== id);
    };
  }

  /** When the first timer set will fire; null when none is set. */
  nextTimerAt(): Date | null {
    const [first] = [...this.timers].sort((a, b) => a.at - b.at);
    return first ? new Date(first.at) : null;
  }

  /** Moves the time on, firing the timers it passes in their order. */
  advance(ms: number): void {
    const target = this.current + ms;
    for (;;) {
      const due = this.timers.filter((timer) => timer.at <= target).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.timers = this.timers.filter((timer) => timer.id !== due.id);
      this.current = Math.max(this.current, due.at);
      due.fire();
    }
    this.current = target;
  }

  set(to: Date | string): void {
    this.advance(new Date(to).getTime() - this.current);
  }
}
