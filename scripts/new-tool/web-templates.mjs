// A new tool's page with its test, and its path through the real app (e2e).

/** The page: form state, the run button, the output panel. */
export function pageFile({ id, pascal }) {
  const generate = `generate${pascal}`;
  return {
    path: `web/src/tools/${id}/${id}-page.tsx`,
    text: `import type { OutputFile } from '@toolbox/core/ports';
import { ${generate} } from '@toolbox/core/tools/${id}';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { Field } from '../../components/field';
import { OutputPanel } from '../../components/output-panel';
import { Pane, RunButton, ToolPage } from '../../components/tool-page';
import { Textarea } from '../../components/ui/input';
import { useToolAction } from '../../components/use-tool-action';

export default function ${pascal}Page() {
  const [text, setText] = useState('');
  const [output, setOutput] = useState<OutputFile | null>(null);
  const action = useToolAction(async () => ${generate}({ text }), {
    success: { title: 'Generated' },
    failure: { title: 'Error', description: 'Failed to generate. Please try again.' },
  });
  const run = async () => {
    const file = await action.run();
    if (file) setOutput(file);
  };

  return (
    <ToolPage
      toolId="${id}"
      onRun={run}
      input={
        <Pane title="Input">
          <Field label="Text">
            <Textarea value={text} onChange={(event) => setText(event.target.value)} rows={8} />
          </Field>
          <RunButton busy={action.busy} onClick={run}>
            Generate
          </RunButton>
        </Pane>
      }
      output={
        <Pane title="Output">
          <OutputPanel
            files={output ? [output] : []}
            empty={<EmptyState icon={FileText}>Type some text and press Generate.</EmptyState>}
          />
        </Pane>
      }
    />
  );
}
`,
  };
}

/** The page's test, rendered in happy-dom. */
export function pageTestFile({ id, pascal, title }) {
  return {
    path: `web/src/tools/${id}/${id}-page.test.tsx`,
    text: `import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ${pascal}Page from './${id}-page';

afterEach(() => vi.restoreAllMocks());

const page = () =>
  render(
    <MemoryRouter>
      <${pascal}Page />
    </MemoryRouter>,
  );

describe('${title} page', () => {
  it('generates the output from the text', async () => {
    page();
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'hello' } });
    fireEvent.click(screen.getByRole('button', { name: /Generate/ }));
    expect(await screen.findByText('hello')).toBeTruthy();
  });

  it('says what is wrong with blank input, and keeps it', async () => {
    const error = vi.spyOn(toast, 'error');
    page();
    fireEvent.click(screen.getByRole('button', { name: /Generate/ }));
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith('Error', { description: 'Please enter some text.' }),
    );
  });
});
`,
  };
}

/** The tool's path through the real app. */
export function specFile({ id, title }) {
  return {
    path: `e2e/tests/${id}.spec.ts`,
    // The walk (e2e/walk/table-everyday.ts) checks the page as opened; the spec checks its result, and axe on it in both themes.
    text: `import { NO_VIOLATIONS, violationsInBothThemes } from '../axe';
import { expect, signedInTest as test } from '../fixtures';

test.describe('${title}', () => {
  test('generates from typed text', async ({ page }) => {
    await page.goto('/${id}');
    await expect(page.getByRole('heading', { level: 1, name: '${title}' })).toBeVisible();
    await page.getByLabel('Text').fill('hello from e2e');
    await page.getByRole('button', { name: /Generate/ }).click();
    await expect(page.getByText('hello from e2e').last()).toBeVisible();
    expect(await violationsInBothThemes(page)).toEqual(NO_VIOLATIONS);
  });
});
`,
  };
}
