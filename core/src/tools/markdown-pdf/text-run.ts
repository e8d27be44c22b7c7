/** One run of a pdfmake text array. */
export interface TextRun {
  text: string;
  sub?: boolean;
  sup?: boolean;
  bold?: boolean;
  italics?: boolean;
  decoration?: 'lineThrough' | 'underline';
  /** 'Mono', or an emoji family the platform registered. */
  font?: string;
  background?: string;
  color?: string;
  link?: string;
  /** An in-document jump (a heading's or a footnote's id). */
  linkToDestination?: string;
  fontSize?: number;
  /** The line's height as a multiple of the font's (a display formula's line is the formula's height). */
  lineHeight?: number;
  characterSpacing?: number;
  /** In a paragraph whose base direction is right to left (bidi-lines). */
  rtl?: boolean;
}
