let segmenter: Intl.Segmenter | undefined;

/** ICU's grapheme segmenter, made on first use: making one costs ~16 ms, and most text is ASCII (SIMPLE below). */
function segments(text: string) {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return segmenter.segment(text);
}

/**
 * Characters that never join a neighbour of the same kind into one grapheme: printable ASCII and Latin-1, tab and
 * LF (not CR, which pairs with LF). Between two of them there is always a boundary (Unicode's UAX #29: none is Extend, ZWJ,
 * SpacingMark, Prepend, Hangul or a regional indicator), so a run of them needs no segmenter except at its ends.
 */
const SIMPLE = /[\t\n\x20-\x7e\xa0-\xff]+/g;

/** User-perceived characters: a ZWJ family, a flag or a skin-toned thumb is one item. */
export function splitGraphemes(text: string): string[] {
  const out: string[] = [];
  // A boundary is known to lie at `from`; what lies before it has been emitted.
  let from = 0;
  for (const run of text.matchAll(SIMPLE)) {
    const start = run.index;
    const end = start + run[0].length;
    // The run's first character may belong to what precedes it (a ZWJ before ©, a Prepend mark) and its last may
    // take marks that follow: both stay with the segmenter; every one between is a grapheme of its own.
    // (At the end of the text nothing follows.)
    const sure = start === from ? start : start + 1;
    const last = end === text.length ? end : end - 1;
    if (sure >= last) continue;
    if (sure > from) for (const s of segments(text.slice(from, sure))) out.push(s.segment);
    for (let i = sure; i < last; i++) out.push(text.charAt(i));
    from = last;
  }
  if (from < text.length) for (const s of segments(text.slice(from))) out.push(s.segment);
  return out;
}
