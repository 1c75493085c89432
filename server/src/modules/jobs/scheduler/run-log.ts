/** The most lines a run keeps, and the longest line: a chatty kind cannot fill the database. */
export const RUN_LOG_MAX_LINES = 200;
export const RUN_LOG_MAX_LINE_LENGTH = 1_000;

export interface RunLogLine {
  at: string;
  line: string;
}

/** A run's log lines; past the cap one line says how many more were left out. */
export class RunLog {
  private readonly lines: RunLogLine[] = [];
  private dropped = 0;

  constructor(private readonly now: () => Date) {}

  add(line: string): void {
    if (this.lines.length >= RUN_LOG_MAX_LINES - 1) {
      this.dropped += 1;
      return;
    }
    // Control characters (but tab) become spaces: a log line is shown as text, one line.
    const text = [...String(line).slice(0, RUN_LOG_MAX_LINE_LENGTH)]
      .map((char) => {
        const code = char.charCodeAt(0);
        return (code < 32 && code !== 9) || code === 127 ? ' ' : char;
      })
      .join('');
    this.lines.push({ at: this.now().toISOString(), line: text });
  }

  toJSON(): RunLogLine[] {
    if (this.dropped === 0) return [...this.lines];
    return [...this.lines, { at: this.now().toISOString(), line: `… ${this.dropped} more lines left out` }];
  }
}
