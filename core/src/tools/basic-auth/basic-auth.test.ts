import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../errors';
import { BASIC_AUTH_MESSAGES, runBasicAuth, runBasicAuthDecode } from './basic-auth';

/** The Authorization header curl -u sends, caught by a loopback server. */
async function curlHeader(userPassword: string): Promise<string | undefined> {
  let seen: string | undefined;
  const server = createServer((request, response) => {
    seen = request.headers.authorization;
    response.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    await new Promise<void>((resolve, reject) => {
      const curl = spawn('curl', ['-s', '-o', '/dev/null', '-u', userPassword, `http://127.0.0.1:${port}/`]);
      curl.on('error', reject);
      curl.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`curl exited ${code}`))));
    });
  } finally {
    server.close();
  }
  return seen;
}

describe('runBasicAuth against curl -u', () => {
  it.each([
    ['Aladdin', 'open sesame'],
    ['test', '123£'],
    ['ada@example.com', 'pässwörd: with colons:'],
    ['用户', '密码🔑'],
    ['', ''],
  ])('%j / %j', async (user, password) => {
    const header = await curlHeader(`${user}:${password}`);
    expect(runBasicAuth({ user, password }).value).toBe(header);
    expect(runBasicAuthDecode(header ?? '')).toEqual({ user, password });
  });

  it("matches RFC 7617's own examples", () => {
    expect(runBasicAuth({ user: 'Aladdin', password: 'open sesame' }).value).toBe(
      'Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==',
    );
    // Section 2.1, charset="UTF-8": "test" / "123£".
    expect(runBasicAuth({ user: 'test', password: '123£' }).header).toBe(
      'Authorization: Basic dGVzdDoxMjPCow==',
    );
  });
});

describe('runBasicAuthDecode', () => {
  it('reads the header with or without its name', () => {
    expect(runBasicAuthDecode('Authorization: basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==')).toEqual({
      user: 'Aladdin',
      password: 'open sesame',
    });
  });

  it.each([
    ['Bearer abc', BASIC_AUTH_MESSAGES.header],
    ['Basic !!!', BASIC_AUTH_MESSAGES.header],
    ['Basic QWxhZGRpbg==', BASIC_AUTH_MESSAGES.noColon],
    ['Basic /w==', BASIC_AUTH_MESSAGES.notUtf8],
  ])('refuses %j with a field error', (text, message) => {
    expect(() => runBasicAuthDecode(text)).toThrow(new ToolInputError(message, 'Invalid header', 'header'));
  });
});

describe('runBasicAuth refuses what RFC 7617 forbids', () => {
  it.each([
    [{ user: 'a:b', password: '' }, BASIC_AUTH_MESSAGES.colon, 'user'],
    [{ user: 'a\nb', password: '' }, `The user-id ${BASIC_AUTH_MESSAGES.control}`, 'user'],
    [{ user: 'a', password: 'x\u0000' }, `The password ${BASIC_AUTH_MESSAGES.control}`, 'password'],
  ])('%j', (input, message, field) => {
    expect(() => runBasicAuth(input)).toThrow(message);
    try {
      runBasicAuth(input);
    } catch (error) {
      expect((error as ToolInputError).field).toBe(field);
    }
  });
});
