import { CALLOUT_PALETTES, calloutCss } from '../../markdown/callouts';
import { DIAGRAM_CSS } from '../../markdown/diagrams';
import { MATH_CSS } from '../../markdown/math';
import { SYNTAX_PALETTES, syntaxCss } from '../../markdown/syntax-palette';

/** The file name the web downloads a blog as. */
export const BLOG_ZIP_NAME = 'blog.zip';

export const BLOG_STYLES = ['modern', 'minimal', 'dark'] as const;
export type BlogStyle = (typeof BLOG_STYLES)[number];

const BASE = `*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:17px/1.7 var(--font);color:var(--text);background:var(--bg)}
header,main,footer{max-width:46rem;margin:0 auto;padding:0 1.25rem}
header{padding-top:2rem;padding-bottom:1rem;border-bottom:1px solid var(--rule)}
header a{color:var(--text);text-decoration:none;font-weight:700}
main{padding-top:2rem;padding-bottom:3rem}
footer{padding-bottom:2rem;color:var(--muted);font-size:.9rem}
a{color:var(--link)}
h1,h2,h3,h4{line-height:1.25;color:var(--heading)}
pre{overflow:auto;padding:1rem;border-radius:8px;background:var(--code-bg)}
code{font:.9em/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;background:var(--code-bg);padding:.1em .3em;border-radius:4px}
pre code{padding:0;background:none}
blockquote{margin:1rem 0;padding:.25rem 1rem;border-left:4px solid var(--rule);color:var(--muted)}
table{border-collapse:collapse;width:100%}th,td{border:1px solid var(--rule);padding:.4rem .6rem;text-align:left}
img{max-width:100%;height:auto}
.meta{color:var(--muted);font-size:.9rem}.tag{margin-left:.25rem}
.posts{list-style:none;padding:0}.posts li{margin:0 0 1.5rem}.posts p{margin:.25rem 0 0;color:var(--muted)}
nav.pager{display:flex;justify-content:space-between;gap:1rem;margin-top:3rem;padding-top:1rem;border-top:1px solid var(--rule)}
.footnotes{font-size:.9rem;color:var(--muted)}hr[data-footnotes]{border:0;border-top:1px solid var(--rule);width:10rem;margin:3rem 0 1rem}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}`;

const VARIABLES: Record<BlogStyle, string> = {
  modern:
    ':root{--font:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;--text:#1e293b;--heading:#312e81;--muted:#475569;--link:#4f46e5;--bg:#f8fafc;--rule:#c7d2fe;--code-bg:#eef2ff}',
  minimal:
    ':root{--font:Georgia,"Times New Roman",serif;--text:#222;--heading:#111;--muted:#595959;--link:#222;--bg:#fff;--rule:#ddd;--code-bg:#f5f5f5}',
  dark: ':root{--font:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;--text:#e6edf3;--heading:#f0f6fc;--muted:#9198a1;--link:#58a6ff;--bg:#0d1117;--rule:#30363d;--code-bg:#161b22;color-scheme:dark}',
};

/** The CSS inlined into every page of the chosen style. */
export function blogCss(style: BlogStyle): string {
  const scheme = style === 'dark' ? 'dark' : 'light';
  return `${VARIABLES[style]}\n${BASE}\n${MATH_CSS}\n${DIAGRAM_CSS}\n${syntaxCss(SYNTAX_PALETTES[scheme])}\n${calloutCss(CALLOUT_PALETTES[scheme])}`;
}
