import { describe, expect, it } from 'vitest';
import { gitHubTarget, parseRemote, withoutCredentials } from './repository';

describe('parseRemote', () => {
  it.each([
    ['https://github.com/acme/widgets.git', 'github.com', 'acme', 'widgets'],
    ['https://github.com/acme/widgets', 'github.com', 'acme', 'widgets'],
    ['https://x-access-token:secret@github.com/acme/widgets.git', 'github.com', 'acme', 'widgets'],
    ['git@github.com:acme/widgets.git', 'github.com', 'acme', 'widgets'],
    ['github.com:acme/widgets', 'github.com', 'acme', 'widgets'],
    ['ssh://git@github.com/acme/widgets.git', 'github.com', 'acme', 'widgets'],
    ['ssh://git@ghe.corp.example:2222/platform/my.repo.git', 'ghe.corp.example', 'platform', 'my.repo'],
    ['https://GHE.corp.example/platform/tools/', 'ghe.corp.example', 'platform', 'tools'],
  ])('%s', (url, host, owner, repo) => {
    expect(parseRemote(url)).toEqual({ host, owner, repo });
  });

  it.each([
    '/srv/git/widgets.git',
    'file:///srv/git/widgets.git',
    'https://gitlab.example/group/sub/widgets.git',
    'https://github.com/acme',
    'git@github.com:acme/$(touch pwned).git',
    'ftp://github.com/acme/widgets',
  ])('refuses %s', (url) => {
    expect(parseRemote(url)).toBeNull();
  });
});

describe('gitHubTarget', () => {
  const token = 'ghs_secret';

  it('takes GITHUB_REPOSITORY and GITHUB_API_URL as Actions sets them', () => {
    expect(
      gitHubTarget(
        {
          GITHUB_TOKEN: token,
          GITHUB_REPOSITORY: 'acme/widgets',
          GITHUB_API_URL: 'https://ghe.example/api/v3/',
        },
        'git@github.com:other/repo.git',
      ),
    ).toEqual({ owner: 'acme', repo: 'widgets', apiUrl: 'https://ghe.example/api/v3', token });
  });

  it('falls back to the origin remote, with the API of its host', () => {
    expect(gitHubTarget({ GITHUB_TOKEN: token }, 'https://github.com/acme/widgets.git').apiUrl).toBe(
      'https://api.github.com',
    );
    expect(gitHubTarget({ GITHUB_TOKEN: token }, 'git@ghe.corp.example:team/app.git')).toEqual({
      owner: 'team',
      repo: 'app',
      apiUrl: 'https://ghe.corp.example/api/v3',
      token,
    });
  });

  it('names what is missing, never the token', () => {
    expect(() => gitHubTarget({}, 'https://github.com/acme/widgets')).toThrow(/GITHUB_TOKEN/);
    expect(() => gitHubTarget({ GITHUB_TOKEN: token }, undefined)).toThrow(/GITHUB_REPOSITORY=owner\/repo/);
    expect(() => gitHubTarget({ GITHUB_TOKEN: token, GITHUB_REPOSITORY: 'acme' }, undefined)).toThrow(
      /must be owner\/repo/,
    );
    expect(() => gitHubTarget({ GITHUB_TOKEN: token }, '/srv/git/widgets.git')).toThrow(
      /not a GitHub repository/,
    );
    expect(() =>
      gitHubTarget({ GITHUB_TOKEN: token }, 'https://x:ghp_secret@gitlab.example/a/b/c.git'),
    ).toThrow('the origin remote "https://gitlab.example/a/b/c.git" is not a GitHub repository URL');
    expect(withoutCredentials("fatal: unable to access 'https://x-access-token:ghs_1@github.com/a/b/'")).toBe(
      "fatal: unable to access 'https://github.com/a/b/'",
    );
    expect(() =>
      gitHubTarget(
        { GITHUB_TOKEN: token, GITHUB_REPOSITORY: 'a/b', GITHUB_API_URL: 'file:///etc' },
        undefined,
      ),
    ).toThrow(/http\(s\) URL/);
  });
});
