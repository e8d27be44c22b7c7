/* The parse tree nodes read here, as libpg-query returns them (JSON of Postgres's own nodes). */
export type Node = Record<string, unknown>;
export const obj = (v: unknown): Node => (typeof v === 'object' && v !== null ? (v as Node) : {});
export const list = (v: unknown): Node[] => (Array.isArray(v) ? v.map(obj) : []);
export const str = (v: unknown): string => (typeof v === 'string' ? v : '');
export const svals = (v: unknown): string[] => list(v).map((n) => str(obj(n.String).sval));
export const loc = (n: Node): number => (typeof n.location === 'number' ? n.location : -1);
