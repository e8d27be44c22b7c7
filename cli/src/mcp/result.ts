/** A tool call's answer (server.ts): the command's output as the CLI printed it, the files it wrote, or its error. */
import { readFile } from 'node:fs/promises';
import { basename, extname, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { Operation } from './catalog';
import type { RunResult } from './run-types';

const IMAGE_TYPES: Readonly<Record<string, string>> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
};

const OTHER_TYPES: Readonly<Record<string, string>> = {
  '.svg': 'image/svg+xml',
  '.ico': 'image/vnd.microsoft.icon',
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
  '.json': 'application/json',
  '.html': 'text/html',
  '.md': 'text/markdown',
  '.sql': 'application/sql',
  '.webmanifest': 'application/manifest+json',
};

/** `--format` values that make a file rather than text: the file's extension. */
export const FILE_FORMATS: Readonly<Record<string, string>> = {
  png: 'png',
  jpeg: 'jpg',
  jpg: 'jpg',
  webp: 'webp',
  svg: 'svg',
  pdf: 'pdf',
  zip: 'zip',
};

/** Inline content past this many bytes in all is left to the resource links. */
const INLINE_LIMIT = 20_000_000;

const mimeOf = (path: string) =>
  IMAGE_TYPES[extname(path).toLowerCase()] ?? OTHER_TYPES[extname(path).toLowerCase()] ?? 'text/plain';

/** A call's failure: one line a model can act on. */
export class CallError extends Error {}

export function failure(message: string): CallToolResult {
  return { isError: true, content: [{ type: 'text', text: message }] };
}

/** stderr's lines, as one line: the CLI's `toolbox: message` and its hint. */
function oneLine(stderr: string): string {
  return stderr
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join(' ');
}

export async function resultOf(
  operation: Operation,
  result: RunResult,
  files: readonly { path: string; link: boolean }[],
  temporary: string | undefined,
): Promise<CallToolResult> {
  const stdoutBytes = Buffer.from(result.stdout);
  // Bytes, not text: NUL, or not UTF-8 at all (a U+FFFD written as UTF-8, from the input, is text).
  let text = '';
  let binary = stdoutBytes.includes(0);
  try {
    if (!binary) text = new TextDecoder('utf-8', { fatal: true }).decode(stdoutBytes);
  } catch {
    binary = true;
  }
  if (result.exitCode !== 0 && (stdoutBytes.length === 0 || result.exitCode >= 2)) {
    return failure(
      oneLine(result.stderr) || `toolbox ${operation.path.join(' ')} failed (exit ${result.exitCode}).`,
    );
  }
  const content: CallToolResult['content'] = [];
  let structured: Record<string, unknown>;
  if (binary) {
    const mimeType =
      stdoutBytes.subarray(0, 4).toString('latin1') === '%PDF'
        ? 'application/pdf'
        : 'application/octet-stream';
    structured = { bytes: stdoutBytes.length, mimeType };
    content.push({
      type: 'text',
      text: `${operation.path.join(' ')}: ${stdoutBytes.length} bytes of ${mimeType}`,
    });
    content.push({
      type: 'resource',
      resource: {
        uri: `toolbox://output/${operation.path.join('-')}`,
        mimeType,
        blob: stdoutBytes.toString('base64'),
      },
    });
  } else {
    try {
      const parsed: unknown = text.trim() === '' ? undefined : JSON.parse(text);
      structured = Array.isArray(parsed)
        ? { items: parsed }
        : typeof parsed === 'object' && parsed !== null
          ? (parsed as Record<string, unknown>)
          : parsed === undefined
            ? {}
            : { text };
    } catch {
      structured = { text };
    }
    if (text !== '') content.push({ type: 'text', text });
  }
  if (result.exitCode !== 0)
    content.push({ type: 'text', text: `exit code ${result.exitCode}: ${oneLine(result.stderr)}` });
  let inline = 0;
  const listed: { path: string; mimeType: string; bytes: number }[] = [];
  for (const file of files) {
    const mimeType = mimeOf(file.path);
    const data = await readFile(file.path);
    const shown = temporary && !file.link ? relative(temporary, file.path) : file.path;
    listed.push({ path: shown, mimeType, bytes: data.length });
    if (file.link)
      content.push({
        type: 'resource_link',
        uri: pathToFileURL(file.path).href,
        name: basename(file.path),
        mimeType,
        size: data.length,
      });
    inline += data.length;
    if (inline > INLINE_LIMIT) continue;
    if (IMAGE_TYPES[extname(file.path).toLowerCase()])
      content.push({ type: 'image', data: data.toString('base64'), mimeType });
    else {
      const uri = file.link ? pathToFileURL(file.path).href : `toolbox://output/${encodeURI(shown)}`;
      const isText = mimeType.startsWith('text/') || /json|sql|svg|manifest/.test(mimeType);
      content.push({
        type: 'resource',
        resource: isText
          ? { uri, mimeType, text: data.toString('utf8') }
          : { uri, mimeType, blob: data.toString('base64') },
      });
    }
  }
  if (listed.length > 0 && Object.keys(structured).length === 0) structured = { files: listed };
  if (content.length === 0) content.push({ type: 'text', text: JSON.stringify(structured) });
  return { content, structuredContent: structured };
}
