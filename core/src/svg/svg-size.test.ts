import { describe, expect, it } from 'vitest';
import { svgIntrinsicSize, svgWithSize } from './svg-size';

describe('svgIntrinsicSize', () => {
  it.each([
    ['<svg width="40" height="20"></svg>', { width: 40, height: 20 }],
    ['<svg width="40px" height="20px" viewBox="0 0 4 2"></svg>', { width: 40, height: 20 }],
    ['<svg viewBox="0 0 36 36"></svg>', { width: 36, height: 36 }],
    ['<svg width="72" viewBox="0 0 36 18"></svg>', { width: 72, height: 36 }],
    [
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0,0,10,5"/>',
      { width: 10, height: 5 },
    ],
    ['<svg width="100%" height="100%"></svg>', null],
    ['<div></div>', null],
  ])('%s', (svg, size) => {
    expect(svgIntrinsicSize(svg)).toEqual(size);
  });
});

describe('svgWithSize', () => {
  it('sets width and height on the root and keeps the viewBox', () => {
    const out = svgWithSize(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36"><path/></svg>',
      128,
      128,
    );
    expect(out).toMatch(/^<svg width="128" height="128" preserveAspectRatio="xMidYMid meet" xmlns=/);
    expect(svgIntrinsicSize(out)).toEqual({ width: 128, height: 128 });
    expect(out).toContain('viewBox="0 0 36 36"');
  });
  it('adds a viewBox from the old size so the drawing scales', () => {
    const out = svgWithSize('<svg width="10" height="20"><rect/></svg>', 50, 100);
    expect(out).toContain('viewBox="0 0 10 20"');
    expect(out).not.toContain('width="10"');
  });
  it('leaves non-SVG text alone', () => {
    expect(svgWithSize('hello', 1, 1)).toBe('hello');
  });
});
