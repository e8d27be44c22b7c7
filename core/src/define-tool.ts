/** The spec's two groups, then DECISIONS.md's third: the MCP server's toolsets and `toolbox list --group`. */
export type ToolGroup = 'developer' | 'project' | 'supabase' | 'converters';

export const toolGroups: readonly { id: ToolGroup; title: string }[] = [
  { id: 'developer', title: 'Developer Tools' },
  { id: 'project', title: 'Project Tools' },
  { id: 'supabase', title: 'Code & Supabase' },
  { id: 'converters', title: 'Converters & Decoders' },
];

/**
 * Where a tool sits in the sidebar, on the dashboard and in `toolbox --help`: categories as it-tools and DevToys
 * group theirs. `group` above is the coarser split `toolbox mcp --toolsets` and `toolbox list --group` keep.
 * A category with no tool is not listed (core/src/registry.test.ts).
 */
export type ToolCategory =
  | 'images'
  | 'documents'
  | 'web'
  | 'network'
  | 'data'
  | 'text'
  | 'crypto'
  | 'code'
  | 'databases'
  | 'project';

/** The categories in display order. */
export const toolCategories: readonly { id: ToolCategory; title: string }[] = [
  { id: 'images', title: 'Images & media' },
  { id: 'documents', title: 'Documents' },
  { id: 'web', title: 'API & web' },
  { id: 'network', title: 'Network' },
  { id: 'data', title: 'Data & converters' },
  { id: 'text', title: 'Text' },
  { id: 'crypto', title: 'Crypto & security' },
  { id: 'code', title: 'Code & generators' },
  { id: 'databases', title: 'Supabase & databases' },
  { id: 'project', title: 'Project & git' },
];

/** lucide icon names the web shell knows how to draw (kept as data so core stays free of React). */
export type ToolIcon =
  | 'image'
  | 'badge'
  | 'book-open'
  | 'file-text'
  | 'smartphone'
  | 'palette'
  | 'regex'
  | 'git-compare'
  | 'align-left'
  | 'file-code'
  | 'tags'
  | 'wrench'
  | 'folder-tree'
  | 'git-commit'
  | 'scroll-text'
  | 'network'
  | 'component'
  | 'wind'
  | 'shapes'
  | 'database'
  | 'shield'
  | 'zap'
  | 'radio'
  | 'key-round'
  | 'clock'
  | 'timer'
  | 'link'
  | 'arrow-left-right'
  | 'qr-code'
  | 'file-badge';

export interface ToolMeta {
  /** kebab-case. Also the route `/<id>`, the folder in core/ and web/, and the e2e spec name. */
  id: string;
  title: string;
  /** One sentence: dashboard card, page subtitle, <meta name="description">, CLI help. */
  description: string;
  group: ToolGroup;
  category: ToolCategory;
  icon: ToolIcon;
  /** Words the command palette matches besides the title. */
  keywords: readonly string[];
  featured?: boolean;
  /**
   * Tabs of the tool's page (their ids, as the page names them) and the words that point at each: a palette
   * query holding one of them opens that tab (`/<id>?tab=<tab>`). Each word is also in `keywords`.
   */
  tabs?: readonly { id: string; keywords: readonly string[] }[];
  /** The `toolbox` commands that run this tool, primary first. */
  cli?: { commands: readonly string[] };
  /**
   * A small everyday utility (it-tools' kind: a hash, a number base, a case change). `toolbox mcp` offers all of
   * them as one `utilities` tool with an `operation` field, so the tools it lists stay within the 40 a client sends.
   */
  utility?: true;
}

export const defineTool = <const T extends ToolMeta>(meta: T): T => meta;
