import { toolGroups } from '@toolbox/core/define-tool';

/** What `toolbox mcp --toolsets` picks from: the registry's groups, and the account's tools. */
export const TOOLSETS = [...toolGroups.map((group) => group.id), 'account'] as const;
