import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GitHubLoopback, startGitHubLoopback } from './support/github-loopback';

// The loopback itself: it must refuse what GitHub's description does not allow, and every answer it gives must be
// valid against the described response schema (it checks each one and lists any mismatch in selfErrors).

let gh: GitHubLoopback;
beforeAll(async () => {
  gh = await startGitHubLoopback({ prefix: '/api/v3' });
});
afterAll(() => gh.close());

async function call(method: string, path: string, body?: unknown, token: string | null = gh.token) {
  const headers: Record<string, string> = { accept: 'application/vnd.github+json' };
  if (token !== null) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${gh.url}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

const repoPath = '/repos/acme/widgets';

describe('the GitHub loopback', () => {
  it('serves exactly the operations kept from the description', () => {
    expect(gh.operationIds().sort()).toEqual(
      [
        'git/get-ref',
        'pulls/create',
        'pulls/list',
        'pulls/update',
        'repos/delete-release',
        'repos/get',
        'repos/get-release',
        'repos/get-release-by-tag',
        'repos/list-releases',
        'repos/update-release',
        'repos/create-release',
      ].sort(),
    );
  });

  it('refuses unknown routes, missing tokens, bad bodies and bad parameters as GitHub does', async () => {
    expect((await call('GET', `${repoPath}/releases/latest`)).status).toBe(404); // release_id must be an integer
    expect((await call('POST', `${repoPath}/tags`, {})).status).toBe(404);
    expect((await call('PUT', `${repoPath}/releases`, { tag_name: 'v1' })).status).toBe(404);
    expect((await call('GET', '/repos/acme/other')).status).toBe(404);
    const anonymous = await call('GET', repoPath, undefined, null);
    expect(anonymous).toEqual({
      status: 401,
      body: expect.objectContaining({ message: 'Requires authentication' }),
    });
    expect((await call('GET', repoPath, undefined, 'wrong')).body.message).toBe('Bad credentials');
    const noTag = await call('POST', `${repoPath}/releases`, { name: 'x' });
    expect(noTag.status).toBe(422);
    expect(noTag.body.message).toMatch(/tag_name/);
    expect((await call('POST', `${repoPath}/releases`, { tag_name: 'v1', draft: 'yes' })).status).toBe(422);
    expect((await call('GET', `${repoPath}/pulls?state=merged`)).status).toBe(422);
    expect((await call('GET', `${repoPath}/pulls?colour=red`)).status).toBe(422);
    expect((await call('POST', `${repoPath}/pulls`, { head: 'release/x' })).status).toBe(422);
    expect(gh.requests).toEqual([]);
    expect(gh.refused.map((r) => r.status)).toEqual([404, 404, 404, 404, 401, 401, 422, 422, 422, 422, 422]);
  });

  it('keeps releases by tag and pulls by head branch, answering with described bodies', async () => {
    const repo = await call('GET', repoPath);
    expect(repo.body).toMatchObject({ full_name: 'acme/widgets', default_branch: 'main' });

    const draft = await call('POST', `${repoPath}/releases`, {
      tag_name: 'pkg@1.0.0',
      name: 'pkg@1.0.0',
      body: 'notes',
      draft: true,
      prerelease: false,
    });
    expect(draft.status).toBe(201);
    expect((await call('GET', `${repoPath}/releases/tags/${encodeURIComponent('pkg@1.0.0')}`)).status).toBe(
      404,
    );
    const published = await call('PATCH', `${repoPath}/releases/${draft.body.id}`, { draft: false });
    expect(published.body).toMatchObject({ tag_name: 'pkg@1.0.0', draft: false, body: 'notes' });
    const byTag = await call('GET', `${repoPath}/releases/tags/${encodeURIComponent('pkg@1.0.0')}`);
    expect(byTag.body.id).toBe(draft.body.id);
    const duplicate = await call('POST', `${repoPath}/releases`, { tag_name: 'pkg@1.0.0' });
    expect(duplicate.status).toBe(422);
    expect((await call('GET', `${repoPath}/releases?per_page=100`)).body).toHaveLength(1);
    expect((await call('GET', `${repoPath}/releases/${draft.body.id}`)).status).toBe(200);

    const pull = await call('POST', `${repoPath}/pulls`, {
      title: 'chore(release): pkg@1.0.1',
      head: 'release/main',
      base: 'main',
      body: 'plan',
    });
    expect(pull.status).toBe(201);
    expect(
      (await call('POST', `${repoPath}/pulls`, { head: 'release/main', base: 'main', title: 't' })).status,
    ).toBe(422);
    const open = await call('GET', `${repoPath}/pulls?state=open&head=acme:release/main&base=main`);
    expect(open.body.map((p: { number: number }) => p.number)).toEqual([pull.body.number]);
    const updated = await call('PATCH', `${repoPath}/pulls/${pull.body.number}`, { title: 'new', body: 'b' });
    expect(updated.body).toMatchObject({ title: 'new', body: 'b', head: { ref: 'release/main' } });
    expect((await call('GET', `${repoPath}/git/ref/tags/nope`)).status).toBe(404);

    expect((await call('DELETE', `${repoPath}/releases/${draft.body.id}`)).status).toBe(204);
    expect(gh.releases).toEqual([]);
    expect(gh.selfErrors).toEqual([]);
  });

  it('fails a chosen operation with the status asked for, then recovers', async () => {
    gh.fail('repos/create-release', 403);
    const denied = await call('POST', `${repoPath}/releases`, { tag_name: 'v2.0.0' });
    expect(denied).toEqual({
      status: 403,
      body: expect.objectContaining({ message: 'Resource not accessible by integration' }),
    });
    gh.fail('repos/create-release', 502, { message: 'Bad gateway' });
    expect((await call('POST', `${repoPath}/releases`, { tag_name: 'v2.0.0' })).status).toBe(502);
    expect((await call('POST', `${repoPath}/releases`, { tag_name: 'v2.0.0' })).status).toBe(201);
    expect(gh.requests.filter((r) => r.operationId === 'repos/create-release').map((r) => r.status)).toEqual([
      201, 422, 403, 502, 201,
    ]);
    expect(gh.selfErrors).toEqual([]);
  });
});
