// The one function the peer test calls: @semantic-release/commit-analyzer ships no types.
declare module '@semantic-release/commit-analyzer' {
  export function analyzeCommits(
    pluginConfig: { preset?: string; releaseRules?: unknown[] },
    context: {
      commits: { hash: string; message: string }[];
      logger: { log(...args: unknown[]): void };
      cwd: string;
    },
  ): Promise<'major' | 'minor' | 'patch' | null>;
}
