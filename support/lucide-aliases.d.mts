export const aliasFile: string;
export function lucideReactAliases(): Record<string, string>;
