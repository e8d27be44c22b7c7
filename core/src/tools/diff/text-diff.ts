import { diffWordsWithSpace, formatPatch, OMIT_HEADERS, type StructuredPatchHunk } from 'diff';
import { type Run, sequenceChanges } from './sequence';

/** A run of a line's text; `changed` marks the words that differ from the paired line on the other side. */
interface Segment {
  text: string;
  changed: boolean;
}

export interface SideLine {
  /** 1-based line number in its own text. */
  number: number;
  segments: Segment[];
  /** The line ends with CR LF (the CR is not in the segments). */
  crlf?: boolean;
  /** The text's last line, without a newline after it. */
  noNewlineAtEnd?: boolean;
}

/** One row of the side-by-side view. */
export type DiffRow =
  | { kind: 'same'; left: SideLine; right: SideLine }
  | { kind: 'changed'; left: SideLine; right: SideLine }
  | { kind: 'removed'; left: SideLine }
  | { kind: 'added'; right: SideLine }
  /** Unchanged lines folded away (more than the context on both sides of a change). */
  | { kind: 'skipped'; count: number; leftStart: number; rightStart: number };

export interface TextDiff {
  rows: DiffRow[];
  /** A unified diff (`diff -u`), '' when the texts are the same; `patch` and `git apply` take it. */
  unified: string;
  added: number;
  removed: number;
  identical: boolean;
  /** More than MAX_EDIT_LENGTH changed lines among those both texts hold: the changed middle is one block. */
  coarse?: boolean;
}

export interface TextDiffInput {
  a: string;
  b: string;
  /** Names in the unified diff's `---`/`+++` lines. */
  aName?: string;
  bName?: string;
  /** Unchanged lines kept around each change (unified diff and side by side); default 3, Infinity for all. */
  context?: number;
}

const DEFAULT_CONTEXT = 3;

/** Words are compared inside lines up to this length; a longer line (minified code) is marked whole. */
const WORD_DIFF_MAX_LINE = 10_000;

type LineChange = Run<string>;

/** Lines with their newline ('a\nb' -> ['a\n', 'b']). */
function splitLines(text: string): string[] {
  const lines = text.split('\n').map((line) => `${line}\n`);
  const last = lines.pop() as string;
  if (last !== '\n') lines.push(last.slice(0, -1));
  return lines;
}

/** Unified-diff hunks (`diff -u`) from line changes, `context` unchanged lines around each. */
function hunks(changes: LineChange[], context: number): StructuredPatchHunk[] {
  const out: StructuredPatchHunk[] = [];
  let hunk: StructuredPatchHunk | undefined;
  let oldLine = 1;
  let newLine = 1;
  for (const [index, change] of changes.entries()) {
    if (change.added || change.removed) {
      if (!hunk) {
        const before = changes[index - 1]?.items.slice(-context) ?? [];
        const lead = context > 0 ? before : [];
        hunk = {
          oldStart: oldLine - lead.length,
          newStart: newLine - lead.length,
          oldLines: lead.length,
          newLines: lead.length,
          lines: lead.map((line) => ` ${line}`),
        };
      }
      for (const line of change.items) hunk.lines.push(`${change.added ? '+' : '-'}${line}`);
      if (change.added) {
        newLine += change.items.length;
        hunk.newLines += change.items.length;
      } else {
        oldLine += change.items.length;
        hunk.oldLines += change.items.length;
      }
      continue;
    }
    if (hunk) {
      const last = index === changes.length - 1;
      const shown =
        !last && change.items.length <= context * 2 ? change.items : change.items.slice(0, context);
      for (const line of shown) hunk.lines.push(` ${line}`);
      hunk.oldLines += shown.length;
      hunk.newLines += shown.length;
      if (shown.length < change.items.length || last) {
        out.push(hunk);
        hunk = undefined;
      }
    }
    oldLine += change.items.length;
    newLine += change.items.length;
  }
  if (hunk) out.push(hunk);
  // jsdiff's formatter writes `\ No newline at end of file` after a last line without one.
  for (const h of out) {
    h.lines = h.lines.flatMap((line) =>
      line.endsWith('\n') ? [line.slice(0, -1)] : [line, '\\ No newline at end of file'],
    );
  }
  return out;
}

