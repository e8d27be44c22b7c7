/** `:root { --color-1: #…; … }`, numbered as the spec asks. */
export function paletteCss(colors: readonly string[], prefix = 'color'): string {
  const lines = colors.map((color, index) => `  --${prefix}-${index + 1}: ${color};`);
  return `:root {\n${lines.join('\n')}\n}\n`;
}
