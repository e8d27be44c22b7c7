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

/** UTF-16 length of the code point that starts at `i` (2 for an astral one). */
const width = (text: string, i: number) => ((text.codePointAt(i) ?? 0) > 0xffff ? 2 : 1);

/** UTF-16 length of the code point that ends just before `end`. */
const widthBefore = (text: string, end: number) => {
  const unit = text.charCodeAt(end - 1);
  return unit >= 0xdc00 && unit <= 0xdfff && end >= 2 ? 2 : 1;
};

/** User-perceived characters: a ZWJ family, a flag or a skin-toned thumb is one item. */
export function splitGraphemes(text: string): string[] {
  const out: string[] = [];
  // A boundary is known to lie at `from`; what lies before it has been emitted.
  let from = 0;
  // Where the run whose last character was held back ended.
  let heldEnd = -1;
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
    if (goesOn && sure > from) out.push(text.slice(from, sure));
    else if (sure > from) for (const s of segments(text.slice(from, sure))) out.push(s.segment);
    for (let i = sure; i < last; i += width(text, i)) out.push(text.slice(i, i + width(text, i)));
    from = last;
    heldEnd = end;
  }
  if (from < text.length) for (const s of segments(text.slice(from))) out.push(s.segment);
  return out;
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
