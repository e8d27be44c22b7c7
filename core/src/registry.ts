/** The one list of tools. Sidebar, routes, dashboard, command palette and `toolbox list`/help all derive from it. */
import { type ToolCategory, type ToolMeta, toolCategories } from './define-tool';
import { meta as apiDocs } from './tools/api-docs/meta';
import { meta as basicAuth } from './tools/basic-auth/meta';
import { meta as bcrypt } from './tools/bcrypt/meta';
import { meta as certificates } from './tools/certificates/meta';
import { meta as changelogGenerator } from './tools/changelog-generator/meta';
import { meta as chmod } from './tools/chmod/meta';
import { meta as cidr } from './tools/cidr/meta';
import { meta as colorPalette } from './tools/color-palette/meta';
import { meta as commitMessageAssistant } from './tools/commit-message-assistant/meta';
import { meta as componentScaffolder } from './tools/component-scaffolder/meta';
import { meta as convert } from './tools/convert/meta';
import { meta as cron } from './tools/cron/meta';
import { meta as databaseVisualizer } from './tools/database-visualizer/meta';
import { meta as devUtilities } from './tools/dev-utilities/meta';
import { meta as diff } from './tools/diff/meta';
import { meta as dockerCompose } from './tools/docker-compose/meta';
import { meta as edgeFunctionScaffolder } from './tools/edge-function-scaffolder/meta';
import { meta as escapeTool } from './tools/escape/meta';
import { meta as faviconMaker } from './tools/favicon-maker/meta';
import { meta as folderStructureGenerator } from './tools/folder-structure-generator/meta';
import { meta as hash } from './tools/hash/meta';
import { meta as httpReference } from './tools/http-reference/meta';
import { meta as iconLibrary } from './tools/icon-library/meta';
import { meta as jsonQuery } from './tools/json-query/meta';
import { meta as jsonToTypes } from './tools/json-to-types/meta';
import { meta as jwt } from './tools/jwt/meta';
import { meta as keys } from './tools/keys/meta';
import { meta as lines } from './tools/lines/meta';
import { meta as markdownPdf } from './tools/markdown-pdf/meta';
import { meta as metaTags } from './tools/meta-tags/meta';
import { meta as mockupGenerator } from './tools/mockup-generator/meta';
import { meta as numberBase } from './tools/number-base/meta';
import { meta as ogGenerator } from './tools/og-generator/meta';
import { meta as qrCode } from './tools/qr-code/meta';
import { meta as readmeGenerator } from './tools/readme-generator/meta';
import { meta as realtimeCodeGenerator } from './tools/realtime-code-generator/meta';
import { meta as regexJson } from './tools/regex-json/meta';
import { meta as rlsPolicyGenerator } from './tools/rls-policy-generator/meta';
import { meta as sqlFormat } from './tools/sql-format/meta';
import { meta as tailwindUtilities } from './tools/tailwind-utilities/meta';
import { meta as textCase } from './tools/text-case/meta';
import { meta as time } from './tools/time/meta';
import { meta as totp } from './tools/totp/meta';
import { meta as ulid } from './tools/ulid/meta';
import { meta as url } from './tools/url/meta';
import { meta as userAgent } from './tools/user-agent/meta';
import { meta as visualWorkspaceGenerator } from './tools/visual-workspace-generator/meta';
import { meta as xml } from './tools/xml/meta';

/** Display order: the spec's Developer Tools, then Project Tools, then DECISIONS.md's Code & Supabase group. */
export const tools = [
  ogGenerator,
  faviconMaker,
  apiDocs,
  markdownPdf,
  mockupGenerator,
  colorPalette,
  regexJson,
  readmeGenerator,
  metaTags,
  devUtilities,
  folderStructureGenerator,
  commitMessageAssistant,
  changelogGenerator,
  visualWorkspaceGenerator,
  componentScaffolder,
  tailwindUtilities,
  iconLibrary,
  databaseVisualizer,
  rlsPolicyGenerator,
  edgeFunctionScaffolder,
  realtimeCodeGenerator,
  jwt,
  time,
  cron,
  url,
  convert,
  jsonToTypes,
  diff,
  sqlFormat,
  certificates,
  qrCode,
  ulid,
  numberBase,
  chmod,
  textCase,
  totp,
  basicAuth,
  escapeTool,
  xml,
  lines,
  hash,
  bcrypt,
  cidr,
  httpReference,
  dockerCompose,
  userAgent,
  jsonQuery,
  keys,
] as const;

export type Tool = (typeof tools)[number];
export type ToolId = Tool['id'];

const byId = new Map<string, Tool>(tools.map((tool) => [tool.id, tool]));

export function findTool(id: string): Tool | undefined {
  return byId.get(id);
}

export function isToolId(id: string): id is ToolId {
  return byId.has(id);
}

export interface ToolSection<T> {
  id: ToolCategory;
  title: string;
  tools: T[];
}

/** `among` by category, in category order then registry order; categories without a tool are left out. */
export function toolsByCategory<T extends Pick<ToolMeta, 'category'>>(among: readonly T[]): ToolSection<T>[] {
  return toolCategories
    .map((category) => ({ ...category, tools: among.filter((tool) => tool.category === category.id) }))
    .filter((section) => section.tools.length > 0);
}

/** The tool a CLI command belongs to (`uuid` -> dev-utilities). */
export function toolForCommand(command: string): Tool | undefined {
  return tools.find((tool) => (tool.cli?.commands as readonly string[] | undefined)?.includes(command));
}

/** Where a palette hit opens: the tool's tab that a query word names (`base64` -> Converters), else the tool. */
export function toolPath(tool: Pick<ToolMeta, 'id' | 'tabs'>, query: string): string {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const tab = tool.tabs?.find((candidate) =>
    candidate.keywords.some((keyword) => words.some((word) => keyword.startsWith(word) && word.length >= 3)),
  );
  return tab ? `/${tool.id}?tab=${tab.id}` : `/${tool.id}`;
}

/** Case-insensitive search over title, id, description, keywords and category, best matches first. */
export function searchTools<T extends Pick<Tool, 'id' | 'title' | 'description' | 'keywords' | 'category'>>(
  query: string,
  among: readonly T[],
): T[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...among];
  const scored = among
    .map((tool) => {
      const title = tool.title.toLowerCase();
      const category = toolCategories.find((candidate) => candidate.id === tool.category)?.title ?? '';
      const rest = [tool.id, tool.description, ...tool.keywords, category].join(' ').toLowerCase();
      let score = 0;
      for (const word of words) {
        if (title.startsWith(word)) score += 3;
        else if (title.includes(word)) score += 2;
        else if (rest.includes(word)) score += 1;
        else return { tool, score: 0 };
      }
      return { tool, score };
    })
    .filter((entry) => entry.score > 0);
  return scored.sort((a, b) => b.score - a.score).map((entry) => entry.tool);
}
