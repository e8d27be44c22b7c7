// Plays the edge runtime's part for the deploy proof: the function's own index.ts is imported unchanged, and its
// `Deno.serve(options, handler)` is served on a port the test picks up ("listening on <port>"), as the runtime
// takes a user worker's handler and serves it itself. EDGE_ENTRYPOINT is the entry's path relative to this file.

const entry = Deno.env.get('EDGE_ENTRYPOINT');
if (!entry) throw new Error('set EDGE_ENTRYPOINT');

const serve = Deno.serve;
type Handler = (request: Request) => Response | Promise<Response>;
Object.defineProperty(Deno, 'serve', {
  value: (first: unknown, second?: unknown) =>
    serve(
      { hostname: '127.0.0.1', port: 0, onListen: ({ port }) => console.log(`listening on ${port}`) },
      (typeof first === 'function' ? first : second) as Handler,
    ),
});

await import(new URL(entry, import.meta.url).href);
