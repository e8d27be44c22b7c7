// Run with tsx: e2e/global-setup.ts (local stack in memory, web build against it, `vite preview`) outside
// Playwright, on the ports in E2E_API_PORT / E2E_WEB_PORT; prints the stack as one JSON line and tears it down on
// SIGTERM. The modules are imported by computed URL so bench's tsc does not check e2e's sources as its own.
const e2e = new URL('../../e2e/', import.meta.url);
const { default: globalSetup } = await import(new URL('global-setup.ts', e2e).href);
const { readStack } = await import(new URL('stack.ts', e2e).href);

const teardown = await globalSetup();
console.log(`stack ready: ${JSON.stringify(readStack())}`);
const stop = async () => {
  await teardown();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
setInterval(() => {}, 1 << 30);
