/**
 * A date formatter made on its first use. A page's first `Intl.DateTimeFormat` loads ICU's date data: 40-120 ms in
 * Debian's Chromium on this 2-core machine (the next one 0.2 ms). Made as its module loaded, the dashboard paid it in
 * its first task for every user, with or without a project to date.
 */
export function lazyDateFormat(options: Intl.DateTimeFormatOptions): (date: Date) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (date) => {
    format ??= new Intl.DateTimeFormat('en-US', options);
    return format.format(date);
  };
}
