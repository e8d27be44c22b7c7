// Reads a PDF back the way a viewer does (pdfjs-dist, legacy build for Node 20): text, pages, outline, links.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface ReadPdf {
  pages: number;
  /** Text per page, items joined by spaces. */
  text: string[];
  title: string | undefined;
  author: string | undefined;
  subject: string | undefined;
  keywords: string | undefined;
  /** Outline titles, nested children indented by two spaces per level. */
  outline: string[];
  links: string[];
  pageSize: [number, number];
}

interface OutlineNode {
  title: string;
  items: OutlineNode[];
}

export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const doc = await getDocument({ data: bytes.slice(), useSystemFonts: false, isEvalSupported: false })
    .promise;
  const text: string[] = [];
  const links: string[] = [];
  let pageSize: [number, number] = [0, 0];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    if (i === 1) pageSize = [page.view[2] ?? 0, page.view[3] ?? 0];
    const content = await page.getTextContent();
    text.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    for (const annotation of await page.getAnnotations()) {
      if (annotation.subtype === 'Link' && annotation.url) links.push(annotation.url);
    }
  }
  const outline: string[] = [];
  const walk = (nodes: OutlineNode[] | null, depth: number) => {
    for (const node of nodes ?? []) {
      outline.push(`${'  '.repeat(depth)}${node.title}`);
      walk(node.items, depth + 1);
    }
  };
  walk((await doc.getOutline()) as OutlineNode[] | null, 0);
  const { info } = (await doc.getMetadata()) as {
    info: { Title?: string; Author?: string; Subject?: string; Keywords?: string };
  };
  const result = {
    pages: doc.numPages,
    text,
    title: info.Title,
    author: info.Author,
    subject: info.Subject,
    keywords: info.Keywords,
    outline,
    links: [...new Set(links)],
    pageSize,
  };
  await doc.destroy();
  return result;
}
