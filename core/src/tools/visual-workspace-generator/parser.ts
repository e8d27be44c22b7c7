import { findDate } from './dates';
import {
  autoTags,
  bulletText,
  componentTitle,
  isIndented,
  isStandalone,
  type MetaLine,
  metaOfLine,
  subItem,
} from './rules';
import type { ParsedComponent } from './types';

interface Draft extends ParsedComponent {
  /** Lines whose words feed the automatic tags (title, description, notes, tag lines; not sub-items). */
  text: string[];
  /** A standalone line (§5): takes sub-items and metadata, but the next plain line is a new component. */
  standalone: boolean;
  /** Which fields a written `Status:` / `Priority:` / `Deadline:` line set: keywords found later do not undo them. */
  written: Set<'status' | 'priority' | 'deadline'>;
}

function draft(title: string, standalone: boolean): Draft {
  return {
    id: '',
    title,
    description: '',
    status: 'Not Started',
    tags: [],
    subComponents: [],
    notes: [],
    text: [title],
    standalone,
    written: new Set(),
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
  return title.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

function isDuplicate(a: string, b: string): boolean {
  if (a === b) return true;
  return a.length > 3 && b.length > 3 && (a.includes(b) || b.includes(a));
}

/** Drops later components whose titles repeat an earlier one (equal, or one containing the other). */
export function removeDuplicates(components: ParsedComponent[]): ParsedComponent[] {
  const kept: { key: string; component: ParsedComponent }[] = [];
  const exact = new Set<string>();
  for (const component of components) {
    const key = titleKey(component.title);
    if (exact.has(key)) continue;
    if (key.length > 3 && kept.some((k) => isDuplicate(k.key, key))) continue;
    exact.add(key);
    kept.push({ key, component });
  }
  return kept.map((k) => k.component);
}

/** §5, rule by rule: plain text -> components with their sub-items and metadata, duplicates removed. */
export function parseComponents(text: string): ParsedComponent[] {
  const components: Draft[] = [];
  let current: Draft | undefined;
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw.trim();
    if (!line) continue;
    if (current && isIndented(raw)) {
      current.subComponents.push(subItem(bulletText(line) ?? line));
      continue;
    }
    const title = componentTitle(line);
    if (title) {
      current = draft(title, false);
      components.push(current);
      continue;
    }
    const bullet = bulletText(line);
    if (current && bullet !== undefined) {
      current.subComponents.push(subItem(bullet));
      continue;
    }
    const meta = metaOfLine(line);
    if (current && meta) {
      applyMeta(current, meta, line);
      continue;
    }
    if (current && !current.standalone) {
      addText(current, line);
      continue;
    }
    if (isStandalone(line)) {
      current = draft(line, true);
      components.push(current);
    }
  }
  return removeDuplicates(components.map(finish)).map((c, i) => ({ ...c, id: `node-${i + 1}` }));
}
