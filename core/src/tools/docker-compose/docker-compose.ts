import { ToolInputError } from '../../errors';
import { writeYaml } from '../../yaml/write-yaml';
import { gpuDevice, type Json, keyValue, readMount } from './csv-flags';
import { LONG_FLAGS, type RunFlag, SHORT_FLAGS } from './run-flags';
import { composeString, type ShellProblem, shellCommands } from './shell-words';

const DOCKER_COMPOSE_LIMITS = { maxChars: 200_000, maxServices: 1000 } as const;

export const DOCKER_COMPOSE_MESSAGES = {
  title: 'Cannot read the docker run line',
  blank: 'Please paste one or more `docker run …` lines.',
  tooLong: 'The text is longer than 200,000 characters.',
  tooMany: 'At most 1,000 docker run lines at a time.',
  noRun: 'No `docker run` command found: each service starts with `docker run` (or `docker container run`).',
  // Each below is said of a line ("Line 3: …"), its {names} filled in.
  quote: 'the {quote} quote opened here is never closed.',
  substitution: 'command substitution ({text}) runs at the shell; Compose cannot carry it over.',
  syntax: 'the shell operator {text} has no place in a docker run line.',
  noImage: 'docker run without an image name.',
  missingValue: '{flag} needs a value.',
  badValue: '{flag} {value} is not {expected}.',
} as const;

export interface DockerComposeInput {
  /** One or more `docker run` commands as a shell would read them (continuations, quotes, several lines). */
  text: string;
}

/** A flag that could not be carried into the file, and why. */
interface ComposeNote {
  service: string;
  flag: string;
  reason: string;
}

type Service = Record<string, Json>;

interface ComposeFileObject {
  services: Record<string, Service>;
  /** Each named volume, with the driver, driver_opts and labels a --mount gave it. */
  volumes?: Record<string, Record<string, Json>>;
  networks?: Record<string, Record<string, never>>;
}

export interface DockerComposeResult {
  yaml: string;
  compose: ComposeFileObject;
  notes: ComposeNote[];
}

const fail = (message: string): never => {
  throw new ToolInputError(message, DOCKER_COMPOSE_MESSAGES.title, 'text');
};

type LineMessage = 'quote' | 'substitution' | 'syntax' | 'noImage' | 'missingValue' | 'badValue';

/** "Line 3: …" with the message's {names} filled in. */
const failAt = (line: number, message: LineMessage, fields: Record<string, string> = {}): never =>
  fail(
    `Line ${line}: ${DOCKER_COMPOSE_MESSAGES[message].replace(/\{(\w+)\}/g, (_, name: string) => fields[name] ?? '')}`,
  );

function failProblem(problem: ShellProblem): never {
  if (problem.kind === 'quote') return failAt(problem.line, 'quote', { quote: problem.quote });
  return failAt(problem.line, problem.kind, { text: problem.text });
}

/** The words after `docker run`, or undefined when the command is something else (`docker pull`, `cd`). */
function runArguments(words: string[]): string[] | undefined {
  let rest = words;
  while (rest.length > 0 && (rest[0] === 'sudo' || /^\w+=/.test(rest[0] ?? ''))) {
    rest = rest.slice(1);
  }
  if (rest[0] !== 'docker' && rest[0] !== 'podman') return undefined;
  if (rest[1] === 'run') return rest.slice(2);
  if (rest[1] === 'container' && rest[2] === 'run') return rest.slice(3);
  return undefined;
}

const NAMED_VOLUME = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;
const NETWORK_MODES = /^(bridge|host|none|default|container:.+|service:.+)$/;

const DURATION = /^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/;

class ServiceBuilder {
  readonly service: Service = {};
  readonly notes: { flag: string; reason: string }[] = [];
  readonly namedVolumes: string[] = [];
  /** A named volume's top-level settings: --mount's volume-driver, volume-opt and volume-label. */
  readonly volumeSettings = new Map<string, Record<string, Json>>();
  readonly networks: string[] = [];
  private aliases: string[] = [];
  private addresses: Record<string, Json> = {};

  constructor(private readonly line: number) {}

  private list(key: string, value: Json) {
    const current = this.service[key];
    if (Array.isArray(current)) current.push(value);
    else this.service[key] = [value];
  }

  private map(key: string, name: string, value: Json) {
    const current = this.service[key];
    const object = current && typeof current === 'object' && !Array.isArray(current) ? current : {};
    object[name] = value;
    this.service[key] = object;
  }

