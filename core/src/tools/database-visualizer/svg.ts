import { escapeXml } from '../../text/escape-xml';
import { type EdgePath, HEADER_HEIGHT, layoutSchema, type Positions, ROW_HEIGHT } from './layout';
import { type DbSchema, partitionsOf, type Table, tableId } from './model';

export interface DiagramTheme {
  background: string;
  card: string;
  header: string;
  viewHeader: string;
  externalHeader: string;
  headerText: string;
  text: string;
  muted: string;
  border: string;
  edge: string;
  key: string;
}

export const LIGHT_DIAGRAM: DiagramTheme = {
  background: '#ffffff',
  card: '#ffffff',
  header: '#0f766e',
  viewHeader: '#6d28d9',
  externalHeader: '#52525b',
  headerText: '#ffffff',
  text: '#18181b',
  muted: '#52525b',
  border: '#d4d4d8',
  edge: '#71717a',
  key: '#b45309',
};

/** The same diagram on a dark page (the web app in dark mode); exports keep the light one. */
export const DARK_DIAGRAM: DiagramTheme = {
  background: '#09090b',
  card: '#18181b',
  header: '#0f766e',
  viewHeader: '#6d28d9',
  externalHeader: '#52525b',
  headerText: '#ffffff',
  text: '#f4f4f5',
  muted: '#a1a1aa',
  border: '#3f3f46',
  edge: '#a1a1aa',
  key: '#fbbf24',
};

const f = (n: number) => n.toFixed(1);

/** Crow's-foot marks: at the parent `||` (or `o|` when the key may be null), at the child `o<` (or `o|` if unique). */
function marks(edge: EdgePath, color: string, fill: string): string[] {
  const out: string[] = [];
  const [a, a2] = edge.points;
  const b = edge.points.at(-1);
  const b2 = edge.points.at(-2);
  if (!a || !a2 || !b || !b2) return out;
  const line = (x1: number, y1: number, x2: number, y2: number) =>
    `<path d="M${f(x1)} ${f(y1)}L${f(x2)} ${f(y2)}" stroke="${color}" stroke-width="1.5" fill="none"/>`;
  const circle = (x: number, y: number) =>
    `<circle cx="${f(x)}" cy="${f(y)}" r="3.5" fill="${fill}" stroke="${color}" stroke-width="1.5"/>`;
  // Child end: the foreign key's row.
  const dc = Math.sign(a2.x - a.x) || 1;
  if (edge.oneToOne) out.push(line(a.x + dc * 8, a.y - 6, a.x + dc * 8, a.y + 6));
  else out.push(line(a.x + dc * 12, a.y, a.x, a.y - 6), line(a.x + dc * 12, a.y, a.x, a.y + 6));
  out.push(circle(a.x + dc * 17, a.y));
  // Parent end: the referenced row.
  const dp = Math.sign(b2.x - b.x) || 1;
  out.push(line(b.x + dp * 8, b.y - 6, b.x + dp * 8, b.y + 6));
  if (edge.optional) out.push(circle(b.x + dp * 15, b.y));
  else out.push(line(b.x + dp * 13, b.y - 6, b.x + dp * 13, b.y + 6));
  return out;
}

function headerColor(table: Table, t: DiagramTheme): string {
  if (table.kind === 'view' || table.kind === 'materialized view') return t.viewHeader;
  if (table.kind === 'external') return t.externalHeader;
  return t.header;
}

function headerLabel(schema: DbSchema, table: Table): string {
  const parts = partitionsOf(schema, tableId(table)).length;
  const kind =
    table.kind === 'view' || table.kind === 'materialized view'
      ? ` (${table.kind})`
      : parts
        ? ` (${parts} partitions)`
        : '';
  return `${tableId(table)}${kind}`;
}

/**
 * The ER diagram as standalone SVG: one box per table (partitions folded into their parent, views in purple,
 * external tables apart in a dashed frame), keys marked, and a connector per foreign key from the key's row to
 * the referenced row, with crow's-foot cardinality.
 */
export function renderSchemaSvg(
  schema: DbSchema,
  options: { positions?: Positions; theme?: DiagramTheme } = {},
): string {
  const t = options.theme ?? LIGHT_DIAGRAM;
  const layout = layoutSchema(schema, options.positions);
  const byId = new Map(schema.tables.map((table) => [tableId(table), table]));
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${layout.width}" height="${layout.height}" viewBox="0 0 ${layout.width} ${layout.height}" font-family="ui-monospace, SFMono-Regular, Menlo, monospace" font-size="12">`,
    `<rect width="100%" height="100%" fill="${t.background}"/>`,
  ];
  for (const g of layout.groups) {
    parts.push(
      `<g data-group="${escapeXml(g.label)}"><rect x="${g.x}" y="${g.y}" width="${g.width}" height="${g.height}" rx="8" fill="none" stroke="${t.muted}" stroke-dasharray="6 4"/>`,
      `<text x="${g.x + 10}" y="${g.y + 18}" fill="${t.muted}">${escapeXml(g.label)}</text></g>`,
    );
  }
  for (const edge of layout.edges) {
    const d = edge.points.map((p, i) => `${i ? 'L' : 'M'}${f(p.x)} ${f(p.y)}`).join(' ');
    parts.push(
      `<g data-edge="${escapeXml(`${edge.from}.${edge.column}`)}"><path d="${d}" fill="none" stroke="${t.edge}" stroke-width="1.5"><title>${escapeXml(`${edge.from}.${edge.column} -> ${edge.to}.${edge.toColumn}`)}</title></path>`,
      ...marks(edge, t.edge, t.card),
      '</g>',
    );
  }
  for (const box of layout.tables) {
    const table = byId.get(box.name);
    if (!table) continue;
    const dashed = table.kind === 'external' ? ' stroke-dasharray="4 3"' : '';
    parts.push(
      `<g data-table="${escapeXml(box.name)}" transform="translate(${f(box.x)} ${f(box.y)})">`,
      `<rect width="${box.width}" height="${box.height}" rx="6" fill="${t.card}" stroke="${t.border}"${dashed}/>`,
      `<path d="M0 6a6 6 0 0 1 6-6h${box.width - 12}a6 6 0 0 1 6 6v${HEADER_HEIGHT - 6}h-${box.width}z" fill="${headerColor(table, t)}"/>`,
      `<text x="10" y="${HEADER_HEIGHT / 2 + 4}" fill="${t.headerText}" font-weight="bold">${escapeXml(headerLabel(schema, table))}</text>`,
    );
    if (table.comment) parts.push(`<title>${escapeXml(table.comment)}</title>`);
    table.columns.forEach((c, i) => {
      const y = HEADER_HEIGHT + i * ROW_HEIGHT + ROW_HEIGHT / 2 + 4;
      const mark = [c.isPrimaryKey && 'PK', c.isForeignKey && 'FK', c.isUnique && 'UK']
        .filter(Boolean)
        .join(' ');
      const type = c.type.length > 28 ? `${c.type.slice(0, 27)}…` : c.type;
      parts.push(
        `<text x="10" y="${y}" fill="${mark ? t.key : t.text}">${escapeXml(c.name)}${c.nullable ? '?' : ''}</text>`,
        `<text x="${box.width - 10}" y="${y}" fill="${t.muted}" text-anchor="end">${escapeXml(mark ? `${type} ${mark}` : type)}</text>`,
      );
    });
    parts.push('</g>');
  }
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}
