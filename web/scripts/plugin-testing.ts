import type { Plugin } from 'vite';

/** A dev server response as a plugin's middleware writes it. */
class FakeResponse {
  statusCode = 200;
  body = '';
  setHeader() {}
  end(body?: string | Buffer) {
    this.body = body?.toString() ?? '';
  }
}

type Middleware = (request: { url?: string }, response: FakeResponse, next: () => void) => void;

/**
 * For a plugin's tests: what its dev server middleware answers to a URL, `<status> <body>`, or `next` when it
 * leaves the request to the next handler.
 */
export function devServerAnswers(plugin: Plugin): (url: string) => string {
  let middleware: Middleware = () => {};
  (plugin.configureServer as (server: unknown) => void)({
    middlewares: { use: (handler: Middleware) => (middleware = handler) },
  });
  return (url) => {
    const response = new FakeResponse();
    let passed = false;
    middleware({ url }, response, () => {
      passed = true;
    });
    return passed ? 'next' : `${response.statusCode} ${response.body}`;
  };
}
