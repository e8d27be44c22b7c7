import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { isRunShortcut, Pane, RunButton, ToolPage } from './tool-page';
import { Button } from './ui/button';

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

  it('Ctrl+Enter presses the primary button with what is in the form, never the sample loader', () => {
    const run = vi.fn();
    const sample = vi.fn();
    const onRun = vi.fn();
    render(
      <ToolPage toolId="regex-json" onRun={onRun}>
        <Button onClick={sample}>Load sample</Button>
        <RunButton onClick={run}>Generate</RunButton>
      </ToolPage>,
    );
    fireEvent.keyDown(window, { key: 'Enter', ctrlKey: true });
    expect(run).toHaveBeenCalledTimes(1);
    expect(sample).not.toHaveBeenCalled();
    expect(onRun).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /Generate/ }).getAttribute('title')).toBe(
      'Shortcut: Ctrl+Enter',
    );
  });

  it('with a RunButton in each tab panel, Ctrl+Enter presses the one beside the focus; a disabled one stays unpressed', () => {
    const first = vi.fn();
    const second = vi.fn();
    render(
      <ToolPage toolId="regex-json">
        <div role="tabpanel">
          <RunButton onClick={first}>Test</RunButton>
        </div>
        <div role="tabpanel">
          <textarea aria-label="JSON" />
          <RunButton onClick={second}>Format</RunButton>
        </div>
      </ToolPage>,
    );
    screen.getByLabelText('JSON').focus();
    fireEvent.keyDown(window, { key: 'Enter', ctrlKey: true });
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
    cleanup();
    const blocked = vi.fn();
    render(
      <ToolPage toolId="regex-json">
        <RunButton onClick={blocked} disabled>
          Generate
        </RunButton>
      </ToolPage>,
    );
    fireEvent.keyDown(window, { key: 'Enter', ctrlKey: true });
    expect(blocked).not.toHaveBeenCalled();
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
