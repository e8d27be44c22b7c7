/**
 * The export's script (plain ES2017, no template literals): navigation, deep links, search and schemas rendered
 * on demand from the embedded model, so it works from file:// and a 13 MB description opens quickly.
 */
// This file is text for the browser, never run by core: `self` stands for the page's global object.
export const CLIENT_SCRIPT = String.raw`(function () {
  var W = self;
  var doc = W['document'];
  var D = JSON.parse(doc.getElementById('api-model').textContent);
  var main = doc.getElementById('content');
  var nav = doc.getElementById('nav');
  var results = doc.getElementById('results');
  var search = doc.getElementById('search');
  function el(tag, attrs, children) {
    var node = doc.createElement(tag);
    for (var k in attrs || {}) if (attrs[k] != null) node.setAttribute(k, attrs[k]);
    (children || []).forEach(function (c) { if (c != null) node.append(c); });
    return node;
  }
  // A description is plain text, written as text, or the number of an entry of D.h: HTML that core made with its
  // one sanitizer. innerHTML is set from D.h alone, so no string of the document can become markup here.
  function rich(value, tag) {
    var box = el(tag || 'div', { class: 'desc' });
    if (typeof value === 'number') { if (typeof D.h[value] === 'string') box.innerHTML = D.h[value]; }
    else if (value != null) box.textContent = typeof value === 'string' ? value : JSON.stringify(value);
    return box;
  }
  var own = Object.prototype.hasOwnProperty;
  // Every $ref the page can meet was resolved by core and embedded in D.refs; nothing else is looked up.
  function resolve(schema) {
    for (var hops = 0; schema && typeof schema.$ref === 'string' && hops < 20; hops++) {
      if (!own.call(D.refs, schema.$ref)) return {};
      schema = D.refs[schema.$ref];
    }
    return schema && typeof schema === 'object' && !Array.isArray(schema) ? schema : {};
  }
  function merge(s) {
    if (!s.allOf) return s;
    var out = Object.assign({}, s, { allOf: undefined, properties: Object.assign({}, s.properties), required: (s.required || []).slice() });
    s.allOf.forEach(function (p) {
      var m = merge(resolve(p));
      Object.assign(out.properties, m.properties || {});
      out.required = out.required.concat(m.required || []);
      ['type', 'description', 'oneOf', 'anyOf', 'items', 'discriminator'].forEach(function (k) { if (out[k] === undefined && m[k] !== undefined) out[k] = m[k]; });
    });
    return out;
  }
  function refName(r) { return r.split('/').pop().replace(/~1/g, '/').replace(/~0/g, '~'); }
  function arr(v) { return Array.isArray(v) ? v : []; }
  function str(v) { return typeof v === 'string' ? v : JSON.stringify(v); }
  // The same reading as core's schema-node (Markdown): "x or null", constraints as phrases, branches by name.
  function typeOf(s) {
    var all = Array.isArray(s.type) ? s.type.map(String) : s.type ? [String(s.type)] : [];
    if (s.const !== undefined) return 'const ' + JSON.stringify(s.const);
    var nullable = s.nullable === true || all.indexOf('null') >= 0;
    var t = all.filter(function (x) { return x !== 'null'; });
    if (!t.length && s.properties) t.push('object');
    var i = t.indexOf('array');
    if (i >= 0 && s.items) t[i] = 'array<' + (s.items.$ref ? refName(s.items.$ref) : typeOf(resolve(s.items))) + '>';
    var base = t.length ? t.join(' | ') : s.oneOf ? 'oneOf' : s.anyOf ? 'anyOf' : nullable ? '' : 'any';
    return nullable ? (base ? base + ' or null' : 'null') : base;
  }
  function num(v) { return typeof v === 'number' ? v : undefined; }
  function constraints(s) {
    var out = [];
    if (typeof s.pattern === 'string') out.push('pattern ' + s.pattern);
    function range(lo, hi, what) {
      if (lo !== undefined && hi !== undefined) out.push(lo === hi ? what + ' ' + lo : what + ' ' + lo + '–' + hi);
      else if (lo !== undefined) out.push(what + ' ≥ ' + lo);
      else if (hi !== undefined) out.push(what + ' ≤ ' + hi);
    }
    range(num(s.minLength), num(s.maxLength), 'length');
    range(num(s.minItems), num(s.maxItems), 'items');
    range(num(s.minProperties), num(s.maxProperties), 'properties');
    var min = num(s.minimum) !== undefined ? s.minimum : num(s.exclusiveMinimum);
    var max = num(s.maximum) !== undefined ? s.maximum : num(s.exclusiveMaximum);
    if (min !== undefined) out.push((num(s.exclusiveMinimum) !== undefined || s.exclusiveMinimum === true ? '> ' : '≥ ') + min);
    if (max !== undefined) out.push((num(s.exclusiveMaximum) !== undefined || s.exclusiveMaximum === true ? '< ' : '≤ ') + max);
    if (num(s.multipleOf) !== undefined) out.push('multiple of ' + s.multipleOf);
    if (s.uniqueItems === true) out.push('unique items');
    if (s.additionalProperties === false) out.push('no additional properties');
    return out;
  }
  function branchName(parent, alt, i) {
    var ref = alt && typeof alt.$ref === 'string' ? alt.$ref : null;
    var mapping = parent.discriminator && parent.discriminator.mapping && typeof parent.discriminator.mapping === 'object' ? parent.discriminator.mapping : {};
    if (ref) for (var k in mapping) if (own.call(mapping, k) && mapping[k] === ref) return k;
    var r = resolve(alt);
    if (typeof r.title === 'string' && r.title) return r.title;
    if (ref) return refName(ref);
    var label = typeOf(r);
    return label !== 'any' && label !== 'object' ? label : 'option ' + (i + 1);
  }
  function children(s) {
    var alts = Array.isArray(s.oneOf) ? s.oneOf : Array.isArray(s.anyOf) ? s.anyOf : null;
    var out = [];
    if (alts) out = alts.map(function (a, i) { return { name: branchName(s, a, i), schema: a, branch: true }; });
    else if (s.properties && typeof s.properties === 'object') out = Object.keys(s.properties).map(function (k) { return { name: k, schema: s.properties[k], required: arr(s.required).indexOf(k) >= 0 }; });
    else if (s.items && typeof s.items === 'object') { var it = merge(resolve(s.items)); if (it.properties || it.oneOf || it.anyOf || it.additionalProperties) out = [{ name: '[]', schema: s.items }]; }
    if (s.additionalProperties && typeof s.additionalProperties === 'object') out.push({ name: '[key: string]', schema: s.additionalProperties });
    return out;
  }
  function notesOf(s) {
    var notes = [];
    if (s.format) notes.push('Format: ' + str(s.format) + '.');
    var c = constraints(s);
    if (c.length) notes.push(c.join(', ') + '.');
    if (Array.isArray(s['enum'])) notes.push('One of: ' + s['enum'].map(function (v) { return JSON.stringify(v); }).join(', ') + '.');
    if (s['default'] !== undefined) notes.push('Default: ' + JSON.stringify(s['default']) + '.');
    if (s.example !== undefined) notes.push('Example: ' + JSON.stringify(s.example) + '.');
    else if (Array.isArray(s.examples) && s.examples.length) notes.push('Example: ' + JSON.stringify(s.examples[0]) + '.');
    if (s.readOnly === true) notes.push('Read-only.');
    if (s.writeOnly === true) notes.push('Write-only.');
    if (s.deprecated === true) notes.push('Deprecated.');
    if (s.discriminator && s.discriminator.propertyName != null) notes.push('Discriminator: ' + str(s.discriminator.propertyName) + '.');
    if (Array.isArray(s.oneOf)) notes.push('Exactly one of:');
    else if (Array.isArray(s.anyOf)) notes.push('Any of:');
    return notes;
  }
  function schemaItem(name, raw, required, trail, branch) {
    var ref = raw && raw.$ref;
    var circular = ref && trail.indexOf(ref) >= 0;
    var s = circular ? {} : merge(resolve(raw));
    var type = typeOf(s);
    var label = [el('code', { class: branch ? 'field branch' : 'field' }, [name]), ' ', el('span', { class: 'type' }, [ref ? refName(ref) + (type !== 'any' && !branch ? ' · ' + type : '') : type])];
    if (required) label.push(' ', el('span', { class: 'req' }, ['required']));
    if (s.deprecated === true) label.push(' ', el('span', { class: 'dep' }, ['deprecated']));
    if (circular) label.push(' ', el('span', { class: 'circ' }, ['↻ circular']));
    var notes = circular ? [] : notesOf(s);
    var kids = circular ? [] : children(s);
    var note = notes.length || s.description != null ? el('div', { class: 'note' }, [s.description != null ? rich(s.description) : null, notes.join(' ') || null]) : null;
    if (!kids.length) return el('li', {}, label.concat([note]));
    var list = el('ul', { class: 'schema' });
    var details = el('details', {}, [el('summary', {}, label), note, list]);
    details.addEventListener('toggle', function () {
      if (!details.open || list.childElementCount) return;
      var next = ref ? trail.concat([ref]) : trail;
      kids.forEach(function (k) { list.append(schemaItem(k.name, k.schema, k.required, next, k.branch)); });
    });
    return el('li', {}, [details]);
  }
  function pretty(v) { return typeof v === 'string' ? v : JSON.stringify(v, null, 2); }
  // The document's named examples (one at a time, chosen in a list), its single example, else the generated one.
  function examples(m) {
    var list = arr(m.x).map(function (x) {
      var target = x.r !== undefined ? resolve({ $ref: x.r }) : null;
      return { name: x.n, summary: x.sm != null ? x.sm : target && target.summary, d: x.d != null ? x.d : target && target.description, value: target ? target.value : x.v };
    });
    var note = 'Example';
    if (!list.length && m.e !== undefined) list = [{ value: m.e }];
    if (!list.length && (m.g !== undefined || (m.gr !== undefined && own.call(D.gx, m.gr)))) {
      list = [{ value: m.g !== undefined ? m.g : D.gx[m.gr] }];
      note = 'Example (generated from the schema)';
    }
    if (!list.length) return null;
    var pre = el('pre', { class: 'example', tabindex: '0' });
    var desc = el('div', { class: 'note' });
    function pick(i) {
      var x = list[i];
      pre.textContent = pretty(x.value);
      desc.replaceChildren();
      if (x.d != null) desc.append(rich(x.d));
    }
    var head = [el('span', { class: 'ex-label' }, [note])];
    if (list.length > 1) {
      var select = el('select', { 'aria-label': 'Example' }, list.map(function (x, i) { return el('option', { value: String(i) }, [x.summary ? x.name + ' — ' + str(x.summary) : x.name]); }));
      select.addEventListener('change', function () { pick(+select.value); });
      head.push(' ', select);
    } else if (list[0].name) head.push(': ' + list[0].name + (list[0].summary ? ' — ' + str(list[0].summary) : ''));
    pick(0);
    return el('div', { class: 'examples' }, [el('div', {}, head), desc, pre]);
  }
  function content(list) {
    return arr(list).map(function (m) {
      var box = el('div', { class: 'media' }, [el('div', { class: 'mt' }, [m.t])]);
      if (m.s) box.append(el('ul', { class: 'schema' }, [schemaItem('body', m.s, false, [])]));
      var ex = examples(m);
      if (ex) box.append(ex);
      return box;
    });
  }
  function paramTable(list, title, withIn) {
    var rows = list.map(function (p) {
      var s = merge(resolve(p.s || {}));
      var notes = notesOf(s);
      if (p.e !== undefined) notes.push('Example: ' + JSON.stringify(p.e) + '.');
      if (p.x) notes.push('Deprecated.');
      var cells = [el('td', {}, [el('code', {}, [p.n])])];
      if (withIn) cells.push(el('td', {}, [p['in']]));
      return el('tr', {}, cells.concat([el('td', {}, [typeOf(s)]), el('td', {}, [p.r ? 'yes' : '']), el('td', {}, [p.d != null ? rich(p.d) : null, notes.join(' ') || null])]));
    });
    var heads = withIn ? ['Name', 'In', 'Type', 'Required', 'Description'] : ['Name', 'Type', 'Required', 'Description'];
    return [el('h4', {}, [title]), el('table', {}, [el('thead', {}, [el('tr', {}, heads.map(function (h) { return el('th', { scope: 'col' }, [h]); }))]), el('tbody', {}, rows)])];
  }
  // Code samples: one shown at a time, chosen by language.
  function samples(cs) {
    var langs = [['curl', 'curl'], ['javascript', 'JavaScript'], ['python', 'Python']];
    var code = el('pre', { class: 'sample', tabindex: '0' });
    var select = el('select', { 'aria-label': 'Sample language' }, langs.map(function (l) { return el('option', { value: l[0] }, [l[1]]); }));
    function pick() { code.textContent = cs[select.value]; }
    select.addEventListener('change', pick);
    pick();
    return el('div', { class: 'samples' }, [el('h4', {}, ['Request sample ', select]), code]);
  }
  function operation(o) {
    var id = o.a;
    var head = el('h3', { id: id, tabindex: '-1' }, [el('span', { class: 'method m-' + o.m }, [o.m.toUpperCase()]), ' ', el('code', {}, [o.p])]);
    var docs = el('div', { class: 'docs' });
    var side = el('div', { class: 'side' });
    var sec = el('section', { class: 'op' + (o.x ? ' deprecated' : '') }, [head, docs, side]);
    if (o.x) docs.append(el('p', { class: 'dep' }, ['Deprecated']));
    if (o.s) docs.append(el('p', { class: 'summary' }, [o.s]));
    if (o.i) docs.append(el('p', { class: 'opid' }, ['operationId: ', el('code', {}, [o.i])]));
    if (o.d != null) docs.append(rich(o.d));
    if (o.sec) docs.append(el('p', {}, ['Security: ' + o.sec.map(function (r) { return r.join(' + ') || 'none'; }).join(' or ')]));
    if (o.q.length) docs.append.apply(docs, paramTable(o.q, 'Parameters', true));
    if (o.b) docs.append.apply(docs, [el('h4', {}, ['Request body' + (o.b.r ? ' (required)' : '')]), o.b.d != null ? rich(o.b.d) : null].concat(content(o.b.c)).filter(Boolean));
    if (o.r.length) {
      docs.append(el('h4', {}, ['Responses']));
      o.r.forEach(function (r) {
        var box = el('details', { class: 'response' }, [el('summary', {}, [el('span', { class: 'status s' + String(r.st).charAt(0) }, [r.st]), ' ', rich(r.d, 'span')])]);
        if (r.hd) box.append.apply(box, paramTable(r.hd, 'Headers', false));
        content(r.c).forEach(function (c) { box.append(c); });
        arr(r.l).forEach(function (l) { box.append(el('div', {}, ['Link ' + l.name + (l.operationId ? ' → ' + l.operationId : '') + (l.description != null ? ': ' : ''), l.description != null ? rich(l.description, 'span') : null])); });
        docs.append(box);
      });
    }
    arr(o.cb).forEach(function (c) {
      docs.append(el('h4', {}, ['Callback ' + c.n]));
      c.o.forEach(function (x) { docs.append(operation(x)); });
    });
    if (o.cs) side.append(samples(o.cs));
    if (D.tryIt && !o.w) side.append(tryIt(o));
    if (!side.childElementCount) side.remove();
    return sec;
  }
  // The try-it console: nothing is sent until Send; credentials live in this page's memory only.
  var auth = {};
  function tryIt(o) {
    var box = el('details', { class: 'try' }, [el('summary', {}, ['Try it'])]);
    var built = false;
    box.addEventListener('toggle', function () { if (box.open && !built) { built = true; tryForm(o, box); } });
    return box;
  }
  function field(label, input) { return el('label', { class: 'tf' }, [el('span', {}, [label]), input]); }
  function tryForm(o, box) {
    var servers = arr(D.servers);
    var serverSel = el('select', {}, servers.map(function (s, i) { return el('option', { value: String(i) }, [s.url]); }));
    var vars = el('div');
    var varInputs = {};
    function showVars() {
      vars.replaceChildren();
      varInputs = {};
      var s = servers[+serverSel.value];
      arr(s && s.v).forEach(function (v) {
        var input = el('input', { type: 'text' });
        input.value = str(v.d);
        varInputs[v.n] = input;
        vars.append(field('{' + v.n + '}', input));
      });
    }
    serverSel.addEventListener('change', showVars);
    var base = el('input', { type: 'text', placeholder: 'Base URL' });
    base.value = 'http://localhost';
    box.append(servers.length ? field('Server', serverSel) : field('Base URL', base), vars);
    showVars();
    var schemes = [];
    arr(o.au).forEach(function (name) { var s = D.schemes[name]; if (s) schemes.push([name, s]); });
    schemes.forEach(function (e) {
      var name = e[0], s = e[1];
      var basic = s.t === 'http' && s.s === 'basic';
      var input = el('input', { type: 'password', autocomplete: 'off', placeholder: basic ? 'user:password' : s.t === 'apiKey' ? 'API key' : 'Token' });
      input.value = auth[name] || '';
      input.addEventListener('input', function () { auth[name] = input.value; });
      box.append(field('Auth ' + name + (s.t === 'apiKey' ? ' (' + s['in'] + ' ' + s.n + ')' : basic ? ' (basic)' : ' (bearer)'), input));
    });
    var params = o.q.map(function (p) {
      var s = merge(resolve(p.s || {}));
      var v = p.e !== undefined ? p.e : s.example !== undefined ? s.example : s['default'];
      var input = el('input', { type: 'text' });
      input.value = v === undefined ? '' : str(v);
      box.append(field(p.n + ' (' + p['in'] + (p.r ? ', required' : '') + ')', input));
      return [p, input];
    });
    var media = o.b && arr(o.b.c)[0];
    var body = null;
    if (media) {
      var ex = arr(media.x)[0];
      var initial = ex ? (ex.r !== undefined ? resolve({ $ref: ex.r }).value : ex.v) : media.e !== undefined ? media.e : media.g !== undefined ? media.g : media.gr !== undefined ? D.gx[media.gr] : undefined;
      body = el('textarea', { rows: '8', spellcheck: 'false' });
      body.value = initial === undefined ? '' : pretty(initial);
      box.append(field('Body (' + media.t + ')', body));
    }
    var send = el('button', { type: 'button', class: 'send' }, ['Send']);
    var out = el('div', { class: 'result', role: 'status' });
    box.append(send, out);
    send.addEventListener('click', function () {
      var s = servers[+serverSel.value];
      var url = s ? s.url.replace(/\{([^}]+)\}/g, function (w, n) { return varInputs[n] ? varInputs[n].value : w; }) : base.value;
      var path = o.p, query = [], headers = {};
      params.forEach(function (e) {
        var p = e[0], v = e[1].value;
        if (v === '' && !p.r) return;
        if (p['in'] === 'path') path = path.split('{' + p.n + '}').join(encodeURIComponent(v));
        else if (p['in'] === 'query') query.push([p.n, v]);
        else if (p['in'] === 'header') headers[p.n] = v;
      });
      schemes.forEach(function (e) {
        var value = auth[e[0]], sc = e[1];
        if (!value) return;
        if (sc.t === 'apiKey') { if (sc['in'] === 'query') query.push([sc.n, value]); else if (sc['in'] === 'header') headers[sc.n] = value; }
        else if (sc.t === 'http' && sc.s === 'basic') headers.Authorization = 'Basic ' + btoa(value);
        else headers.Authorization = 'Bearer ' + value;
      });
      var init = { method: o.m.toUpperCase(), headers: headers };
      if (body && body.value !== '' && o.m !== 'get' && o.m !== 'head') { headers['Content-Type'] = media.t; init.body = body.value; }
      var target = url.replace(/\/+$/, '') + path + (query.length ? '?' + new URLSearchParams(query).toString() : '');
      var started = performance.now();
      out.replaceChildren('Sending ' + init.method + ' ' + target + '…');
      fetch(target, init).then(function (res) {
        return res.text().then(function (text) {
          var ms = Math.round(performance.now() - started);
          var hs = [];
          res.headers.forEach(function (v, k) { hs.push(k + ': ' + v); });
          var shown = text;
          try { shown = JSON.stringify(JSON.parse(text), null, 2); } catch (e) {}
          out.replaceChildren(el('p', { class: 'status s' + String(res.status).charAt(0) }, [res.status + ' ' + res.statusText + ' · ' + ms + ' ms']), el('pre', { class: 'res-headers', tabindex: '0' }, [hs.join('\n')]), el('pre', { class: 'res-body', tabindex: '0' }, [shown]));
        });
      }, function (err) {
        out.replaceChildren(el('p', { class: 'error' }, ['The request failed: ' + err.message + '. The browser blocks a response the server does not allow this page to read (CORS): the server must answer with Access-Control-Allow-Origin for this page' + (location.protocol === 'file:' ? ' (a file opened from disk sends Origin: null)' : '') + ', or the server is not reachable.']));
      });
    });
  }
  var byAnchor = {};
  D.ops.forEach(function (o, i) { byAnchor[o.a] = i; });
  function groupOf(i) { for (var g = 0; g < D.groups.length; g++) if (D.groups[g].o.indexOf(i) >= 0) return g; return 0; }
  // The tag's operations are windowed: each starts as an empty slot of about its height and is built when it nears
  // the viewport, so a 300-operation tag costs 300 divs, not 300 sections of tables, until it is scrolled through.
  var observer = null;
  function fill(slot) {
    if (observer) observer.unobserve(slot);
    if (slot.parentNode) slot.replaceWith(operation(D.ops[+slot.dataset.op]));
  }
  function show(g, anchor) {
    var group = D.groups[g];
    if (!group) return;
    if (observer) observer.disconnect();
    observer = W.IntersectionObserver ? new W.IntersectionObserver(function (entries) {
      entries.forEach(function (e) { if (e.isIntersecting) fill(e.target); });
    }, { rootMargin: '1200px 0px' }) : null;
    main.replaceChildren(el('h2', {}, [group.n]));
    if (group.d != null) main.append(rich(group.d));
    var target = anchor ? byAnchor[anchor] : -1;
    group.o.forEach(function (i, n) {
      var slot = el('div', { class: 'slot', 'data-op': String(i) });
      main.append(slot);
      if (n < 6 || i === target || !observer) fill(slot); else observer.observe(slot);
    });
    var node = anchor && doc.getElementById(anchor);
    if (node) { node.scrollIntoView(); node.focus({ preventScroll: true }); } else W.scrollTo(0, 0);
  }
  function route() {
    var h = decodeURIComponent(location.hash.slice(1));
    if (h.indexOf('tag/') === 0) { for (var g = 0; g < D.groups.length; g++) if (D.groups[g].n === h.slice(4)) return show(g); }
    if (byAnchor[h] !== undefined) return show(groupOf(byAnchor[h]), h);
    show(0);
  }
  function link(o) {
    return el('a', { href: '#' + o.a }, [el('span', { class: 'method m-' + o.m }, [o.m.toUpperCase()]), ' ', o.s || o.p]);
  }
  function navGroup(g) {
    var list = el('ul', {}, g.o.slice(0, 400).map(function (i) { return el('li', {}, [link(D.ops[i])]); }));
    // A summary may hold no link (nested interactive content): the tag's own page is the list's first entry.
    list.prepend(el('li', {}, [el('a', { href: '#tag/' + g.n }, ['All of ' + g.n])]));
    nav.append(el('details', {}, [el('summary', {}, [g.n + ' (' + g.o.length + ')']), list]));
  }
  // x-tagGroups: sections of tags in their order; tags in no section follow.
  var placed = {};
  D.tagGroups.forEach(function (tg) {
    nav.append(el('p', { class: 'tag-group' }, [tg.name]));
    tg.tags.forEach(function (t) { D.groups.forEach(function (g) { if (g.n === t && !placed[t]) { placed[t] = true; navGroup(g); } }); });
  });
  D.groups.forEach(function (g) { if (!placed[g.n]) navGroup(g); });
  var hay = D.ops.map(function (o) { return ((o.s || '') + ' ' + o.p + ' ' + (o.i || '') + ' ' + o.m).toLowerCase(); });
  var timer;
  search.addEventListener('input', function () {
    clearTimeout(timer);
    timer = setTimeout(function () {
      var q = search.value.trim().toLowerCase();
      nav.hidden = q !== '';
      results.hidden = q === '';
      if (!q) return results.replaceChildren();
      var words = q.split(/\s+/), found = [];
      for (var i = 0; i < hay.length && found.length < 100; i++) if (words.every(function (w) { return hay[i].indexOf(w) >= 0; })) found.push(i);
      results.replaceChildren(el('p', { role: 'status' }, [found.length ? found.length + (found.length === 100 ? '+' : '') + ' results' : 'No operations match']));
      results.append(el('ul', {}, found.map(function (i) { return el('li', {}, [link(D.ops[i]), el('div', { class: 'path' }, [D.ops[i].p])]); })));
    }, 60);
  });
  doc.getElementById('theme').addEventListener('click', function () {
    var root = doc.documentElement;
    var dark = root.dataset.theme ? root.dataset.theme === 'dark' : matchMedia('(prefers-color-scheme: dark)').matches;
    root.dataset.theme = dark ? 'light' : 'dark';
  });
  // The web page's preview tells the docs its theme; only these two values are read.
  W.addEventListener('message', function (event) {
    var theme = event.data && event.data.theme;
    if (theme === 'dark' || theme === 'light') doc.documentElement.dataset.theme = theme;
  });
  W.addEventListener('hashchange', route);
  route();
})();`;
