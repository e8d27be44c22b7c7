import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../deterministic/fixed-clock';
import { parseComponents, removeDuplicates, titleKey } from './parser';
import type { ParsedComponent } from './types';
import { generateWorkspace } from './workspace';

const line = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.constantFrom(
    '# Heading',
    'Feature: Login',
    '1. Design',
    'DESIGN',
    'Status: Complete',
    'Status: done',
    'Tags: api, ui; ux',
    'Deadline: 2026-02-30',
    'Due: 31/12/2026',
    'Priority: urgent',
    '- [x] sub',
    '  * indented (done)',
    'a. lettered',
    'Plain Standalone line',
    '',
    '   ',
  ),
);
const text = fc.array(line, { maxLength: 40 }).map((lines) => lines.join('\n'));
const clock = fixedClock();

/** §5's duplicate rule as written: compare with every title kept so far. */
function naive(titles: string[]): string[] {
  const kept: string[] = [];
  for (const title of titles) {
    const key = titleKey(title);
    const dup = kept.some((k) => {
      const other = titleKey(k);
      return (
        other === key || (other.length > 3 && key.length > 3 && (other.includes(key) || key.includes(other)))
      );
    });
    if (!dup) kept.push(title);
  }
  return kept;
}

describe('parser properties', () => {
  it('the indexed duplicate removal keeps exactly what the rule as written keeps', () => {
    const title = fc.string({ unit: fc.constantFrom('a', 'b', 'A', ' ', '-', '1'), maxLength: 9 });
    fc.assert(
      fc.property(fc.array(title, { maxLength: 30 }), (titles) => {
        const components = titles.map((t) => ({ title: t }) as ParsedComponent);
        expect(removeDuplicates(components).map((c) => c.title)).toEqual(naive(titles));
      }),
      { numRuns: 300 },
    );
  });

  it('never throws, and ids are unique', () => {
    fc.assert(
      fc.property(text, (t) => {
        const ids = parseComponents(t).map((c) => c.id);
        expect(new Set(ids).size).toBe(ids.length);
      }),
    );
  });

  it('workspace: unique ids, connections and parents reference existing nodes, sub-tasks have no tags', () => {
    fc.assert(
      fc.property(text, fc.constantFrom('hierarchical', 'radial', 'force-directed' as const), (t, layout) => {
        if (!t.trim()) return;
        const w = generateWorkspace(t, { clock, layout });
        const ids = new Set(w.nodes.map((n) => n.id));
        expect(ids.size).toBe(w.nodes.length);
        for (const c of w.connections) {
          expect(ids.has(c.sourceId) && ids.has(c.targetId)).toBe(true);
          expect(c.sourceId).not.toBe(c.targetId);
        }
        for (const n of w.nodes) {
          if (n.parentId) {
            expect(ids.has(n.parentId)).toBe(true);
            expect(n.tags).toEqual([]);
            expect(['Complete', 'Not Started']).toContain(n.status);
          }
          for (const child of n.children) expect(ids.has(child)).toBe(true);
          expect(Number.isFinite(n.position.x) && Number.isFinite(n.position.y)).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });
});
