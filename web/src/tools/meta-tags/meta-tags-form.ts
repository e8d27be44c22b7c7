import type { MetaTagInput } from '@toolbox/core/tools/meta-tags';

export type UpdateField = <K extends keyof MetaTagInput>(key: K, value: MetaTagInput[K]) => void;
