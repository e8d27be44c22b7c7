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
  function refName(r) { return r.split('/').pop(); }
  function typeOf(s) {
    var t = Array.isArray(s.type) ? s.type.slice() : s.type ? [s.type] : [];
    if (!t.length && s.properties) t.push('object');
    var i = t.indexOf('array');
    if (i >= 0 && s.items) t[i] = 'array<' + (s.items.$ref ? refName(s.items.$ref) : typeOf(resolve(s.items))) + '>';
    if (s.nullable && t.indexOf('null') < 0) t.push('null');
    if (s.const !== undefined) return 'const ' + JSON.stringify(s.const);
    return t.length ? t.join(' | ') : s.oneOf ? 'oneOf' : s.anyOf ? 'anyOf' : 'any';
  }
  function children(s) {
    var alts = s.oneOf || s.anyOf;
    if (alts) return alts.map(function (a, i) { return { name: (s.oneOf ? 'one of ' : 'any of ') + (i + 1), schema: a }; });
    if (s.properties) return Object.keys(s.properties).map(function (k) { return { name: k, schema: s.properties[k], required: (s.required || []).indexOf(k) >= 0 }; });
    if (s.items) { var it = merge(resolve(s.items)); if (it.properties || it.oneOf || it.anyOf) return [{ name: '[]', schema: s.items }]; }
    return [];
  }
  function schemaItem(name, raw, required, trail) {
    var ref = raw && raw.$ref;
    var circular = ref && trail.indexOf(ref) >= 0;
    var s = circular ? {} : merge(resolve(raw));
    var label = [el('code', { class: 'field' }, [name]), ' ', el('span', { class: 'type' }, [ref ? refName(ref) + (s.type || s.properties ? ' · ' + typeOf(s) : '') : typeOf(s)])];
    if (required) label.push(' ', el('span', { class: 'req' }, ['required']));
    if (circular) label.push(' ', el('span', { class: 'circ' }, ['↻ circular']));
    var notes = [];
    if (s.format) notes.push('Format: ' + s.format + '.');
    if (s.enum) notes.push('One of: ' + s.enum.map(function (v) { return JSON.stringify(v); }).join(', ') + '.');
    if (s['default'] !== undefined) notes.push('Default: ' + JSON.stringify(s['default']) + '.');
    if (s.discriminator) notes.push('Discriminator: ' + s.discriminator.propertyName + '.');
    var kids = circular ? [] : children(s);
    var note = notes.length || s.description != null ? el('div', { class: 'note' }, [s.description != null ? rich(s.description) : null, notes.join(' ') || null]) : null;
    if (!kids.length) return el('li', {}, label.concat([note]));
    var list = el('ul', { class: 'schema' });
    var details = el('details', {}, [el('summary', {}, label), note, list]);
    details.addEventListener('toggle', function () {
      if (!details.open || list.childElementCount) return;
      var next = ref ? trail.concat([ref]) : trail;
      kids.forEach(function (k) { list.append(schemaItem(k.name, k.schema, k.required, next)); });
    });
    return el('li', {}, [details]);
  }
  function content(list) {
    return (list || []).map(function (m) {
      var box = el('div', { class: 'media' }, [el('div', { class: 'mt' }, [m.t])]);
      if (m.s) box.append(el('ul', { class: 'schema' }, [schemaItem('body', m.s, false, [])]));
      if (m.er) m.e = resolve({ $ref: m.er }).value;
      if (m.e !== undefined) box.append(el('pre', {}, [typeof m.e === 'string' ? m.e : JSON.stringify(m.e, null, 2)]));
      return box;
    });
  }
  function operation(o) {
    var id = o.a;
    var head = el('h3', { id: id, tabindex: '-1' }, [el('span', { class: 'method m-' + o.m }, [o.m.toUpperCase()]), ' ', el('code', {}, [o.p])]);
    var sec = el('section', { class: 'op' + (o.x ? ' deprecated' : '') }, [head]);
    if (o.x) sec.append(el('p', { class: 'dep' }, ['Deprecated']));
    if (o.s) sec.append(el('p', { class: 'summary' }, [o.s]));
    if (o.i) sec.append(el('p', { class: 'opid' }, ['operationId: ', el('code', {}, [o.i])]));
    if (o.d != null) sec.append(rich(o.d));
    if (o.sec) sec.append(el('p', {}, ['Security: ' + o.sec.map(function (r) { return r.join(' + ') || 'none'; }).join(' or ')]));
    if (o.q.length) {
      var rows = o.q.map(function (p) {
        var s = merge(resolve(p.s || {}));
        return el('tr', {}, [el('td', {}, [el('code', {}, [p.n])]), el('td', {}, [p['in']]), el('td', {}, [typeOf(s)]), el('td', {}, [p.r ? 'yes' : '']), el('td', {}, [p.d != null ? rich(p.d) : null, [s['enum'] ? 'One of: ' + s['enum'].join(', ') + '.' : '', p.e !== undefined ? 'Example: ' + JSON.stringify(p.e) : ''].join(' ').trim() || null])]);
      });
      sec.append(el('h4', {}, ['Parameters']), el('table', {}, [el('thead', {}, [el('tr', {}, ['Name', 'In', 'Type', 'Required', 'Description'].map(function (h) { return el('th', { scope: 'col' }, [h]); }))]), el('tbody', {}, rows)]));
    }
    if (o.b) sec.append.apply(sec, [el('h4', {}, ['Request body' + (o.b.r ? ' (required)' : '')]), o.b.d != null ? rich(o.b.d) : null].concat(content(o.b.c)).filter(Boolean));
    if (o.r.length) {
      sec.append(el('h4', {}, ['Responses']));
      o.r.forEach(function (r) {
        var box = el('details', { class: 'response' }, [el('summary', {}, [el('span', { class: 'status s' + r.st.charAt(0) }, [r.st]), ' ', rich(r.d, 'span')])]);
        content(r.c).forEach(function (c) { box.append(c); });
        (r.l || []).forEach(function (l) { box.append(el('div', {}, ['Link ' + l.name + (l.operationId ? ' → ' + l.operationId : '') + (l.description != null ? ': ' : ''), l.description != null ? rich(l.description, 'span') : null])); });
        sec.append(box);
      });
    }
    (o.cb || []).forEach(function (c) {
      sec.append(el('h4', {}, ['Callback ' + c.n]));
      c.o.forEach(function (x) { sec.append(operation(x)); });
    });
    return sec;
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
  W.addEventListener('hashchange', route);
  route();
})();`;
