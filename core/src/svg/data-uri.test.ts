import { expect, it } from 'vitest';
import { dataUri } from './data-uri';

const bytes = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));

it('builds data URIs', () => {
  expect(dataUri('font/woff2', bytes('hi'))).toBe('data:font/woff2;base64,aGk=');
});
