// The HTML export of every real description in core's corpus (fixtures/corpus, SOURCES.md there), opened and
// run by its own script: each parameter's constraints, enum and default, and each body branch's name, as the
// reader sees them. corpus.test.ts checks the same expectations in the Markdown.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { API_DOCS_SCRIPT } from '@toolbox/api-docs-script';
import { runApiDocs } from '@toolbox/core/tools/api-docs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectations } from '../../../../core/src/tools/api-docs/corpus-expect';
import { openHtmlExport } from '../../testing/open-html-export';

const dir = join(import.meta.dirname, '../../../../core/src/tools/api-docs/fixtures/corpus');
const files = readdirSync(dir).filter((name) => name.endsWith('.gz'));
const checked = new Map<string, { facts: number; branches: number }>();

// Every slot the script watches is on screen at once: a tag's every operation is built when it is shown.
const Observer = globalThis.IntersectionObserver;
beforeAll(() => {
  globalThis.IntersectionObserver = class {
    constructor(private readonly seen: IntersectionObserverCallback) {}
    observe(target: Element) {
      this.seen([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never);
    }
    unobserve() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
});
afterAll(() => {
  globalThis.IntersectionObserver = Observer;
  document.body.innerHTML = '';
});

/** The rendered operation's parameter rows and, its bodies opened one level, the names of their branches. */
function shownIn(section: Element) {
  const rows = Array.from(section.querySelectorAll<HTMLTableRowElement>(':scope > .docs > table tr'));
  // A response's body is in the page while the response is folded; deeper levels stay folded.
  for (const details of Array.from(section.querySelectorAll('.media > ul.schema > li > details'))) {
    details.setAttribute('open', '');
    details.dispatchEvent(new Event('toggle'));
  }
  const branches = new Set(Array.from(section.querySelectorAll('code.branch'), (c) => c.textContent));
  return { rows, branches };
}

const loadDocs = (text: string) => runApiDocs({ text, script: API_DOCS_SCRIPT });

/**
 * A tag's page, as a reader's link to it opens it: the hash changes, the window fires `hashchange` (happy-dom on a
 * timer, as a browser does) and the script answers it. A `hashchange` dispatched here at once left the window's own
 * queued while the loop ran, all fired after it, each building the last tag's page again (box-v2025.json's 10 tags:
 * 164 events, now 10). An unchanged hash fires nothing: the event is dispatched here then.
 */
async function showTag(name: string) {
  const before = window.location.href;
  window.location.hash = `#tag/${encodeURIComponent(name)}`;
  if (window.location.href === before) {
    window.dispatchEvent(new Event('hashchange'));
    return;
  }
  await new Promise((changed) => window.addEventListener('hashchange', changed, { once: true }));
}

describe.each(files)('%s, its HTML export', (name) => {
  it('shows every parameter constraint, enum and default, and names every body branch', async () => {
    const loaded = await loadDocs(gunzipSync(readFileSync(join(dir, name))).toString('utf8'));
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors.slice(0, 3)));
    const ops = [...new Set(loaded.model.groups.flatMap((g) => g.operations))];
    const expected = new Map(expectations(loaded.document, ops).map((e) => [e.op, e]));
    openHtmlExport([...loaded.docs('html')].join(''));
    let facts = 0;
    let branches = 0;
    // Tag by tag, each operation with something to check found in its tag's page.
    for (const group of loaded.model.groups) {
      const mine = group.operations.flatMap((op) => expected.get(op) ?? []);
      if (mine.length === 0) continue;
      await showTag(group.name);
      for (const { op, params, branches: alts } of mine) {
        expected.delete(op);
        const section = document.getElementById(op.anchor)?.closest('.op');
        if (!section) throw new Error(`${op.anchor} is not shown`);
        const shown = shownIn(section);
        for (const p of params) {
          const row = shown.rows.find(
            (r) => r.cells[0]?.textContent === p.name && r.cells[1]?.textContent === p.in,
          );
          for (const fact of p.facts) {
            facts++;
            expect(row?.textContent, `${op.anchor} ${p.name}`).toContain(fact);
          }
        }
        for (const names of alts) {
          branches++;
          expect(
            names.some((n) => shown.branches.has(n)),
            `${op.anchor}: ${names.join(' / ')}`,
          ).toBe(true);
        }
      }
    }
    // Every operation with something to check was found in its tag.
    expect([...expected.keys()].map((op) => op.anchor)).toEqual([]);
    checked.set(name, { facts, branches });
  }, 300_000);
});

describe('the corpus in HTML as a whole', () => {
  it('exercises constraints and named branches in many documents', () => {
    const counts = [...checked.values()];
    expect(counts).toHaveLength(files.length);
    expect(counts.filter((c) => c.facts > 0).length).toBeGreaterThanOrEqual(5);
    expect(counts.filter((c) => c.branches > 0).length).toBeGreaterThanOrEqual(2);
  });
});
