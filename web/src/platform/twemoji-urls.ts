// Every Twemoji SVG as its own static file (never inlined), mapped by code ("1f680"). This module is a chunk of
// its own, loaded the first time a card or icon needs an emoji; the SVGs themselves are fetched one by one.
const files = import.meta.glob<string>('/node_modules/@twemoji/svg/*.svg', {
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});

export const twemojiUrls = new Map(
  Object.entries(files).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1, -'.svg'.length), url]),
);
