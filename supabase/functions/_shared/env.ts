// Reading a function's environment: required variables and the web app's origins.

/** A reader of required variables: trimmed, or an error naming the variable and the function. */
export function requireEnv(env: Record<string, string | undefined>, fn: string): (key: string) => string {
  return (key) => {
    const value = env[key]?.trim();
    if (!value) throw new Error(`${fn}: set ${key}`);
    return value;
  };
}

/** TOOLBOX_WEB_ORIGIN: one origin or several separated by commas, without trailing slashes. */
export function webOrigins(value: string): string[] {
  return value
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}
