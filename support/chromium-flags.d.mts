export declare const chromiumFlags: string[];
