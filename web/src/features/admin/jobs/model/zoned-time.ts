/**
 * Times of the plant's clock, whatever the browser's zone: the scheduler reads a job's hours in
 * its time zone, so the editor and the list show them there too (Intl, no zone database of ours).
 */

/** The wall-clock fields of an instant in a time zone. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function wallTimeIn(timeZone: string, instant: Date): WallTime {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

const two = (value: number) => String(value).padStart(2, '0');

/** "2026-12-02 06:00:00" on the zone's clock (docs/spec.md §9's pattern). */
export function formatInZone(instant: Date | string, timeZone: string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return '';
  const wall = wallTimeIn(timeZone, date);
  return `${wall.year}-${two(wall.month)}-${two(wall.day)} ${two(wall.hour)}:${two(wall.minute)}:${two(wall.second)}`;
}

const asUtc = (wall: WallTime) => Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);

/**
 * The instant at which the zone's clock shows `wall`. Across a daylight-saving change the offset
 * of the guess may differ from that of the answer, so it is corrected once more; an hour that the
 * clock skips gives the instant just after it.
 */
export function instantOfWallTime(wall: WallTime, timeZone: string): Date {
  const target = asUtc(wall);
  let instant = target - (asUtc(wallTimeIn(timeZone, new Date(target))) - target);
  instant += target - asUtc(wallTimeIn(timeZone, new Date(instant)));
  return new Date(instant);
}
