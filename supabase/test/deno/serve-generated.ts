// Runs a generated Edge Function under the real Deno on a free port: Deno.serve(handler) as the function calls it,
// redirected to 127.0.0.1:0, printing the port for the test.

const serve = Deno.serve;
Object.defineProperty(Deno, 'serve', {
  value: (handler: Deno.ServeHandler) =>
    serve(
      { hostname: '127.0.0.1', port: 0, onListen: ({ port }) => console.log(`listening on ${port}`) },
      handler,
    ),
});
const entry = Deno.args[0];
if (!entry) throw new Error('usage: serve-generated.ts FILE');
await import(new URL(entry, `file://${Deno.cwd()}/`).href);
