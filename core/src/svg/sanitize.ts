import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import { withoutByteOrderMark } from '../text/byte-order-mark';
import { DOCTYPE } from './prolog';

/**
 * Elements an SVG picture keeps: shapes, text, paint servers, clipping, masks, filters. Anything else (`script`,
 * `foreignObject` with its HTML, `iframe`, animation elements that can rewrite a link, unknown ones) goes with
 * its content; an `<a>` is unwrapped (its content stays, its link goes).
 */
const KEEP = new Set(
  'svg g defs symbol use path rect circle ellipse line polyline polygon text tspan textPath title desc metadata linearGradient radialGradient stop clipPath mask pattern marker image style switch filter feBlend feColorMatrix feComponentTransfer feComposite feConvolveMatrix feDiffuseLighting feDisplacementMap feDistantLight feDropShadow feFlood feFuncA feFuncB feFuncG feFuncR feGaussianBlur feImage feMerge feMergeNode feMorphology feOffset fePointLight feSpecularLighting feSpotLight feTile feTurbulence'.split(
    ' ',
  ),
);
const UNWRAP = new Set(['a']);

/** An in-document reference, or (on an image) an embedded raster picture: nothing fetched, nothing run. */
const safeReference = (value: string, element: string) =>
  value.trim().startsWith('#') ||
  ((element === 'image' || element === 'feImage') && /^data:image\/(png|jpeg|gif|webp);/i.test(value.trim()));

/** `url(…)` pointing anywhere but into the document, and CSS that loads other sheets. */
const EXTERNAL_CSS = /@import\b[^;]*;?|url\(\s*(?!['"]?\s*#)[^)]*\)/gi;

const unsafeText = (value: string) =>
  // Control characters and spaces are ignored in a URL's scheme (`java\tscript:`).
  /(?:java|vb)script:|data:text\/html/i.test(value.replace(/[\s\p{Cc}]+/gu, ''));

type Node = Record<string, unknown> & { ':@'?: Record<string, string> };

const ATTR = '@_';

function clean(nodes: readonly Node[]): Node[] {
  return nodes.flatMap((node): Node[] => {
    const name = Object.keys(node).find((key) => key !== ':@') ?? '';
    if (name === '#text') return [node];
    if (name === '#cdata') return [node];
    if (UNWRAP.has(name)) return clean((node[name] as Node[]) ?? []);
    if (!KEEP.has(name)) return [];
    const children = (node[name] as Node[]) ?? [];
    const attributes: Record<string, string> = {};
    for (const [key, raw] of Object.entries(node[':@'] ?? {})) {
      const attribute = key.slice(ATTR.length);
      const value = String(raw);
      const local = attribute.toLowerCase();
      if (local.startsWith('on') || unsafeText(value)) continue;
      if ((local === 'href' || local.endsWith(':href')) && !safeReference(value, name)) continue;
      const styled = local === 'style' ? value.replace(EXTERNAL_CSS, 'none') : value;
      // Quotes and `<` escaped, so no value can end itself and start another attribute.
      attributes[key] = styled.replace(/"/g, '&quot;').replace(/</g, '&lt;');
    }
    const kept =
      name === 'style'
        ? children.map((child) =>
            mapText(child, (text) => (unsafeText(text) ? '' : text.replace(EXTERNAL_CSS, 'none'))),
          )
        : clean(children);
    return [{ [name]: kept, ...(Object.keys(attributes).length > 0 ? { ':@': attributes } : {}) }];
  });
}

function mapText(node: Node, change: (text: string) => string): Node {
  if ('#text' in node) return { '#text': change(String(node['#text'])) };
  if ('#cdata' in node)
    return { '#cdata': ((node['#cdata'] as Node[]) ?? []).map((child) => mapText(child, change)) };
  return { '#text': '' };
}

/** The entities every XML document knows; any other reference left after the DOCTYPE goes is dropped. */
const XML_ENTITIES = new Set(['amp', 'lt', 'gt', 'quot', 'apos']);

/**
 * An SVG file made safe to serve beside a site's pages (opened on its own, an SVG runs its scripts with the
 * site's origin): only picture elements and attributes are kept, no script, event handler, `foreignObject`,
 * link out of the file or external stylesheet. Undefined when the text is not one SVG file.
 */
export function sanitizeSvg(svg: string): string | undefined {
  // A DOCTYPE can declare entities (and expand them a billion times): it is dropped before parsing, and its plain
  // text entities (an Illustrator export names its namespaces so) are written out once, never expanded again.
  const text = withoutByteOrderMark(svg);
  const entities = new Map<string, string>();
  for (const doctype of text.match(DOCTYPE) ?? [])
    for (const [, name, double, single] of doctype.matchAll(
      /<!ENTITY\s+([\w.-]+)\s+(?:"([^"<&]*)"|'([^'<&]*)')\s*>/g,
    ))
      if (name && !entities.has(name)) entities.set(name, (double ?? single ?? '').replace(/"/g, '&quot;'));
  const source = text
    .replace(DOCTYPE, '')
    .replace(
      /&([\w.-]+);/g,
      (reference, name: string) => entities.get(name) ?? (XML_ENTITIES.has(name) ? reference : ''),
    );
  let parsed: Node[];
  try {
    parsed = new XMLParser({
      preserveOrder: true,
      ignoreAttributes: false,
      attributeNamePrefix: ATTR,
      processEntities: false,
      htmlEntities: false,
      parseTagValue: false,
      parseAttributeValue: false,
      trimValues: false,
      ignoreDeclaration: true,
      ignorePiTags: true,
      cdataPropName: '#cdata',
    }).parse(source) as Node[];
  } catch {
    return undefined;
  }
  const roots = parsed.filter((node) => !('#text' in node));
  if (roots.length !== 1 || !('svg' in (roots[0] as Node))) return undefined;
  return new XMLBuilder({
    preserveOrder: true,
    ignoreAttributes: false,
    attributeNamePrefix: ATTR,
    processEntities: false,
    suppressEmptyNode: true,
    cdataPropName: '#cdata',
  }).build(clean(roots)) as string;
}
