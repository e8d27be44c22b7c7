// The Lighthouse table: our figures per page and preset beside it-tools' (measured on this machine) and the
// targets from issue #15 / CONTRACTS.md, with misses marked.

/** it-tools' home page on this machine (issue #15). */
export const itTools = { desktop: 98, mobile: 70, accessibility: 80, lcpMs: 976 };

/** Targets: a score target is a floor, a time target a ceiling. */
export const targets = {
  performance: { desktop: 99, mobile: 90 },
  /** Issue #43: the sign-in page and the dashboard, the two pages every user opens, 95+ on mobile. */
  mobileEntryPages: { paths: ['/auth', '/'], performance: 95 },
  accessibility: 100,
  bestPractices: 100,
  mobileLcpMs: 2500,
};

/** The performance score a page and preset must reach. */
export function performanceTarget({ path, preset }) {
  const entry = targets.mobileEntryPages;
  return preset === 'mobile' && entry.paths.includes(path) ? entry.performance : targets.performance[preset];
}

/** Which targets a result misses, as short labels. */
export function missesOf(result) {
  const misses = [];
  if (result.performance < performanceTarget(result)) misses.push('perf');
  if (result.accessibility < targets.accessibility) misses.push('a11y');
  if (result.bestPractices < targets.bestPractices) misses.push('best-practices');
  if (result.preset === 'mobile' && result.lcpMs >= targets.mobileLcpMs) misses.push('LCP');
  return misses;
}

const pad = (cells, widths) =>
  cells
    .map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
    .join('  ')
    .trimEnd();

export function formatLighthouseTable(results) {
  const header = ['page', 'preset', 'perf', 'a11y', 'best-pr', 'LCP ms', 'TBT ms', 'misses'];
  const rows = results.map((r) =>
    r.error
      ? [r.page, r.preset, '', '', '', '', '', `error: ${r.error}`]
      : [
          r.page,
          r.preset,
          String(r.performance),
          String(r.accessibility),
          String(r.bestPractices),
          String(Math.round(r.lcpMs)),
          String(Math.round(r.tbtMs)),
          missesOf(r)
            .map((m) => `MISS ${m}`)
            .join(', ') || 'ok',
        ],
  );
  const peer = [
    [
      'it-tools (home)',
      'desktop',
      String(itTools.desktop),
      String(itTools.accessibility),
      '',
      String(itTools.lcpMs),
      '',
      'peer',
    ],
    ['it-tools (home)', 'mobile', String(itTools.mobile), String(itTools.accessibility), '', '', '', 'peer'],
    ['target', 'desktop', `${targets.performance.desktop}+`, '100', '100', '', '', ''],
    ['target', 'mobile', `${targets.performance.mobile}+`, '100', '100', '<2500', '', ''],
    ['target', 'mobile /auth /', `${targets.mobileEntryPages.performance}+`, '', '', '', '', ''],
  ];
  const all = [header, ...rows, ...peer];
  const widths = header.map((_, i) => Math.max(...all.map((row) => row[i].length)));
  const rule = widths.map((w) => '-'.repeat(w));
  return [
    pad(header, widths),
    pad(rule, widths),
    ...rows.map((r) => pad(r, widths)),
    pad(rule, widths),
    ...peer.map((r) => pad(r, widths)),
  ].join('\n');
}
