/** ANSI styles that collapse to plain text when colour is off (ctx.color). */
export interface Style {
  bold(text: string): string;
  dim(text: string): string;
  red(text: string): string;
  green(text: string): string;
  yellow(text: string): string;
}

const codes = { bold: [1, 22], dim: [2, 22], red: [31, 39], green: [32, 39], yellow: [33, 39] } as const;

export function createStyle(color: boolean): Style {
  const wrap =
    ([open, close]: readonly [number, number]) =>
    (text: string) =>
      color ? `\u001b[${open}m${text}\u001b[${close}m` : text;
  return {
    bold: wrap(codes.bold),
    dim: wrap(codes.dim),
    red: wrap(codes.red),
    green: wrap(codes.green),
    yellow: wrap(codes.yellow),
  };
}
