/** Dates as the workspace text writes them: year-month-day or day/month/year, kept as `YYYY-MM-DD`. */
const YMD = /(?<!\d)(\d{4})-(\d{1,2})-(\d{1,2})(?!\d)/;
const DMY = /(?<!\d)(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})(?!\d)/;

function daysIn(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function iso(year: number, month: number, day: number): string | undefined {
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return undefined;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function fromYmd(text: string): string | undefined {
  const m = YMD.exec(text);
  return m ? iso(Number(m[1]), Number(m[2]), Number(m[3])) : undefined;
}

function fromDmy(text: string): string | undefined {
  const m = DMY.exec(text);
  if (!m) return undefined;
  const year = m[3]!.length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
  return iso(year, Number(m[2]), Number(m[1]));
}

/** The first valid date in the text, year-month-day preferred over day/month/year. */
export function findDate(text: string): string | undefined {
  return fromYmd(text) ?? fromDmy(text);
}

export function hasDmyDate(text: string): boolean {
  return fromDmy(text) !== undefined;
}

const DAY_MS = 86_400_000;

/** Milliseconds since the epoch at UTC midnight of a `YYYY-MM-DD` date, or undefined for other text. */
function dateToMs(date: string | null | undefined): number | undefined {
  const m = date ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(date) : null;
  return m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : undefined;
}

/** Whole days from the clock's UTC day to the date's (negative when the date has passed). */
export function daysUntil(date: string | null | undefined, now: Date): number | undefined {
  const ms = dateToMs(date);
  if (ms === undefined) return undefined;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.round((ms - today) / DAY_MS);
}
