// Right-to-left text in the PDF, read back as drawn: each pdfkit run's glyphs and where it starts on its line.
// Hebrew and Arabic words must stand right to left, numbers and Latin words inside them left to right.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runMarkdownPdf } from '@toolbox/core/tools/markdown-pdf';
import { describe, expect, it } from 'vitest';
import { planPdfFonts, renderPdf } from '../src/platform/pdf-render';
import { type PdfRun, readPdf } from './pdf-read';

const RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;
/** A word of a right-to-left script (its letters and marks; a Latin or number neighbour is not part of it). */
const RTL_WORDS = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]+/g;
const LETTER = /[\p{L}\p{N}]/u;

async function drawn(markdown: string) {
  const { definition, subsets, warnings } = await runMarkdownPdf(
    { markdown, theme: 'github' },
    { fonts: planPdfFonts },
  );
  expect(warnings.filter((warning) => !/remote images? (was|were) not fetched/.test(warning))).toEqual([]);
  return readPdf(await renderPdf(definition, subsets));
}

/** A run's text in reading order: a right-to-left run's glyphs are drawn last letter first. */
const logical = (run: PdfRun) => (RTL.test(run.str) ? [...run.glyphs].reverse().join('') : run.str).trim();

/** The page's lines top to bottom, each line's runs left to right. */
function lines(runs: PdfRun[]): PdfRun[][] {
  const byLine = new Map<string, PdfRun[]>();
  for (const run of runs) {
    const key = `${run.page}:${Math.round(run.y)}`;
    byLine.set(key, [...(byLine.get(key) ?? []), run]);
  }
  return [...byLine.values()]
    .sort((a, b) => (a[0] as PdfRun).page - (b[0] as PdfRun).page || (b[0] as PdfRun).y - (a[0] as PdfRun).y)
    .map((line) => line.sort((a, b) => a.x - b.x));
}

/** The words of right-to-left scripts, as read: lines top to bottom, each line right to left. */
function rtlWordsRead(runs: PdfRun[]): string[] {
  return lines(runs).flatMap((line) =>
    [...line]
      .reverse()
      .map(logical)
      .flatMap((text) => text.match(RTL_WORDS) ?? []),
  );
}

