/**
 * Above this a document is kept out of the text box: Chromium lays a textarea's whole text out when it is set and
 * again whenever the page around it changes size. A 1.5 MB upload blocked the page for 2-3 s (measured: 512 KB
 * about 1 s on a busy machine), and GitHub's 13 MB description for seconds at a time; documents that size are
 * generated (or compared) as they are, not edited here.
 */
export const EDITOR_LIMIT = 512 * 1024;

export const UPLOAD_MESSAGES = {
  type: { title: 'Unsupported file', description: 'Upload a .json, .yaml or .yml OpenAPI document.' },
  size: { title: 'File too large', description: 'OpenAPI documents up to 50 MB are supported.' },
};
