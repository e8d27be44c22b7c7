export const generatedPath: string;
export function scriptModule(): Promise<string>;
