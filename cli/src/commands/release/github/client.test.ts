import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { NetworkError } from '../../../errors';
import { GitHubClient } from './client';

// A hostile or broken GitHub API on loopback: an answer far larger than any real one, one that declares its size
// up front, one that starts and never ends, and one that never starts. Each request ends with one line naming
// the limit it hit, having read no more than the cap.

let server: Server | undefined;
let written = 0;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

async function serve(answer: (res: ServerResponse) => void): Promise<string> {
  written = 0;
  server = createServer((_req, res) => answer(res));
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const client = (apiUrl: string, timeoutMs = 30_000) =>
  new GitHubClient({ owner: 'acme', repo: 'widgets', apiUrl, token: 'ghs_secret' }, fetch, timeoutMs);

async function failure(promise: Promise<unknown>): Promise<Error> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(NetworkError);
  return error as Error;
}

const MB = 1024 * 1024;

/** Writes 1 MB chunks of a JSON string while the client reads, up to 300 MB (the answer that took 8.8 GB). */
function huge(res: ServerResponse) {
  res.writeHead(200, { 'Content-Type': 'application/json' });
  const chunk = Buffer.alloc(MB, 'a');
  res.write('{"message":"');
  const more = () => {
    while (written < 300 * MB && !res.destroyed) {
      written += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', more);
    }
    res.end('"}');
  };
  more();
}

describe('GitHubClient answer limits', () => {
  it('stops reading a 300 MB answer at the 8 MB cap and says so', async () => {
    const url = await serve(huge);
    const error = await failure(client(url).request('reading the repository', 'GET', '/repos/acme/widgets'));
    expect(error.message).toBe(
      'GitHub: reading the repository failed: the answer is larger than 8 MB, the limit of one answer',
    );
    expect(written).toBeLessThan(64 * MB);
  });

  it('refuses an answer whose Content-Length is over the cap before reading it', async () => {
    const url = await serve((res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': String(300 * MB) });
      res.write('{');
    });
    const error = await failure(
      client(url).request('listing the Releases', 'GET', '/repos/acme/widgets/releases'),
    );
    expect(error.message).toMatch(/the answer is larger than 8 MB, the limit of one answer$/);
  });

  it('gives up on an answer that never ends at the time limit of one request', async () => {
    const url = await serve((res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('[');
      const drip = setInterval(() => (res.destroyed ? clearInterval(drip) : res.write(' ')), 50);
      res.on('close', () => clearInterval(drip));
    });
    const started = Date.now();
    const error = await failure(
      client(url, 500).request('creating the Release v1.1.0', 'POST', '/r', { body: {} }),
    );
    expect(error.message).toBe(
      `GitHub: creating the Release v1.1.0 failed: no complete answer from ${url} within 0.5 s, the time limit of one request`,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('gives up on a server that never answers at all', async () => {
    const url = await serve(() => {});
    const error = await failure(
      client(url, 500).request('reading the repository', 'GET', '/repos/acme/widgets'),
    );
    expect(error.message).toMatch(/within 0\.5 s, the time limit of one request$/);
  });

  it('still reads an ordinary answer', async () => {
    const url = await serve((res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ full_name: 'acme/widgets' }));
    });
    await expect(
      client(url).request('reading the repository', 'GET', '/repos/acme/widgets'),
    ).resolves.toEqual({
      status: 200,
      body: { full_name: 'acme/widgets' },
    });
  });
});

describe('GitHubClient: an error answer that quotes the token back', () => {
  for (const status of [422, 502]) {
    it(`a ${status} whose message holds the token is reported without it`, async () => {
      const url = await serve((res) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ message: 'Bad credentials: ghs_secret', errors: [{ message: 'ghs_secret' }] }),
        );
      });
      const error = (await client(url)
        .request('creating the Release v1.0.0', 'POST', '/repos/acme/widgets/releases', { body: {} })
        .catch((caught: unknown) => caught)) as Error;
      expect(error.message).toMatch(
        new RegExp(`^GitHub: creating the Release v1.0.0 failed: ${status} Bad credentials`),
      );
      expect(error.message).not.toContain('ghs_secret');
    });
  }
});
