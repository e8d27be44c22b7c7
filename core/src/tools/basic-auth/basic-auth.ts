import { ToolInputError } from '../../errors';
import { bytesToBase64, parseBase64 } from '../../text/base64';

export const BASIC_AUTH_MESSAGES = {
  colon: 'The user-id may not contain a colon (RFC 7617 section 2): the first colon ends it.',
  control: 'contains a control character, which RFC 7617 does not allow.',
  header: 'A Basic Authorization header is "Basic " followed by Base64.',
  notUtf8: 'The credentials are not UTF-8 text.',
  noColon: 'The decoded credentials have no colon between user-id and password.',
} as const;

export interface BasicAuthCredentials {
  user: string;
  password: string;
}

export interface BasicAuthHeader {
  /** `Basic dXNlcjpwYXNz`, the Authorization header's value. */
  value: string;
  /** The whole header line, as curl -u sends it. */
  header: string;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what RFC 7617 forbids
const CONTROL = /[\u0000-\u001f\u007f]/;

/** RFC 7617 with charset="UTF-8": user-id ":" password, UTF-8, Base64. */
export function runBasicAuth(input: BasicAuthCredentials): BasicAuthHeader {
  if (input.user.includes(':'))
    throw new ToolInputError(BASIC_AUTH_MESSAGES.colon, 'Invalid user-id', 'user');
  if (CONTROL.test(input.user)) {
    throw new ToolInputError(`The user-id ${BASIC_AUTH_MESSAGES.control}`, 'Invalid user-id', 'user');
  }
  if (CONTROL.test(input.password)) {
    throw new ToolInputError(`The password ${BASIC_AUTH_MESSAGES.control}`, 'Invalid password', 'password');
  }
  const value = `Basic ${bytesToBase64(new TextEncoder().encode(`${input.user}:${input.password}`))}`;
  return { value, header: `Authorization: ${value}` };
}

/** An Authorization header (with or without `Authorization:`) back to its user-id and password. */
export function runBasicAuthDecode(text: string): BasicAuthCredentials {
  const match = /^(?:authorization:\s*)?basic\s+(\S+)$/i.exec(text.trim());
  const bytes = match?.[1] === undefined ? undefined : parseBase64(match[1]);
  if (!bytes) throw new ToolInputError(BASIC_AUTH_MESSAGES.header, 'Invalid header', 'header');
  let decoded: string;
  try {
    decoded = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ToolInputError(BASIC_AUTH_MESSAGES.notUtf8, 'Invalid header', 'header');
  }
  const colon = decoded.indexOf(':');
  if (colon < 0) throw new ToolInputError(BASIC_AUTH_MESSAGES.noColon, 'Invalid header', 'header');
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}