  private int(flag: string, value: string): number {
    if (!/^-?\d+$/.test(value)) failAt(this.line, 'badValue', { flag, value, expected: 'a whole number' });
    return Number(value);
  }

  private healthcheck(name: string, value: Json) {
    this.map('healthcheck', name, value);
  }

  private volume(value: string) {
    const source = value.split(':')[0] ?? '';
    if (value.includes(':') && NAMED_VOLUME.test(source)) this.namedVolumes.push(source);
    this.list('volumes', value);
  }

  private mount(raw: string, value: string) {
    const read = readMount(raw);
    if (!read)
      return failAt(this.line, 'badValue', { flag: '--mount', value, expected: 'comma-separated fields' });
    const { type, mount, settings } = read;
    for (const key of read.unknown)
      this.notes.push({ flag: `--mount ${key}`, reason: 'Compose has no key for this mount option' });
    if (typeof mount.target !== 'string')
      failAt(this.line, 'badValue', { flag: '--mount', value, expected: 'a mount with a target' });
    const named = type === 'volume' && typeof mount.source === 'string' ? mount.source : undefined;
    if (named !== undefined) this.namedVolumes.push(named);
    if (Object.keys(settings).length > 0) {
      if (named !== undefined) this.volumeSettings.set(named, settings);
      else
        this.notes.push({
          flag: '--mount volume-driver/volume-opt/volume-label',
          reason: 'Compose keeps them on a named volume; give the mount a source',
        });
    }
    this.list('volumes', { type, ...mount });
  }

  private gpus(flag: string, value: string) {
    const device = gpuDevice(value);
    if (typeof device.expected === 'string')
      return failAt(this.line, 'badValue', { flag, value, expected: device.expected });
    // A device reservation: Compose v1 and v2 read it; the service-level gpus key is newer and only says all.
    const deploy = (this.service.deploy ?? { resources: { reservations: { devices: [] } } }) as {
      resources: { reservations: { devices: Json[] } };
    };
    deploy.resources.reservations.devices.push(device);
    this.service.deploy = deploy;
  }

  private blkio(key: string, value: string, flag: string) {
    const at = value.lastIndexOf(':');
    if (at < 0) failAt(this.line, 'badValue', { flag, value, expected: 'DEVICE:RATE' });
    const path = value.slice(0, at);
    const rate = value.slice(at + 1);
    const config = (this.service.blkio_config ?? {}) as Record<string, Json>;
    const entries = (config[key] ?? []) as Json[];
    entries.push(
      key === 'weight_device'
        ? { path, weight: this.int(flag, rate) }
        : { path, rate: /^\d+$/.test(rate) ? Number(rate) : rate },
    );
    config[key] = entries;
    this.service.blkio_config = config;
  }

