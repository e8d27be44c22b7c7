// The account's data (projects, components, presets, favourites, profile): shapes, limits, validation and
// the typed client of the data API (supabase/functions/data). See docs/design-notes.md "Account data API".

export {
  type AccountClient,
  type AccountClientOptions,
  type AccountFetch,
  type AccountFetchInit,
  type AccountFetchResponse,
  createAccountClient,
  DATA_FUNCTION_PATH,
} from '#core/account/client';
export { type CliTokenRow, readCliTokens, readWhoami, type WhoamiAnswer } from '#core/account/device-answers';
export {
  ACCOUNT_ERROR_CODES,
  AccountApiError,
  AccountConflictError,
  type AccountErrorCode,
  AccountLimitError,
  AccountNetworkError,
  AccountResponseError,
  AccountValidationError,
  type ConflictCurrent,
  isServerError,
  isUnreachable,
  retryLater,
} from '#core/account/errors';
export { isJsonObject, isJsonValue, isPlainObject, isUuid } from '#core/account/fields';
export {
  ACCOUNT_LIMITS,
  type AccountLimit,
  CLI_TOKEN_NAME_MAX,
  formatBytes,
  utf8Bytes,
} from '#core/account/limits';
export { RETRY_AFTER_STATUSES, retryAfterSeconds } from '#core/account/retry-after';
export { createShareClient, type ShareClient } from '#core/account/share-client';
export {
  SHARE_LINK_GONE_MESSAGE,
  SHARE_LINK_KINDS,
  SHARE_LINK_MAX_SECONDS,
  type SharedItem,
  type ShareLink,
  type ShareLinkCreate,
  type ShareLinkCreated,
  type ShareLinkKind,
  validateShareLinkCreate,
} from '#core/account/share-links';
export {
  type EncryptedShare,
  fromBase64Url,
  SHARE_GONE_MESSAGE,
  type ShareCreate,
  type ShareCreated,
  type SharedEnvelope,
  toBase64Url,
  validateShareCreate,
} from '#core/account/shares';
export { createTeamClient, type MemberRef, type TeamClient } from '#core/account/team-client';
export {
  findTeam,
  invitationCode,
  TEAM_ROLES,
  type Team,
  type TeamInvitation,
  type TeamInvited,
  type TeamMember,
  type TeamMembers,
  type TeamRole,
} from '#core/account/teams';
export {
  type AccountExport,
  ADDED_COMPONENT_KIND,
  type Board,
  type BoardSave,
  COMPONENT_DEFAULTS,
  COMPONENT_KINDS,
  COMPONENT_PRIORITIES,
  COMPONENT_STATUSES,
  type Component,
  type ComponentInput,
  type ComponentKind,
  type ComponentPatch,
  type ComponentPriority,
  type ComponentStatus,
  componentFields,
  type DeletedCounts,
  type Favourite,
  type FavouritesAndRecents,
  type JsonObject,
  type JsonValue,
  type Preset,
  type PresetCreate,
  type PresetPatch,
  type Profile,
  type ProfilePatch,
  type Project,
  type ProjectCreate,
  type ProjectDetail,
  type ProjectList,
  type ProjectPatch,
  type Recent,
  type SubComponent,
  type SubComponentInput,
  type SubComponentPatch,
  type Versioned,
  VISIBILITIES,
  type Visibility,
  type WorkspaceSource,
} from '#core/account/types';
export {
  isToolId,
  validateBoardSave,
  validateComponentInput,
  validateComponentPatch,
  validatePresetCreate,
  validatePresetPatch,
  validateProfilePatch,
  validateProjectCreate,
  validateProjectPatch,
  validateSubComponentPatch,
  validateToolId,
} from '#core/account/validate';
