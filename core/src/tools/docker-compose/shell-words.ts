import { parse } from 'shell-quote';

/** One simple command of the pasted text: its words, and the line it starts on (1-based). */
export interface ShellCommand {
  line: number;
  words: string[];
}

export type ShellProblem =
  | { kind: 'quote'; line: number; quote: string }
  | { kind: 'substitution'; line: number; text: string }
  | { kind: 'syntax'; line: number; text: string };

/** A variable the shell would expand, kept for Compose to interpolate: `$HOME` becomes `${HOME}`. */
const VAR_START = '\u0000';
const VAR_END = '\u0001';
const PWD_SUBSTITUTIONS = /^(\$\(pwd\)|`pwd`)/;

/** How Compose (and sh) write a variable to expand. */
const composeVariable = (name: string) => `\${${name}}`;

const SEPARATORS = new Set([';', '&&', '||', '|', '&', ';;']);

/**
 * Joins continued lines (backslash-newline, outside single quotes, as POSIX sh removes it; PowerShell's backtick and
 * cmd's caret at a line's end), drops comments and linuxserver.io's `` `#optional` `` markers, turns `$(pwd)` into
 * `${PWD}`, and cuts the text at unquoted newlines.
 * shell-quote then reads each logical line's quoting; it alone would neither join lines nor keep them apart.
 */
function logicalLines(text: string): { line: number; text: string }[] | ShellProblem {
  const lines: { line: number; text: string }[] = [];
  let current = '';
  let start = 1;
  let line = 1;
  let quote: '' | "'" | '"' = '';
  let quoteLine = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote === "'") {
      current += c;
      if (c === '\n') line++;
      if (c === "'") quote = '';
      continue;
    }
    if (c === '\\' && text[i + 1] === '\n') {
      i++;
      line++;
      continue;
    }
    // PowerShell's ` and cmd's ^ end a continued line as \ does in sh (Docker's docs write them for Windows).
    if ((c === '`' || c === '^') && text[i + 1] === '\n' && /(^|\s)$/.test(current)) {
      i++;
      line++;
      continue;
    }
    if (c === '\\' && i + 1 < text.length) {
      current += c + text[i + 1];
      i++;
      continue;
    }
    const pwd = PWD_SUBSTITUTIONS.exec(text.slice(i, i + 6));
    if (pwd) {
      current += composeVariable('PWD');
      i += pwd[0].length - 1;
      continue;
    }
    if (quote === '' && c === '`' && text[i + 1] === '#') {
      const end = text.indexOf('`', i + 1);
      if (end > 0 && !text.slice(i, end).includes('\n')) {
        i = end;
        continue;
      }
    }
    if (c === '`' || (c === '$' && text[i + 1] === '(')) {
      return { kind: 'substitution', line, text: text.slice(i, text.indexOf('\n', i) >>> 0).slice(0, 40) };
    }
    if (quote === '"') {
      if (c === '"') quote = '';
      if (c === '\n') line++;
      current += c;
      continue;
    }
    // A `$ ` prompt copied from a README is not part of the command.
    if (c === '$' && text[i + 1] === ' ' && current.trim() === '') {
      i++;
      continue;
    }
    const wordStart = current === '' || /\s$/.test(current);
    if (c === '~' && wordStart && /^(\/|\s|$)/.test(text.slice(i + 1, i + 2))) {
      current += composeVariable('HOME');
      continue;
    }
    if (c === '#' && wordStart) {
      while (i + 1 < text.length && text[i + 1] !== '\n') i++;
      continue;
    }
    if (c === '\n') {
      if (current.trim() !== '') lines.push({ line: start, text: current });
      current = '';
      line++;
      start = line;
      continue;
    }
    if (c === "'" || c === '"') {
      quote = c;
      quoteLine = line;
    }
    current += c;
  }
  if (quote !== '') return { kind: 'quote', line: quoteLine, quote };
  if (current.trim() !== '') lines.push({ line: start, text: current });
  return lines;
}

/** Splits pasted shell text into simple commands, reading quotes and escapes as POSIX sh does. */
export function shellCommands(text: string): ShellCommand[] | ShellProblem {
  // Windows line ends (a README copied there, a .ps1 or .cmd file): \ before CRLF continues the line too.
  const lines = logicalLines(text.replaceAll('\r\n', '\n'));
  if (!Array.isArray(lines)) return lines;
  const commands: ShellCommand[] = [];
  for (const { line, text: source } of lines) {
    let words: string[] = [];
    for (const token of parse(source, (name) => `${VAR_START}${name}${VAR_END}`)) {
      if (typeof token === 'string') words.push(token);
      else if ('comment' in token) break;
      else if (token.op === 'glob') words.push(token.pattern);
      else if (SEPARATORS.has(token.op)) {
        if (words.length > 0) commands.push({ line, words });
        words = [];
      } else return { kind: 'syntax', line, text: token.op };
    }
    if (words.length > 0) commands.push({ line, words });
  }
  return commands;
}

/**
 * A word as Compose must read it: its own `$` doubled (Compose interpolates `$NAME`), the shell's variables
 * written back as `${NAME}` for Compose to fill in from the environment, as the shell would have.
 */
export function composeString(word: string): string {
  let out = '';
  for (let i = 0; i < word.length; i++) {
    const c = word[i];
    if (c === VAR_START) {
      const end = word.indexOf(VAR_END, i);
      out += composeVariable(word.slice(i + 1, end));
      i = end;
    } else out += c === '$' ? '$$' : c;
  }
  return out;
}
