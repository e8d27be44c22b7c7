import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../deterministic/fixed-clock';
import { parseComponents, parsePlan, removeDuplicates, titleKey } from './parser';
import { componentTitle, isStandalone, metaOfLine, statusOfLine } from './rules';
import type { ParsedComponent } from './types';
import { generateWorkspace } from './workspace';

describe('component starts (§5)', () => {
  it.each([
    ['component: Billing', 'Billing'],
    ['Component:Billing', 'Billing'],
    ['# Billing', 'Billing'],
    ['### Billing page', 'Billing page'],
    ['1. Billing', 'Billing'],
    ['12. Search Index', 'Search Index'],
    ['Billing And Invoices:', 'Billing And Invoices'],
    ['BILLING', 'BILLING'],
    ['API GATEWAY', 'API GATEWAY'],
    ['Feature: Dark mode', 'Dark mode'],
    ['task: write tests', 'write tests'],
    ['Project: Launch', 'Launch'],
    ['Module: Auth', 'Auth'],
  ])('%j starts %j', (line, title) => {
    expect(componentTitle(line)).toBe(title);
  });

  it.each([
    ['1. lowercase after the number'],
    ['Just a sentence.'],
    ['Status:'],
    ['Tags:'],
    ['A'],
    ['ends with a colon but: has one inside:'],
    ['- Dash item'],
  ])('%j is not a component start', (line) => {
    expect(componentTitle(line)).toBeUndefined();
  });
});

describe('status lines (§5)', () => {
  it.each([
    ['Status: In Progress', 'In Progress'],
    ['status: complete', 'Complete'],
    ['Status: Not Started', 'Not Started'],
    ['Status: done', 'Complete'],
    ['Status: wip ongoing', 'In Progress'],
    ['Status: whatever', undefined],
    ['pending review', 'Not Started'],
    ['todo', 'Not Started'],
    ['planned for Q3', 'Not Started'],
    ['upcoming', 'Not Started'],
    ['new', 'Not Started'],
    ['in progress', 'In Progress'],
    ['ongoing', 'In Progress'],
    ['working on it', 'In Progress'],
    ['active', 'In Progress'],
    ['current sprint', 'In Progress'],
    ['started', 'In Progress'],
    ['partial', 'In Progress'],
    ['finished', 'Complete'],
    ['closed', 'Complete'],
    ['resolved', 'Complete'],
    ['not started', 'Not Started'],
    ['incomplete', undefined],
    ['renewal', undefined],
  ])('%j -> %s', (line, status) => {
    expect(statusOfLine(line)).toBe(status);
  });
});

describe('metadata lines (§5)', () => {
  it.each([
    ['Tags: api; Web, design', { kind: 'tags', tags: ['api', 'web', 'design'] }],
    ['tag: one', { kind: 'tags', tags: ['one'] }],
    ['Category: ops', { kind: 'tags', tags: ['ops'] }],
    ['Categories: a;b', { kind: 'tags', tags: ['a', 'b'] }],
    ['Deadline: 2026-03-04', { kind: 'deadline', deadline: '2026-03-04', explicit: true }],
    ['Due: 4/3/2026', { kind: 'deadline', deadline: '2026-03-04', explicit: true }],
    ['By: Friday', { kind: 'deadline', deadline: 'Friday', explicit: true }],
    ['until: 2026-12-31', { kind: 'deadline', deadline: '2026-12-31', explicit: true }],
    ['ship on 31/12/2026', { kind: 'deadline', deadline: '2026-12-31', explicit: false }],
    ['Priority: urgent', { kind: 'priority', priority: 'Urgent', explicit: true }],
    ['Priority: critical', { kind: 'priority', priority: 'Urgent', explicit: true }],
    ['Priority: important', { kind: 'priority', priority: 'High', explicit: true }],
    ['priority: p9', { kind: 'priority', priority: undefined, explicit: true }],
    ['high', { kind: 'priority', priority: 'High', explicit: false }],
    ['medium effort', { kind: 'priority', priority: 'Medium', explicit: false }],
    ['low', { kind: 'priority', priority: 'Low', explicit: false }],
    ['Plain words only', undefined],
    ['lowercase names', undefined],
  ])('%j', (line, expected) => {
    expect(metaOfLine(line)).toEqual(expected);
  });
});

describe('standalone lines (§5)', () => {
  it.each([
    ['Buy a domain', true],
    ['Short', false],
    ['lowercase start here', false],
    [`A${'b'.repeat(99)}`, false],
    [`A${'b'.repeat(98)}`, true],
    ['Status: done', false],
    ['Tags: a, b', false],
  ])('%j -> %s', (line, expected) => {
    expect(isStandalone(line)).toBe(expected);
  });
});

