import Bowser from 'bowser';
import { isbotMatch } from 'isbot';
import { ToolInputError } from '../../errors';

export const USER_AGENT_LIMITS = {
  /** Longer than any browser's header; the parsers' regexes stay fast on a bounded line. */
  lineLength: 2048,
  lines: 250_000,
  /** The page parses as you type: a whole log belongs to `toolbox ua --summary`. */
  pageLines: 5_000,
} as const;

export const USER_AGENT_MESSAGES = {
  title: 'Invalid user agent',
  blank: 'Please paste a user-agent string (one a line for several).',
  tooManyLines: `At most ${USER_AGENT_LIMITS.lines} user agents at a time: split the log.`,
  tooManyForPage: `At most ${USER_AGENT_LIMITS.pageLines} user agents on the page: read a whole log with toolbox ua --summary.`,
  tooLong: `is longer than ${USER_AGENT_LIMITS.lineLength} characters, so it is not a user-agent header.`,
  control: 'has a control character, which a user-agent header never has.',
} as const;

export interface UserAgentInput {
  /** One user-agent string a line (an access log's user-agent column); surrounding double quotes are dropped. */
  text: string;
  /** The page's smaller line limit (USER_AGENT_LIMITS.pageLines). */
  page?: boolean;
}

export interface UserAgentDetails {
  /** 1-based line of the input. */
  line: number;
  userAgent: string;
  browser: { name: string; version: string };
  engine: { name: string; version: string };
  os: { name: string; version: string; versionName: string };
  /** desktop, mobile, tablet, tv, bot; empty when the string does not say. */
  device: { type: string; vendor: string; model: string };
  /** A crawler, script, library or monitor rather than a person's browser. */
  bot: boolean;
  /** The part of the string that marked it as a bot. */
  botMatch: string;
}

interface UserAgentCount {
  name: string;
  count: number;
}

export interface UserAgentReport {
  agents: UserAgentDetails[];
  /** Lines that were not read, with why. */
  skipped: { line: number; reason: string }[];
  summary: {
    parsed: number;
    unique: number;
    bots: number;
    browsers: UserAgentCount[];
    os: UserAgentCount[];
    devices: UserAgentCount[];
  };
}

/** C0 controls but tab, and DEL: an HTTP field value never has them. */
function hasControl(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if ((code < 0x20 && code !== 0x09) || code === 0x7f) return true;
  }
  return false;
}

function fail(message: string): never {
  throw new ToolInputError(message, USER_AGENT_MESSAGES.title, 'text');
}

function unquote(line: string): string {
  const trimmed = line.trim();
  return trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')
    ? trimmed.slice(1, -1).trim()
    : trimmed;
}

function problem(userAgent: string): string | undefined {
  if (userAgent.length > USER_AGENT_LIMITS.lineLength) return USER_AGENT_MESSAGES.tooLong;
  if (hasControl(userAgent)) return USER_AGENT_MESSAGES.control;
  return undefined;
}

type Parsed = Omit<UserAgentDetails, 'line' | 'userAgent'>;

/** One string, read by bowser (browser, engine, OS, device) and isbot (bots). */
function parseUserAgent(userAgent: string): Parsed {
  const result = Bowser.parse(userAgent);
  const match = isbotMatch(userAgent);
  const device = result.platform;
  return {
    browser: { name: result.browser.name ?? '', version: result.browser.version ?? '' },
    engine: { name: result.engine.name ?? '', version: result.engine.version ?? '' },
    os: {
      name: result.os.name ?? '',
      version: result.os.version ?? '',
      versionName: result.os.versionName ?? '',
    },
    device: { type: device.type ?? '', vendor: device.vendor ?? '', model: device.model ?? '' },
    // isbot's verdict alone: bowser also calls a few strings isbot lists as people's (Yahoo! Slurp) a bot platform.
    // isbot(userAgent) is the same test as its match; a second run of its one large expression made V8 compile it to
    // machine code (~7M instructions of `toolbox ua`).
    bot: match !== null,
    botMatch: match ?? '',
  };
}