function sideLine(raw: string, number: number): SideLine {
  const newline = raw.endsWith('\n');
  const crlf = raw.endsWith('\r\n');
  const body = raw.slice(0, raw.length - (crlf ? 2 : newline ? 1 : 0));
  return {
    number,
    segments: body === '' ? [] : [{ text: body, changed: false }],
    ...(crlf ? { crlf } : {}),
    ...(newline ? {} : { noNewlineAtEnd: true }),
  };
}

/** Marks the words that differ between two paired lines; lines with little in common are marked whole. */
function markWords(left: SideLine, right: SideLine): void {
  const a = left.segments.map((s) => s.text).join('');
  const b = right.segments.map((s) => s.text).join('');
  const whole = () => {
    left.segments = a === '' ? [] : [{ text: a, changed: true }];
    right.segments = b === '' ? [] : [{ text: b, changed: true }];
  };
  if (a === b) return; // only the line ending differs
  if (a.length > WORD_DIFF_MAX_LINE || b.length > WORD_DIFF_MAX_LINE) {
    whole();
    return;
  }
  const changes = diffWordsWithSpace(a, b, { maxEditLength: 500 });
  if (!changes) {
    whole();
    return;
  }
  const common = changes
    .filter((c) => !c.added && !c.removed)
    .reduce((sum, c) => sum + c.value.replace(/\s/g, '').length, 0);
  const longest = Math.max(a.replace(/\s/g, '').length, b.replace(/\s/g, '').length);
  if (common < longest * 0.4) {
    whole();
    return;
  }
  const segments = (skip: 'added' | 'removed') =>
    changes
      .filter((c) => !c[skip])
      .map((c) => ({ text: c.value, changed: c.added || c.removed }))
      .reduce<Segment[]>((out, segment) => {
        const previous = out[out.length - 1];
        if (previous && previous.changed === segment.changed) previous.text += segment.text;
        else out.push({ ...segment });
        return out;
      }, []);
  left.segments = segments('added');
  right.segments = segments('removed');
}

/** Side-by-side rows from line changes: removed lines followed by added ones are paired as changed lines. */
function toRows(changes: LineChange[]): DiffRow[] {
  const rows: DiffRow[] = [];
  let left = 0;
  let right = 0;
  for (let i = 0; i < changes.length; i++) {
    const change = changes[i] as LineChange;
    if (!change.added && !change.removed) {
      for (const line of change.items) {
        rows.push({ kind: 'same', left: sideLine(line, ++left), right: sideLine(line, ++right) });
      }
      continue;
    }
    const next = changes[i + 1];
    const removed = change.removed ? change.items : [];
    const added = change.added ? change.items : next?.added ? next.items : [];
    if (change.removed && next?.added) i++;
    for (let k = 0; k < Math.max(removed.length, added.length); k++) {
      const l = k < removed.length ? sideLine(removed[k] as string, ++left) : undefined;
      const r = k < added.length ? sideLine(added[k] as string, ++right) : undefined;
      if (l && r) {
        markWords(l, r);
        rows.push({ kind: 'changed', left: l, right: r });
      } else if (l) {
        l.segments = l.segments.map((s) => ({ ...s, changed: true }));
        rows.push({ kind: 'removed', left: l });
      } else if (r) {
        r.segments = r.segments.map((s) => ({ ...s, changed: true }));
        rows.push({ kind: 'added', right: r });
      }
    }
  }
  return rows;
}

