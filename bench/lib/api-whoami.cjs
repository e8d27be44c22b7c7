// `node api-whoami.cjs API_URL`: what `toolbox whoami` must do besides Node's own start, and nothing else: Node's
// fetch (undici, loaded at first use) asking the device-auth function's /whoami with a bearer token under a 5 s
// limit, as cli/src/platform/api.ts's callDeviceAuth asks it, and the answer read as JSON. A refused or failed
// request ends quietly: in the bench no server listens, and the command then answers from the last confirmation.
// CommonJS: Node starts it without the ES module loader.
const url = `${(process.argv[2] ?? '').replace(/\/+$/, '')}/functions/v1/device-auth/whoami`;

fetch(url, {
  method: 'GET',
  headers: { Accept: 'application/json', Authorization: 'Bearer tbx_test' },
  signal: AbortSignal.any([AbortSignal.timeout(5_000)]),
})
  .then((res) => res.text())
  .then((text) => (text ? JSON.parse(text) : null))
  .catch(() => null);
