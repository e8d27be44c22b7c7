import { ToolInputError } from '../../errors';

/** POSIX single quotes: nothing inside is special, so a quote is written as '\'' (close, escaped quote, reopen). */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, "'\\''")}'`;
}

const SHELL_TITLE = 'Invalid text';

function fail(message: string): never {
  throw new ToolInputError(message, SHELL_TITLE, 'text');
}

/** What ends a word (POSIX 2.3): a blank (space, tab) or a line break; \r, \v, \f and U+00A0 are text to a shell. */
const BLANK = /[ \t\n]/;

/** Characters a shell reads as syntax or expansion when unquoted (POSIX 2.2, 2.6, 2.13). */
const UNQUOTED_SPECIAL = /[|&;<>()$`*?[]/;

/** The characters a backslash escapes inside double quotes (POSIX 2.2.3); before any other it stays as written. */
const DOUBLE_QUOTE_ESCAPES = '$`"\\\n';

/**
 * Reads one shell word as `sh` would pass it to a command, refusing what a shell would expand or split on
 * (variables, globs, several words): the text a literal word stands for, or a message naming the character.
 */
export function readShellWord(source: string): string {
  const text = source.replace(/^[ \t\n]+/, '');
  let out = '';
  let at = 0;
  if (text.startsWith('#')) fail('A word starting with # is a comment to the shell.');
  if (text.startsWith('~')) fail('A word starting with ~ is expanded to a home folder by the shell.');
  while (at < text.length) {
    const char = text[at] as string;
    if (char === "'") {
      const end = text.indexOf("'", at + 1);
      if (end === -1) fail(`The single quote at character ${at + 1} is never closed.`);
      out += text.slice(at + 1, end);
      at = end + 1;
    } else if (char === '"') {
      const open = at;
      at++;
      for (;;) {
        const inner = text[at];
        if (inner === undefined) fail(`The double quote at character ${open + 1} is never closed.`);
        if (inner === '"') break;
        if (inner === '\\' && DOUBLE_QUOTE_ESCAPES.includes(text[at + 1] ?? '')) {
          if (text[at + 1] !== '\n') out += text[at + 1];
          at += 2;
        } else if (inner === '$' || inner === '`') {
          fail(`"${inner}" at character ${at + 1} is expanded by the shell even inside double quotes.`);
        } else {
          out += inner;
          at++;
        }
      }
      at++;
    } else if (char === '\\') {
      const next = text[at + 1];
      if (next === undefined) fail('A backslash at the end escapes nothing.');
      if (next !== '\n') out += next;
      at += 2;
    } else if (BLANK.test(char)) {
      // Blanks after the word end it; a word after them is a second one.
      if (/^[ \t\n]*$/.test(text.slice(at))) break;
      fail(`The space at character ${at + 1} splits this into several words; quote it.`);
    } else if (UNQUOTED_SPECIAL.test(char)) {
      fail(`"${char}" at character ${at + 1} means something to the shell unquoted; quote it.`);
    } else {
      out += char;
      at++;
    }
  }
  return out;
}