  apply(flag: RunFlag, spelled: string, raw: string | undefined) {
    if (flag.dropped) {
      this.notes.push({ flag: raw === undefined ? spelled : `${spelled} ${raw}`, reason: flag.dropped });
      return;
    }
    const target = flag.to;
    if (!target) return;
    const value = raw === undefined ? '' : composeString(raw);
    switch (target.kind) {
      case 'string':
        this.service[target.key] = value;
        return;
      case 'list':
        this.list(target.key, value);
        return;
      case 'map': {
        const [name, v] = keyValue(value);
        this.map(target.key, name, v ?? '');
        return;
      }
      case 'true':
        if (raw === 'false') delete this.service[target.key];
        else this.service[target.key] = true;
        return;
      case 'int':
        this.service[target.key] = this.int(spelled, value);
        return;
      case 'number':
        if (!/^\d+(\.\d+)?$/.test(value))
          failAt(this.line, 'badValue', { flag: spelled, value, expected: 'a number' });
        this.service[target.key] = Number(value);
        return;
      case 'duration':
        this.service[target.key] = `${this.int(spelled, value)}s`;
        return;
    }
    switch (target.key) {
      case 'environment': {
        const [name, v] = keyValue(value);
        this.map('environment', name, v);
        return;
      }
      case 'labels': {
        const [name, v] = keyValue(value);
        this.map('labels', name, v ?? '');
        return;
      }
      case 'volume':
        this.volume(value);
        return;
      case 'mount':
        this.mount(raw ?? '', value);
        return;
      case 'entrypoint':
        this.service.entrypoint = value === '' ? [''] : [value];
        return;
      case 'network':
        if (NETWORK_MODES.test(value)) this.service.network_mode = value;
        else this.networks.push(value);
        return;
      case 'aliases':
        this.aliases.push(value);
        return;
      case 'ipv4_address':
      case 'ipv6_address':
        this.addresses[target.key] = value;
        return;
      case 'link_local_ips':
        this.addresses.link_local_ips = [...((this.addresses.link_local_ips as Json[]) ?? []), value];
        return;
      case 'gpus':
        this.gpus(spelled, value);
        return;
      case 'health-cmd':
        this.healthcheck('test', ['CMD-SHELL', value]);
        return;
      case 'retries':
        this.healthcheck('retries', this.int(spelled, value));
        return;
      case 'interval':
      case 'timeout':
      case 'start_period':
      case 'start_interval':
        if (!DURATION.test(value))
          failAt(this.line, 'badValue', {
            flag: spelled,
            value,
            expected: 'a duration such as 30s or 1m30s',
          });
        this.healthcheck(target.key, value);
        return;
      case 'no-healthcheck':
        this.service.healthcheck = { disable: true };
        return;
      case 'log-driver':
        this.map('logging', 'driver', value);
        return;
      case 'log-opt': {
        const logging = (this.service.logging ?? {}) as Record<string, Json>;
        const [name, v] = keyValue(value);
        logging.options = { ...((logging.options as Record<string, Json>) ?? {}), [name]: v ?? '' };
        this.service.logging = logging;
        return;
      }
      case 'ulimits': {
        const [name, limits] = keyValue(value);
        const [soft = '', hard] = (limits ?? '').split(':');
        const softN = this.int(spelled, soft);
        this.map(
          'ulimits',
          name,
          hard === undefined ? softN : { soft: softN, hard: this.int(spelled, hard) },
        );
        return;
      }
      case 'blkio_weight':
        this.service.blkio_config = {
          ...((this.service.blkio_config as object) ?? {}),
          weight: this.int(spelled, value),
        };
        return;
      case 'blkio_weight_device':
        this.blkio('weight_device', value, spelled);
        return;
      default:
        this.blkio(target.key, value, spelled);
    }
  }

  finish(): Service {
    const extras = Object.keys(this.addresses).length > 0 || this.aliases.length > 0;
    if (this.networks.length > 0) {
      if (extras) {
        const [first = '', ...others] = this.networks;
        const settings: Record<string, Json> = { ...this.addresses };
        if (this.aliases.length > 0) settings.aliases = this.aliases;
        this.service.networks = {
          [first]: settings,
          ...Object.fromEntries(others.map((name) => [name, null])),
        };
      } else this.service.networks = this.networks;
    } else if (extras) {
      this.notes.push({
        flag: '--network-alias/--ip',
        reason: 'needs a user-defined network (--network NAME) to attach to',
      });
    }
    return this.service;
  }
}

function parseRun(args: string[], line: number) {
  const builder = new ServiceBuilder(line);
  let index = 0;
  const take = (spelled: string): string => {
    index++;
    if (index >= args.length) failAt(line, 'missingValue', { flag: spelled });
    return args[index] ?? '';
  };
  for (; index < args.length; index++) {
    const word = args[index] ?? '';
    if (word === '--') {
      index++;
      break;
    }
    if (word.startsWith('--')) {
      const [name, inline] = keyValue(word.slice(2));
      const flag = LONG_FLAGS.get(name);
      if (!flag) {
        builder.notes.push({
          flag: `--${name}`,
          reason: 'not a docker run flag this tool knows; not carried over',
        });
        continue;
      }
      const value = flag.value ? (inline ?? take(`--${name}`)) : (inline ?? undefined);
      builder.apply(flag, `--${name}`, value);
      continue;
    }
    if (word.startsWith('-') && word.length > 1) {
      for (let at = 1; at < word.length; at++) {
        const letter = word.charAt(at);
        const flag = SHORT_FLAGS.get(letter);
        const spelled = `-${letter}`;
        if (!flag) {
          builder.notes.push({
            flag: spelled,
            reason: 'not a docker run flag this tool knows; not carried over',
          });
          continue;
        }
        if (!flag.value) {
          builder.apply(flag, spelled, undefined);
          continue;
        }
        const attached = word.slice(at + 1).replace(/^=/, '');
        builder.apply(flag, spelled, attached !== '' ? attached : take(spelled));
        break;
      }
      continue;
    }
    break;
  }
  // docker refuses an empty image ("invalid reference format") as it refuses none.
  if (index >= args.length || args[index] === '') failAt(line, 'noImage');
  const image = composeString(args[index] ?? '');
  const command = args.slice(index + 1).map(composeString);
  return { builder, image, command };
}

