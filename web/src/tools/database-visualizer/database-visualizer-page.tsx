import type { JsonObject } from '@toolbox/core/account';
import type { Positions } from '@toolbox/core/tools/database-visualizer';
import {
  type DbSchema,
  runSchemaRead,
  runSchemaView,
  SAMPLE_DDL,
  SCHEMA_TOASTS,
  type SchemaRead,
  type SchemaSource,
} from '@toolbox/core/tools/database-visualizer/reader';
import { Database } from 'lucide-react';
import { Suspense, useMemo, useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { retryableLazy } from '../../components/retryable-lazy';
import { ShareLinkButton } from '../../components/share-link-button';
import { Pane, ToolPage } from '../../components/tool-page';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { useSavedState } from '../../components/use-stored-state';
import { useToolAction } from '../../components/use-tool-action';
import { usePlatformPorts } from '../../platform/platform-ports';
import { decodeTextFile } from '../../platform/text-file';
import { DdlInput } from './ddl-input';
import { ExplorerControls } from './explorer';
import { TableDetail } from './table-detail';
import { useDiagramPositions } from './use-diagram-positions';

// The diagram (layout engines, SVG) and the exports load once there is a schema to show: the page opens light.
const DiagramView = retryableLazy(() => import('./diagram-view').then((m) => ({ default: m.DiagramView })));
const SchemaExports = retryableLazy(() =>
  import('./schema-exports').then((m) => ({ default: m.SchemaExports })),
);

/** What a share link freezes: the tables drawn and where they stand (shared-diagram.tsx draws it back). */
function diagramSnapshot(schema: DbSchema, positions: Positions): JsonObject {
  // Plain data already; the round trip drops what JSON cannot hold (undefined members).
  return JSON.parse(JSON.stringify({ schema, positions }));
}

export default function DatabaseVisualizerPage() {
  const [schema, setSchema] = useState<DbSchema | null>(null);
  const [selected, setSelected] = useState<string | undefined>();
  const [hidden, setHidden] = useState<string[]>([]);
  const [focus, setFocus] = useState<string | undefined>();
  const [ddl, setDdl] = useSavedState('database-visualizer', 'ddl', '');
  const { pgParser } = usePlatformPorts();
  const show = async (source: SchemaSource) => {
    const read = await runSchemaRead({ source }, source.kind === 'ddl' ? { pgParser: await pgParser() } : {});
    setSchema(read.schema);
    setSelected(read.firstTable);
    setHidden([]);
    setFocus(undefined);
    return read;
  };
  const toasts = { success: (read: SchemaRead) => read.toast, failure: SCHEMA_TOASTS.failed };
  // The sample's DDL goes into the editor too: what is drawn is what the editor holds, ready to edit and redraw.
  const loadSample = useToolAction(async () => {
    setDdl(SAMPLE_DDL);
    return show({ kind: 'sample' });
  }, toasts);
  const loadDdl = useToolAction((sql: string) => show({ kind: 'ddl', sql }), toasts);
  const loadFile = useToolAction(async (file: File) => {
    const sql = decodeTextFile(new Uint8Array(await file.arrayBuffer()), file.name);
    setDdl(sql);
    return show({ kind: 'ddl', sql });
  }, toasts);
  const [positions, setPositions] = useDiagramPositions(schema);
  const busy = loadSample.busy || loadDdl.busy || loadFile.busy;
  // What is drawn changes with the hidden schemas and the focus only, so selecting a table never redraws it.
  const view = useMemo(() => schema && runSchemaView({ schema, hidden, focus }), [schema, hidden, focus]);
  const detail = useMemo(() => schema && runSchemaView({ schema, selected }).detail, [schema, selected]);
  // Ctrl+Enter (the shortcut the primary button shows) visualizes what is in the editor; an empty editor, the sample.
  const run = () => void (ddl.trim() ? loadDdl.run(ddl) : loadSample.run());

  const exports = schema && (
    <Suspense fallback={null}>
      <SchemaExports schema={schema} positions={positions} />
    </Suspense>
  );

  return (
    <ToolPage toolId="database-visualizer" onRun={run}>
      <Pane title="Database Schema" description="The built-in sample, or your own DDL." actions={exports}>
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="outline" onClick={() => void loadSample.run()} disabled={busy}>
            {loadSample.busy ? 'Loading...' : 'Load Database Schema'}
          </Button>
        </div>
        <DdlInput
          ddl={ddl}
          onChange={setDdl}
          onParse={() => void loadDdl.run(ddl)}
          onFile={(f) => void loadFile.run(f)}
          busy={busy}
        />
      </Pane>
      {view && detail ? (
        <div className="grid items-start gap-6 lg:grid-cols-[16rem_1fr]">
          <Pane title="Tables" description={`${view.listed.length} of ${view.total} tables`}>
            <ul className="grid max-h-[32rem] gap-1 overflow-auto">
              {view.listed.map(({ id, table }) => (
                <li key={id}>
                  <button
                    type="button"
                    aria-current={id === selected ? 'true' : undefined}
                    onClick={() => setSelected(id)}
                    className={cn(
                      'w-full rounded-md px-2 py-1 text-left font-mono text-sm hover:bg-accent',
                      id === selected && 'bg-accent font-semibold',
                    )}
                  >
                    {id} <span className="text-xs text-muted-foreground">({table.columns.length})</span>
                  </button>
                </li>
              ))}
            </ul>
          </Pane>
          <Pane title="Table Details">
            <TableDetail detail={detail} />
          </Pane>
        </div>
      ) : (
        <EmptyState icon={Database}>Load the sample schema or paste your DDL to see its tables.</EmptyState>
      )}
      {schema && view && (
        <Pane
          title="ER Diagram"
          description="Tables linked by foreign keys stay together; tables of other schemas (auth.users) sit apart."
          actions={
            <ShareLinkButton
              item={() => ({
                kind: 'snapshot',
                tool_id: 'database-visualizer',
                title: `Schema: ${view.total} tables`,
                snapshot: diagramSnapshot(view.shown, positions),
                expires_in: null,
              })}
            />
          }
        >
          <ExplorerControls
            schema={schema}
            schemas={view.schemas}
            hidden={hidden}
            setHidden={setHidden}
            focus={focus}
            setFocus={setFocus}
            selected={selected}
            onFind={setSelected}
          />
          <Suspense fallback={<p className="text-sm text-muted-foreground">Drawing the diagram…</p>}>
            <DiagramView
              schema={view.shown}
              positions={positions}
              setPositions={setPositions}
              highlight={selected}
              onSelect={setSelected}
            />
          </Suspense>
        </Pane>
      )}
    </ToolPage>
  );
}
