import { type HookPlan, NOW_ISO } from './hook';

/** A component that uses the hook: status, rows (or the last change), presence and broadcast when chosen. */
export function componentSource(plan: HookPlan): string {
  const { names } = plan;
  const hookModule = `./${names.hookFile.replace(/\.ts$/, '')}`;
  const props = ['supabase: SupabaseClient', ...(plan.presence ? ['userId: string'] : [])];
  const args = ['supabase', ...(plan.presence ? ['userId'] : [])];
  const custom = plan.hookType === 'custom';
  if (custom) args.push('handlers');
  const got = [
    custom ? '' : 'rows',
    'status',
    'error',
    plan.presence ? 'online' : '',
    plan.broadcast ? 'messages' : '',
    plan.broadcast ? 'send' : '',
  ]
    .filter(Boolean)
    .join(', ');

  return [
    "import type { SupabaseClient } from '@supabase/supabase-js';",
    ...(custom ? ["import { useMemo, useState } from 'react';"] : []),
    `import { ${names.hook}${custom ? `, type ${names.rowType}` : ''} } from ${JSON.stringify(hookModule)};`,
    '',
    `export function ${names.component}({ ${args.filter((a) => a !== 'handlers').join(', ')} }: { ${props.join('; ')} }) {`,
    ...(custom
      ? [
          "  const [lastChange, setLastChange] = useState('');",
          '  const handlers = useMemo(',
          '    () => ({',
          `      onInsert: (row: ${names.rowType}) => setLastChange(\`inserted \${String(row.id)}\`),`,
          `      onUpdate: (row: ${names.rowType}) => setLastChange(\`updated \${String(row.id)}\`),`,
          `      onDelete: (old: Partial<${names.rowType}>) => setLastChange(\`deleted \${String(old.id)}\`),`,
          '    }),',
          '    [],',
          '  );',
        ]
      : []),
    `  const { ${got} } = ${names.hook}(${args.join(', ')});`,
    '',
    '  return (',
    '    <section>',
    '      <p role="status">',
    '        Realtime: {status}',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: generated JSX holds a template literal
    '        {error && ` (${error.message})`}',
    '      </p>',
    ...(plan.presence ? ['      <p>{online} online</p>'] : []),
    ...(custom
      ? ['      {lastChange && <p>Last change: {lastChange}</p>}']
      : [
          '      <ul>',
          '        {rows.map((row) => (',
          '          <li key={String(row.id)}>{JSON.stringify(row)}</li>',
          '        ))}',
          '      </ul>',
        ]),
    ...(plan.broadcast
      ? [
          '      <ul>',
          '        {messages.map((message, i) => (',
          '          <li key={i}>{JSON.stringify(message)}</li>',
          '        ))}',
          '      </ul>',
          `      <button type="button" onClick={() => void send({ text: 'Hello', sent_at: ${NOW_ISO} })}>`,
          '        Send hello',
          '      </button>',
        ]
      : []),
    '    </section>',
    '  );',
    '}',
    '',
  ].join('\n');
}
