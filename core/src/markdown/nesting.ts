import { type Lexer, type MarkedExtension, Tokenizer } from 'marked';

/**
 * How many lists, block quotes and containers deep a document is read (markdown-it's default maxNesting). marked
 * recurses once per level, re-reading the rest of the document each time: 400 nested list items took a second to
 * lex, 800 five, and 2,000 block quotes overflowed the stack. Past this depth a marker is read as text. The same
 * depth holds for emphasis and strikethrough inside one another.
 */
export const MAX_NESTING = 100;

const depths = new WeakMap<Lexer, number>();

/** Whether `lexer` may read one level deeper (a `start` that finds where a construct begins asks first). */
export const canNest = (lexer: Lexer): boolean => (depths.get(lexer) ?? 0) < MAX_NESTING;

/** `read()` one block level deeper in `lexer`'s document, or undefined past MAX_NESTING (the construct is then not one). */
export function nested<T>(lexer: Lexer, read: () => T): T | undefined {
  const depth = depths.get(lexer) ?? 0;
  if (depth >= MAX_NESTING) return undefined;
  depths.set(lexer, depth + 1);
  try {
    return read();
  } finally {
    depths.set(lexer, depth);
  }
}

/**
 * marked's list and block-quote tokenizers, each a level deeper (see `nested`), and its emphasis and strikethrough
 * ones, which recurse into their text the same way (`**` 1,000 deep, 4 KB, overflowed the stack). Inline text is
 * read after the blocks, so its levels count from zero.
 */
export const nestingLimit: MarkedExtension = {
  tokenizer: {
    emStrong(src, maskedSrc, prevChar) {
      return nested(this.lexer, () => Tokenizer.prototype.emStrong.call(this, src, maskedSrc, prevChar));
    },
    del(src, maskedSrc, prevChar) {
      return nested(this.lexer, () => Tokenizer.prototype.del.call(this, src, maskedSrc, prevChar));
    },
    list(src) {
      return nested(this.lexer, () => Tokenizer.prototype.list.call(this, src));
    },
    blockquote(src) {
      return nested(this.lexer, () => Tokenizer.prototype.blockquote.call(this, src));
    },
  },
};