function serviceName(image: string, containerName: Json | undefined, taken: Set<string>): string {
  const base =
    typeof containerName === 'string' && containerName !== ''
      ? containerName
      : (((image.split('@')[0] ?? image).split('/').pop() ?? image).split(':')[0] ?? image);
  const clean =
    base
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, '-')
      .replace(/^[^a-z0-9]+/, '') || 'app';
  let name = clean;
  for (let n = 2; taken.has(name); n++) name = `${clean}-${n}`;
  taken.add(name);
  return name;
}

/**
 * `--link` and `--volumes-from` name containers. A container started by another line of the paste is a service
 * of this file (links: SERVICE:ALIAS, volumes_from: SERVICE); any other stays outside (external_links,
 * volumes_from: container:NAME), as Compose requires.
 */
function linkServices(services: Record<string, Service>) {
  const byContainer = new Map<string, string>();
  for (const [name, service] of Object.entries(services)) {
    byContainer.set(typeof service.container_name === 'string' ? service.container_name : name, name);
  }
  for (const service of Object.values(services)) {
    const links = (service.links ?? []) as string[];
    delete service.links;
    for (const link of links) {
      const [container = '', alias] = link.split(':');
      const target = byContainer.get(container);
      const key = target ? 'links' : 'external_links';
      const value = target ? (alias ? `${target}:${alias}` : target) : link;
      service[key] = [...((service[key] as string[]) ?? []), value];
    }
    const from = service.volumes_from as string[] | undefined;
    if (from) {
      service.volumes_from = from.map((entry) => {
        const [container = '', mode] = entry.split(':');
        const target = byContainer.get(container);
        return target ? (mode ? `${target}:${mode}` : target) : `container:${entry}`;
      });
    }
  }
}

/** Input -> Compose file and notes, pure: the web page, the CLI command and the MCP tool all call this. */
export function runDockerCompose(input: DockerComposeInput): DockerComposeResult {
  if (input.text.trim() === '') fail(DOCKER_COMPOSE_MESSAGES.blank);
  if (input.text.length > DOCKER_COMPOSE_LIMITS.maxChars) fail(DOCKER_COMPOSE_MESSAGES.tooLong);
  const commands = shellCommands(input.text);
  if (!Array.isArray(commands)) return failProblem(commands);
  const runs = commands.flatMap((command) => {
    const args = runArguments(command.words);
    return args ? [{ line: command.line, args }] : [];
  });
  if (runs.length === 0) fail(DOCKER_COMPOSE_MESSAGES.noRun);
  if (runs.length > DOCKER_COMPOSE_LIMITS.maxServices) fail(DOCKER_COMPOSE_MESSAGES.tooMany);

  const compose: ComposeFileObject = { services: {} };
  const notes: ComposeNote[] = [];
  const taken = new Set<string>();
  const volumes = new Map<string, Record<string, Json>>();
  const networks = new Set<string>();
  for (const { line, args } of runs) {
    const { builder, image, command } = parseRun(args, line);
    const fields = builder.finish();
    const name = serviceName(image, fields.container_name, taken);
    const service: Service = { image, ...fields };
    if (command.length > 0) service.command = command;
    compose.services[name] = service;
    for (const note of builder.notes) notes.push({ service: name, ...note });
    for (const volume of builder.namedVolumes) volumes.set(volume, volumes.get(volume) ?? {});
    for (const [volume, settings] of builder.volumeSettings) volumes.set(volume, settings);
    for (const network of builder.networks) networks.add(network);
  }
  linkServices(compose.services);
  if (volumes.size > 0) compose.volumes = Object.fromEntries(volumes);
  if (networks.size > 0) compose.networks = Object.fromEntries([...networks].map((name) => [name, {}]));
  // Read as written by Compose v2 (YAML 1.2) and by v1 and other PyYAML readers (1.1: 80:80 a base-60 number, yes a
  // boolean, << a merge key, a tab unquoted refused).
  const yaml = writeYaml(compose);
  return { yaml, compose, notes };
}

/** The file as text, with the flags left behind as comments: what `toolbox compose` prints. */
export function runDockerComposeText(input: DockerComposeInput): string {
  const { yaml, notes } = runDockerCompose(input);
  if (notes.length === 0) return yaml;
  const lines = notes.map((note) => `#   ${note.service}: ${note.flag} (${note.reason})`);
  return `# Not carried over:\n${lines.join('\n')}\n${yaml}`;
}
