/** Loaded for a first-time user: every construct the PDF and the blog support. */
export const SAMPLE_MARKDOWN = `# Project Handbook

Welcome! This document shows what **Markdown to PDF** can do: *emphasis*, ~~strikethrough~~,
\`inline code\` and [links](https://example.com) that stay clickable in the PDF.

## Getting Started

1. Write Markdown on the left
2. Pick a theme
3. Press **Generate PDF**

- [x] Headings become PDF bookmarks
- [ ] Try the dark theme
  - Nested lists work too

> Tip: every \`#\` section becomes its own page in the blog export.

## Reference

| Shortcut | Action |
|----------|--------|
| Ctrl+Enter | Generate PDF |

\`\`\`ts
export function greet(name: string) {
  return \`Hello, \${name}!\`;
}
\`\`\`

---

# Release Notes

Version 1.0 ships PDF and blog export. 🚀
`;
