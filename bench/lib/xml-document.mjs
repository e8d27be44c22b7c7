// A large real-shaped XML document: the XML tool's corpus (feeds, SVGs, a POM, SOAP answers, Android manifests,
// written by others: core/src/tools/xml/corpus/SOURCES.md) repeated inside one root until it reaches the size asked.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const fixtures = fileURLToPath(new URL('../../core/src/tools/xml/corpus/fixtures/', import.meta.url));

/**
 * Each well-formed corpus document without its XML declaration and its document type declaration (each may stand only
 * before a document's root). A document whose internal subset declares what its body uses is left out.
 */
function corpusDocuments() {
  return readdirSync(fixtures, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      readFileSync(join(fixtures, entry.name), 'utf8')
        .replace(/^\uFEFF?<\?xml[^?]*\?>\s*/, '')
        .replace(/<!DOCTYPE[^>[]*>\s*/, ''),
    )
    .filter((document) => !document.includes('<!DOCTYPE'))
    .sort();
}

/** At least `chars` characters of XML (UTF-16 code units, as a page holds it): the corpus, whole documents, repeated. */
export function corpusXml(chars) {
  const documents = corpusDocuments();
  const parts = ['<?xml version="1.0" encoding="UTF-8"?>\n<corpus>\n'];
  let size = parts[0].length;
  for (let index = 0; size < chars; index++) {
    const doc = documents[index % documents.length];
    parts.push(doc, '\n');
    size += doc.length + 1;
  }
  parts.push('</corpus>\n');
  return parts.join('');
}
