/**
 * `docker run`'s flags (docker CLI 28, `docker run --help`) and where each lands in a Compose service. A flag
 * with `to` is carried over; one with `dropped` is named in the notes with the reason.
 */
type FlagTarget =
  | { kind: 'string'; key: string }
  | { kind: 'list'; key: string }
  | { kind: 'map'; key: string }
  | { kind: 'true'; key: string }
  | { kind: 'int'; key: string }
  | { kind: 'number'; key: string }
  | { kind: 'duration'; key: string }
  | { kind: 'special'; key: string };

export interface RunFlag {
  /** Long name without dashes; the first alias is the short one where docker has one. */
  name: string;
  short?: string;
  value: boolean;
  to?: FlagTarget;
  dropped?: string;
}

const s = (key: string): FlagTarget => ({ kind: 'string', key });
const l = (key: string): FlagTarget => ({ kind: 'list', key });
const m = (key: string): FlagTarget => ({ kind: 'map', key });
const t = (key: string): FlagTarget => ({ kind: 'true', key });
const i = (key: string): FlagTarget => ({ kind: 'int', key });
const sp = (key: string): FlagTarget => ({ kind: 'special', key });

const UP_FLAG = 'a flag of `docker compose up`/`run`, not of the file';

const RUN_FLAGS: readonly RunFlag[] = [
  { name: 'add-host', value: true, to: l('extra_hosts') },
  { name: 'annotation', value: true, to: m('annotations') },
  { name: 'attach', short: 'a', value: true, dropped: UP_FLAG },
  { name: 'blkio-weight', value: true, to: sp('blkio_weight') },
  { name: 'blkio-weight-device', value: true, to: sp('blkio_weight_device') },
  { name: 'cap-add', value: true, to: l('cap_add') },
  { name: 'cap-drop', value: true, to: l('cap_drop') },
  { name: 'cgroup-parent', value: true, to: s('cgroup_parent') },
  { name: 'cgroupns', value: true, to: s('cgroup') },
  { name: 'cidfile', value: true, dropped: 'Compose names and tracks its containers itself' },
  { name: 'cpu-count', value: true, to: i('cpu_count') },
  { name: 'cpu-percent', value: true, to: i('cpu_percent') },
  { name: 'cpu-period', value: true, to: i('cpu_period') },
  { name: 'cpu-quota', value: true, to: i('cpu_quota') },
  { name: 'cpu-rt-period', value: true, to: i('cpu_rt_period') },
  { name: 'cpu-rt-runtime', value: true, to: i('cpu_rt_runtime') },
  { name: 'cpu-shares', short: 'c', value: true, to: i('cpu_shares') },
  { name: 'cpus', value: true, to: { kind: 'number', key: 'cpus' } },
  { name: 'cpuset-cpus', value: true, to: s('cpuset') },
  { name: 'cpuset-mems', value: true, dropped: 'Compose has no key for memory nodes' },
  {
    name: 'detach',
    short: 'd',
    value: false,
    dropped: 'run `docker compose up -d` to start in the background',
  },
  { name: 'detach-keys', value: true, dropped: UP_FLAG },
  { name: 'device', value: true, to: l('devices') },
  { name: 'device-cgroup-rule', value: true, to: l('device_cgroup_rules') },
  { name: 'device-read-bps', value: true, to: sp('device_read_bps') },
  { name: 'device-read-iops', value: true, to: sp('device_read_iops') },
  { name: 'device-write-bps', value: true, to: sp('device_write_bps') },
  { name: 'device-write-iops', value: true, to: sp('device_write_iops') },
  { name: 'disable-content-trust', value: false, dropped: 'Compose has no key for content trust' },
  { name: 'dns', value: true, to: l('dns') },
  { name: 'dns-opt', value: true, to: l('dns_opt') },
  { name: 'dns-option', value: true, to: l('dns_opt') },
  { name: 'dns-search', value: true, to: l('dns_search') },
  { name: 'domainname', value: true, to: s('domainname') },
  { name: 'entrypoint', value: true, to: sp('entrypoint') },
  { name: 'env', short: 'e', value: true, to: sp('environment') },
  { name: 'env-file', value: true, to: l('env_file') },
  { name: 'expose', value: true, to: l('expose') },
  { name: 'gpus', value: true, to: sp('gpus') },
  { name: 'group-add', value: true, to: l('group_add') },
  { name: 'health-cmd', value: true, to: sp('health-cmd') },
  { name: 'health-interval', value: true, to: sp('interval') },
  { name: 'health-retries', value: true, to: sp('retries') },
  { name: 'health-start-interval', value: true, to: sp('start_interval') },
  { name: 'health-start-period', value: true, to: sp('start_period') },
  { name: 'health-timeout', value: true, to: sp('timeout') },
  { name: 'help', value: false, dropped: 'not an option of the container' },
  { name: 'hostname', short: 'h', value: true, to: s('hostname') },
  { name: 'init', value: false, to: t('init') },
  { name: 'interactive', short: 'i', value: false, to: t('stdin_open') },
  { name: 'io-maxbandwidth', value: true, dropped: 'Windows only; Compose has no key for it' },
  { name: 'io-maxiops', value: true, dropped: 'Windows only; Compose has no key for it' },
  { name: 'ip', value: true, to: sp('ipv4_address') },
  { name: 'ip6', value: true, to: sp('ipv6_address') },
  { name: 'ipc', value: true, to: s('ipc') },
  { name: 'isolation', value: true, to: s('isolation') },
  { name: 'kernel-memory', value: true, dropped: 'removed from Docker; Compose has no key for it' },
  { name: 'label', short: 'l', value: true, to: sp('labels') },
  { name: 'label-file', value: true, to: l('label_file') },
  { name: 'link', value: true, to: l('links') },
  { name: 'link-local-ip', value: true, to: sp('link_local_ips') },
  { name: 'log-driver', value: true, to: sp('log-driver') },
  { name: 'log-opt', value: true, to: sp('log-opt') },
  { name: 'mac-address', value: true, to: s('mac_address') },
  { name: 'memory', short: 'm', value: true, to: s('mem_limit') },
  { name: 'memory-reservation', value: true, to: s('mem_reservation') },
  { name: 'memory-swap', value: true, to: s('memswap_limit') },
  { name: 'memory-swappiness', value: true, to: i('mem_swappiness') },
  { name: 'mount', value: true, to: sp('mount') },
  { name: 'name', value: true, to: s('container_name') },
  { name: 'net', value: true, to: sp('network') },
  { name: 'net-alias', value: true, to: sp('aliases') },
  { name: 'network', value: true, to: sp('network') },
  { name: 'network-alias', value: true, to: sp('aliases') },
  { name: 'no-healthcheck', value: false, to: sp('no-healthcheck') },
  { name: 'oom-kill-disable', value: false, to: t('oom_kill_disable') },
  { name: 'oom-score-adj', value: true, to: i('oom_score_adj') },
  { name: 'pid', value: true, to: s('pid') },
  { name: 'pids-limit', value: true, to: i('pids_limit') },
  { name: 'platform', value: true, to: s('platform') },
  { name: 'privileged', value: false, to: t('privileged') },
  { name: 'publish', short: 'p', value: true, to: l('ports') },
  {
    name: 'publish-all',
    short: 'P',
    value: false,
    dropped: 'Compose cannot publish every exposed port at random; list them under ports',
  },
  { name: 'pull', value: true, to: s('pull_policy') },
  { name: 'quiet', short: 'q', value: false, dropped: UP_FLAG },
  { name: 'read-only', value: false, to: t('read_only') },
  { name: 'restart', value: true, to: s('restart') },
  { name: 'rm', value: false, dropped: 'Compose keeps its containers until `docker compose down`' },
  { name: 'runtime', value: true, to: s('runtime') },
  { name: 'security-opt', value: true, to: l('security_opt') },
  { name: 'shm-size', value: true, to: s('shm_size') },
  { name: 'sig-proxy', value: false, dropped: UP_FLAG },
  { name: 'stop-signal', value: true, to: s('stop_signal') },
  { name: 'stop-timeout', value: true, to: { kind: 'duration', key: 'stop_grace_period' } },
  { name: 'storage-opt', value: true, to: m('storage_opt') },
  { name: 'sysctl', value: true, to: m('sysctls') },
  { name: 'tmpfs', value: true, to: l('tmpfs') },
  { name: 'tty', short: 't', value: false, to: t('tty') },
  { name: 'ulimit', value: true, to: sp('ulimits') },
  { name: 'use-api-socket', value: false, to: t('use_api_socket') },
  { name: 'user', short: 'u', value: true, to: s('user') },
  { name: 'userns', value: true, to: s('userns_mode') },
  { name: 'uts', value: true, to: s('uts') },
  { name: 'volume', short: 'v', value: true, to: sp('volume') },
  {
    name: 'volume-driver',
    value: true,
    dropped: 'Compose sets a driver per named volume, under the top-level volumes',
  },
  { name: 'volumes-from', value: true, to: l('volumes_from') },
  { name: 'workdir', short: 'w', value: true, to: s('working_dir') },
];

export const LONG_FLAGS: ReadonlyMap<string, RunFlag> = new Map(RUN_FLAGS.map((flag) => [flag.name, flag]));
export const SHORT_FLAGS: ReadonlyMap<string, RunFlag> = new Map(
  RUN_FLAGS.flatMap((flag) => (flag.short ? [[flag.short, flag] as const] : [])),
);
