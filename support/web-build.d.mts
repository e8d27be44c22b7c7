export type WebBuildEnv = Record<string, string>;
export declare function webBuildStamp(env: WebBuildEnv): string;
export declare function webBuildUpToDate(outDir: string, env: WebBuildEnv): boolean;
export declare function buildWeb(options: {
  outDir: string;
  env: WebBuildEnv;
  logLevel?: 'info' | 'warn' | 'error' | 'silent';
}): Promise<boolean>;
export declare function previewProcess(options: { outDir: string; port: number; host: string }): {
  command: string;
  args: string[];
  cwd: string;
  ready: RegExp;
};
