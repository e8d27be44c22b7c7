import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import SharedDocs from './shared-docs';

// A description anyone could share, carrying markup meant to run in the reader's page.
const ATTACK = '<img src=x onerror="parent.document.title=1"><script>parent.document.title=2</script>';
const DOCUMENT = `openapi: 3.0.3
info: {title: Pets, version: "1.2"}
paths:
  /pets:
    get:
      summary: List pets
      description: '${ATTACK}'
      responses: {'200': {description: ok}}
`;

describe('API docs shared by link', { timeout: 60_000 }, () => {
  it('are built from the shared document by the generator, in the sandboxed preview the owner sees', async () => {
    render(<SharedDocs snapshot={{ document: DOCUMENT }} />);
    const frame = await screen.findByTitle('API docs preview', undefined, { timeout: 20_000 });
    // Scripts run only in a frame without this site's origin (no allow-same-origin), as in the owner's preview.
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    const html = frame.getAttribute('srcdoc') ?? '';
    expect(html).toContain('List pets');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>parent');
    screen.getByText('1 operation.');
  });

  it('says so for a snapshot that holds no document, or one that is not OpenAPI', async () => {
    const { unmount } = render(<SharedDocs snapshot={{ html: '<script>alert(1)</script>' }} />);
    screen.getByText('This snapshot is not an API description this page can build.');
    unmount();
    render(<SharedDocs snapshot={{ document: 'just: text' }} />);
    await screen.findByText('This snapshot is not an API description this page can build.');
    expect(screen.queryByTitle('API docs preview')).toBeNull();
  });
});
