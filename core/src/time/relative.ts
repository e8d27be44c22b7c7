/** How far `then` is from `now`, in the largest unit that is at least one (`in 12 min`, `3 h ago`, `now`). */
export function relativeTime(then: Date | number, now: Date | number): string {
  const ms = toMs(then) - toMs(now);
  const seconds = Math.round(Math.abs(ms) / 1000);
  if (seconds < 1) return 'now';
  const text = durationText(seconds);
  return ms > 0 ? `in ${text}` : `${text} ago`;
}

const UNITS: readonly [seconds: number, name: string][] = [
  [365.25 * 86400, 'y'],
  [30.44 * 86400, 'mo'],
  [86400, 'd'],
  [3600, 'h'],
  [60, 'min'],
  [1, 's'],
];

/** A positive number of seconds in its largest whole unit, with the next unit when it adds detail (`1 h 5 min`). */
export function durationText(totalSeconds: number): string {
  const seconds = Math.round(Math.abs(totalSeconds));
  for (let i = 0; i < UNITS.length; i++) {
    const [size, name] = UNITS[i] as [number, string];
    if (seconds < size) continue;
    const whole = Math.floor(seconds / size);
    const rest = seconds - whole * size;
    const next = UNITS[i + 1];
    // Only units below a day get a second part: "2 d 3 h" reads well, "1 y 2 mo" is rounded anyway.
    if (next && size <= 86400 && rest >= next[0])
      return `${whole} ${name} ${Math.floor(rest / next[0])} ${next[1]}`;
    return `${whole} ${name}`;
  }
  return `${seconds} s`;
}

const toMs = (value: Date | number) => (typeof value === 'number' ? value : value.getTime());
