/**
 * The PDF's footnote destinations: a note `footnote:LABEL`, the block holding its first reference
 * `footnote-ref:LABEL`, the label percent-encoded. An encoded label has no `:`, so neither kind can spell the other
 * (`ref-x`'s note is `footnote:ref-x`, `x`'s reference `footnote-ref:x`), and a heading's id (GitHub's slug: letters,
 * digits, `_` and `-`) is never either; pdfmake refuses a document in which two nodes share an id.
 */
export const footnoteId = (label: string) => `footnote:${encodeURIComponent(label)}`;
export const footnoteRefId = (label: string) => `footnote-ref:${encodeURIComponent(label)}`;
