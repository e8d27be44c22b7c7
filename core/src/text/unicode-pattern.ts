/**
 * Regular expressions over Unicode letter classes (`\p{L}`) cost a short run dearly: ICU builds the class when V8
 * compiles the pattern (3.5M instructions for `[\p{L}\p{N}]+`, a twentieth of a bare `node -e 0`, issue 43), and
 * for a literal already when V8 parses the function that holds it. Text that is all ASCII needs only the ASCII
 * spelling of the same pattern; the Unicode one is built from its source on first use.
 */

/** Whether every UTF-16 unit of the text is ASCII. */
export const isAscii = (text: string) => !/[\x80-\uffff]/.test(text);

/**
 * A pattern used on ASCII text as its ASCII spelling and on any other text as its Unicode one, built once when
 * first needed. The two must find the same matches wherever the text is ASCII (each user tests that).
 */
export function asciiOrUnicode(
  ascii: RegExp,
  unicodeSource: string,
  flags: string,
): (text: string) => RegExp {
  let unicode: RegExp | undefined;
  return (text) => {
    if (isAscii(text)) return ascii;
    // Built from a string, not a literal: V8 checks a literal's syntax when it parses the function, ICU classes and all.
    unicode ??= new RegExp(unicodeSource, flags);
    return unicode;
  };
}