describe('right-to-left text', () => {
  it('puts a Hebrew run inside an English line right to left, with the number after it left to right', async () => {
    const pdf = await drawn('Hebrew שלום עולם and 123\n');
    const [line] = lines(pdf.runs);
    expect(line?.map(logical)).toEqual(['Hebrew', 'עולם', 'שלום', 'and', '123']);
  });

  it('lays a right-to-left paragraph out from the right: Latin, numbers and brackets read as they should', async () => {
    const pdf = await drawn('זה טקסט (בסוגריים) עם 2024 ו-English words.\n');
    const [line] = lines(pdf.runs);
    const read = line?.map((run) => run.str) ?? [];
    // Left to right on the page: the sentence's end first; "English words" and "2024" keep their own order.
    expect(read.map((text) => text.trim())).toEqual([
      '.',
      'English',
      'words',
      '-ו',
      '2024',
      'םע',
      '(םיירגוסב)',
      'טסקט',
      'הז',
    ]);
    // Right aligned: the first word ends at the right margin (A4 595 pt less 56 pt), the line starts well inside.
    expect(line?.[0]?.x ?? 0).toBeGreaterThan(200);
  });

  it('keeps a wrapped paragraph in reading order from line to line', async () => {
    const words = Array.from({ length: 60 }, (_, n) => `מילה${'אבגדהוזחטיכלמנסעפצקרשת'[n % 22]}${n}`);
    const pdf = await drawn(`${words.join(' ')}\n`);
    expect(lines(pdf.runs).length).toBeGreaterThan(2);
    expect(rtlWordsRead(pdf.runs)).toEqual(words.map((word) => word.replace(/\d+$/, '')));
  });

  describe.each(['trekhleb-readme.he-IL.md', 'trekhleb-readme.ar-AR.md'])('%s', (name) => {
    it('reads in the source order, paragraph by paragraph', async () => {
      const markdown = readFileSync(join(import.meta.dirname, 'fixtures', 'documents', name), 'utf8');
      const read = rtlWordsRead((await drawn(markdown)).runs).join(' ');
      // Every paragraph and heading that starts in a right-to-left script (GitHub's dir="auto").
      const paragraphs = markdown
        .split(/\n\s*\n/)
        // Emphasis is drawn in Noto Sans Arabic (DejaVu's oblique has no Arabic), whose dotted letters are a dotless
        // letter and a dot that pdfjs reads as two; its order is checked by the lines above.
        .filter((block) => !/^_[^_]+_/.test(block.trim()))
        .map((block) =>
          block
            .replace(/^#+ /, '')
            .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
            .replace(/[`*_]/g, ''),
        )
        .filter((block) => RTL.test([...block].find((char) => LETTER.test(char)) ?? ''));
      expect(paragraphs.length).toBeGreaterThan(2);
      for (const paragraph of paragraphs) {
        const words = paragraph.match(RTL_WORDS) ?? [];
        expect(read).toContain(words.join(' '));
      }
    });
  });

  describe('lists', () => {
    // A4 is 595 pt wide; the github theme's margins are 56 pt, so the text ends at 539 pt.
    const RIGHT = 595 - 56;
    const LEFT = 56;
    // (A run's width is not read back: a word's start stands for it, the first word of a line ending at its right.)
    /** The line holding `word` (read in logical order). */
    const lineOf = (runs: PdfRun[], word: string) => {
      const line = lines(runs).find((candidate) => candidate.some((run) => logical(run).includes(word)));
      if (!line) throw new Error(`no line holds ${word}`);
      return line;
    };

    it('puts a right-to-left item on the right with its marker right of its text, nested ones inside', async () => {
      const pdf = await drawn('- פריט ראשון\n- פריט שני\n  - פריט מקונן\n');
      for (const word of ['ראשון', 'שני', 'מקונן']) {
        const line = lineOf(pdf.runs, word);
        const marker = line.at(-1) as PdfRun;
        expect(marker.str.trim()).toBe('•');
        const first = line.at(-2) as PdfRun;
        // The marker in the 24 pt column at the right margin (a nested item's at its parent's text), the item's
        // first word just left of it.
        const right = word === 'מקונן' ? RIGHT - 24 : RIGHT;
        expect(marker.x).toBeGreaterThan(right - 24);
        expect(marker.x).toBeLessThan(right);
        expect(first.x).toBeGreaterThan(right - 24 - 40);
        expect(first.x).toBeLessThan(marker.x - 5);
        expect(Math.min(...line.map((run) => run.x))).toBeGreaterThan(300);
      }
      // The nested item sits inside its parent: its marker is left of the parent's.
      expect((lineOf(pdf.runs, 'מקונן').at(-1) as PdfRun).x).toBeLessThan(
        (lineOf(pdf.runs, 'שני').at(-1) as PdfRun).x - 10,
      );
    });

    it('numbers a right-to-left ordered list from its start on the right, and keeps task boxes first', async () => {
      const pdf = await drawn('3. שלישי\n4. רביעי\n\n- [x] משימה\n');
      for (const [word, number] of [
        ['שלישי', '.3'],
        ['רביעי', '.4'],
      ] as const) {
        const line = lineOf(pdf.runs, word);
        expect(line.at(-1)?.str.trim()).toBe(number);
        expect(line.at(-1)?.x).toBeGreaterThan(RIGHT - 24);
        expect(line.at(-2)?.x).toBeGreaterThan(RIGHT - 24 - 40);
      }
      // Task item: bullet, then the box at the text's right (its logical start), then the words.
      const task = lineOf(pdf.runs, 'משימה').map((run) => run.str.trim());
      expect(task.slice(-2)).toEqual(['☑', '•']);
    });

    it('follows each item: an English item in a Hebrew list, and an English list, keep markers on the left', async () => {
      const pdf = await drawn('1. פריט בעברית\n2. English item\n\n---\n\n1. English list\n2. stays left\n');
      const hebrew = lineOf(pdf.runs, 'בעברית');
      expect(hebrew.at(-1)?.str.trim()).toBe('.1');
      for (const word of ['English item', 'English list', 'stays left']) {
        const line = lineOf(pdf.runs, word.split(' ')[1] as string);
        expect(line[0]?.str.trim()).toMatch(/^\d\.$/);
        expect(line[0]?.x).toBeLessThan(LEFT + 30);
        expect(line[0]?.x).toBeLessThan((line[1]?.x ?? 0) - 5);
        expect(line[1]?.x).toBeLessThan(LEFT + 40);
      }
    });
  });
});
