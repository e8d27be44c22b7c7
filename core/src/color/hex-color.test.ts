import { expect, it } from 'vitest';
import { normalizeHexColor } from './hex-color';

it.each([
  ['#3b82f6', '#3b82f6'],
  ['3B82F6', '#3b82f6'],
  ['#38f', '#3388ff'],
  [' #FFF ', '#ffffff'],
  ['#3b82f', null],
  ['blue', null],
  ['', null],
  ['#ggg', null],
])('normalizeHexColor(%j) = %j', (input, expected) => {
  expect(normalizeHexColor(input)).toBe(expected);
});
