export const generatedPath: string;
export function clientModule(): Promise<string>;
