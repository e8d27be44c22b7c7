import { COMPONENT_DEFAULTS } from '../../account/types';
import { asciiOrUnicode } from '../../text/unicode-pattern';
import { findDate } from './dates';
import { plainInline } from './markdown-inline';
import {
  autoTags,
  bulletText,
  componentTitle,
  hasMarks,
  headingMarks,
  isIndented,
  isStandalone,
  type MetaLine,
  metaOfLine,
  subItem,
} from './rules';
import { type ParsedComponent, STATUSES } from './types';

interface Draft extends ParsedComponent {
  /** Lines whose words feed the automatic tags (title, description, notes, tag lines; not sub-items). */
  text: string[];
  /** A standalone line (§5): takes sub-items and metadata, but the next plain line is a new component. */
  standalone: boolean;
  /** Which fields a written `Status:` / `Priority:` / `Deadline:` line set: keywords found later do not undo them. */
  written: Set<'status' | 'priority' | 'deadline'>;
}

function draft(heading: string, standalone: boolean): Draft {
  // A heading's own mark (`## Phase 1 ✅`, `## Search [wip]`) is its status, as a written Status: line is.
  const { title, status } = headingMarks(heading);
  return {
    id: '',
    title,
    description: '',
    status: status ?? COMPONENT_DEFAULTS.status,
    tags: [],
    subComponents: [],
    notes: [],
    text: [title],
    standalone,
    written: new Set(status ? ['status'] : []),
  };
}

function applyMeta(component: Draft, meta: MetaLine, line: string) {
  if (meta.kind === 'tags') {
    component.tags.push(...meta.tags);
    component.text.push(line);
    return;
  }
  const value =
    meta.kind === 'status' ? meta.status : meta.kind === 'priority' ? meta.priority : meta.deadline;
  // A written line beats keywords; among keyword lines the later status wins (an update), the first priority
  // and deadline stay.
  const written = component.written.has(meta.kind);
  const taken = meta.kind !== 'status' && component[meta.kind] !== undefined;
  if (value && (meta.explicit || (!written && !taken))) {
    if (meta.kind === 'status' && meta.status) component.status = meta.status;
    if (meta.kind === 'priority' && meta.priority) component.priority = meta.priority;
    if (meta.kind === 'deadline' && meta.deadline) component.deadline = meta.deadline;
    if (meta.explicit) component.written.add(meta.kind);
  }
  // A sentence that merely mentions a keyword ("Working with the new API team on rate limits") is kept as text
  // as well; short lines ("Done", "High priority") are metadata only.
  if (!meta.explicit && line.split(/\s+/).length > 3) addText(component, line);
}

function addText(component: Draft, line: string) {
  if (!component.description) component.description = line;
  else component.notes.push(line);
  component.text.push(line);
}

/**
 * How a line of prose leaves its paragraph, as written: `wrapped` when it is as long as a hard-wrapped line
 * (Markdown wrapped at 72-100 columns, a link's address counted), so the next plain line goes on with it; `open`
 * when shorter (`Intro`: a line of its own, as §5 reads it) unless the next line starts mid-sentence (a small
 * letter, or a link the author wrapped before).
 */
