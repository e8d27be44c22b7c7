// The built `toolbox types --lang <go|rust|python|pydantic|kotlin|csharp>` on a real home timeline (20 tweets,
// core/src/json/fixtures/SOURCES.md): each language's root type named from --name, written to stdout or a file. The
// code itself is compiled by each language's own tool in core/src/tools/json-to-types/compile-oracle.test.ts.
import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toolboxIn } from './signed-in-toolbox';

const cwd = mkdtempSync(join(tmpdir(), 'toolbox-types-languages-'));
copyFileSync(
  join(import.meta.dirname, '../../core/src/json/fixtures/statuses.json'),
  join(cwd, 'timeline.json'),
);
const run = (args: string[], input?: string) => toolboxIn(cwd, args, { input });

describe('toolbox types in five more languages, through the built binary', () => {
  it.each([
    [
      'go',
      [
        'type Tweets []Tweet\n',
        'type Tweet struct {\n',
        '\tRetweetedStatus      *RetweetedStatus `json:"retweeted_status,omitempty"`\n',
      ],
    ],
    [
      'rust',
      [
        'pub type Tweets = Vec<Tweet>;\n',
        'pub struct Tweet {\n',
        '    pub retweeted_status: Option<RetweetedStatus>,\n',
      ],
    ],
    [
      'python',
      [
        'class Tweet:\n',
        '    retweeted_status: Optional[RetweetedStatus] = None\n',
        'def tweets_from_dict(s: Any) -> List[Tweet]:\n',
      ],
    ],
    ['pydantic', ['class Tweet(BaseModel):\n', '    retweeted_status: Optional[RetweetedStatus] = None\n']],
    [
      'kotlin',
      [
        'typealias Tweets = ArrayList<Tweet>\n',
        'data class Tweet (\n',
        '    val retweetedStatus: RetweetedStatus? = null,\n',
      ],
    ],
    [
      'csharp',
      ['    public partial class Tweet\n', '        public RetweetedStatus RetweetedStatus { get; set; }\n'],
    ],
  ])('--lang %s', (lang, lines) => {
    const { code, stdout, stderr } = run(['types', 'timeline.json', '--lang', lang, '--name', 'Tweet']);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    for (const line of lines) expect(stdout).toContain(line);
  });

  it('-o writes the file; bad input exits 1 with one line', () => {
    expect(run(['types', '-', '--lang', 'go', '-o', 'user.go'], '{"id": 1}').code).toBe(0);
    expect(readFileSync(join(cwd, 'user.go'), 'utf8')).toContain(
      'type Root struct {\n\tID int64 `json:"id"`\n}\n',
    );
    expect(run(['types', '-', '--lang', 'rust'], 'null')).toMatchObject({
      code: 1,
      stderr: 'toolbox: The samples hold no values to infer from.\n',
    });
    expect(run(['types', '-', '--lang', 'swift'], '{}')).toMatchObject({ code: 2 });
  });
});
