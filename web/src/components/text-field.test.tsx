import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { bindText, NumberField, TextAreaField, TextField, useField } from './text-field';
import { Textarea } from './ui/input';

interface Form {
  name: string;
  notes: string;
  size: number;
}

function Harness({ onForm }: { onForm: (form: Form) => void }) {
  const [form, setForm] = useState<Form>({ name: 'Ada', notes: '', size: 3 });
  const update = <K extends keyof Form>(name: K, value: Form[K]) => {
    const next = { ...form, [name]: value };
    setForm(next);
    onForm(next);
  };
  const field = useField(form, update);
  return (
    <>
      <TextField
        label="Name"
        hint="Your name"
        error={form.name ? undefined : 'Enter a name.'}
        {...field('name')}
      />
      <Textarea aria-label="Notes" {...field('notes')} />
    </>
  );
}

describe('useField and TextField', () => {
  it('shows the bound field and writes what is typed back to that field only', () => {
    const forms: Form[] = [];
    render(<Harness onForm={(form) => forms.push(form)} />);
    const name = screen.getByLabelText('Name') as HTMLInputElement;
    expect(name.value).toBe('Ada');
    fireEvent.change(name, { target: { value: 'Grace' } });
    expect(name.value).toBe('Grace');
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: 'line 1\nline 2' } });
    expect(forms.at(-1)).toEqual({ name: 'Grace', notes: 'line 1\nline 2', size: 3 });
  });

  it('labels the input, describes it by its hint and marks it invalid with the inline error', () => {
    render(<Harness onForm={() => {}} />);
    const name = screen.getByLabelText('Name');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(name, { target: { value: '' } });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a name.')).toBeTruthy();
    expect(name.getAttribute('aria-describedby')).toContain(screen.getByText('Your name').id);
  });
});

describe('NumberField', () => {
  it('is a labelled number input that hands what is typed on as a number', () => {
    const values: number[] = [];
    render(
      <NumberField
        label="Quantity"
        hint="1 to 20"
        min={1}
        max={20}
        value={3}
        onValue={(n) => values.push(n)}
      />,
    );
    const input = screen.getByLabelText('Quantity') as HTMLInputElement;
    expect(input.type).toBe('number');
    expect(input.min).toBe('1');
    fireEvent.change(input, { target: { value: '12' } });
    expect(values).toEqual([12]);
  });
});

function Single() {
  const [payload, setPayload] = useState('{}');
  return (
    <>
      <TextAreaField label="Payload" hint="Raw body" {...bindText(payload, setPayload)} />
      <output>{payload}</output>
    </>
  );
}

describe('bindText and TextAreaField', () => {
  it('binds one text state to a labelled text box', () => {
    render(<Single />);
    const box = screen.getByLabelText('Payload') as HTMLTextAreaElement;
    expect(box.tagName).toBe('TEXTAREA');
    expect(box.value).toBe('{}');
    fireEvent.change(box, { target: { value: '{"a":1}' } });
    expect(screen.getByRole('status').textContent).toBe('{"a":1}');
  });
});
