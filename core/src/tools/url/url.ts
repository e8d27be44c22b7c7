import { ToolInputError } from '../../errors';

export interface ParsedUrl {
  href: string;
  origin: string;
  protocol: string;
  username: string;
  password: string;
  hostname: string;
  port: string;
  pathname: string;
  search: string;
  hash: string;
  /** The query's parameters in order, decoded (a key may repeat). */
  params: [key: string, value: string][];
}

/** A URL as the WHATWG URL Standard (browsers, Node) reads it; relative URLs and bare hosts are refused by name. */
export function runUrlParse(text: string): ParsedUrl {
  const input = text.trim();
  if (input === '') throw new ToolInputError('Please enter a URL.', 'Invalid URL');
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    const hint = /^[\w.-]+\.[a-z]{2,}(\/|$)/i.test(input)
      ? ` Did you mean https://${input}?`
      : input.startsWith('/')
        ? ' It is relative: a URL needs a scheme and host (https://example.com/…).'
        : '';
    throw new ToolInputError(`"${input}" is not an absolute URL.${hint}`, 'Invalid URL');
  }
  return {
    href: url.href,
    origin: url.origin,
    protocol: url.protocol,
    username: decodeSafe(url.username),
    password: decodeSafe(url.password),
    hostname: url.hostname,
    port: url.port,
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    params: [...url.searchParams.entries()],
  };
}

function decodeSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The URL with its query replaced by `params` (form-encoded as URLSearchParams writes it; empty keys dropped). */
export function runUrlWithParams(href: string, params: readonly (readonly [string, string])[]): string {
  const url = new URL(runUrlParse(href).href);
  const search = new URLSearchParams();
  for (const [key, value] of params) if (key !== '') search.append(key, value);
  url.search = search.toString();
  return url.href;
}
