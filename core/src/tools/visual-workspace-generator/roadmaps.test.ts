// Real roadmaps from public projects (fixtures/SOURCES.md), each parse compared with a table checked by hand against
// how a person reads the document (issue 82 item 11).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePlan } from './parser';

const read = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');

/** Title, status, sub-tasks done, sub-tasks in all. */
type Row = [string, string, number, number];

const rows = (name: string): Row[] =>
  parsePlan(read(name)).components.map((c) => [
    c.title,
    c.status,
    c.subComponents.filter((s) => s.completed).length,
    c.subComponents.length,
  ]);

describe('real roadmaps parse as a person reads them', () => {
  it('vlang/v: ticked task lists, a wrapped item, links and code spans', () => {
    expect(rows('vlang-v-roadmap.md')).toEqual([
      // Its two opening sentences are prose, not components.
      ['[Version 0.3]', 'Not Started', 16, 16],
      ['[Version 0.4]', 'Not Started', 10, 10],
      // "Improved veb framework…" wraps onto a second line: one item, not a ninth and tenth.
      ['[Version 0.5]', 'Not Started', 9, 9],
      ['[Version 0.6]', 'Not Started', 0, 12],
      ['[Version 1.0]', 'Not Started', 0, 8],
      ['Tooling', 'Not Started', 1, 7],
      ['Web', 'Not Started', 0, 2],
    ]);
    const plan = parsePlan(read('vlang-v-roadmap.md'));
    const titles = plan.components.flatMap((c) => c.subComponents.map((s) => s.title));
    expect(titles).toContain(
      'Improved veb framework. Separation of global and context (request local) fields. Performance and stability. Based on picoev.',
    );
    expect(titles).toContain('replace ustring with []rune');
    expect(titles).toContain("Coroutines (doesn't work on Windows yet)");
    expect(titles).toContain('copy() builtin function (e.g. for easier conversion from []Foo to [4]Foo)');
    expect(titles.filter((t) => /[`*]|\]\(/.test(t))).toEqual([]);
  });

  it('containerd (2017): bold status lines are read, prose about completion is not', () => {
    const plan = parsePlan(read('containerd-roadmap-2017.md'));
    expect(plan.root).toBe('containerd roadmap');
    expect(rows('containerd-roadmap-2017.md')).toEqual([
      ['Phase 1', 'In Progress', 0, 0],
      ['GRPC API', 'Not Started', 0, 0],
      ['Design', 'Not Started', 0, 0],
      ['Build & Test Process', 'Not Started', 0, 0],
      // "**Status:** In Design" is none of the statuses: said, and kept as Not Started.
      ['Phase 2', 'Not Started', 0, 0],
      ['Runtime', 'Not Started', 0, 0],
      ['Storage', 'Not Started', 0, 0],
      ['Phase 3', 'Not Started', 0, 0],
      ['Distribution', 'Not Started', 0, 0],
      // "Completing all of the above phases." is an item of the list, not Phase 4's status.
      ['Phase 4', 'Not Started', 0, 4],
    ]);
    expect(plan.warnings).toEqual([
      'Unknown status "In Design" on "Phase 2" (kept as Not Started); the statuses are Not Started, In Progress, Blocked, Complete.',
    ]);
    // The legend of statuses above Phase 1 is the plan's intro, not a component filed under Complete.
    expect(plan.intro.join(' ')).toContain('The following are the different status');
  });

  it('moby/moby: a setext title, numbered sections, tracking issues as their items, prose statuses ignored', () => {
    const plan = parsePlan(read('moby-roadmap.md'));
    expect(plan.root).toBe('Moby Project Roadmap');
    expect(rows('moby-roadmap.md')).toEqual([
      ['How should I use this document?', 'Not Started', 0, 0],
      ['How can I help?', 'Not Started', 0, 0],
      ['How can I add something to the roadmap?', 'Not Started', 0, 0],
      // "Moby currently only utilizes containerd…": prose, no status.
      ['1.1 Runtime improvements', 'Not Started', 0, 1],
      ['1.2 Image Builder', 'Not Started', 0, 1],
      ['1.3 Rootless Mode', 'Not Started', 0, 1],
      ['1.4 Testing', 'Not Started', 0, 1],
      ['1.5 Internal decoupling', 'Not Started', 0, 0],
    ]);
    expect(plan.components[3]!.subComponents[0]!.title).toBe('#38043 Proposal: containerd image integration');
    // A hard-wrapped paragraph is one description, also where the author wrapped before a long link.
    expect(plan.components[1]!.description).toMatch(
      /^Short term objectives are listed in Issues\. Our goal is to split down the workload .* the best way to go\.$/,
    );
    expect(plan.components[4]!.description).toMatch(
      /^Work is ongoing to integrate BuildKit into Moby and replace the "v0" build implementation\. .* Moby's builder\.$/,
    );
  });
});
