import { describe, expect, it } from 'vitest';
import { toOptions } from './login';

describe('toolbox login: flags to input', () => {
  it('opens a browser unless --no-browser', () => {
    expect(toOptions({ flags: {}, args: [] })).toEqual({ browser: true });
    expect(toOptions({ flags: { browser: false }, args: [] })).toEqual({ browser: false });
  });
});
