/**
 * The PDF's footnote destinations: a note `footnote:LABEL`, the block holding its first reference
 * `footnote-ref:LABEL`, the label percent-encoded. An encoded label has no `:`, so neither kind can spell the other
 * (`ref-x`'s note is `footnote:ref-x`, `x`'s reference `footnote-ref:x`), and a heading's id (GitHub's slug: letters,
 * digits, `_` and `-`) is never either; pdfmake refuses a document in which two nodes share an id.
 */
export const footnoteId = (label: string) => `footnote:${encodeURIComponent(label)}`;
export const footnoteRefId = (label: string) => `footnote-ref:${encodeURIComponent(label)}`;

/**
 * A heading's destination id: its GitHub anchor, unless that names a property of an array. pdfmake keeps the
 * document's ids in an array, so a heading "length" threw a RangeError, "push" or "constructor" read as a taken id,
 * and "__proto__" would have replaced the array's prototype. Those get a `heading:` prefix, which no anchor can
 * spell (anchors have no `:`), so links to them still find them.
 */
export const headingDestination = (anchor: string) => (anchor in [] ? `heading:${anchor}` : anchor);