/** Folds runs of unchanged rows longer than the context kept before and after each change. */
function fold(rows: DiffRow[], context: number): DiffRow[] {
  if (!Number.isFinite(context)) return rows;
  const out: DiffRow[] = [];
  let i = 0;
  while (i < rows.length) {
    if (rows[i]?.kind !== 'same') {
      out.push(rows[i] as DiffRow);
      i++;
      continue;
    }
    let end = i;
    while (end < rows.length && rows[end]?.kind === 'same') end++;
    const keepBefore = i === 0 ? 0 : context;
    const keepAfter = end === rows.length ? 0 : context;
    const hidden = end - i - keepBefore - keepAfter;
    if (hidden <= 0) {
      out.push(...rows.slice(i, end));
    } else {
      out.push(...rows.slice(i, i + keepBefore));
      const first = rows[i + keepBefore] as Extract<DiffRow, { kind: 'same' }>;
      out.push({
        kind: 'skipped',
        count: hidden,
        leftStart: first.left.number,
        rightStart: first.right.number,
      });
      out.push(...rows.slice(end - keepAfter, end));
    }
    i = end;
  }
  return out;
}

const C_ESCAPES: Readonly<Record<number, string>> = {
  7: 'a',
  8: 'b',
  9: 't',
  10: 'n',
  11: 'v',
  12: 'f',
  13: 'r',
  34: '"',
  92: '\\',
};

/**
 * A file name for the --- and +++ lines as GNU diff writes it: as it is when it is printable ASCII without a space, a
 * quote or a backslash; else in double quotes with C escapes, and octal for each UTF-8 byte outside ASCII
 * (`"caf\303\251.txt"`). patch reads a bare name only up to its first space (jsdiff quotes all but the space).
 */
function headerName(name: string): string {
  if (/^[!#-[\]-~]*$/.test(name)) return name;
  const quoted = Array.from(new TextEncoder().encode(name), (byte) => {
    const letter = C_ESCAPES[byte];
    if (letter) return `\\${letter}`;
    return byte >= 0x20 && byte < 0x7f ? String.fromCharCode(byte) : `\\${byte.toString(8).padStart(3, '0')}`;
  });
  return `"${quoted.join('')}"`;
}

/**
 * A unified diff as diff -u writes it (without file times): the names quoted as GNU diff quotes them, and each hunk's
 * @@ line without a count of one (`@@ -3 +3,2 @@`, not jsdiff's `-3,1`). Every other line of a hunk starts with a
 * space, +, - or \, so only an @@ line can match.
 */
function unifiedText(aName: string, bName: string, hunks: StructuredPatchHunk[]): string {
  const range = (text: string) => text.replace(/,1$/, '');
  const patch = { oldFileName: aName, newFileName: bName, oldHeader: undefined, newHeader: undefined, hunks };
  const body = formatPatch(patch, OMIT_HEADERS).replace(
    /^@@ -(\d+(?:,\d+)?) \+(\d+(?:,\d+)?) @@$/gm,
    (_, old: string, added: string) => `@@ -${range(old)} +${range(added)} @@`,
  );
  return `--- ${headerName(aName)}\n+++ ${headerName(bName)}\n${body}`;
}

/** Two texts compared line by line: side-by-side rows with changed words marked, and a unified diff. */
export function runTextDiff(input: TextDiffInput): TextDiff {
  const context = Math.max(0, input.context ?? DEFAULT_CONTEXT);
  const { changes, coarse } = sequenceChanges(splitLines(input.a), splitLines(input.b), (line) => line);
  const rows = toRows(changes);
  const identical = input.a === input.b;
  const unified = identical
    ? ''
    : unifiedText(
        input.aName ?? 'a',
        input.bName ?? 'b',
        hunks(changes, Number.isFinite(context) ? context : Number.MAX_SAFE_INTEGER),
      );
  return {
    rows: fold(rows, context),
    unified,
    added: rows.filter((row) => row.kind === 'added' || row.kind === 'changed').length,
    removed: rows.filter((row) => row.kind === 'removed' || row.kind === 'changed').length,
    identical,
    ...(coarse ? { coarse } : {}),
  };
}
