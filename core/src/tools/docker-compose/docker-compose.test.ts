import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../errors';
import { DOCKER_COMPOSE_MESSAGES, runDockerCompose, runDockerComposeText } from './docker-compose';

const service = (text: string) => Object.values(runDockerCompose({ text }).compose.services)[0];

describe('runDockerCompose', () => {
  it('reads continued lines, quotes and flags in every spelling', () => {
    const text = [
      'docker run -d \\',
      '  --name=web \\',
      '  -p 8080:80 -p127.0.0.1:443:443 \\',
      `  -e "GREETING=hello world" -e 'PRICE=$5' -e HOME_DIR=$HOME -e TOKEN \\`,
      '  -v ~/site:/usr/share/nginx/html:ro -v data:/data \\',
      '  --restart unless-stopped -it \\',
      '  nginx:1.27 nginx -g "daemon off;"',
    ].join('\n');
    const { compose, notes } = runDockerCompose({ text });
    expect(compose).toEqual({
      services: {
        web: {
          image: 'nginx:1.27',
          container_name: 'web',
          ports: ['8080:80', '127.0.0.1:443:443'],
          // biome-ignore lint/suspicious/noTemplateCurlyInString: Compose's interpolation, meant literally
          environment: { GREETING: 'hello world', PRICE: '$$5', HOME_DIR: '${HOME}', TOKEN: null },
          // biome-ignore lint/suspicious/noTemplateCurlyInString: Compose's interpolation, meant literally
          volumes: ['${HOME}/site:/usr/share/nginx/html:ro', 'data:/data'],
          restart: 'unless-stopped',
          stdin_open: true,
          tty: true,
          command: ['nginx', '-g', 'daemon off;'],
        },
      },
      volumes: { data: {} },
    });
    expect(notes).toEqual([
      { service: 'web', flag: '-d', reason: expect.stringContaining('docker compose up -d') },
    ]);
  });

  it('carries resources, health, logging, security and network flags to their keys', () => {
    expect(
      service(
        'docker run --memory 512m --cpus 1.5 --pids-limit=100 --ulimit nofile=1024:2048 --ulimit nproc=64 ' +
          '--health-cmd "curl -f http://localhost/ || exit 1" --health-interval 30s --health-retries 3 ' +
          '--log-driver json-file --log-opt max-size=10m --cap-add NET_ADMIN --cap-drop ALL --device /dev/fuse ' +
          '--security-opt no-new-privileges:true --sysctl net.core.somaxconn=1024 --tmpfs /run --read-only ' +
          '--init --privileged --user 1000:1000 -w /app --entrypoint /bin/sh --add-host db:10.0.0.2 --dns 1.1.1.1 ' +
          '--network host --stop-timeout 20 --label app=demo --shm-size 1g alpine -c "echo ok"',
      ),
    ).toEqual({
      image: 'alpine',
      mem_limit: '512m',
      cpus: 1.5,
      pids_limit: 100,
      ulimits: { nofile: { soft: 1024, hard: 2048 }, nproc: 64 },
      healthcheck: {
        test: ['CMD-SHELL', 'curl -f http://localhost/ || exit 1'],
        interval: '30s',
        retries: 3,
      },
      logging: { driver: 'json-file', options: { 'max-size': '10m' } },
      cap_add: ['NET_ADMIN'],
      cap_drop: ['ALL'],
      devices: ['/dev/fuse'],
      security_opt: ['no-new-privileges:true'],
      sysctls: { 'net.core.somaxconn': '1024' },
      tmpfs: ['/run'],
      read_only: true,
      init: true,
      privileged: true,
      user: '1000:1000',
      working_dir: '/app',
      entrypoint: ['/bin/sh'],
      extra_hosts: ['db:10.0.0.2'],
      dns: ['1.1.1.1'],
      network_mode: 'host',
      stop_grace_period: '20s',
      labels: { app: 'demo' },
      shm_size: '1g',
      command: ['-c', 'echo ok'],
    });
  });

  it('reserves GPUs as docker run --gpus asks, under deploy.resources (Compose v1 and v2 read it)', () => {
    const devices = (value: string) => {
      const deploy = service(`docker run --gpus ${value} nvidia/cuda`)?.deploy as
        | { resources: { reservations: { devices: unknown } } }
        | undefined;
      return deploy?.resources.reservations.devices;
    };
    expect(devices('all')).toEqual([{ capabilities: ['gpu'], count: 'all' }]);
    expect(devices('2')).toEqual([{ capabilities: ['gpu'], count: 2 }]);
    // docker's own default is one GPU; Compose's is all of them.
    expect(devices('driver=nvidia')).toEqual([{ capabilities: ['gpu'], count: 1, driver: 'nvidia' }]);
    expect(devices(`'"device=0,2"'`)).toEqual([{ capabilities: ['gpu'], device_ids: ['0', '2'] }]);
    expect(devices(`'all,"capabilities=compute,utility"'`)).toEqual([
      { capabilities: ['compute', 'utility', 'gpu'], count: 'all' },
    ]);
    expect(devices(`'count=1,"options=a=b,c=d"'`)).toEqual([
      { capabilities: ['gpu'], count: 1, options: { a: 'b', c: 'd' } },
    ]);
    expect(runDockerCompose({ text: 'docker run --gpus all nvidia/cuda' }).notes).toEqual([]);
  });

  it.each([
    [
      'docker run --gpus many nvidia/cuda',
      'Line 1: --gpus many is not all, a count, or driver=, count=, device=, capabilities=, options= fields.',
    ],
    [
      'docker run --gpus color=red nvidia/cuda',
      'Line 1: --gpus color=red is not all, a count, or driver=, count=, device=, capabilities=, options= fields.',
    ],
    [
      'docker run --gpus count=1,device=0 nvidia/cuda',
      'Line 1: --gpus count=1,device=0 is not a count or devices, not both.',
    ],
  ])('refuses the --gpus docker refuses: %j', (text, message) => {
    expect(() => runDockerCompose({ text })).toThrow(
      new ToolInputError(message, DOCKER_COMPOSE_MESSAGES.title, 'text'),
    );
  });

  it('turns several docker run lines into services of one file, links between them kept inside it', () => {
    const { compose } = runDockerCompose({
      text: [
        '$ docker network create app',
        '$ docker run -d --name db --network app -e POSTGRES_PASSWORD=secret postgres:16',
        '$ docker run -d --name api --network app --network-alias backend --link db:database --link cache \\',
        '    --volumes-from db --mount type=volume,src=uploads,dst=/uploads ghcr.io/acme/api:2.1',
        'docker run --rm postgres:16 psql --version',
      ].join('\n'),
    });
    expect(Object.keys(compose.services)).toEqual(['db', 'api', 'postgres']);
    expect(compose.services.api).toMatchObject({
      networks: { app: { aliases: ['backend'] } },
      links: ['db:database'],
      external_links: ['cache'],
      volumes_from: ['db'],
      volumes: [{ type: 'volume', source: 'uploads', target: '/uploads' }],
    });
    expect(compose.networks).toEqual({ app: {} });
    expect(compose.volumes).toEqual({ uploads: {} });
  });

  it('names what it leaves behind, in the text as comments', () => {
    const text = runDockerComposeText({ text: 'docker run --rm -P --cidfile /tmp/id --frobnicate busybox' });
    expect(text).toMatch(/^# Not carried over:\n# {3}busybox: --rm \(/);
    expect(text).toContain('busybox: -P (');
    expect(text).toContain('busybox: --cidfile /tmp/id (');
    expect(text).toContain('busybox: --frobnicate (not a docker run flag');
    expect(text).toContain('services:\n  busybox:\n    image: busybox\n');
  });

  it('reads --sig-proxy as docker does, a switch that takes no word after it (Nextcloud AIO writes =false)', () => {
    const { compose, notes } = runDockerCompose({
      text: 'docker run --sig-proxy --name aio nextcloud/all-in-one',
    });
    expect(compose.services).toEqual({ aio: { image: 'nextcloud/all-in-one', container_name: 'aio' } });
    expect(notes).toEqual([
      { service: 'aio', flag: '--sig-proxy', reason: expect.stringContaining('compose up') },
    ]);
    expect(runDockerCompose({ text: 'docker run --sig-proxy=false nginx' }).notes[0]?.flag).toBe(
      '--sig-proxy false',
    );
  });

  it("carries a --mount's volume driver and options to the named volume, quoted fields whole (Docker's NFS example)", () => {
    const { compose, notes } = runDockerCompose({
      text: [
        'docker run -d --name devtest \\',
        `  --mount 'source=nfsvolume,target=/app,volume-driver=local,volume-opt=type=nfs,volume-opt=device=:/var/docker-nfs,"volume-opt=o=addr=10.0.0.10,rw,nfsvers=4,async"' \\`,
        '  nginx:latest',
      ].join('\n'),
    });
    expect(compose.services.devtest?.volumes).toEqual([
      { type: 'volume', source: 'nfsvolume', target: '/app' },
    ]);
    expect(compose.volumes).toEqual({
      nfsvolume: {
        driver: 'local',
        driver_opts: { type: 'nfs', device: ':/var/docker-nfs', o: 'addr=10.0.0.10,rw,nfsvers=4,async' },
      },
    });
    expect(notes.map((note) => note.flag)).toEqual(['-d']);
  });

  it("reads a line continued with CRLF endings, PowerShell's ` or cmd's ^ as the same command", () => {
    const expected = runDockerCompose({ text: 'docker run -d \\\n  -p 80:80 \\\n  nginx\n' }).compose;
    expect(expected.services).toEqual({ nginx: { image: 'nginx', ports: ['80:80'] } });
    for (const text of [
      'docker run -d \\\r\n  -p 80:80 \\\r\n  nginx\r\n',
      'docker run -d `\r\n  -p 80:80 `\r\n  nginx\r\n',
      'docker run -d ^\n  -p 80:80 ^\n  nginx\n',
    ])
      expect(runDockerCompose({ text }).compose, JSON.stringify(text)).toEqual(expected);
  });

  it('quotes what a YAML 1.1 reader would take for a number or a boolean', () => {
    expect(runDockerCompose({ text: 'docker run -p 22:22 -e DEBUG=yes sshd' }).yaml).toBe(
      'services:\n  sshd:\n    image: sshd\n    ports:\n      - "22:22"\n    environment:\n      DEBUG: "yes"\n',
    );
  });

  it.each([
    ['', DOCKER_COMPOSE_MESSAGES.blank],
    ['docker pull nginx', DOCKER_COMPOSE_MESSAGES.noRun],
    ['docker run -d -p 80:80', 'Line 1: docker run without an image name.'],
    ['docker run -d ""', 'Line 1: docker run without an image name.'],
    ["docker run -e 'A=b nginx", "Line 1: the ' quote opened here is never closed."],
    ['docker run --name', 'Line 1: --name needs a value.'],
    ['\ndocker run --cpus lots nginx', 'Line 2: --cpus lots is not a number.'],
    [
      'docker run -u $(id -u) nginx',
      'Line 1: command substitution ($(id -u) nginx) runs at the shell; Compose cannot carry it over.',
    ],
    ['docker run nginx > out.txt', 'Line 1: the shell operator > has no place in a docker run line.'],
  ])('refuses %j with a message', (text, message) => {
    expect(() => runDockerCompose({ text })).toThrow(
      new ToolInputError(message, DOCKER_COMPOSE_MESSAGES.title, 'text'),
    );
  });
});
