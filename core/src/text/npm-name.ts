/** An npm package name without its scope: `@google-cloud/storage` is `storage`. */
export const withoutNpmScope = (name: string) => name.replace(/^@[^/]+\//, '');
