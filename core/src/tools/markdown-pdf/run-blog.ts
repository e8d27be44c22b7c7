import { mermaidNote } from '../../markdown/diagrams';
import type { DocumentOptions } from '../../markdown/document-marked';
import { type MathTypesetter, mathErrorLine, mathWarning } from '../../markdown/math';
import type { Clock, OutputFile } from '../../ports';
import { type BlogSource, buildBlog, zipBlog } from './blog';
import { runBlogOptions } from './blog-feed';
import type { BlogStyle } from './blog-styles';
import { diagramSources, hasMath, imageSources } from './document-scan';

export interface BlogInput {
  /** The posts' Markdown, each with its file name (a title when the text has none). */
  sources: readonly Omit<BlogSource, 'images'>[];
  style: BlogStyle;
  /** The site's title. */
  title?: string;
  /** The site's address as typed: with it the site gains `feed.xml` (Atom) and `sitemap.xml`. */
  siteUrl?: string | undefined;
  /** One zip of the whole site too (`zip` in the result). */
  zip?: boolean;
}

/** A post's local images: each `src` as written to its path in the site, and the files to put there. */
interface BlogImages {
  paths: Readonly<Record<string, string>>;
  files: readonly OutputFile[];
}

export interface BlogPorts {
  /** Colours fenced code (core/markdown/highlight's `highlightHtml`, which a page loads lazily). */
  highlight?: DocumentOptions['highlight'];
  /** The time undated posts carry in the feed. */
  clock?: Clock;
  /** A post's image hrefs (the post by its index in `sources`), copied into the site (the CLI; the page has none). */
  images?: (post: number, hrefs: string[]) => Promise<BlogImages>;
  /** The math typesetter (MathJax), for a site with math; without it formulas show as their source. */
  math?: () => Promise<MathTypesetter>;
  /** Mermaid sources to sanitized SVG, and why any could not be drawn; without it diagrams stay as code. */
  diagrams?: (
    sources: string[],
  ) => Promise<{ svg: Readonly<Record<string, string>>; errors: Readonly<Record<string, string>> }>;
}

export interface BlogResult {
  /** The site: an index, a page per post, the images copied, and with a site URL the feed and sitemap. */
  files: OutputFile[];
  /** The same files as one zip, when the input asked for it. */
  zip?: Uint8Array;
  /** What the site cannot show as written (formulas TeX could not read, diagrams not drawn), one line each. */
  warnings: string[];
  /** Each formula TeX could not read (`source: error`); they show as their source. */
  mathErrors: string[];
  /** Said, not warned: mermaid diagrams kept as code where nothing draws them. */
  notes: string[];
}

/** Markdown posts to a static blog site (and its zip), asking the ports only for what the posts need. */
export async function runBlog(input: BlogInput, ports: BlogPorts = {}): Promise<BlogResult> {
  const { siteUrl, errors } = runBlogOptions({ siteUrl: input.siteUrl });
  if (errors[0]) throw errors[0];
  const sources: BlogSource[] = [];
  const copied: OutputFile[] = [];
  for (const [index, source] of input.sources.entries()) {
    const images = ports.images ? await ports.images(index, imageSources(source.markdown)) : undefined;
    if (images) copied.push(...images.files);
    sources.push(
      images && Object.keys(images.paths).length > 0 ? { ...source, images: images.paths } : source,
    );
  }
  const markdown = input.sources.map((source) => source.markdown);
  const mermaid = markdown.flatMap(diagramSources);
  const [math, diagrams] = await Promise.all([
    ports.math && markdown.some(hasMath) ? ports.math() : undefined,
    ports.diagrams && mermaid.length > 0 ? ports.diagrams(mermaid) : undefined,
  ]);
  const mathErrors: string[] = [];
  const pages = buildBlog(sources, input.style, input.title ?? 'Blog', {
    ...(ports.highlight ? { highlight: ports.highlight } : {}),
    ...(math
      ? { math, onMathError: (tex: string, error: string) => mathErrors.push(mathErrorLine(tex, error)) }
      : {}),
    ...(diagrams ? { diagrams: diagrams.svg } : {}),
    ...(siteUrl ? { feed: { siteUrl, clock: needsClock(ports.clock) } } : {}),
  });
  const files = [...pages, ...copied];
  return {
    files,
    ...(input.zip ? { zip: zipBlog(files) } : {}),
    warnings: blogWarnings(mathErrors, diagrams?.errors),
    mathErrors,
    notes: !diagrams && mermaid.length > 0 ? [mermaidNote(mermaid.length)] : [],
  };
}

function needsClock(clock: Clock | undefined): Clock {
  if (!clock) throw new TypeError('a site with a feed needs the clock port');
  return clock;
}

function blogWarnings(
  mathErrors: string[],
  undrawnDiagrams: Readonly<Record<string, string>> = {},
): string[] {
  const warnings: string[] = [];
  const mathProblem = mathWarning(mathErrors);
  if (mathProblem) warnings.push(mathProblem);
  const undrawn = Object.values(undrawnDiagrams);
  if (undrawn.length > 0)
    warnings.push(
      `${undrawn.length === 1 ? 'a mermaid diagram' : `${undrawn.length} mermaid diagrams`} could not be drawn (kept as code): ${undrawn[0]}`,
    );
  return warnings;
}
