import {
  type DbSchema,
  parseDdl,
  SAMPLE_SCHEMA,
  SCHEMA_TOASTS,
} from '@toolbox/core/tools/database-visualizer';
import { Database } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { Pane, RunButton, ToolPage } from '../../components/tool-page';
import { cn } from '../../components/ui/cn';
import { useSavedState } from '../../components/use-stored-state';
import { useToolAction } from '../../components/use-tool-action';
import { DdlInput } from './ddl-input';
import { DiagramView } from './diagram-view';
import { SchemaExports } from './schema-exports';
import { TableDetail } from './table-detail';
import { useDiagramPositions } from './use-diagram-positions';
import { webPgParser } from './web-pg-parser';

export default function DatabaseVisualizerPage() {
  const [schema, setSchema] = useState<DbSchema | null>(null);
  const [selected, setSelected] = useState(0);
  const [ddl, setDdl] = useSavedState('database-visualizer', 'ddl', '');
  const show = (next: DbSchema) => {
    setSchema(next);
    setSelected(0);
    return next;
  };
  const toasts = {
    success: (s: DbSchema) => SCHEMA_TOASTS.loaded(s.tables.length),
    failure: SCHEMA_TOASTS.failed,
  };
  const loadSample = useToolAction(async () => show(SAMPLE_SCHEMA), toasts);
  const loadDdl = useToolAction(
    async (sql: string) => show(await parseDdl(sql, await webPgParser())),
    toasts,
  );
  const loadFile = useToolAction(async (file: File) => {
    const sql = await file.text();
    setDdl(sql);
    return show(await parseDdl(sql, await webPgParser()));
  }, toasts);
  const [positions, setPositions] = useDiagramPositions(schema);
  const busy = loadSample.busy || loadDdl.busy || loadFile.busy;
  const table = schema?.tables[selected];

  const exports = schema && <SchemaExports schema={schema} positions={positions} />;

  return (
    <ToolPage toolId="database-visualizer" onRun={() => void loadSample.run()}>
      <Pane title="Database Schema" description="The built-in sample, or your own DDL." actions={exports}>
        <div className="flex flex-wrap items-center gap-3">
          <RunButton onClick={() => void loadSample.run()} busy={loadSample.busy} busyLabel="Loading...">
            Load Database Schema
          </RunButton>
        </div>
        <DdlInput
          ddl={ddl}
          onChange={setDdl}
          onParse={() => void loadDdl.run(ddl)}
          onFile={(f) => void loadFile.run(f)}
          busy={busy}
        />
      </Pane>
      {schema && table ? (
        <div className="grid items-start gap-6 lg:grid-cols-[16rem_1fr]">
          <Pane title="Tables" description={`${schema.tables.length} tables`}>
            <ul className="grid gap-1">
              {schema.tables.map((t, i) => (
                <li key={`${t.schema}.${t.name}`}>
                  <button
                    type="button"
                    aria-current={i === selected ? 'true' : undefined}
                    onClick={() => setSelected(i)}
                    className={cn(
                      'w-full rounded-md px-2 py-1 text-left font-mono text-sm hover:bg-accent',
                      i === selected && 'bg-accent font-semibold',
                    )}
                  >
                    {t.name} <span className="text-xs text-muted-foreground">({t.columns.length})</span>
                  </button>
                </li>
              ))}
            </ul>
          </Pane>
          <Pane title="Table Details">
            <TableDetail schema={schema} table={table} />
          </Pane>
        </div>
      ) : (
        <EmptyState icon={Database}>Load the sample schema or paste your DDL to see its tables.</EmptyState>
      )}
      {schema && (
        <Pane title="ER Diagram" description="Laid out by dagre along the foreign keys.">
          <DiagramView schema={schema} positions={positions} setPositions={setPositions} />
        </Pane>
      )}
    </ToolPage>
  );
}