function tally(counts: Map<string, number>): UserAgentCount[] {
  return [...counts]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : 1));
}

function bump(counts: Map<string, number>, name: string) {
  counts.set(name, (counts.get(name) ?? 0) + 1);
}

/** Input -> report, pure: the page, the CLI and the MCP tool all call this. A log's repeated strings are parsed once. */
export function runUserAgent(input: UserAgentInput): UserAgentReport {
  const lines = input.text.split('\n');
  const maxLines = input.page ? USER_AGENT_LIMITS.pageLines : USER_AGENT_LIMITS.lines;
  if (lines.length > maxLines + (lines.at(-1) === '' ? 1 : 0)) {
    fail(input.page ? USER_AGENT_MESSAGES.tooManyForPage : USER_AGENT_MESSAGES.tooManyLines);
  }
  const cache = new Map<string, Parsed>();
  const agents: UserAgentDetails[] = [];
  const skipped: UserAgentReport['skipped'] = [];
  const browsers = new Map<string, number>();
  const os = new Map<string, number>();
  const devices = new Map<string, number>();
  let bots = 0;
  lines.forEach((raw, index) => {
    const userAgent = unquote(raw.endsWith('\r') ? raw.slice(0, -1) : raw);
    if (userAgent === '' || userAgent === '-') return;
    const line = index + 1;
    const why = problem(userAgent);
    if (why) {
      skipped.push({ line, reason: `Line ${line} ${why}` });
      return;
    }
    let parsed = cache.get(userAgent);
    if (!parsed) {
      parsed = parseUserAgent(userAgent);
      cache.set(userAgent, parsed);
    }
    agents.push({ line, userAgent, ...parsed });
    if (parsed.bot) bots++;
    bump(browsers, parsed.browser.name || 'unknown');
    bump(os, parsed.os.name || 'unknown');
    bump(devices, parsed.bot ? 'bot' : parsed.device.type || 'unknown');
  });
  if (agents.length === 0) fail(skipped[0]?.reason ?? USER_AGENT_MESSAGES.blank);
  return {
    agents,
    skipped,
    summary: {
      parsed: agents.length,
      unique: cache.size,
      bots,
      browsers: tally(browsers),
      os: tally(os),
      devices: tally(devices),
    },
  };
}

const join = (...parts: string[]) => parts.filter((part) => part !== '').join(' ');

/** One agent as lines of text, as `toolbox ua` prints it. */
export function runUserAgentText(agent: UserAgentDetails): string {
  const os = join(agent.os.name, agent.os.version, agent.os.versionName ? `(${agent.os.versionName})` : '');
  const device = join(agent.device.type, agent.device.vendor, agent.device.model);
  return [
    agent.userAgent,
    `  browser: ${join(agent.browser.name, agent.browser.version) || 'unknown'}`,
    `  engine:  ${join(agent.engine.name, agent.engine.version) || 'unknown'}`,
    `  os:      ${os || 'unknown'}`,
    `  device:  ${device || 'unknown'}`,
    `  bot:     ${agent.bot ? `yes${agent.botMatch ? ` (matched "${agent.botMatch}")` : ''}` : 'no'}`,
  ].join('\n');
}

/** The counts of a report, for a log. */
export function runUserAgentSummaryText(report: UserAgentReport): string {
  const { summary } = report;
  const list = (counts: UserAgentCount[]) => counts.map((entry) => `${entry.name} ${entry.count}`).join(', ');
  return [
    `${summary.parsed} user agents (${summary.unique} different), ${summary.bots} bots, ${report.skipped.length} lines skipped`,
    `browsers: ${list(summary.browsers)}`,
    `os: ${list(summary.os)}`,
    `devices: ${list(summary.devices)}`,
  ].join('\n');
}
