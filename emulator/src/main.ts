import { parseArgs } from 'node:util';
import { DataDirInUseError, loadDefaultFunctions, PortInUseError, startEmulator } from './index';

const USAGE =
  'usage: start [--port N] [--data DIR|:memory:] [--confirm-email] [--host H] [--allow-host NAME]... [--site-url URL] [--no-rate-limits]';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function options() {
  try {
    const { values } = parseArgs({
      // pnpm passes a lone `--` through when called as `pnpm start -- --port 1`.
      args: process.argv.slice(2).filter((arg) => arg !== '--'),
      options: {
        port: { type: 'string' },
        data: { type: 'string' },
        'confirm-email': { type: 'boolean' },
        host: { type: 'string' },
        // Names besides loopback, the bind host and the site URL's host that the stack answers to (any port).
        'allow-host': { type: 'string', multiple: true },
        'site-url': { type: 'string' },
        // The e2e suite signs up more users from one address than GoTrue's per-IP limits allow.
        'no-rate-limits': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    if (values.help) {
      process.stdout.write(`${USAGE}\n`);
      process.exit(0);
    }
    const port = values.port === undefined ? undefined : Number(values.port);
    if (port !== undefined && (!Number.isInteger(port) || port < 0 || port > 65535)) {
      fail(`Invalid --port "${values.port}": expected a number from 0 to 65535`);
    }
    if (values['site-url'] !== undefined && !URL.canParse(values['site-url'])) {
      fail(`Invalid --site-url "${values['site-url']}": expected a URL such as http://localhost:5173`);
    }
    return { port, values };
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`);
  }
}

const UNLIMITED = {
  tokenPer5Min: Number.POSITIVE_INFINITY,
  signupPer5Min: Number.POSITIVE_INFINITY,
  verifyPer5Min: Number.POSITIVE_INFINITY,
};

const { port, values } = options();
try {
  const stack = await startEmulator({
    ...(port !== undefined ? { port } : {}),
    ...(values.data !== undefined ? { dataDir: values.data } : {}),
    ...(values.host !== undefined ? { host: values.host } : {}),
    ...(values['allow-host'] ? { allowedHosts: values['allow-host'] } : {}),
    ...(values['site-url'] !== undefined ? { siteUrl: values['site-url'] } : {}),
    confirmEmail: values['confirm-email'] ?? false,
    ...(values['no-rate-limits'] ? { rateLimits: UNLIMITED } : {}),
    functions: loadDefaultFunctions(),
    log: (line) => process.stdout.write(`${line}\n`),
  });
  process.stdout.write(
    [
      'Dev Toolbox local stack',
      `API URL: ${stack.url}`,
      `anon key: ${stack.anonKey}`,
      `service_role key: ${stack.serviceRoleKey}`,
      '',
    ].join('\n'),
  );
  const stop = () => {
    stack.close().then(
      () => process.exit(0),
      (error: Error) => fail(`Could not close the local stack cleanly: ${error.message}`),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  if (error instanceof PortInUseError || error instanceof DataDirInUseError) fail(error.message);
  fail(`Could not start the local stack: ${(error as Error).message}`);
}
