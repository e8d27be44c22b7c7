import { expect, it } from 'vitest';
import { withoutNpmScope } from './npm-name';

it.each([
  ['@google-cloud/storage', 'storage'],
  ['@my.org/web-app', 'web-app'],
  ['vite', 'vite'],
  ['create-vite', 'create-vite'],
])('%s without its scope is %s', (name, bare) => {
  expect(withoutNpmScope(name)).toBe(bare);
});
