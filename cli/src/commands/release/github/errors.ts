import { ToolInputError } from '@toolbox/core/errors';

/** A GitHub call GitHub refused (4xx) or a setting missing for one: exit 1, with an optional hint line. */
export class GitHubError extends ToolInputError {
  constructor(
    message: string,
    readonly hint?: string,
  ) {
    super(message);
  }
}
