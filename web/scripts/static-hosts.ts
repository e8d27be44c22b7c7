import type { Plugin } from 'vite';

/**
 * The files common static hosts read from the published folder, so `web/dist/` works on them as it is: every path the
 * app routes itself (`/device`, `/p/<id>`, `/profile`, each tool) answers with index.html, and the security headers
 * the dev server sends are sent there too.
 *   _redirects   Netlify: a 200 rewrite of every path no file matches (Netlify serves files first).
 *   _headers     Netlify and Cloudflare Pages. Cloudflare Pages needs no rewrite: with no top-level 404.html it
 *                serves index.html for unknown paths (it ignores the `_redirects` rule as a loop, with a warning).
 *   vercel.json  Vercel, deploying the folder itself (`vercel deploy web/dist`): files first, then the rewrite.
 * GitHub Pages reads none of these: its workflow copies index.html to 404.html (README.md, "Deploy to your Supabase
 * project"), as a 404.html here would turn Cloudflare Pages' single-page mode off.
 */
export function staticHostFiles(headers: Record<string, string>): Plugin {
  const headerLines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  const files: Record<string, string> = {
    _redirects: '/*  /index.html  200\n',
    _headers: ['/*', ...headerLines, ''].join('\n'),
    'vercel.json': `${JSON.stringify(
      {
        rewrites: [{ source: '/(.*)', destination: '/index.html' }],
        headers: [
          { source: '/(.*)', headers: Object.entries(headers).map(([key, value]) => ({ key, value })) },
        ],
      },
      null,
      2,
    )}\n`,
  };
  return {
    name: 'toolbox:static-host-files',
    apply: 'build',
    generateBundle() {
      for (const [fileName, source] of Object.entries(files))
        this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
