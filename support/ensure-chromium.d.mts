export declare function findChromium(): string | undefined;
export declare function findHeadlessShell(): string | undefined;
export declare function findTestBrowser(): string | undefined;
export declare function ensureBrowsers(): { full: string | undefined; tests: string | undefined };
