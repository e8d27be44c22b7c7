let segmenter: Intl.Segmenter | undefined;

/**
 * ICU's grapheme segmenter, made on first use: making one costs ~16 ms in Node and 20-30 ms in Chromium, and most
 * text is ASCII, Latin-1 or emoji (SIMPLE below).
 */
function segments(text: string) {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return segmenter.segment(text);
}

/**
 * Characters that never join a neighbour of the same kind into one grapheme: printable ASCII and Latin-1, tab and
 * LF (not CR, which pairs with LF), the dashes, quotes and other punctuation of General Punctuation (not its
 * joiners and controls), the currency signs, ™, and the pictographs of the emoji blocks but for the skin-tone modifiers
 * (1F3FB-1F3FF, which extend the emoji before them). Between two of them there is always a boundary (Unicode's
 * UAX #29: none is Extend, ZWJ, SpacingMark, Prepend, Hangul or a regional indicator; two pictographs join only
 * through a ZWJ, which is not one of them), so a run of them needs no segmenter except at its ends. The test checks
 * each block they come from against ICU. A run is matched 65,536 characters at a time: V8 overflows its stack
 * matching one of millions (a 10 MB README with dashes in it).
 */
const SIMPLE =
  /[\t\n\x20-\x7e\xa0-\xff\u2010-\u2027\u2030-\u205e\u20a0-\u20c0\u2122\u{1F300}-\u{1F3FA}\u{1F400}-\u{1F64F}\u{1F680}-\u{1F6FF}\u{1F900}-\u{1F9FF}\u{1FA70}-\u{1FAFF}]{1,65536}/gu;

/**
 * How much text the segmenter is given at once. V8's segmenter slows with the length of what it segments (a 200,000
 * character Japanese text took 101 s whole, about 1 µs a character in slices of 1,000), and text without SIMPLE runs
 * would reach it whole.
 */
const WINDOW = 1024;

/** UTF-16 length of the code point that starts at `i` (2 for an astral one). */
const width = (text: string, i: number) => ((text.codePointAt(i) ?? 0) > 0xffff ? 2 : 1);

/** UTF-16 length of the code point that ends just before `end`. */
const widthBefore = (text: string, end: number) => {
  const unit = text.charCodeAt(end - 1);
  return unit >= 0xdc00 && unit <= 0xdfff && end >= 2 ? 2 : 1;
};

/**
 * Calls `each` with the start and end (UTF-16 offsets) of each user-perceived character of `text`, in order: a ZWJ
 * family, a flag or a skin-toned thumb is one.
 */
function eachGrapheme(text: string, each: (start: number, end: number) => void): void {
  // A boundary is known to lie at `from`; what lies before it has been emitted.
  let from = 0;
  // Where the run whose last character was held back ended.
  let heldEnd = -1;
  const segmentsFrom = (start: number, end = text.length) => {
    let at = start;
    let size = WINDOW;
    while (end - at > size) {
      // All of a window's graphemes but its last, which may go on past it: the next window starts where it starts.
      let last = at;
      for (const s of segments(text.slice(at, at + size))) {
        if (s.index > 0) each(last, at + s.index);
        last = at + s.index;
      }
      // One grapheme fills the window (a letter under hundreds of marks): look again with a wider one.
      size = last === at ? size * 2 : WINDOW;
      at = last;
    }
    for (const s of segments(text.slice(at, end))) each(at + s.index, at + s.index + s.segment.length);
  };
  for (const run of text.matchAll(SIMPLE)) {
    const start = run.index;
    const end = start + run[0].length;
    // A run that goes on from that one (cut at SIMPLE's bound): the character held back is a grapheme of its own.
    const goesOn = start === heldEnd;
    // The run's first character may belong to what precedes it (a ZWJ before ©, a Prepend mark) and its last may
    // take marks that follow: both stay with the segmenter; every one between is a grapheme of its own.
    // (At the end of the text nothing follows.)
    const sure = start === from || goesOn ? start : start + width(text, start);
    const last = end === text.length ? end : end - widthBefore(text, end);
    if (sure >= last) continue;
    if (goesOn && sure > from) each(from, sure);
    else if (sure > from) segmentsFrom(from, sure);
    for (let i = sure; i < last; i += width(text, i)) each(i, i + width(text, i));
    from = last;
    heldEnd = end;
  }
  if (from < text.length) segmentsFrom(from);
}

/** User-perceived characters: a ZWJ family, a flag or a skin-toned thumb is one item. */
export function splitGraphemes(text: string): string[] {
  const out: string[] = [];
  eachGrapheme(text, (start, end) => out.push(text.slice(start, end)));
  return out;
}

/** How many user-perceived characters `text` holds, as splitGraphemes(text).length, without holding them. */
export function countGraphemes(text: string): number {
  let count = 0;
  eachGrapheme(text, () => {
    count++;
  });
  return count;
}

/**
 * The first `count` graphemes of `text` (all of them when it has fewer) and whether more follow, splitting only a
 * prefix long enough to hold them: cutting a pasted megabyte to a preview's 160 characters split all of it.
 * Only the last grapheme of a prefix may be cut short (a boundary depends on the characters before it and the one
 * after), so a prefix holding count + 2 of them gives the first count + 1 exactly.
 */
export function leadingGraphemes(text: string, count: number): { graphemes: string[]; more: boolean } {
  for (let span = (count + 2) * 8; ; span *= 4) {
    if (span >= text.length) {
      const all = splitGraphemes(text);
      return { graphemes: all.slice(0, count), more: all.length > count };
    }
    const some = splitGraphemes(text.slice(0, span));
    if (some.length > count + 1) return { graphemes: some.slice(0, count), more: true };
  }
}
