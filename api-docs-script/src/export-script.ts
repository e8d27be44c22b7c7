/**
 * The API docs export's script: navigation, deep links, search, schemas rendered on demand and the try-it console,
 * from the model core embeds (html-payload.ts), so it works from file:// and a 13 MB description opens quickly.
 * Bundled to an ES2017 IIFE string by scripts/build.mjs into src/script.gen.ts, which the web app and the CLI hand
 * to core's HTML export.
 */

import type { Model, Operation, Schema } from './model';
import { operation } from './operation-view';
import { byId, D, el, main, nav, results, rich, search } from './page';

const byAnchor: Record<string, number> = {};
D.ops.forEach((o, i) => {
  byAnchor[o.a] = i;
});

function groupOf(i: number): number {
  for (let g = 0; g < D.groups.length; g++) if ((D.groups[g]?.o.indexOf(i) ?? -1) >= 0) return g;
  return 0;
}

// The tag's operations are windowed: each starts as an empty slot of about its height and is built when it nears
// the viewport, so a 300-operation tag costs 300 divs, not 300 sections of tables, until it is scrolled through.
let observer: IntersectionObserver | null = null;

function fill(slot: HTMLElement): void {
  if (observer) observer.unobserve(slot);
  const op = D.ops[Number(slot.dataset.op)];
  if (!slot.parentNode || !op) return;
  if (!op.z) {
    slot.replaceWith(operation(op));
    return;
  }
  // Still on its way: its heading (a deep link's target) until its batch arrives.
  const stub = el('section', { class: 'op pending', 'data-op': slot.dataset.op }, [
    el('h3', { id: op.a, tabindex: '-1' }, [
      el('span', { class: `method m-${op.m}` }, [op.m.toUpperCase()]),
      ' ',
      el('code', {}, [op.p]),
    ]),
    el('p', { class: 'info' }, ['Loading…']),
  ]);
  slot.replaceWith(stub);
}

interface Batch {
  from: number;
  ops: Operation[];
  refs: Record<string, Schema>;
  gx: Record<string, unknown>;
  h: string[];
  done?: boolean;
}

// A preview's later operations, posted by the page that shows it (its parent window, nothing else: the HTML
// in `h` is its sanitizer's). An exported file has no `more` and takes nothing from messages.
function receive(json: string): void {
  const batch = JSON.parse(json) as Batch;
  for (const k in batch.refs) D.refs[k] = batch.refs[k] as Schema;
  for (const k in batch.gx) D.gx[k] = batch.gx[k];
  for (const html of batch.h) D.h.push(html);
  batch.ops.forEach((o, i) => {
    D.ops[batch.from + i] = o;
  });
  if (batch.done) D.more = false;
  for (const stub of Array.from(main.querySelectorAll<HTMLElement>('.pending'))) {
    const op = D.ops[Number(stub.dataset.op)];
    if (op && !op.z) stub.replaceWith(operation(op));
  }
}

function show(g: number, anchor?: string): void {
  const group = D.groups[g];
  if (!group) return;
  if (observer) observer.disconnect();
  observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries) => {
            for (const e of entries) if (e.isIntersecting) fill(e.target as HTMLElement);
          },
          { rootMargin: '1200px 0px' },
        )
      : null;
  main.replaceChildren(el('h2', {}, [group.n]));
  if (group.d != null) main.append(rich(group.d));
  const target = anchor ? byAnchor[anchor] : -1;
  group.o.forEach((i, n) => {
    const slot = el('div', { class: 'slot', 'data-op': String(i) });
    main.append(slot);
    if (n < 6 || i === target || !observer) fill(slot);
    else observer.observe(slot);
  });
  const node = anchor ? document.getElementById(anchor) : null;
  if (node) {
    node.scrollIntoView();
    node.focus({ preventScroll: true });
  } else scrollTo(0, 0);
}

function route(): void {
  const h = decodeURIComponent(location.hash.slice(1));
  const tag = h.indexOf('tag/') === 0 ? D.groups.findIndex((g) => g.n === h.slice(4)) : -1;
  const at = byAnchor[h];
  if (tag >= 0) show(tag);
  else if (at !== undefined) show(groupOf(at), h);
  else show(0);
}

function link(o: Operation): HTMLElement {
  return el('a', { href: `#${o.a}` }, [
    el('span', { class: `method m-${o.m}` }, [o.m.toUpperCase()]),
    ' ',
    o.s || o.p,
  ]);
}

function navGroup(g: Model['groups'][number]): void {
  const list = el(
    'ul',
    {},
    g.o.slice(0, 400).map((i) => el('li', {}, [link(D.ops[i] as Operation)])),
  );
  // A summary may hold no link (nested interactive content): the tag's own page is the list's first entry.
  list.prepend(el('li', {}, [el('a', { href: `#tag/${g.n}` }, [`All of ${g.n}`])]));
  nav.append(el('details', {}, [el('summary', {}, [`${g.n} (${g.o.length})`]), list]));
}

// x-tagGroups: sections of tags in their order; tags in no section follow.
const placed: Record<string, boolean> = {};
for (const tagGroup of D.tagGroups) {
  nav.append(el('p', { class: 'tag-group' }, [tagGroup.name]));
  for (const t of tagGroup.tags) {
    for (const g of D.groups) {
      if (g.n === t && !placed[t]) {
        placed[t] = true;
        navGroup(g);
      }
    }
  }
}
for (const g of D.groups) if (!placed[g.n]) navGroup(g);

const hay = D.ops.map((o) => `${o.s || ''} ${o.p} ${o.i || ''} ${o.m}`.toLowerCase());
let timer: ReturnType<typeof setTimeout> | undefined;
search.addEventListener('input', () => {
  clearTimeout(timer);
  timer = setTimeout(() => {
    const q = search.value.trim().toLowerCase();
    nav.hidden = q !== '';
    results.hidden = q === '';
    if (!q) return results.replaceChildren();
    const words = q.split(/\s+/);
    const found: number[] = [];
    for (let i = 0; i < hay.length && found.length < 100; i++) {
      const text = hay[i] as string;
      if (words.every((w) => text.indexOf(w) >= 0)) found.push(i);
    }
    const count = found.length
      ? `${found.length}${found.length === 100 ? '+' : ''} results`
      : 'No operations match';
    results.replaceChildren(el('p', { role: 'status' }, [count]));
    results.append(
      el(
        'ul',
        {},
        found.map((i) => {
          const op = D.ops[i] as Operation;
          return el('li', {}, [link(op), el('div', { class: 'path' }, [op.p])]);
        }),
      ),
    );
  }, 60);
});

byId('theme').addEventListener('click', () => {
  const root = document.documentElement;
  const dark = root.dataset.theme
    ? root.dataset.theme === 'dark'
    : matchMedia('(prefers-color-scheme: dark)').matches;
  root.dataset.theme = dark ? 'light' : 'dark';
});

// The web page's preview tells the docs its theme; only these two values are read.
addEventListener('message', (event: MessageEvent) => {
  const batch = event.data?.batch;
  if (D.more && event.source === parent && typeof batch === 'string') receive(batch);
  const theme = event.data?.theme;
  if (theme === 'dark' || theme === 'light') document.documentElement.dataset.theme = theme;
});
addEventListener('hashchange', route);
route();
