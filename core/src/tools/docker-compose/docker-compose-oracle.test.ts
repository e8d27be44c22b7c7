import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../errors';
import { runDockerCompose } from './docker-compose';
import { shellCommands } from './shell-words';

// Oracles nobody here wrote: the Compose Specification's JSON Schema, Debian's docker-compose (`config` parses and
// checks a file as `up` would) and dash, which splits each line into the words docker would receive.
const corpus = (file: string) => readFileSync(new URL(`corpus/${file}`, import.meta.url), 'utf8');
const blocks = (file: string) => corpus(file).trim().split('\n\n');
const FILES = ['docker-library-docs.txt', 'linuxserver-jellyfin.txt', 'uptime-kuma.txt'];
const schema = JSON.parse(corpus('compose-spec.json'));
const validate = new Ajv({ strict: false, allErrors: true, validateSchema: false }).compile(schema);
const ENV = { HOME: '/home/user', UID: '1000', GID: '1000', PATH: '/usr/bin:/bin' };
const CWD = tmpdir();

/**
 * Each text as Debian's python3-yaml reads it (docker-compose depends on it). A value it reads as other than JSON (a
 * date, a set) comes back tagged with its type, so a string read as anything else fails a comparison.
 */
function readWithPyYaml(texts: string[]): unknown[] {
  const script = [
    'import json, sys, yaml',
    'tagged = lambda value: {"python": type(value).__name__, "value": str(value)}',
    'print(json.dumps([yaml.safe_load(text) for text in json.load(sys.stdin)], default=tagged))',
  ].join('\n');
  const read = execFileSync('/usr/bin/python3', ['-c', script], {
    input: JSON.stringify(texts),
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  return JSON.parse(read);
}

/** What a block converts to, or the message it was refused with (always one of the tool's own). */
function convert(block: string) {
  try {
    return runDockerCompose({ text: block });
  } catch (error) {
    expect(error).toBeInstanceOf(ToolInputError);
    expect((error as Error).message).toMatch(/^Line \d+: /);
    return undefined;
  }
}

describe('docker run -> compose on real docker run lines', () => {
  const all = FILES.flatMap(blocks);
  const converted = all.flatMap((block) => {
    const result = convert(block);
    return result ? [{ block, result }] : [];
  });

  it('converts nearly all of them, and the schema accepts every file', () => {
    expect(all.length).toBeGreaterThan(480);
    // The few refused are truncated in the docs (no image) or run $(id -u) at the shell.
    expect(converted.length).toBeGreaterThan(all.length - 12);
    const invalid = converted.filter(({ result }) => !validate(result.compose));
    expect(invalid.map(({ block }) => block)).toEqual([]);
  });

  it("writes YAML that PyYAML, Compose v1's YAML 1.1 reader, reads back as the same object", () => {
    const results = converted.map(({ result }) => result);
    expect(readWithPyYaml(results.map(({ yaml }) => yaml))).toEqual(results.map(({ compose }) => compose));
  });

  it('quotes every value a YAML 1.1 reader would take for other than a string, or refuse', () => {
    const values = [
      'yes',
      'No',
      'on',
      'OFF',
      'y',
      '~',
      'null',
      '2001-12-14',
      '0755',
      '0x1F',
      '1_000',
      '1:20',
      '.5',
      '.inf',
      '.',
      '-',
      '<<',
      '=',
      '1e3',
      '+12',
      '1_',
      '0b101',
      '12:30:45',
      '1,000',
      '0o17',
      '+.5',
      'TRUE',
      'NULL',
      // Characters a YAML 1.1 reader refuses plain (a tab) or reads as a line break (NEL, LS), a byte order mark, DEL.
      'a\tb',
      'a\u0085b',
      'a\u2028b',
      '\ufeffx',
      'a\u007fb',
      '   ',
    ];
    const text = `docker run ${values.map((value, index) => `-e 'V${index}=${value}' -l 'l${index}=${value}'`).join(' ')} -p 22:22 sshd`;
    const { yaml, compose } = runDockerCompose({ text });
    expect(readWithPyYaml([yaml])).toEqual([compose]);
  });

  it('Debian docker-compose reads each corpus file as one project, every service kept', () => {
    expect(
      spawnSync('docker-compose', ['version']).status,
      'docker-compose (Debian package docker-compose)',
    ).toBe(0);
    const dir = mkdtempSync(join(tmpdir(), 'toolbox-compose-'));
    for (const file of FILES) {
      const text = blocks(file)
        .filter((block) => converted.some((c) => c.block === block))
        .join('\n');
      const { yaml, compose } = runDockerCompose({ text });
      const path = join(dir, `${file}.yml`);
      writeFileSync(path, yaml);
      const services = execFileSync('docker-compose', ['-f', path, 'config', '--services'], {
        encoding: 'utf8',
        env: ENV,
        cwd: dir,
      });
      expect(services.trim().split('\n').sort()).toEqual(Object.keys(compose.services).sort());
    }
  }, 120_000);

  it("Debian docker-compose and the schema read every --gpus form, and Docker's NFS --mount as a volume", () => {
    const text = [
      'docker run --gpus all nvidia/cuda',
      'docker run --gpus 2 nvidia/cuda',
      `docker run --gpus '"device=0,2"' nvidia/cuda`,
      `docker run --gpus 'driver=nvidia,"capabilities=compute,utility","options=a=b"' nvidia/cuda`,
      // docs.docker.com/engine/storage/volumes, "Create a service which creates an NFS volume", as docker run.
      `docker run --mount 'source=nfsvolume,target=/app,volume-driver=local,volume-opt=type=nfs,volume-opt=device=:/var/docker-nfs,"volume-opt=o=addr=10.0.0.10,rw,nfsvers=4,async"' nginx:latest`,
    ].join('\n');
    const { yaml, compose } = runDockerCompose({ text });
    expect(validate(compose), JSON.stringify(validate.errors)).toBe(true);
    const path = join(mkdtempSync(join(tmpdir(), 'toolbox-compose-')), 'gpus.yml');
    writeFileSync(path, yaml);
    const config = spawnSync('docker-compose', ['-f', path, 'config'], { encoding: 'utf8', env: ENV });
    expect(config.stderr).toBe('');
    expect(config.stdout.match(/capabilities:/g)).toHaveLength(4);
    expect(config.stdout).toContain('o: addr=10.0.0.10,rw,nfsvers=4,async');
  });

  it('splits each line into the words sh hands to docker', () => {
    // One simple command each (a pipeline's other end is not docker's), no ${VAR:-default} forms.
    const plain = converted
      .map(({ block }) => block)
      .filter((block) => !/\$\{?\w+:?[-+?=]/.test(block) && (shellCommands(block) as unknown[]).length === 1);
    const script = plain.map((block) => `${block}\nprintf '\\036'`).join('\n');
    const out = execFileSync('sh', ['-c', `docker() { printf '%s\\037' "$@"; }\n${script}`], {
      encoding: 'utf8',
      env: ENV,
      cwd: CWD,
    });
    const expected = out.split('\x1e').slice(0, -1);
    const value = (name: string) => (name === 'PWD' ? CWD : (ENV[name as keyof typeof ENV] ?? ''));
    // shell-words marks a variable as U+0000 NAME U+0001; sh has already put its value there.
    const expand = (word: string) =>
      word
        .split('\u0000')
        .map((piece, index) => {
          if (index === 0) return piece;
          const [name, rest] = piece.split('\u0001');
          return value(name ?? '') + (rest ?? '');
        })
        .join('');
    plain.forEach((block, index) => {
      const commands = shellCommands(block);
      if (!Array.isArray(commands)) throw new Error(block);
      const words = commands.flatMap((command) =>
        command.words
          .slice(1)
          .map(expand)
          .map((w) => `${w}\x1f`),
      );
      expect(words.join(''), block).toBe(expected[index]);
    });
  });
});