const paragraphAfter = (source = '') => (source.length >= 60 ? 'wrapped' : 'open');
const MID_SENTENCE = /^[a-z[(`]/;

/** A wrapped line of the paragraph the component's last text began: the same description or note goes on. */
function continueText(component: Draft, line: string) {
  const last = component.notes.length - 1;
  if (last >= 0) component.notes[last] = `${component.notes[last]} ${line}`;
  else component.description = `${component.description} ${line}`;
  component.text.push(line);
}

function finish(component: Draft): ParsedComponent {
  const { text, standalone: _, written: __, ...parsed } = component;
  parsed.tags = [...new Set([...parsed.tags, ...autoTags(text.join('\n'))])];
  if (!parsed.deadline) {
    const fromNotes = findDate(parsed.notes.join('\n'));
    if (fromNotes) parsed.deadline = fromNotes;
  }
  if (parsed.deadline === undefined) delete parsed.deadline;
  if (parsed.priority === undefined) delete parsed.priority;
  return parsed;
}

/** Lowercased letters and digits only: the key §5's duplicate rule compares. */
export function titleKey(title: string): string {
  const lower = title.toLowerCase();
  return lower.replace(NOT_WORD(lower), '');
}
/** Anything but a letter or a digit: in lower-cased ASCII, anything but a-z and 0-9. */
const NOT_WORD = asciiOrUnicode(/[^a-z0-9]/g, '[^\\p{L}\\p{N}]', 'gu');

const GRAM = 4;

/**
 * Keys seen so far, indexed so that "equal, or one contains the other (both longer than 3)" costs a few lookups
 * per title instead of a scan of every earlier title (a 10,000-line plan has a thousand of them).
 */
class TitleIndex {
  private readonly exact = new Set<string>();
  private readonly long: string[] = [];
  /** Each 4-character piece -> the long keys holding it. */
  private readonly grams = new Map<string, number[]>();
  /** Each long key's first 4 characters -> the lengths of the long keys starting so. */
  private readonly starts = new Map<string, Set<number>>();

  has(key: string): boolean {
    if (this.exact.has(key)) return true;
    if (key.length <= 3) return false;
    return this.containsKept(key) || this.keptContains(key);
  }

  add(key: string) {
    this.exact.add(key);
    if (key.length <= 3) return;
    const index = this.long.push(key) - 1;
    const head = key.slice(0, GRAM);
    const lengths = this.starts.get(head);
    if (lengths) lengths.add(key.length);
    else this.starts.set(head, new Set([key.length]));
    for (const gram of new Set(grams(key))) {
      const list = this.grams.get(gram);
      if (list) list.push(index);
      else this.grams.set(gram, [index]);
    }
  }

  /** Some earlier long key is a piece of this one: try only the lengths of keys starting at each position. */
  private containsKept(key: string): boolean {
    for (let start = 0; start + GRAM <= key.length; start++) {
      const lengths = this.starts.get(key.slice(start, start + GRAM));
      if (!lengths) continue;
      for (const length of lengths) {
        if (start + length <= key.length && this.exact.has(key.slice(start, start + length))) return true;
      }
    }
    return false;
  }

  /** This key is a piece of some earlier one: only keys sharing its rarest 4-character piece can hold it. */
  private keptContains(key: string): boolean {
    let fewest: number[] | undefined;
    for (const gram of grams(key)) {
      const list = this.grams.get(gram);
      if (!list) return false;
      if (!fewest || list.length < fewest.length) fewest = list;
    }
    return (fewest ?? []).some((index) => this.long[index]!.includes(key));
  }
}

function grams(key: string): string[] {
  const out: string[] = [];
  for (let i = 0; i + GRAM <= key.length; i++) out.push(key.slice(i, i + GRAM));
  return out;
}

/** Drops later components whose titles repeat an earlier one (equal, or one containing the other). */
export function removeDuplicates(components: ParsedComponent[]): ParsedComponent[] {
  const index = new TitleIndex();
  return components.filter((component) => {
    const key = titleKey(component.title);
    if (index.has(key)) return false;
    index.add(key);
    return true;
  });
}

/** The message for a `Status:` value that is none of the statuses (and holds none of their keywords). */
function unknownStatusMessage(value: string, component: string): string {
  return `Unknown status "${value}" on "${component}" (kept as Not Started); the statuses are ${STATUSES.join(', ')}.`;
}

/** The plan's own name: a level-1 heading, when the text also has level-2 headings below it. */
function rootTitle(lines: readonly string[]): string | undefined {
  const heading = lines.find((line) => /^#\s+\S/.test(line));
  if (!heading || !lines.some((line) => /^##\s+\S/.test(line))) return undefined;
  return heading.replace(/^#\s+/, '');
}

const FENCE = /^(?:```|~~~)/;
const RULE = /^(?:[-*_]\s*){3,}$/;
const SETEXT = /^(?:=+|-+)$/;

/**
 * The text's lines as a person reads the Markdown: code blocks, HTML comments and rules left out, a setext heading
 * (a line underlined with === or ---) written as `#`/`##`, inline marks as their words. Indentation is kept (it
 * makes sub-items and wrapped lines). `sources`: each line as written (trimmed), its links and marks kept.
 */
function readableLines(text: string): { lines: string[]; sources: string[] } {
  const raw = text.split(/\r\n|\r|\n/);
  const out: string[] = [];
  const sources: string[] = [];
  let fenced = false;
  let comment = false;
  for (const [i, line] of raw.entries()) {
    const trimmed = line.trim();
    if (FENCE.test(trimmed)) {
      fenced = !fenced;
      continue;
    }
    if (fenced) continue;
    if (comment || trimmed.startsWith('<!--')) {
      comment = !trimmed.includes('-->');
      continue;
    }
    const next = raw[i + 1]?.trim() ?? '';
    const previous = out.at(-1)?.trim() ?? '';
    if (SETEXT.test(trimmed) && previous && /^#{1,2}\s/.test(previous)) continue;
    sources.push(trimmed);
    if (trimmed && !isIndented(line) && SETEXT.test(next) && !bulletText(trimmed) && !/^#/.test(trimmed)) {
      out.push(`${next.startsWith('=') ? '#' : '##'} ${plainInline(trimmed)}`);
      continue;
    }
    if (RULE.test(trimmed)) {
      out.push('');
      continue;
    }
    out.push(line.slice(0, line.length - line.trimStart().length) + plainInline(trimmed));
  }
  return { lines: out, sources };
}

export interface ParsedPlan {
  /** The `#` title when `##` headings hold the components; undefined otherwise. */
  root: string | undefined;
  /** Plain lines between the `#` title and the first component. */
  intro: string[];
  components: ParsedComponent[];
  /** One line per thing read but not understood (an unknown status), for the page's notice and the CLI's stderr. */
  warnings: string[];
}

/**
 * §5, rule by rule: plain text -> components with their sub-items and metadata, duplicates removed. A `#` title
 * above `##` headings is the plan itself (the root), not a component; its plain lines are the plan's intro.
 */
export function parsePlan(text: string): ParsedPlan {
  const { lines, sources } = readableLines(text);
  const trimmed = lines.map((line) => line.trim());
  const root = rootTitle(trimmed);
  // A Markdown document: its headings make the components, its other lines are their content.
  const headed = trimmed.some((line) => /^#{1,6}\s+\S/.test(line));
  const components: Draft[] = [];
  const intro: string[] = [];
  const warnings: string[] = [];
  let current: Draft | undefined;
  // The list item the previous line wrote, which an indented plain line right below it continues.
  let item: ParsedComponent['subComponents'][number] | undefined;
  // The prose the previous line wrote in a Markdown document's component, which a plain line right below it may
  // continue: a wrapped paragraph is one description, not one cut mid-sentence and notes (see paragraphAfter).
  let paragraph: 'wrapped' | 'open' | undefined;
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (!line) {
      item = undefined;
      paragraph = undefined;
      continue;
    }
    const continued = item;
    item = undefined;
    const inParagraph =
      paragraph === 'wrapped' || (paragraph === 'open' && MID_SENTENCE.test(sources[index] ?? ''));
    paragraph = undefined;
    if (root !== undefined && /^#\s+\S/.test(line)) {
      current = undefined;
      continue;
    }
    const bullet = bulletText(line);
    if (current && continued && isIndented(raw) && bullet === undefined && !hasMarks(line)) {
      // A wrapped list line: the item goes on (a person reads one item, not a new sub-task).
      continued.title = `${continued.title} ${line}`;
      item = continued;
      continue;
    }
    if (current && isIndented(raw)) {
      item = subItem(bullet ?? line);
      current.subComponents.push(item);
      continue;
    }
    const title = componentTitle(line, headed);
    if (title) {
      current = draft(title, false);
      components.push(current);
      continue;
    }
    if (root !== undefined && !components.length) {
      if (!metaOfLine(line)) intro.push(line);
      continue;
    }
    if (current && bullet !== undefined) {
      item = subItem(bullet);
      current.subComponents.push(item);
      continue;
    }
    const meta = metaOfLine(line);
    // A status or priority word inside wrapped prose is not the line's own; a written `Status:` line still is.
    if (current && inParagraph && !(meta && (meta.kind === 'tags' || meta.explicit))) {
      continueText(current, line);
      paragraph = paragraphAfter(sources[index]);
      continue;
    }
    if (current && meta) {
      if (meta.kind === 'status' && meta.explicit && !meta.status && meta.value)
        warnings.push(unknownStatusMessage(meta.value, current.title));
      applyMeta(current, meta, line);
      continue;
    }
    if (current && !current.standalone) {
      addText(current, line);
      if (headed) paragraph = paragraphAfter(sources[index]);
      continue;
    }
    if (isStandalone(line)) {
      current = draft(line, true);
      components.push(current);
    }
  }
  const finished = components.map(finish);
  const kept = removeDuplicates(finished);
  if (kept.length < finished.length) {
    const keptSet = new Set(kept);
    warnings.push(leftOutMessage(finished.filter((c) => !keptSet.has(c))));
  }
  const parsed = kept.map((c, i) => ({ ...c, id: `node-${i + 1}` }));
  return { root, intro, components: parsed, warnings };
}

/** One line for the components §5's duplicate rule dropped: a numbered series loses all but its first ten. */
function leftOutMessage(dropped: readonly ParsedComponent[]): string {
  const one = dropped.length === 1;
  const named = dropped.slice(0, 3).map((c) => JSON.stringify(c.title));
  const more = dropped.length - named.length;
  const list = more > 0 ? `${named.join(', ')} and ${more.toLocaleString('en-US')} more` : named.join(', ');
  return `Left out ${dropped.length.toLocaleString('en-US')} ${one ? 'component whose title repeats' : 'components whose titles repeat'} an earlier one (equal, or one holding the other, letters and digits compared): ${list}. Rename ${one ? 'it' : 'them'} to keep ${one ? 'it' : 'them'}.`;
}

/** The components alone (see parsePlan). */
export function parseComponents(text: string): ParsedComponent[] {
  return parsePlan(text).components;
}
