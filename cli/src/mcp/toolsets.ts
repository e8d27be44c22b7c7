import { toolGroups } from '@toolbox/core/define-tool';

/** What `toolbox mcp --toolsets` picks from: the registry's groups, its small utilities, and the account's tools. */
export const TOOLSETS = [...toolGroups.map((group) => group.id), 'utilities', 'account'] as const;
