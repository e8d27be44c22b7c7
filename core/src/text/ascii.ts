/**
 * ASCII classes of one UTF-16 code unit, read without a regular expression: V8 compiles a pattern at its first use
 * (~0.1M instructions), which the CLI's short runs pay at every start (issue 43). A NaN (charCodeAt past the end) is
 * in neither.
 */

/** `[0-9]`, as `\d` outside Unicode mode. */
export const isAsciiDigit = (code: number) => code >= 0x30 && code <= 0x39;

/** `[A-Za-z]`: setting 0x20 lower-cases exactly A-Z. */
export const isAsciiLetter = (code: number) => (code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a;
