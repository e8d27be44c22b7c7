/** A day the calendar has: month 1-12, and no February 30 (smol-toml's dates would roll it over to March 1). */
function isCalendarDay(year: number, month: number, day: number): boolean {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return days !== undefined && day >= 1 && day <= days;
}

const DATE = /(\d{4})-(\d{2})-(\d{2})/y;
const KEY_FOLLOWS = /[ \t]*[=.]/y;
const WORD = /[\w-]/;

/** Where `close` ends the string opened at `from` (past its opening quotes), honouring escapes in basic strings. */
function stringEnd(text: string, from: number, close: string, escapes: boolean): number {
  let at = from;
  while (at < text.length && !text.startsWith(close, at)) at += escapes && text[at] === '\\' ? 2 : 1;
  return at + close.length;
}

/**
 * The first date value of a TOML text that is not a day of the calendar (2023-02-30), with its line and column; dates
 * inside strings and comments, and bare keys shaped like dates (`2023-02-30 = 1`, `[2023-02-30]`), are not values.
 */
export function impossibleDate(text: string): { text: string; line: number; column: number } | undefined {
  let line = 1;
  let lineStart = 0;
  let depth = 0;
  let at = 0;
  const skipTo = (end: number) => {
    for (let i = text.indexOf('\n', at); i !== -1 && i < end; i = text.indexOf('\n', i + 1)) {
      line++;
      lineStart = i + 1;
    }
    at = end;
  };
  while (at < text.length) {
    const char = text[at] as string;
    if (char === '\n') skipTo(at + 1);
    else if (char === '#') skipTo(text.indexOf('\n', at) === -1 ? text.length : text.indexOf('\n', at));
    else if (char === '"' || char === "'") {
      const quote = text.startsWith(char.repeat(3), at) ? char.repeat(3) : char;
      skipTo(stringEnd(text, at + quote.length, quote, char === '"'));
    } else if (char === '[' && depth === 0 && text.slice(lineStart, at).trim() === '') {
      // A table header: keys to the end of its line.
      skipTo(text.indexOf('\n', at) === -1 ? text.length : text.indexOf('\n', at));
    } else if (char === '[' || char === '{') {
      depth++;
      at++;
    } else if (char === ']' || char === '}') {
      depth--;
      at++;
    } else if (/\d/.test(char) && !WORD.test(text[at - 1] ?? '')) {
      DATE.lastIndex = at;
      const date = DATE.exec(text);
      KEY_FOLLOWS.lastIndex = DATE.lastIndex;
      if (date && !KEY_FOLLOWS.test(text) && !isCalendarDay(+date[1]!, +date[2]!, +date[3]!))
        return { text: date[0], line, column: at - lineStart + 1 };
      at = date ? DATE.lastIndex : at + 1;
    } else at++;
  }
  return undefined;
}
