export declare function findChromium(): string | undefined;
export declare function findHeadlessShell(): string | undefined;
export declare function ensureBrowsers(): { headlessShell: string; full: string };
