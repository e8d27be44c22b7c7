import { render, screen, waitFor } from '@testing-library/react';
import { loadMathTypesetter } from '@toolbox/core/markdown/math';
import { describe, expect, it, vi } from 'vitest';
import { inPageChannel, type OpenPreviewChannel } from '../../platform/markdown-preview-client';
import { SAMPLE_MARKDOWN } from './sample';
import { ThemedPreview } from './themed-preview';

const preview = () => screen.getByRole('region', { name: 'Preview' });

describe('ThemedPreview', () => {
  it("loads MathJax only once the text holds a formula (the sample's template literal in code is none)", async () => {
    const math = vi.fn(loadMathTypesetter);
    const channel = inPageChannel({ math });
    const view = render(<ThemedPreview markdown={SAMPLE_MARKDOWN} theme="github" channel={channel} />);
    await waitFor(() => expect(preview().querySelector('.tok-keyword')?.textContent).toBe('export'));
    expect(preview().getAttribute('aria-busy')).toBe('false');
    expect(preview().textContent).toContain(`\${name}`);
    expect(math).not.toHaveBeenCalled();

    view.rerender(<ThemedPreview markdown="Energy: $E = mc^2$." theme="github" channel={channel} />);
    await waitFor(() => expect(preview().querySelector('.math svg')).not.toBeNull());
    view.rerender(<ThemedPreview markdown="Again: $a^2$." theme="github" channel={channel} />);
    await waitFor(() => expect(preview().querySelector('.math svg')?.getAttribute('aria-label')).toBe('a^2'));
    expect(math).toHaveBeenCalledTimes(1);
  });

  it('says so when the text could not be rendered, and draws the next one', async () => {
    const channel: OpenPreviewChannel = (answer) => ({
      send: ({ id, markdown }) =>
        answer(
          markdown === 'bad' ? { id, error: 'too deeply nested' } : { id, html: '<p>fine</p>', mermaid: [] },
        ),
      close: () => {},
    });
    const view = render(<ThemedPreview markdown="bad" theme="github" channel={channel} />);
    await waitFor(() =>
      expect(preview().querySelector('[role="note"]')?.textContent).toBe(
        'The preview could not be drawn: too deeply nested',
      ),
    );
    view.rerender(<ThemedPreview markdown="good" theme="github" channel={channel} />);
    await waitFor(() => expect(preview().textContent).toBe('fine'));
  });
});
