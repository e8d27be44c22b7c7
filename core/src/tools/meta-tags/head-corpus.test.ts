// What `toolbox meta --check` reads from real pages' heads (corpus/SOURCES.md) against parse5, an HTML parser that
// follows the standard's tree construction: the title, every meta and link tag, in order.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readHead } from '../../html/head';
import { parse5Head as parsedHead } from '../../testing/meta-tags';

const CORPUS = join(import.meta.dirname, 'corpus');
const pages = readdirSync(CORPUS).filter((name) => name.endsWith('.html.txt'));

describe('readHead on real pages, against parse5', () => {
  it('has pages to read', () => {
    expect(pages.length).toBeGreaterThanOrEqual(6);
  });

  it.each(pages)('%s', (name) => {
    const html = readFileSync(join(CORPUS, name), 'utf8');
    const head = parsedHead(html);
    expect(head.metas.length).toBeGreaterThan(0);
    expect(readHead(html)).toEqual(head);
  });
});
