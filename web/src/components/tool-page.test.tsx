import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { isRunShortcut, Pane, RunButton, ToolPage } from './tool-page';

describe('ToolPage', () => {
  it('renders the registry header as the one h1 and sets the title', () => {
    render(
      <ToolPage
        toolId="og-generator"
        input={<Pane title="Content">form</Pane>}
        output={<Pane title="Preview">image</Pane>}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'OG Image Generator',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Content' })).toBeTruthy();
    expect(document.title).toBe('OG Image Generator · Dev Toolbox');
  });

  it('runs the primary action on Ctrl+Enter and Cmd+Enter', () => {
    const run = vi.fn();
    render(<ToolPage toolId="regex-json" onRun={run} />);
    fireEvent.keyDown(window, { key: 'Enter', ctrlKey: true });
    fireEvent.keyDown(window, { key: 'Enter', metaKey: true });
    fireEvent.keyDown(window, { key: 'Enter' });
    expect(run).toHaveBeenCalledTimes(2);
  });

  it.each([
    [{ key: 'Enter', ctrlKey: true, metaKey: false, altKey: false }, true],
    [{ key: 'Enter', ctrlKey: false, metaKey: true, altKey: false }, true],
    [{ key: 'Enter', ctrlKey: true, metaKey: false, altKey: true }, false],
    [{ key: 'a', ctrlKey: true, metaKey: false, altKey: false }, false],
  ])('isRunShortcut(%j) = %s', (event, expected) => {
    expect(isRunShortcut(event)).toBe(expected);
  });

  it('RunButton shows the busy text and is disabled while busy', () => {
    const { rerender } = render(<RunButton>Generate</RunButton>);
    expect(screen.getByRole('button').textContent).toContain('Generate');
    rerender(<RunButton busy>Generate</RunButton>);
    expect(screen.getByRole('button', { name: 'Generating...' })).toHaveProperty('disabled', true);
  });
});
