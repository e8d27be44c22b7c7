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
          GITHUB_ACTIONS: 'true',
          GITHUB_TOKEN: token,
          GITHUB_REPOSITORY: 'acme/widgets',
          GITHUB_API_URL: 'https://ghe.example/api/v3/',
        },
        'git@github.com:other/repo.git',
      ),
    ).toEqual({ owner: 'acme', repo: 'widgets', apiUrl: 'https://ghe.example/api/v3', token });
  });

  it('derives the API from the origin remote for github.com only', () => {
    expect(gitHubTarget({ GITHUB_TOKEN: token }, 'https://github.com/acme/widgets.git')).toEqual({
      owner: 'acme',
      repo: 'widgets',
      apiUrl: 'https://api.github.com',
      token,
    });
    expect(() => gitHubTarget({ GITHUB_TOKEN: token }, 'git@ghe.corp.example:team/app.git')).toThrow(
      'the origin remote is on ghe.corp.example, not github.com: set GITHUB_API_URL to its API (e.g. https://ghe.corp.example/api/v3)',
    );
    expect(() =>
      gitHubTarget({ GITHUB_TOKEN: token, GH_ENTERPRISE_TOKEN: 'ghe' }, 'https://evil.example/acme/widgets'),
    ).toThrow(/set GITHUB_API_URL/);
  });

  it('sends GITHUB_TOKEN to github.com only, as gh does: another host takes GH_ENTERPRISE_TOKEN', () => {
    const ghe = { GITHUB_API_URL: 'https://ghe.corp.example/api/v3' };
    const remote = 'git@ghe.corp.example:team/app.git';
    expect(() => gitHubTarget({ ...ghe, GITHUB_TOKEN: token }, remote)).toThrow(
      'ghe.corp.example is not github.com: its token goes in GH_ENTERPRISE_TOKEN (or GITHUB_ENTERPRISE_TOKEN); GITHUB_TOKEN is sent to github.com only',
    );
    expect(gitHubTarget({ ...ghe, GITHUB_TOKEN: token, GH_ENTERPRISE_TOKEN: 'ghe_1' }, remote)).toEqual({
      owner: 'team',
      repo: 'app',
      apiUrl: 'https://ghe.corp.example/api/v3',
      token: 'ghe_1',
    });
    expect(gitHubTarget({ ...ghe, GITHUB_ENTERPRISE_TOKEN: 'ghe_2' }, remote).token).toBe('ghe_2');
    // An enterprise token never goes to github.com.
    expect(() =>
      gitHubTarget({ GH_ENTERPRISE_TOKEN: 'ghe_1' }, 'https://github.com/acme/widgets.git'),
    ).toThrow(/needs a token in GITHUB_TOKEN/);
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
