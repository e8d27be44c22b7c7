/** The XML tool's choices, limits and messages: plain data a command or page reads without loading the parser. */
export const XML_ACTIONS = ['format', 'minify', 'validate', 'to-json', 'from-json', 'xpath'] as const;
export type XmlAction = (typeof XML_ACTIONS)[number];

export const XML_INDENTS = ['2', '4', 'tab'] as const;
export type XmlIndent = (typeof XML_INDENTS)[number];

export const XML_DEFAULTS = { indent: '2' } as const satisfies { indent: XmlIndent };

/** 50 million characters: well past the 10 MB documents the formatter is measured on, short of what a tab can hold. */
export const XML_MAX_LENGTH = 50_000_000;

export const XML_MESSAGES = {
  emptyXml: 'Please enter some XML.',
  emptyJson: 'Please enter some JSON.',
  tooLong: 'The document is longer than 50 million characters.',
  valid: 'Valid XML: well-formed.',
  tooDeepForJson: 'The document nests its elements too deep to write as JSON.',
  tooDeepToIndent:
    'Indented, the document would be longer than a string can hold: its elements nest too deep (minify writes it on one line).',
} as const;
