// The one table of the account's limits. The data function enforces them before touching the database
// (413 for a size or a row count, 429 for the request rate); the front ends may check them early.

export const ACCOUNT_LIMITS = {
  /** Bytes of a preset's inputs as JSON (UTF-8). */
  presetInputsBytes: 256 * 1024,
  /** Bytes of a workspace's plan text (UTF-8). */
  workspaceSourceBytes: 2 * 1024 * 1024,
  /** Components in one project (a whole-board save or one more card). */
  componentsPerProject: 2000,
  /** Sub-components of one component. */
  subComponentsPerComponent: 200,
  projectsPerUser: 1000,
  presetsPerUser: 1000,
  requestsPerMinute: 600,
  /** Bytes of any request body (the largest legitimate one is a whole board with its source). */
  requestBodyBytes: 8 * 1024 * 1024,
  /** Characters of short text fields (names, titles, urls, tool ids). */
  nameChars: 200,
  /** Characters of long text fields (descriptions, notes). */
  textChars: 20_000,
  tagsPerComponent: 50,
  /** Favourite tools per user: more than the tools there are, so only made-up tool ids ever reach it. */
  favouritesPerUser: 500,
  /** Recent tools kept per user (GET /favourites answers the newest ones). */
  recents: 20,
  /** Teams one user may belong to (made or joined). */
  teamsPerUser: 100,
  /** Members of one team with its pending invitations. */
  membersPerTeam: 100,
  /** Bytes of an encrypted share's sealed envelope (256 KB of content, its name and the cipher's overhead). */
  shareEnvelopeBytes: 264 * 1024,
  /** The longest an encrypted share may live: 30 days. */
  shareMaxSeconds: 30 * 24 * 60 * 60,
  /** Encrypted shares one user holds at a time (expired ones are cleared as new ones are made). */
  sharesPerUser: 500,
  /** Bytes of a share link's snapshot of a tool's result as JSON (UTF-8): the workspace source's bound. */
  shareSnapshotBytes: 2 * 1024 * 1024,
  /** Share links one user holds (revoked and expired ones are cleared a week on, as new ones are made). */
  shareLinksPerUser: 500,
} as const;

export type AccountLimit = keyof typeof ACCOUNT_LIMITS;

/**
 * Characters of a CLI token's or a signing-in device's name (the device-auth function's, 1 to this): the profile's
 * token card checks it as the user types.
 */
export const CLI_TOKEN_NAME_MAX = 100;

/** The limit as the 413 message names it, e.g. "256 KB". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}

/** UTF-8 length of a string, the unit the byte limits count. */
export function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).length;
}
