import { ToolInputError } from '../../errors';

export interface Repository {
  owner: string;
  name: string;
}

const NAME = /^[A-Za-z0-9_.-]+$/;

/**
 * `owner/repo`, or a GitHub URL (https, ssh, with or without `.git`); empty gives null. Anything else is a
 * ToolInputError: badges and clone commands are built from it.
 */
export function parseRepository(text: string): Repository | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const path = trimmed
    .replace(/^(?:git\+)?(?:https?:\/\/|ssh:\/\/git@|git@)(?:www\.)?github\.com[:/]/i, '')
    .replace(/^github:/i, '')
    .replace(/\.git$/i, '')
    .replace(/\/+$/, '');
  const [owner = '', name = '', ...rest] = path.split('/');
  if (rest.length > 0 || !NAME.test(owner) || !NAME.test(name) || owner.startsWith('.')) {
    throw new ToolInputError(
      `Repository should be owner/repo (like username/repo-name), not "${trimmed}".`,
      'Invalid Repository',
    );
  }
  return { owner, name };
}
