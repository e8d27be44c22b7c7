import { act, fireEvent, render, screen } from '@testing-library/react';
import { ToolInputError } from '@toolbox/core/errors';
import { useState } from 'react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldError } from '../testing/field-error';
import { Field } from './field';
import { Input } from './ui/input';
import { type ToolActionToasts, useToolAction } from './use-tool-action';

afterEach(() => vi.restoreAllMocks());

const failure = { title: 'Error', description: 'Failed to generate PDF. Please try again.' };

function Harness<R>({ action, toasts }: { action: () => R | Promise<R>; toasts: ToolActionToasts<R> }) {
  const { run, busy } = useToolAction(action, toasts);
  return (
    <button type="button" onClick={() => void run()} disabled={busy}>
      {busy ? 'Generating...' : 'Generate'}
    </button>
  );
}

/** A page with one text field whose action refuses anything but digits, naming the field at fault or not. */
function InlineHarness({ field }: { field?: string }) {
  const [text, setText] = useState('12a');
  const { run, errorIn } = useToolAction(
    () => {
      if (!/^\d+$/.test(text)) throw new ToolInputError(`"${text}" holds more than digits.`, 'Bad', field);
      return text;
    },
    { failure },
    { inline: { field: 'text', input: text } },
  );
  return (
    <>
      <Field label="Text" error={errorIn('text')}>
        <Input value={text} onChange={(event) => setText(event.target.value)} />
      </Field>
      <Field label="Other" error={errorIn('other')}>
        <Input />
      </Field>
      <button type="button" onClick={() => void run()}>
        Generate
      </button>
    </>
  );
}

describe('useToolAction', () => {
  it('is busy while the action runs, then shows the success toast worded from the result', async () => {
    const success = vi.spyOn(toast, 'success');
    let finish: (value: number) => void = () => {};
    const action = () => new Promise<number>((resolve) => (finish = resolve));
    render(
      <Harness
        action={action}
        toasts={{ success: (n) => ({ title: `${n} pages`, description: 'Done' }), failure }}
      />,
    );
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button').textContent).toBe('Generating...');
    expect(screen.getByRole('button').hasAttribute('disabled')).toBe(true);
    await act(async () => finish(3));
    expect(screen.getByRole('button').textContent).toBe('Generate');
    expect(success).toHaveBeenCalledWith('3 pages', { description: 'Done' });
  });

  it("shows a ToolInputError's own title and message", async () => {
    const error = vi.spyOn(toast, 'error');
    const action = () => {
      throw new ToolInputError('Please enter some Markdown.', 'Nothing to convert');
    };
    render(<Harness action={action} toasts={{ failure }} />);
    await act(async () => fireEvent.click(screen.getByRole('button')));
    expect(error).toHaveBeenCalledWith('Nothing to convert', { description: 'Please enter some Markdown.' });
  });

  it("shows the spec's failure toast for anything else, and logs the error", async () => {
    const error = vi.spyOn(toast, 'error');
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const action = async () => {
      throw new TypeError('boom');
    };
    render(<Harness action={action} toasts={{ success: { title: 'PDF Generated' }, failure }} />);
    await act(async () => fireEvent.click(screen.getByRole('button')));
    expect(error).toHaveBeenCalledWith('Error', { description: 'Failed to generate PDF. Please try again.' });
    expect(log).toHaveBeenCalled();
    expect(screen.getByRole('button').hasAttribute('disabled')).toBe(false);
  });

  it('runs once at a time', async () => {
    let calls = 0;
    const action = () => {
      calls += 1;
      return new Promise<void>(() => {});
    };
    render(<Harness action={action} toasts={{ failure }} />);
    const button = screen.getByRole('button');
    fireEvent.click(button);
    button.removeAttribute('disabled');
    fireEvent.click(button);
    expect(calls).toBe(1);
  });

  describe('with inline', () => {
    it('shows bad input under the field, not in a toast, and checks it again as it changes', async () => {
      const error = vi.spyOn(toast, 'error');
      render(<InlineHarness />);
      await act(async () => fireEvent.click(screen.getByRole('button')));
      expect(fieldError('Text')).toBe('"12a" holds more than digits.');
      expect(fieldError('Other')).toBeUndefined();
      expect(error).not.toHaveBeenCalled();
      fireEvent.change(screen.getByRole('textbox', { name: 'Text' }), { target: { value: '1b' } });
      await vi.waitFor(() => expect(fieldError('Text')).toBe('"1b" holds more than digits.'));
      fireEvent.change(screen.getByRole('textbox', { name: 'Text' }), { target: { value: '12' } });
      await vi.waitFor(() => expect(fieldError('Text')).toBeUndefined());
      expect(screen.getByRole('textbox', { name: 'Text' }).hasAttribute('aria-invalid')).toBe(false);
    });

    it('puts the message under the field core names', async () => {
      render(<InlineHarness field="other" />);
      await act(async () => fireEvent.click(screen.getByRole('button')));
      expect(fieldError('Other')).toBe('"12a" holds more than digits.');
      expect(fieldError('Text')).toBeUndefined();
    });

    it('checks nothing until a run has failed', async () => {
      render(<InlineHarness />);
      fireEvent.change(screen.getByRole('textbox', { name: 'Text' }), { target: { value: 'x' } });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(fieldError('Text')).toBeUndefined();
    });
  });
});
