import { describe, expect, it } from 'vitest';
import { releasePullBody } from './publish-release';

describe('releasePullBody', () => {
  it('lists each tag with its notes', () => {
    expect(
      releasePullBody({
        tags: [
          { tag: 'a@1.0.1', name: 'a', version: '1.0.1', notes: '### Fixed\n\n- x\n', prerelease: false },
          { tag: 'b@2.0.0', name: 'b', version: '2.0.0', notes: '', prerelease: false },
        ],
      }),
    ).toMatch(/\n\n## a@1\.0\.1\n\n### Fixed\n\n- x\n\n## b@2\.0\.0\n\n_No notes\._$/);
  });
});
