// One operation as a section: its parameters, bodies, responses, code samples and try-it console.
import type { Operation, Response } from './model';
import { D, el, rich } from './page';
import { arr, content, paramTable } from './schema-view';
import { tryIt } from './try-it';

// Code samples: one shown at a time, chosen by language.
function samples(cs: Record<string, string>): HTMLElement {
  const langs = [
    ['curl', 'curl'],
    ['javascript', 'JavaScript'],
    ['python', 'Python'],
  ] as const;
  const code = el('pre', { class: 'sample', tabindex: '0' });
  const select = el(
    'select',
    { 'aria-label': 'Sample language' },
    langs.map(([value, label]) => el('option', { value }, [label])),
  );
  const pick = () => {
    code.textContent = cs[select.value] ?? '';
  };
  select.addEventListener('change', pick);
  pick();
  return el('div', { class: 'samples' }, [el('h4', {}, ['Request sample ', select]), code]);
}

export function operation(o: Operation): HTMLElement {
  const head = el('h3', { id: o.a, tabindex: '-1' }, [
    el('span', { class: `method m-${o.m}` }, [o.m.toUpperCase()]),
    ' ',
    el('code', {}, [o.p]),
  ]);
  const docs = el('div', { class: 'docs' });
  const side = el('div', { class: 'side' });
  const section = el('section', { class: `op${o.x ? ' deprecated' : ''}` }, [head, docs, side]);
  if (o.x) docs.append(el('p', { class: 'dep' }, ['Deprecated']));
  if (o.s) docs.append(el('p', { class: 'summary' }, [o.s]));
  if (o.i) docs.append(el('p', { class: 'opid' }, ['operationId: ', el('code', {}, [o.i])]));
  if (o.d != null) docs.append(rich(o.d));
  if (o.sec) {
    docs.append(el('p', {}, [`Security: ${o.sec.map((r) => r.join(' + ') || 'none').join(' or ')}`]));
  }
  if (o.q.length) docs.append(...paramTable(o.q, 'Parameters', true));
  if (o.b) {
    docs.append(el('h4', {}, [`Request body${o.b.r ? ' (required)' : ''}`]));
    if (o.b.d != null) docs.append(rich(o.b.d));
    docs.append(...content(o.b.c));
  }
  if (o.r.length) {
    docs.append(el('h4', {}, ['Responses']));
    for (const r of o.r) {
      const box = el('details', { class: 'response' }, [
        el('summary', {}, [
          el('span', { class: `status s${String(r.st).charAt(0)}` }, [r.st]),
          ' ',
          rich(r.d, 'span'),
        ]),
      ]);
      if (r.hd) box.append(...paramTable(r.hd, 'Headers', false));
      box.append(...content(r.c));
      for (const l of arr<NonNullable<Response['l']>[number]>(r.l)) {
        box.append(
          el('div', {}, [
            `Link ${l.name}${l.operationId ? ` → ${l.operationId}` : ''}${l.description != null ? ': ' : ''}`,
            l.description != null ? rich(l.description, 'span') : null,
          ]),
        );
      }
      docs.append(box);
    }
  }
  for (const c of arr<NonNullable<Operation['cb']>[number]>(o.cb)) {
    docs.append(el('h4', {}, [`Callback ${c.n}`]));
    for (const x of c.o) docs.append(operation(x));
  }
  if (o.cs) side.append(samples(o.cs));
  if (D.tryIt && !o.w) side.append(tryIt(o));
  if (!side.childElementCount) side.remove();
  return section;
}
