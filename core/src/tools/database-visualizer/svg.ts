import { HEADER_HEIGHT, layoutSchema, type Positions, ROW_HEIGHT } from './layout';
import type { DbSchema } from './model';
import { escapeXml } from './xml';

export interface DiagramTheme {
  background: string;
  card: string;
  header: string;
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
  headerText: '#ffffff',
  text: '#18181b',
  muted: '#52525b',
  border: '#d4d4d8',
  edge: '#71717a',
  key: '#b45309',
};

/** The ER diagram as standalone SVG: one box per table (PK/FK marked), a connector per foreign key. */
export function renderSchemaSvg(
  schema: DbSchema,
  options: { positions?: Positions; theme?: DiagramTheme } = {},
): string {
  const t = options.theme ?? LIGHT_DIAGRAM;
  const layout = layoutSchema(schema, options.positions);
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${layout.width}" height="${layout.height}" viewBox="0 0 ${layout.width} ${layout.height}" font-family="ui-monospace, SFMono-Regular, Menlo, monospace" font-size="12">`,
    `<rect width="100%" height="100%" fill="${t.background}"/>`,
  ];
  for (const edge of layout.edges) {
    const d = edge.points.map((p, i) => `${i ? 'L' : 'M'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`).join(' ');
    parts.push(
      `<path d="${d}" fill="none" stroke="${t.edge}" stroke-width="1.5"><title>${escapeXml(`${edge.from}.${edge.column} -> ${edge.to}`)}</title></path>`,
    );
    const end = edge.points.at(-1);
    if (end) parts.push(`<circle cx="${end.x.toFixed(1)}" cy="${end.y.toFixed(1)}" r="3" fill="${t.edge}"/>`);
  }
  for (const box of layout.tables) {
    const table = schema.tables.find((tb) => tb.name === box.name);
    if (!table) continue;
    parts.push(
      `<g data-table="${escapeXml(table.name)}" transform="translate(${box.x.toFixed(1)} ${box.y.toFixed(1)})">`,
      `<rect width="${box.width}" height="${box.height}" rx="6" fill="${t.card}" stroke="${t.border}"/>`,
      `<path d="M0 6a6 6 0 0 1 6-6h${box.width - 12}a6 6 0 0 1 6 6v${HEADER_HEIGHT - 6}h-${box.width}z" fill="${t.header}"/>`,
      `<text x="10" y="${HEADER_HEIGHT / 2 + 4}" fill="${t.headerText}" font-weight="bold">${escapeXml(table.name)}</text>`,
    );
    table.columns.forEach((c, i) => {
      const y = HEADER_HEIGHT + i * ROW_HEIGHT + ROW_HEIGHT / 2 + 4;
      const mark = [c.isPrimaryKey && 'PK', c.isForeignKey && 'FK'].filter(Boolean).join(' ');
      parts.push(
        `<text x="10" y="${y}" fill="${mark ? t.key : t.text}">${escapeXml(c.name)}${c.nullable ? '?' : ''}</text>`,
        `<text x="${box.width - 10}" y="${y}" fill="${t.muted}" text-anchor="end">${escapeXml(mark ? `${c.type} ${mark}` : c.type)}</text>`,
      );
    });
    parts.push('</g>');
  }
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}
