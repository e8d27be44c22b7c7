import { expect, it } from 'vitest';
import { patchUpdate, useBind } from './bind-value';

interface Form {
  size: 'small' | 'large';
  note: string;
}

it('hands a control the form field and writes its next value back to that field alone', () => {
  const writes: [keyof Form, Form[keyof Form]][] = [];
  const bind = useBind<Form>({ size: 'small', note: 'kept' }, (name, value) => writes.push([name, value]));
  const size = bind('size');
  expect(size.value).toBe('small');
  size.onChange('large');
  expect(writes).toEqual([['size', 'large']]);
});

it('turns a patch callback into update(name, value): one field a patch', () => {
  const patches: Partial<Form>[] = [];
  const bind = useBind<Form>(
    { size: 'small', note: '' },
    patchUpdate((patch) => patches.push(patch)),
  );
  bind('note').onChange('hello');
  bind('size').onChange('large');
  expect(patches).toEqual([{ note: 'hello' }, { size: 'large' }]);
});
