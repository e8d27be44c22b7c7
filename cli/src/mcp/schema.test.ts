import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { defineFlags, outputFolder } from '../flag-table';
import { commandSchema } from './schema';

const flags = defineFlags({
  theme: { flag: '--theme <name>', description: 'colours', choices: ['light', 'dark'], default: 'light' },
  quality: {
    flag: '--quality <n>',
    description: 'JPEG quality',
    number: { integer: true, min: 1, max: 100 },
    default: 92,
  },
  size: { flag: '--size <WxH>', description: 'sizes', list: 'split' },
  props: { flag: '--props <text>', description: 'props to take', negate: 'no props' },
  shadow: { flag: '--no-shadow', description: 'no drop shadow' },
  force: { flag: '-f, --force', description: 'overwrite' },
  secret: { flag: '--secret <text>', description: 'hidden one', hidden: true },
  title: { flag: '--title <text>', description: 'title', required: true },
  sarif: { flag: '--sarif <file>', description: 'also write the findings as SARIF', effect: 'writes' },
  config: { flag: '--config <file>', description: 'a config to read' },
  output: { ...outputFolder('folder to write to'), default: '.' },
});

function configured() {
  const cmd = new Command('demo').argument('<text>', 'the text').argument('[files...]', 'files to read');
  return flags.configure(cmd);
}

describe('an MCP input schema from a command’s declarations', () => {
  const { inputSchema, params } = commandSchema(configured(), new Set(['force']));

  it('gives choices as an enum, number rules as bounds, lists as arrays, with the defaults and help text', () => {
    expect(inputSchema.properties.theme).toEqual({
      type: 'string',
      enum: ['light', 'dark'],
      default: 'light',
      description: 'colours (CLI: --theme <name>)',
    });
    expect(inputSchema.properties.quality).toMatchObject({
      type: 'integer',
      minimum: 1,
      maximum: 100,
      default: 92,
    });
    expect(inputSchema.properties.size).toMatchObject({ type: 'array', items: { type: 'string' } });
    expect(inputSchema.properties.props).toMatchObject({ anyOf: [{ type: 'string' }, { type: 'boolean' }] });
    expect(inputSchema.properties.shadow).toMatchObject({ type: 'boolean', default: true });
  });

  it('takes positional arguments as properties, required ones required, and refuses anything else', () => {
    expect(inputSchema.properties.text).toMatchObject({ type: 'string' });
    expect(inputSchema.properties.files).toMatchObject({ type: 'array' });
    expect(inputSchema.required).toEqual(['text', 'title']);
    expect(inputSchema.additionalProperties).toBe(false);
  });

  it('leaves out what it is told to (force), hidden flags and older spellings', () => {
    expect(Object.keys(inputSchema.properties)).not.toContain('force');
    expect(Object.keys(inputSchema.properties)).not.toContain('secret');
    expect(Object.keys(inputSchema.properties)).not.toContain('out');
  });

  it('tells which values are places on disk: read, written by -o, or written by another flag', () => {
    const role = (property: string) => params.find((param) => param.property === property)?.path;
    expect(role('files')).toBe('input');
    expect(role('config')).toBe('input');
    expect(role('output')).toBe('output-folder');
    expect(role('sarif')).toBe('written');
    expect(role('title')).toBe('none');
    expect(params.find((param) => param.property === 'shadow')).toMatchObject({
      kind: 'flag',
      attribute: 'shadow',
    });
  });
});
