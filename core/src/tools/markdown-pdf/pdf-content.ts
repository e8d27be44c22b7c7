/** A pdfmake content node; kept loose because pdfmake's own types describe 0.2. */
export type PdfContent = Record<string, unknown>;
