// Shaped scripts copy out of the PDF as they were written (issue 41, item 8): Poppler's pdftotext reads each run's
// /ActualText, and pdfjs (which reads glyphs only) sees no dotted circle drawn into a word.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { splitFrontMatter } from '@toolbox/core/markdown';
import { runMarkdownPdf } from '@toolbox/core/tools/markdown-pdf';
import { afterAll, describe, expect, it } from 'vitest';
import { planPdfFonts, renderPdf } from '../src/platform/pdf-render';
import { readPdf } from './pdf-read';

const hasPdftotext = spawnSync('pdftotext', ['-v']).status === 0;
if (!hasPdftotext)
  console.warn('pdftotext (poppler-utils) is not installed: the copied-text checks are skipped.');

const dir = mkdtempSync(join(tmpdir(), 'toolbox-shaped-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function render(markdown: string): Promise<Uint8Array> {
  const { definition, subsets } = await runMarkdownPdf(
    { markdown, theme: 'github', footer: '' },
    { fonts: planPdfFonts },
  );
  return renderPdf(definition, subsets);
}

/** The text pdftotext (Poppler) reads from the PDF, as a viewer built on it copies it. */
function pdftotext(bytes: Uint8Array, name: string): string {
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, bytes);
  const result = spawnSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8', timeout: 30_000 });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}

const squash = (text: string) => text.replace(/\s+/g, '');
/** The Devanagari words of a text, in order (joiners kept: they are part of a word). */
const devanagariWords = (text: string) => text.match(/[\u0900-\u097F\u200C\u200D]+/g) ?? [];

/** Conjuncts, a vowel sign drawn before its consonant, a reph drawn after it, ऐ drawn as ए plus a mark, Thai marks. */
const SHAPED = ['ऐ कि क्ष र्क एक है। हिन्दी में लिखा। ट्रांज़ैक्शन कामों क्यों', 'ผู้ใหญ่ น้ำ สวัสดี', 'Cafe\u0301 nai\u0308ve'];

describe('shaped scripts copy out as written', () => {
  it.skipIf(!hasPdftotext)('a line of each: pdftotext reads back the source, whitespace aside', async () => {
    const markdown = SHAPED.join('\n\n');
    expect(squash(pdftotext(await render(markdown), 'line'))).toBe(squash(markdown));
  });

  it.skipIf(!hasPdftotext)(
    "zechub's Hindi memo page: pdftotext reads back every Devanagari word in order",
    async () => {
      const markdown = readFileSync(
        join(import.meta.dirname, 'fixtures', 'documents', 'zechub-hi-memos.md'),
        'utf8',
      );
      const { body } = splitFrontMatter(markdown);
      // The words a reader sees: link labels (not their targets) and prose, not HTML.
      const seen = body.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/<[^>]+>/g, '');
      const read = pdftotext(await render(markdown), 'memos');
      expect(devanagariWords(read)).toEqual(devanagariWords(seen));
    },
  );

  it('wraps each word pdfjs would misread in a span whose /ActualText is the word, and only those', async () => {
    const pdf = await readPdf(await render(SHAPED[0] as string));
    const spans = pdf.actualText.map((text) => text.trim());
    // ि drawn before क, र् after it, marks on no advance of their own.
    expect(spans).toEqual(expect.arrayContaining(['ऐ', 'कि', 'र्क', 'में', 'ट्रांज़ैक्शन']));
    // Words whose glyphs read back as themselves, each on its pen position, need none (क्ष: one glyph, three
    // letters; एक: ए's glyph has a CID of its own after ऐ drew it).
    expect(spans).not.toContain('क्ष');
    expect(spans).not.toContain('एक');
    // pdfjs reads glyphs only: it gets these words right too (before, एक read ऐक and में had a dotted circle).
    // (It reads a glyph whose ToUnicode entry is empty, ऐ's mark, as a control character.)
    const words = pdf.text
      .join(' ')
      .replace(/\p{Cc}/gu, '')
      .split(/\s+/);
    expect(words).toEqual(expect.arrayContaining(['ऐ', 'क्ष', 'एक', 'है।', 'में']));
  });

  it.skipIf(!hasPdftotext)(
    'an Arabic line reads back as written (ف and ق share a dotless glyph)',
    async () => {
      const line = 'اقرأ هذا في لغات أخرى';
      // (pdftotext marks the right-to-left line with embedding controls.)
      expect(
        pdftotext(await render(line), 'arabic')
          .replace(/[\u202A-\u202E]/g, '')
          .trim(),
      ).toBe(line);
    },
  );

  it.skipIf(!hasPdftotext)(
    'a line in each script of India, Sri Lanka, Southeast Asia and Ethiopia: drawn, and read back as written',
    async () => {
      // Each language's name in itself: conjuncts, vowel signs before their consonant, stacked marks.
      const lines = [
        'বাংলা ভাষা',
        'தமிழ் மொழி',
        'తెలుగు భాష',
        'ಕನ್ನಡ ಭಾಷೆ',
        'മലയാളം ഭാഷ',
        'ગુજરાતી ભાષા',
        'ਪੰਜਾਬੀ ਭਾਸ਼ਾ',
        'ଓଡ଼ିଆ ଭାଷା',
        'සිංහල භාෂාව',
        'ភាសាខ្មែរ',
        'ພາສາລາວ',
        'မြန်မာဘာသာ',
        'አማርኛ ቋንቋ',
      ];
      const bytes = await render(lines.join('\n\n'));
      expect((await readPdf(bytes)).glyphless).toEqual([]);
      expect(squash(pdftotext(bytes, 'scripts'))).toBe(squash(lines.join('')));
    },
  );

  it("draws what character references stand for: CommonMark's example of numeric ones (&#XD06; &#xcab;)", async () => {
    // commonmark-spec's spec.txt, "Entity and numeric character references": ആ (Malayalam) and ಫ (Kannada).
    const pdf = await readPdf(await render('&#35; &#1234; &#992; &#0;\n\n&#X22; &#XD06; &#xcab;\n'));
    expect(pdf.glyphless).toEqual([]);
    expect(pdf.text.join(' ')).toContain('ആ');
  });

  it('draws no dotted circle into a word after ऐ (fontkit kept the mark glyph without its code points)', async () => {
    // Before: after ऐ, the vowel sign े had no code points, so the next में shaped as a broken cluster.
    const pdf = await readPdf(await render('ऐ में हैं'));
    expect(pdf.runs.flatMap((run) => run.glyphs).join('')).not.toContain('\u25CC');
    expect(pdf.glyphless).toEqual([]);
  });
});
