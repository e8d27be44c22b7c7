export const SAMPLE_LOADED_MESSAGE = 'Sample data loaded! Click "Generate Workspace" to visualize.';
export const GENERATED_MESSAGE = 'Workspace generated successfully!';

/** A realistic launch plan for Dev Toolbox itself; it exercises every parsing rule of §5. */
export const SAMPLE_TEXT = `# Dev Toolbox Public Launch
Ship the toolbox to the public with the CLI, the web app and the docs in step.
Status: In Progress
Priority: High
Tags: launch, product
Deadline: 2026-12-15
- Freeze the tool list [x]
- Write the release notes
- Record the demo video

## Landing Page
Hero, feature grid and pricing table for the frontend marketing site.
Status: In Progress
Priority: High
Tags: frontend, marketing, design
Due: 2026-12-01
- Wireframes (done)
- Visual design ✓
- Responsive build
- Lighthouse pass above 95

## CLI Distribution
Publish the toolbox command so \`npx toolbox\` works on macOS, Linux and Windows.
Status: Not Started
Priority: Urgent
Tags: cli, backend
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
Deadline: 10/12/2026
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
By: 2026-11-30
- Terms of service
- Privacy policy (complete)
- Cookie notice
`;
