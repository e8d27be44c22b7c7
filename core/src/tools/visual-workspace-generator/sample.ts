import type { Clock } from '../../ports';
export const SAMPLE_LOADED_MESSAGE = 'Sample data loaded! Click "Generate Workspace" to visualize.';
export const GENERATED_MESSAGE = 'Workspace generated successfully!';

const DAY_MS = 86_400_000;

/** `now` plus whole days, as year-month-day (UTC). */
function ymd(now: Date, days: number): string {
  return new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** The same day as day/month/year, the other date form §5 reads. */
function dmy(now: Date, days: number): string {
  const [y, m, d] = ymd(now, days).split('-');
  return `${d}/${m}/${y}`;
}

/**
 * A realistic launch plan for Dev Toolbox itself; it exercises every parsing rule of §5. Deadlines are relative
 * to `now`, so the dashboard always has something upcoming and something overdue to show.
 */
export function sampleText(now: Date): string {
  return `# Dev Toolbox Public Launch
Ship the toolbox to the public with the CLI, the web app and the docs in step.

## Release Checklist
Status: In Progress
Priority: High
Tags: launch, product
Deadline: ${ymd(now, 23)}
- Freeze the tool list [x]
- Write the release notes
- Record the demo video

## Landing Page
Hero, feature grid and pricing table for the frontend marketing site.
Status: In Progress
Priority: High
Tags: frontend, marketing, design
Due: ${ymd(now, 3)}
- Wireframes (done)
- Visual design ✓
- Responsive build
- Lighthouse pass above 95

## CLI Distribution
Publish the toolbox command so \`npx toolbox\` works on macOS, Linux and Windows.
Status: Not Started
Priority: Urgent
Tags: cli, backend
Due: ${ymd(now, -2)}
- npm package with provenance
- Homebrew formula
- Smoke test on Windows

## Authentication Hardening
Device sign-in, token rotation and rate limits on the API.
Status: Complete
Tags: backend, api, security
- Device code flow [x]
- Token revocation [x]
- Rate limiting per user [x]

## Documentation Site
One page per tool with copyable examples and the CLI reference.
Priority: Medium
Tags: docs, frontend
Deadline: ${dmy(now, 12)}
- Getting started guide
- CLI reference generated from --help
- Changelog page

## Launch Campaign
Announce on the blog, newsletter and social channels for sales and marketing.
Status: Pending
Priority: Low
Tags: marketing, sales
- Blog post draft
- Newsletter to the beta list
- Product Hunt listing

## Legal Review
Terms of service and privacy policy checked before the public launch.
Priority: Critical
Tags: legal, admin
By: ${ymd(now, 5)}
- Terms of service
- Privacy policy (complete)
- Cookie notice
`;
}

/** The sample plan as of the clock's now (deadlines relative to it), for "Load Sample". */
export function runWorkspaceSample({ clock }: { clock: Clock }): { text: string } {
  return { text: sampleText(clock.now()) };
}