const one = (text: string) => {
  const [component, ...rest] = parseComponents(text);
  expect(rest).toEqual([]);
  return component!;
};

describe('parseComponents', () => {
  it('reads a component with every kind of line', () => {
    expect(
      one(`# Checkout
  Rebuild the checkout flow.
Status: In Progress
Priority: High
Tags: payments; frontend
Deadline: 2026-05-01
Talk to the backend team
- Cart page [x]
* Address form ✓
+ Payment step (done)
a. Receipt email (complete)
1. refunds
    Fraud checks ✔
- Coupons`),
    ).toEqual({
      id: 'node-1',
      title: 'Checkout',
      description: 'Talk to the backend team',
      status: 'In Progress',
      priority: 'High',
      deadline: '2026-05-01',
      tags: ['payments', 'frontend', 'backend'],
      notes: [],
      subComponents: [
        { title: 'Rebuild the checkout flow.', completed: false },
        { title: 'Cart page', completed: true },
        { title: 'Address form', completed: true },
        { title: 'Payment step', completed: true },
        { title: 'Receipt email', completed: true },
        { title: 'refunds', completed: false },
        { title: 'Fraud checks', completed: true },
        { title: 'Coupons', completed: false },
      ],
    });
  });

  it('trims lines and skips blank ones; first other line is the description, later ones notes', () => {
    const c = one('Feature: Search\n\nFirst line   \n\n \nSecond line\nThird line');
    expect(c.description).toBe('First line');
    expect(c.notes).toEqual(['Second line', 'Third line']);
  });

  it('defaults to Not Started, and status: with a non-status value falls back to keywords', () => {
    expect(one('Feature: A thing').status).toBe('Not Started');
    expect(one('Feature: A thing\nStatus: wrapped up and done').status).toBe('Complete');
    expect(one('Feature: A thing\nStatus: blocked').status).toBe('Blocked');
    expect(one('Feature: A thing\nStatus: Waiting for legal').status).toBe('Not Started');
  });

  it('adds automatic tags by whole word and deduplicates', () => {
    expect(one('Feature: Admin panel\nTags: admin, UI\nBuild the database schema').tags).toEqual([
      'admin',
      'ui',
      'database',
    ]);
    expect(one('Feature: Guide\nA rebuild of the address page for performance').tags).toEqual([]);
  });

  it.each([
    ['Status: In Progress\nAdd the new pricing page to the site', 'In Progress', undefined],
    ['todo\nfinished', 'Complete', undefined],
    ['A high-level overview of the plan\nPriority: Low', 'Not Started', 'Low'],
    ['Priority: Low\nurgent', 'Not Started', 'Low'],
    ['low\nhigh', 'Not Started', 'Low'],
    ['Priority: Low\nPriority: High', 'Not Started', 'High'],
  ])('written lines beat keywords: %j', (lines, status, priority) => {
    const c = one(`Feature: Pricing\n${lines}`);
    expect([c.status, c.priority]).toEqual([status, priority]);
  });

  it('keeps a long sentence that mentions a keyword as text, and reads its status', () => {
    const c = one('Feature: Sync\nWorking with the mobile team on offline mode');
    expect(c.status).toBe('In Progress');
    expect(c.description).toBe('Working with the mobile team on offline mode');
  });

  it('takes the deadline from the notes when no deadline line gave one', () => {
    expect(one('Feature: Sync\nIntro text\nShip before 2026-07-09 or slip').deadline).toBe('2026-07-09');
  });

  it('makes standalone components from capitalised lines outside components', () => {
    const list = parseComponents('Buy a domain\n- pick a registrar\nok\nSet up email\n# Launch');
    expect(list.map((c) => c.title)).toEqual(['Buy a domain', 'Set up email', 'Launch']);
    expect(list[0]!.subComponents).toEqual([{ title: 'pick a registrar', completed: false }]);
  });

  it('removes duplicates: equal keys, or one containing the other when both are longer than 3', () => {
    const list = parseComponents('# Login Page\n# login-page\n# Login\n# Log\n# Logo\n# Page');
    expect(list.map((c) => c.title)).toEqual(['Login Page', 'Log', 'Logo']);
    expect(list.map((c) => c.id)).toEqual(['node-1', 'node-2', 'node-3']);
  });

  it('returns nothing for text without components', () => {
    expect(parseComponents('- a\n- b\nlowercase')).toEqual([]);
  });
});

describe('titleKey and removeDuplicates', () => {
  const c = (title: string) => ({ title }) as ParsedComponent;
  it.each([
    ['API: v2!', 'apiv2'],
    ['Café 1', 'café1'],
  ])('titleKey(%j) = %j', (title, key) => expect(titleKey(title)).toBe(key));
  it('keeps short titles that only contain each other', () => {
    expect(removeDuplicates([c('Ab'), c('Abc'), c('Abcd')]).map((x) => x.title)).toEqual([
      'Ab',
      'Abc',
      'Abcd',
    ]);
  });
});

