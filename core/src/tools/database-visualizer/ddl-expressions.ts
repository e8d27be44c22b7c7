import {
  afterKeyword,
  bracketText,
  expressionText,
  firstLocation,
  type SourceText,
} from '../../sql/source-text';
import type { Node } from './parse-tree';

/** What a statement's expressions are read from: the text (by character) and where the statement ends. */
export interface Ctx {
  src: SourceText;
  end: number;
}

/** The end of an expression that sits among `siblings` (a column's constraints, its collation, the next column). */
export function boundAfter(at: number, positions: number[], fallback: number): number {
  return Math.min(fallback, ...positions.filter((p) => p > at));
}

export function defaultText(expr: Node, ctx: Ctx, bound: number): string {
  const at = ctx.src.at(firstLocation(expr));
  const start = afterKeyword(ctx.src.sql, at, /^default$/i) ?? at;
  return expressionText(ctx.src.sql, start, bound);
}

export function bracketed(expr: Node, ctx: Ctx, keyword: RegExp, bound: number): string {
  const at = ctx.src.at(firstLocation(expr));
  const start = afterKeyword(ctx.src.sql, at, keyword);
  return start === undefined
    ? expressionText(ctx.src.sql, at, bound)
    : bracketText(ctx.src.sql, start, bound);
}
