import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import mimeDb from 'mime-db/db.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import statusCodes from './data/iana-status-codes.json' with { type: 'json' };
import mediaTypeExtensions from './data/media-type-extensions.json' with { type: 'json' };
import mediaTypeReferences from './data/media-type-references.json' with { type: 'json' };
import { runHttpStatus, runMimeLookup } from './http-reference';

// The oracles: IANA's registries themselves (corpus/SOURCES.md) and Node's own http.STATUS_CODES.
const corpus = (file: string) => readFileSync(new URL(`corpus/${file}`, import.meta.url), 'utf8');

/** IANA's status table in its text form: one row a code or range; 104's description runs onto a second line. */
function ianaStatusRows(text: string) {
  const rows: { code: string; description: string; reference: string }[] = [];
  for (const line of text.split('\n').slice(1)) {
    if (line.trim() === '') continue;
    const row = /^\s+(\d{3}(?:-\d{3})?)\s+(.*?)\s*(\[.*\])?\s*$/.exec(line);
    if (row) rows.push({ code: row[1] as string, description: row[2] as string, reference: row[3] ?? '' });
    else {
      const more = /^\s+(.*?)\s*(\[.*\])?\s*$/.exec(line);
      const last = rows.at(-1);
      if (!more || !last) throw new Error(`not a row: ${line}`);
      last.description += ` ${more[1]}`;
      last.reference = more[2] ?? last.reference;
    }
  }
  return rows;
}