// §5 drops a component whose title holds an earlier one: "Component 10" to "Component 19" went with "Component 1"
// there, and a plan of 20,000 numbered components came out as 10 without a word.
describe('components left out as repeats', () => {
  it('are said in one warning, with the first few titles and the count', () => {
    const text = Array.from({ length: 14 }, (_, i) => `## Component ${i}\n- item`).join('\n');
    const plan = parsePlan(text);
    expect(plan.components.map((c) => c.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Component ${i}`),
    );
    expect(plan.warnings).toEqual([
      'Left out 4 components whose titles repeat an earlier one (equal, or one holding the other, letters and digits compared): "Component 10", "Component 11", "Component 12" and 1 more. Rename them to keep them.',
    ]);
    expect(parsePlan('## Login page\n## Login\n## Signup').warnings).toEqual([
      'Left out 1 component whose title repeats an earlier one (equal, or one holding the other, letters and digits compared): "Login". Rename it to keep it.',
    ]);
    expect(parsePlan('## A\n## B').warnings).toEqual([]);
  });
});

describe('Markdown read as a person reads it (issue 82 item 11)', () => {
  it('continues a wrapped list line instead of making it a sub-task; a marked line is its own item', () => {
    const c = one('## Search\n- [x] Index the docs,\n      then the blog\n- [ ] Ranking\n  tuned later ✓');
    expect(c.subComponents).toEqual([
      { title: 'Index the docs, then the blog', completed: true },
      { title: 'Ranking', completed: false },
      { title: 'tuned later', completed: true },
    ]);
  });

  it('renders emphasis, links and code as their words', () => {
    const c = one(
      '## **Phase 1**: _Search_\n**Status:** In Progress\n- [ ] **Index** the [docs](https://x.y) with `grep -r`',
    );
    expect([c.title, c.status, c.subComponents[0]!.title]).toEqual([
      'Phase 1: Search',
      'In Progress',
      'Index the docs with grep -r',
    ]);
  });

  it.each([
    ['## Search [done]', 'Search', 'Complete'],
    ['## ✅ Search', 'Search', 'Complete'],
    ['## Search (in progress)', 'Search', 'In Progress'],
    ['## Search [WIP]', 'Search', 'In Progress'],
    ['## 🚧 Search', 'Search', 'In Progress'],
    ['## Search [blocked]', 'Search', 'Blocked'],
  ])('a heading mark is the status: %j', (heading, title, status) => {
    const c = one(`${heading}\nSome words about it.`);
    expect([c.title, c.status]).toEqual([title, status]);
  });

  it('honours [done], [in progress] and [wip] on items', () => {
    const w = generateWorkspace('## Search\n- Index [done]\n- Rank [in progress]\n- Tune [wip]\n- Ship', {
      clock: fixedClock(),
    });
    expect(w.nodes.filter((n) => n.parentId).map((n) => [n.title, n.status])).toEqual([
      ['Index', 'Complete'],
      ['Rank', 'In Progress'],
      ['Tune', 'In Progress'],
      ['Ship', 'Not Started'],
    ]);
  });

  it.each([
    ['We would like to develop the components one by one to completion.', 'Not Started'],
    ['This phase is 4 of 15 tasks, none of them complete yet, all planned.', 'Not Started'],
    ['Moby currently only utilizes containerd for basic state.', 'Not Started'],
    ['Done: shipped in 2.0', 'Complete'],
    ['Completed in March with the new index', 'Complete'],
    ['Now in progress', 'In Progress'],
  ])('a status word counts only when it is the line’s own: %j', (line, status) => {
    expect(one(`## Search\n${line}`).status).toBe(status);
  });

  it('reads setext headings and leaves code blocks, comments and rules out', () => {
    const plan = parsePlan(
      'Launch Plan\n===========\n\nSearch\n------\n```\n- not a task\n```\n<!-- - nor this -->\n***\n- Index',
    );
    expect(plan.root).toBe('Launch Plan');
    expect(plan.components.map((c) => [c.title, c.subComponents.map((s) => s.title)])).toEqual([
      ['Search', ['Index']],
    ]);
  });

  it('in a document with headings, colon and numbered lines are content, sentences no components', () => {
    const plan = parsePlan(
      'Roadmap with big features.\n## Runtime\nTracking issues:\n1. Move to containerd\n## Builder',
    );
    expect(plan.components.map((c) => [c.title, c.description, c.subComponents.map((s) => s.title)])).toEqual(
      [
        ['Runtime', 'Tracking issues:', ['Move to containerd']],
        ['Builder', '', []],
      ],
    );
  });
});
