import type { RE2JS } from 're2js';

/** What decides whether a tag is a release: a config pattern, a `--tag-pattern` RegExp, or both combined. */
export interface TagPattern {
  test(text: string): boolean;
}

/** re2js's compiler, loaded only when a config is read: the module costs tens of milliseconds to load. */
export type PatternEngine = Pick<typeof RE2JS, 'compile'>;

export async function loadPatternEngine(): Promise<PatternEngine> {
  return (await import('re2js')).RE2JS;
}

/**
 * A pattern from a repository's config file, run by RE2 (re2js): matching takes time linear in the text, so a
 * catastrophic pattern (`^(a+)+$`) in a cliff.toml that came with a pull request cannot hang a run. RE2's syntax is
 * git-cliff's own (Rust's regex crate): inline flags such as `(?i)`, no backreferences or lookarounds.
 */
export class ConfigPattern implements TagPattern {
  private constructor(
    readonly source: string,
    private readonly engine: RE2JS,
  ) {}

  /** The compiled pattern, or the engine's reason it cannot be (`missing closing )`, an unsupported `(?=`). */
  static compile(engine: PatternEngine, source: string): ConfigPattern | { error: string } {
    try {
      return new ConfigPattern(source, engine.compile(source));
    } catch (error) {
      return { error: (error as Error).message.replace(/^error parsing regexp: /, '') };
    }
  }

  test(text: string): boolean {
    return this.engine.test(text);
  }

  /** `text` with every match replaced by `replace(match, groups)` (groups from 1; unmatched ones undefined). */
  replaceAll(text: string, replace: (match: string, groups: (string | undefined)[]) => string): string {
    let result = '';
    let last = 0;
    for (const match of this.engine.matchAll(text)) {
      const index = match.index ?? 0;
      // An empty match replaces nothing (JavaScript's replace would insert at each position).
      if (match[0] === '') continue;
      result += text.slice(last, index) + replace(match[0], match.slice(1));
      last = index + match[0].length;
    }
    return result + text.slice(last);
  }
}
