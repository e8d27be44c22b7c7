import { describe, expect, it } from 'vitest';
import type { DbSchema } from './model';
import { runSchemaView } from './run-view';
import { SAMPLE_SCHEMA } from './sample';

// The sample: projects, components and user_links point at profiles; components at projects; sub_components at
// components. One more schema (audit) and a partitioned table show hiding and partitions.
const schema: DbSchema = {
  ...SAMPLE_SCHEMA,
  tables: [
    ...SAMPLE_SCHEMA.tables,
    { schema: 'audit', name: 'log', kind: 'partitioned table', columns: [] },
    { schema: 'audit', name: 'log_2026', partitionOf: 'audit.log', columns: [] },
  ],
};
const ids = (view: ReturnType<typeof runSchemaView>) => view.listed.map((t) => t.id);

describe('runSchemaView', () => {
  it.each([
    [{}, ['profiles', 'projects', 'components', 'sub_components', 'user_links', 'audit.log']],
    [{ hidden: ['audit'] }, ['profiles', 'projects', 'components', 'sub_components', 'user_links']],
    [{ focus: 'projects' }, ['profiles', 'projects', 'components']],
    [{ focus: 'sub_components' }, ['components', 'sub_components']],
    [{ focus: 'audit.log' }, ['audit.log']],
    // A focus on a hidden table is no focus.
    [
      { focus: 'audit.log', hidden: ['audit'] },
      ['profiles', 'projects', 'components', 'sub_components', 'user_links'],
    ],
  ])('%j lists %j', (input, listed) => {
    const view = runSchemaView({ schema, ...input });
    expect(ids(view)).toEqual(listed);
    expect(view.total).toBe(6);
    expect(view.schemas).toEqual(['public', 'audit']);
  });

  it('draws partitions with their parent, and details the selected table', () => {
    const view = runSchemaView({ schema, focus: 'audit.log', selected: 'audit.log' });
    expect(view.shown.tables.map((t) => t.name)).toEqual(['log', 'log_2026']);
    expect(view.detail?.partitions.map((t) => t.name)).toEqual(['log_2026']);
    const projects = runSchemaView({ schema, selected: 'projects' }).detail;
    expect(projects?.outgoing.map((r) => r.toTable)).toEqual(['profiles']);
    expect(projects?.incoming.map((r) => r.fromTable)).toEqual(['components']);
    expect(runSchemaView({ schema, selected: 'nothing' }).detail).toBeUndefined();
  });

  it.each([
    ['Projects', { id: 'projects', schema: 'public' }],
    ['components', { id: 'components', schema: 'public' }],
    ['log', { id: 'audit.log', schema: 'audit' }],
    ['log_2026', null],
    ['nothing', null],
    ['  ', undefined],
  ])('finds %j: %j', (find, found) => {
    expect(runSchemaView({ schema, find }).found).toEqual(found);
  });
});