describe('HTTP status codes against IANA and Node', () => {
  const rows = ianaStatusRows(corpus('iana-http-status-codes.txt'));

  it("are exactly the registry's assigned codes, described and referenced as IANA writes them", () => {
    const assigned = rows
      .filter((row) => !row.code.includes('-') && row.description !== 'Unassigned')
      .map((row) => ({ ...row, code: Number(row.code) }));
    expect(statusCodes).toEqual(assigned);
    expect(runHttpStatus({ query: '' }).map((s) => [s.code, s.description])).toEqual(
      assigned.map((row) => [row.code, row.description]),
    );
  });

  it('give every code the RFC IANA lists for it, with a link to its section', () => {
    for (const status of runHttpStatus({ query: '' })) {
      const listed = [
        ...(statusCodes.find((row) => row.code === status.code)?.reference ?? '').matchAll(/\[RFC(\d+)/g),
      ];
      expect(
        status.references.filter((r) => r.rfc !== undefined).map((r) => r.rfc),
        String(status.code),
      ).toEqual(listed.map((m) => Number(m[1])));
      for (const reference of status.references.filter((r) => r.rfc !== undefined))
        expect(reference.url).toMatch(
          new RegExp(`^https://www\\.rfc-editor\\.org/rfc/rfc${reference.rfc}(#section-[\\d.]+)?$`),
        );
    }
    expect(runHttpStatus({ query: '' }).filter((s) => s.references.some((r) => r.rfc)).length).toBe(63);
  });

  it("name each code as Node's http.STATUS_CODES does, or say the name Node still sends", () => {
    const differ = runHttpStatus({ query: '' }).flatMap((status) => {
      const node = STATUS_CODES[status.code];
      if (node === undefined || node === status.description.replace(/ \(OBSOLETED\)$/, '')) return [];
      return status.alsoKnownAs?.includes(node)
        ? []
        : [`${status.code}: Node ${node}, ours ${status.description}`];
    });
    expect(differ).toEqual([]);
    const ours = new Set(runHttpStatus({ query: '' }).map((s) => s.code));
    const unassignedInIana = Object.keys(STATUS_CODES)
      .map(Number)
      .filter((code) => !ours.has(code));
    expect(unassignedInIana).toEqual([509]);
  });

  it("finds each code by the name Python's http.HTTPStatus gives it, where IANA renamed it too", () => {
    const python = execFileSync(
      'python3',
      ['-c', 'import http, json; print(json.dumps({s.value: s.phrase for s in http.HTTPStatus}))'],
      { encoding: 'utf8' },
    );
    const missed = Object.entries(JSON.parse(python) as Record<string, string>).flatMap(([code, phrase]) => {
      const found = (() => {
        try {
          return runHttpStatus({ query: phrase }).map((status) => status.code);
        } catch {
          return [];
        }
      })();
      return found.includes(Number(code)) ? [] : [`${code} ${phrase}`];
    });
    expect(missed).toEqual([]);
  });
});

describe('media types against IANA (as mime-db mirrors it)', () => {
  const iana = JSON.parse(corpus('mime-db-iana-types.json')) as Record<string, { sources?: string[] }>;
  const db = mimeDb as Record<string, { source?: string }>;
  const referencesOf = (sources: readonly string[]) =>
    sources
      .filter((source) => !source.includes('iana.org/assignments/media-types/'))
      .map((source) => {
        const rfc = /rfc\/rfc(\d+)\.txt$/.exec(source);
        return rfc ? `RFC${rfc[1]}` : source;
      });

  it("keeps the references of every type mime-db's package lists, as the registry gives them", () => {
    const rebuilt = Object.fromEntries(
      Object.entries(iana)
        .filter(([type]) => db[type] !== undefined)
        .map(([type, entry]) => [type, referencesOf(entry.sources ?? [])] as const)
        .filter(([, references]) => references.length > 0),
    );
    expect(mediaTypeReferences).toEqual(rebuilt);
    expect(Object.keys(rebuilt).length).toBeGreaterThan(600);
  });

  it('gives every IANA media type the RFC IANA lists for it', async () => {
    const missing: string[] = [];
    let withRfc = 0;
    for (const [type, entry] of Object.entries(iana)) {
      if (db[type] === undefined) continue;
      const rfcs = referencesOf(entry.sources ?? []).filter((r) => r.startsWith('RFC'));
      if (rfcs.length > 0) withRfc += 1;
      const found = (await runMimeLookup({ query: type }))[0];
      const ours = (found?.references ?? []).filter((r) => r.rfc !== undefined).map((r) => r.text);
      if (found?.type !== type || ours.join() !== rfcs.join()) missing.push(`${type}: ${ours} vs ${rfcs}`);
    }
    expect(missing).toEqual([]);
    expect(withRfc).toBeGreaterThan(600);
  });

  // Debian's media-types (/etc/mime.types, corpus/debian-mime.types) takes the extensions IANA's templates name.
  const debian = corpus('debian-mime.types')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) =>
      line
        .trim()
        .split(/\s+/)
        .map((word) => word.toLowerCase()),
    );

  it("keeps the extensions Debian's media-types gives an IANA type that mime-db lists without them", () => {
    const rebuilt: Record<string, string[]> = {};
    for (const [type = '', ...extensions] of debian) {
      const entry = (mimeDb as Record<string, { source?: string; extensions?: string[] }>)[type];
      if (entry?.source !== 'iana') continue;
      const missing = extensions.filter((extension) => !(entry.extensions ?? []).includes(extension));
      if (missing.length > 0) rebuilt[type] = [...(rebuilt[type] ?? []), ...missing];
    }
    expect(mediaTypeExtensions).toEqual(rebuilt);
    expect(Object.keys(rebuilt).length).toBeGreaterThan(300);
  });

  it("answers each extension of Debian's media-types with its IANA type among the types, an IANA one first", async () => {
    const missed: string[] = [];
    for (const [type = '', ...extensions] of debian) {
      if (db[type]?.source !== 'iana') continue;
      for (const extension of extensions) {
        const found = await runMimeLookup({ query: `.${extension}` }).catch(() => []);
        if (!found.some((m) => m.type === type) || found[0]?.source !== 'iana')
          missed.push(`.${extension} ${type}`);
      }
    }
    expect(missed).toEqual([]);
  });

  it("lists every IANA type of mime-db's package with its registration template", async () => {
    const ianaTypes = Object.entries(db).filter(([, entry]) => entry.source === 'iana');
    expect(ianaTypes.length).toBeGreaterThan(2000);
    for (const [type] of ianaTypes)
      expect((await runMimeLookup({ query: type }))[0]?.template).toBe(
        `https://www.iana.org/assignments/media-types/${type}`,
      );
  });
});
