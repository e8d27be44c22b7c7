import { expect } from '@playwright/test';
import type { ToolId } from '@toolbox/core/registry';
import type { WalkEntry } from './entry';
import { tab } from './tabs';

/**
 * The second part of the walk's table (table.ts joins the two): issue 79's everyday tools, ULID to keys, and every
 * tool after them (`pnpm new-tool` adds its entry here).
 */
export const everydayWalk = {
  ulid: {
    heading: 'ULID Generator & Decoder',
    steps: [{ type: '01ARZ3NDEKTSV4RRFFQ69G5FAV', into: 'ULID or UUID to decode' }],
    see: (page) => expect(page.getByLabel('Decoded ULID')).toContainText('2016-07-30T23:54:10.259Z'),
    axe: { atOpen: true },
  },
  'number-base': {
    heading: 'Number base',
    steps: [{ type: '0xff', into: 'Number', exact: true }],
    see: (page) => expect(page.getByLabel('Bases', { exact: true })).toContainText('11111111'),
    axe: { atOpen: true },
  },
  chmod: {
    heading: 'chmod calculator',
    steps: [{ type: '4755', into: 'Mode', exact: true }],
    see: (page) => expect(page.getByText('-rwsr-xr-x')).toBeVisible(),
    axe: { atOpen: true },
  },
  'text-case': {
    heading: 'Case and count',
    steps: [{ type: 'user_id', into: 'Names or text', exact: true }],
    see: (page) => expect(page.getByLabel('Cases', { exact: true })).toContainText('userId'),
    axe: { atOpen: true },
  },
  totp: {
    heading: 'TOTP & HOTP',
    steps: [{ type: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', into: 'Secret (base32)' }],
    see: (page) => expect(page.getByLabel('Current code')).toHaveText(/^\d{6}$/),
    axe: { atOpen: true },
  },
  'basic-auth': {
    heading: 'Basic Auth & Data URI',
    steps: [{ type: 'Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==', into: 'Header to decode' }],
    see: (page) => expect(page.getByLabel('Decoded credentials')).toContainText('open sesame'),
    axe: { atOpen: true },
  },
  escape: {
    heading: 'Escape & Unescape',
    steps: [{ type: "it's walked", into: 'Text to escape' }],
    see: (page) => expect(page.getByLabel('Result', { exact: true })).toContainText('"it\'s walked"'),
    axe: { atOpen: true },
  },
  xml: {
    heading: 'XML Formatter & XPath',
    steps: [{ type: '<walk><step>one</step></walk>', into: 'XML document' }, { press: /^Format$/ }],
    see: (page) => expect(page.getByText('<step>one</step>').last()).toBeVisible(),
    axe: { atOpen: true },
  },
  lines: {
    heading: 'Lines & Lorem Ipsum',
    steps: [{ type: 'walk10\nwalk9\nwalk9', into: 'Items, one a line' }],
    see: (page) => expect(page.getByRole('region', { name: 'Result' })).toHaveText('walk9\nwalk10'),
    axe: { atOpen: true },
  },
  hash: {
    heading: 'Hashes & Checksums',
    steps: [{ type: 'abc', into: 'Text to hash' }],
    see: (page) =>
      expect(page.getByLabel('Digests')).toContainText(
        'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
      ),
    axe: { atOpen: true },
  },
  bcrypt: {
    heading: 'Bcrypt',
    steps: [{ type: '$2a$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW', into: 'Bcrypt hash' }],
    see: (page) => expect(page.getByLabel('Hash details')).toContainText('CCCCCCCCCCCCCCCCCCCCC.'),
    axe: { atOpen: true },
  },
  cidr: {
    heading: 'IP Subnet Calculator',
    steps: [{ type: '198.51.100.0/23', into: 'Network', exact: true }],
    see: (page) => expect(page.getByLabel('Subnet details').getByText('255.255.254.0')).toBeVisible(),
    axe: { atOpen: true, states: { 'summarize tab': tab('Summarize a list') } },
    long: [
      { tab: 'Subnet' },
      { type: '2001:db8:1234:5678:9abc:def0:1234:5678/64', into: 'Network', exact: true },
      { type: '70', into: 'Split into prefix', exact: true },
    ],
  },
  'http-reference': {
    heading: 'HTTP Status Codes & MIME Types',
    steps: [{ type: '429', into: 'Status code or words', exact: true }],
    see: (page) =>
      expect(page.getByRole('table', { name: 'Status codes found' })).toContainText('Too Many Requests'),
    axe: { atOpen: true, states: { 'MIME types tab': tab('MIME types') } },
    long: [
      { tab: 'MIME types' },
      { type: 'openxmlformats officedocument', into: 'File name, extension or media type', exact: true },
    ],
  },
  'docker-compose': {
    heading: 'Docker Run to Compose',
    steps: [{ type: 'docker run --name cache -p 6379:6379 redis:7', into: 'docker run lines', exact: true }],
    see: (page) => expect(page.getByText(/container_name: cache/)).toBeVisible(),
    axe: { atOpen: true },
  },
  'user-agent': {
    heading: 'User-Agent Parser',
    steps: [{ type: 'curl/8.5.0', into: 'User-agent strings', exact: true }],
    see: (page) => expect(page.getByLabel('User agent on line 1')).toContainText('matched "curl/8.5.0"'),
    axe: { atOpen: true },
  },
  'json-query': {
    heading: 'JSONPath & jq',
    steps: [{ type: '{"a":["walk"]}', into: 'JSON document' }],
    see: (page) => expect(page.getByText('$\t{"a":["walk"]}')).toBeVisible(),
    axe: { atOpen: true },
  },
  keys: {
    heading: 'PEM & JWK Key Pairs',
    steps: [{ press: 'Generate key pair' }],
    see: (page) => expect(page.getByRole('region', { name: 'Public JWK' })).toContainText('"kty": "EC"'),
    axe: { atOpen: true },
  },
} satisfies Partial<Record<ToolId, WalkEntry>>;
