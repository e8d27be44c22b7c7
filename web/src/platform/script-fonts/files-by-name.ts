/** `{ '…/files/noto-sans-sc-12-400-normal.woff': url }` -> `{ 'noto-sans-sc-12-400-normal.woff': url }`. */
export function filesByName(glob: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(glob).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1), String(url)]),
  );
}
