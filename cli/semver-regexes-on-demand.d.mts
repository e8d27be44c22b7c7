import type { Plugin } from 'esbuild';

export const semverRegexesOnDemand: Plugin;
