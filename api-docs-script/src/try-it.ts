import { formPairs } from '@toolbox/core/tools/api-docs/browser';
import type { Media, Model, NamedExample, Operation, Param, Scheme } from './model';
import { D, el } from './page';
import { arr, merge, pretty, resolve, str } from './schema-view';

// The try-it console: nothing is sent until Send; credentials live in this page's memory only.
const auth: Record<string, string> = {};

export function tryIt(o: Operation): HTMLElement {
  const box = el('details', { class: 'try' }, [el('summary', {}, ['Try it'])]);
  let built = false;
  box.addEventListener('toggle', () => {
    if (box.open && !built) {
      built = true;
      tryForm(o, box);
    }
  });
  return box;
}

function field(label: string, input: HTMLElement): HTMLElement {
  return el('label', { class: 'tf' }, [el('span', {}, [label]), input]);
}

function tryForm(o: Operation, box: HTMLElement): void {
  const servers = arr<Model['servers'][number]>(o.sv || D.servers);
  const serverSelect = el(
    'select',
    {},
    servers.map((s, i) => el('option', { value: String(i) }, [s.url])),
  );
  const vars = el('div');
  let varInputs: Record<string, HTMLInputElement> = {};
  const showVars = () => {
    vars.replaceChildren();
    varInputs = {};
    const s = servers[+serverSelect.value];
    for (const v of arr<Model['servers'][number]['v'][number]>(s?.v)) {
      const input = el('input', { type: 'text' });
      input.value = str(v.d);
      varInputs[v.n] = input;
      vars.append(field(`{${v.n}}`, input));
    }
  };
  serverSelect.addEventListener('change', showVars);
  const base = el('input', { type: 'text', placeholder: 'Base URL' });
  base.value = 'http://localhost';
  box.append(servers.length ? field('Server', serverSelect) : field('Base URL', base), vars);
  showVars();
  const schemes: [string, Scheme][] = [];
  for (const name of arr<string>(o.au)) {
    const s = D.schemes[name];
    if (s) schemes.push([name, s]);
  }
  for (const [name, s] of schemes) {
    const basic = s.t === 'http' && s.s === 'basic';
    const input = el('input', {
      type: 'password',
      autocomplete: 'off',
      placeholder: basic ? 'user:password' : s.t === 'apiKey' ? 'API key' : 'Token',
    });
    input.value = auth[name] || '';
    input.addEventListener('input', () => {
      auth[name] = input.value;
    });
    const how = s.t === 'apiKey' ? ` (${s.in} ${s.n})` : basic ? ' (basic)' : ' (bearer)';
    box.append(field(`Auth ${name}${how}`, input));
  }
  const params = o.q.map((p): [Param, HTMLInputElement] => {
    const s = merge(resolve(p.s || {}));
    const v = p.e !== undefined ? p.e : s.example !== undefined ? s.example : s.default;
    const input = el('input', { type: 'text' });
    input.value = v === undefined ? '' : str(v);
    box.append(field(`${p.n} (${p.in}${p.r ? ', required' : ''})`, input));
    return [p, input];
  });
  const media = o.b ? arr<Media>(o.b.c)[0] : undefined;
  let body: HTMLTextAreaElement | null = null;
  if (media) {
    const ex = arr<NamedExample>(media.x)[0];
    const initial = ex
      ? ex.r !== undefined
        ? resolve({ $ref: ex.r }).value
        : ex.v
      : media.e !== undefined
        ? media.e
        : media.g !== undefined
          ? media.g
          : media.gr !== undefined
            ? D.gx[media.gr]
            : undefined;
    body = el('textarea', { rows: '8', spellcheck: 'false' });
    // A form body is sent as name=value pairs (arrays as the encoding object says), never as JSON text.
    const form = /x-www-form-urlencoded/i.test(media.t) && initial !== null && typeof initial === 'object';
    body.value =
      initial === undefined
        ? ''
        : form
          ? new URLSearchParams(formPairs(initial, media.en)).toString()
          : pretty(initial);
    box.append(field(`Body (${media.t})`, body));
  }
  const send = el('button', { type: 'button', class: 'send' }, ['Send']);
  const out = el('div', { class: 'result', role: 'status' });
  box.append(send, out);
  send.addEventListener('click', () => {
    const s = servers[+serverSelect.value];
    const url = s ? s.url.replace(/\{([^}]+)\}/g, (w, n: string) => varInputs[n]?.value ?? w) : base.value;
    let path = o.p;
    const query: [string, string][] = [];
    const headers: Record<string, string> = {};
    for (const [p, input] of params) {
      const v = input.value;
      if (v === '' && !p.r) continue;
      if (p.in === 'path') path = path.split(`{${p.n}}`).join(encodeURIComponent(v));
      else if (p.in === 'query') query.push([p.n, v]);
      else if (p.in === 'header') headers[p.n] = v;
    }
    for (const [name, sc] of schemes) {
      const value = auth[name];
      if (!value) continue;
      if (sc.t === 'apiKey') {
        if (sc.in === 'query') query.push([sc.n, value]);
        else if (sc.in === 'header') headers[sc.n] = value;
      } else if (sc.t === 'http' && sc.s === 'basic') headers.Authorization = `Basic ${btoa(value)}`;
      else headers.Authorization = `Bearer ${value}`;
    }
    const init: RequestInit = { method: o.m.toUpperCase(), headers };
    if (media && body && body.value !== '' && o.m !== 'get' && o.m !== 'head') {
      headers['Content-Type'] = media.t;
      init.body = body.value;
    }
    const target =
      url.replace(/\/+$/, '') + path + (query.length ? `?${new URLSearchParams(query).toString()}` : '');
    const started = performance.now();
    out.replaceChildren(`Sending ${init.method} ${target}…`);
    fetch(target, init).then(
      (res) =>
        res.text().then((text) => {
          const ms = Math.round(performance.now() - started);
          const lines: string[] = [];
          res.headers.forEach((v, k) => {
            lines.push(`${k}: ${v}`);
          });
          let shown = text;
          try {
            shown = JSON.stringify(JSON.parse(text), null, 2);
          } catch {
            // not JSON: shown as it came
          }
          out.replaceChildren(
            el('p', { class: `status s${String(res.status).charAt(0)}` }, [
              `${res.status} ${res.statusText} · ${ms} ms`,
            ]),
            el('pre', { class: 'res-headers', tabindex: '0' }, [lines.join('\n')]),
            el('pre', { class: 'res-body', tabindex: '0' }, [shown]),
          );
        }),
      (err: Error) => {
        const origin = location.protocol === 'file:' ? ' (a file opened from disk sends Origin: null)' : '';
        out.replaceChildren(
          el('p', { class: 'error' }, [
            `The request failed: ${err.message}. The browser blocks a response the server does not allow this page to read (CORS): the server must answer with Access-Control-Allow-Origin for this page${origin}, or the server is not reachable.`,
          ]),
        );
      },
    );
  });
}
