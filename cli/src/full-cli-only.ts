/**
 * Thrown, in a small command's bundle (fast-entry.ts), where the command reaches code only the full CLI holds: an
 * interactive screen (src/ui/, ink and react). Nothing has been printed yet when a screen opens, so the launcher
 * runs the same argv in the full CLI instead (build.mjs, `fullCliOnlyScreens`).
 */
export class FullCliOnly extends Error {
  constructor(what: string) {
    super(`${what} runs in the full CLI`);
    this.name = 'FullCliOnly';
  }
}
