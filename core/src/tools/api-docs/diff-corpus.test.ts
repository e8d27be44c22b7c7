// `diffApis` on consecutive real versions of public descriptions (fixtures/diff-corpus, SOURCES.md there):
// GitHub's REST description (3.0), PagerDuty's (3.0), Discord's (3.1) and Netlify's (Swagger 2.0). Every kind of
// change the corpus holds is listed below with the verdict oasdiff's rule gives it (github.com/oasdiff/oasdiff,
// checker/<file> at commit 4553c69d; docs/BREAKING-CHANGES.md), so a kind the corpus gains must be judged here.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { type ApiChange, diffApis } from './api-diff';
import { loadSpec } from './generate';

/** Each kind of change the corpus holds: oasdiff's level and the checker that defines the rule. */
const ORACLE: Record<string, { level: 'ERR' | 'WARN' | 'INFO'; rule: string }> = {
  'api-path-removed-with-deprecation': { level: 'INFO', rule: 'check_api_removed.go' },
  'api-path-removed-without-deprecation': { level: 'ERR', rule: 'check_api_removed.go' },
  'api-schema-removed': { level: 'INFO', rule: 'check_components_schemas_removed.go' },
  'endpoint-added': { level: 'INFO', rule: 'check_api_added.go' },
  'endpoint-deprecated': { level: 'INFO', rule: 'check_api_deprecation.go' },
  'new-optional-request-parameter': { level: 'INFO', rule: 'check_new_request_non_path_parameter.go' },
  'new-optional-request-property': { level: 'INFO', rule: 'check_request_property_updated.go' },
  'new-required-request-property': { level: 'ERR', rule: 'check_request_property_updated.go' },
  'request-body-removed': { level: 'ERR', rule: 'check_request_body_removed.go' },
  'request-parameter-enum-value-added': {
    level: 'INFO',
    rule: 'check_request_parameter_enum_value_updated.go',
  },
  'request-parameter-removed': { level: 'WARN', rule: 'check_request_parameter_removed.go' },
  'request-property-all-of-removed': { level: 'WARN', rule: 'check_request_property_all_of_updated.go' },
  'request-property-became-enum': { level: 'ERR', rule: 'check_request_property_became_enum.go' },
  'request-property-became-optional': { level: 'INFO', rule: 'check_request_property_required_updated.go' },
  'request-property-became-required': { level: 'ERR', rule: 'check_request_property_required_updated.go' },
  'request-property-enum-value-added': {
    level: 'INFO',
    rule: 'check_request_property_enum_value_updated.go',
  },
  'request-property-max-length-decreased': {
    level: 'ERR',
    rule: 'check_request_property_max_length_updated.go',
  },
  'request-property-max-set': { level: 'WARN', rule: 'check_request_property_max_set.go' },
  'request-property-min-set': { level: 'WARN', rule: 'check_request_property_min_set.go' },
  'request-property-one-of-added': { level: 'INFO', rule: 'check_request_property_one_of_updated.go' },
  'request-property-removed': { level: 'WARN', rule: 'check_request_property_updated.go' },
  // integer to integer (int32): a format added is not contained (check_types.go isFormatContained).
  'request-property-type-changed': { level: 'ERR', rule: 'check_request_property_type_changed.go' },
  'response-non-success-status-added': { level: 'INFO', rule: 'check_response_status_updated.go' },
  'response-optional-property-added': { level: 'INFO', rule: 'check_response_optional_property_updated.go' },
  'response-optional-property-removed': {
    level: 'WARN',
    rule: 'check_response_optional_property_updated.go',
  },
  'response-property-all-of-removed': { level: 'INFO', rule: 'check_response_property_all_of_updated.go' },
  'response-property-became-not-nullable': {
    level: 'INFO',
    rule: 'check_response_property_became_nuallable.go',
  },
  'response-property-became-nullable': { level: 'ERR', rule: 'check_response_property_became_nuallable.go' },
  'response-property-became-required': { level: 'INFO', rule: 'check_response_property_became_required.go' },
  'response-property-enum-value-added': {
    level: 'WARN',
    rule: 'check_response_property_enum_value_added.go',
  },
  'response-property-one-of-added': { level: 'ERR', rule: 'check_response_property_one_of_updated.go' },
  'response-success-status-added': { level: 'INFO', rule: 'check_response_status_updated.go' },
  'response-success-status-removed': { level: 'ERR', rule: 'check_response_status_updated.go' },
};

/** Kinds oasdiff has no rule for (named in its style, at most WARN): said, never breaking. */
const NO_OASDIFF_RULE: Record<string, 'WARN' | 'INFO'> = {
  // minLength set on a request: oasdiff checks max-length-set, min-set and min-items-set, not min-length-set.
  'request-property-min-length-set': 'WARN',
  // A tighter bound on a response only narrows what clients receive.
  'response-property-max-length-decreased': 'INFO',
  'response-property-became-enum': 'INFO',
};

/** One real change per pair, read in the two versions by hand: the operation, the rule, and what changed. */
const CASES: Record<string, Partial<ApiChange>[]> = {
  'github-v22-v23': [
    {
      operation: 'GET /enterprises/{enterprise}/code-security/configurations',
      id: 'response-property-became-nullable',
      text: 'response 200 (application/json) property [].description: became nullable',
    },
    {
      operation: 'POST /app/installations/{installation_id}/access_tokens',
      id: 'request-property-removed',
      text: 'request body (application/json) property permissions.team_discussions: property removed',
    },
  ],
  'pagerduty-0249645': [{ operation: 'DELETE /oauth_delegations', id: 'response-success-status-removed' }],
  'pagerduty-05745d5': [
    {
      operation: 'POST /incident_workflows/{id}/instances',
      id: 'new-required-request-property',
      text: 'request body (application/json) property incident_workflow_instance.incident.id: required property added',
    },
  ],
  'pagerduty-1cbe225': [{ operation: 'DELETE /v3/schedules/{id}', id: 'request-parameter-removed' }],
  'pagerduty-27ba818': [
    { operation: 'POST /incidents/custom_fields', id: 'request-property-max-length-decreased' },
  ],
  'pagerduty-86acd00': [
    { operation: 'POST /incidents/{id}/responder_requests', id: 'request-property-became-enum' },
  ],
  'pagerduty-a094ddd': [{ operation: 'GET /oncalls', id: 'response-property-one-of-added' }],
  'pagerduty-d6e8a17': [{ operation: 'POST /webhook_subscriptions', id: 'request-property-became-required' }],
  'pagerduty-fd48b97': [
    { operation: 'DELETE /response_plays/{id}', id: 'api-path-removed-with-deprecation' },
    { id: 'api-schema-removed', text: 'schema ResponsePlay removed from components' },
  ],
  'discord-09c232e': [{ id: 'api-schema-removed', text: 'schema IconEmojiResponse removed from components' }],
  'discord-950380f': [{ operation: 'GET /guilds/{guild_id}', id: 'response-property-one-of-added' }],
  'discord-c9423c8': [
    {
      operation: 'PATCH /channels/{channel_id}/messages/{message_id}',
      id: 'request-property-min-length-set',
    },
  ],
  'discord-e53a3e6': [
    {
      operation: 'POST /channels/{channel_id}/threads',
      id: 'request-property-type-changed',
      text: 'request body (application/json) property (anyOf CreateForumThreadRequest).rate_limit_per_user: type changed from integer to integer (int32)',
    },
  ],
  'discord-ef91fa1': [
    { operation: 'POST /guilds/{guild_id}/bulk-ban', id: 'response-success-status-removed' },
  ],
  'netlify-2b6dd2c': [
    { operation: 'GET /api/v1/sites/{site_id}/ai-gateway/token', id: 'api-path-removed-without-deprecation' },
  ],
  'netlify-4d27099': [{ operation: 'POST /sites/{site_id}/builds', id: 'request-body-removed' }],
  'netlify-b9d885b': [
    {
      id: 'request-property-max-set',
      text: 'request body (application/json) property min_cu: maximum 16 set',
    },
  ],
  'netlify-b9e7a6d': [
    { operation: 'GET /accounts/{account_id}/env', id: 'request-parameter-enum-value-added' },
  ],
  'netlify-d2e8868': [{ operation: 'POST /sites/{site_id}/deploys', id: 'request-property-became-required' }],
  'netlify-dafd938': [
    { operation: 'POST /sites/{site_id}/database/branch', id: 'new-required-request-property' },
  ],
};

const dir = join(import.meta.dirname, 'fixtures', 'diff-corpus');
const pairs = readdirSync(dir)
  .filter((name) => name.endsWith('.base.json.gz'))
  .map((name) => name.replace('.base.json.gz', ''));

function load(name: string, side: 'base' | 'revision') {
  const loaded = loadSpec(gunzipSync(readFileSync(join(dir, `${name}.${side}.json.gz`))).toString('utf8'));
  if (!loaded.ok) throw new Error(`${name}.${side}: ${loaded.errors[0]?.message}`);
  return loaded;
}

describe('the real corpus', () => {
  const kinds = new Set<string>();
  it('holds pairs of four descriptions, in each version of OpenAPI', () => {
    expect(pairs.length).toBeGreaterThanOrEqual(12);
    expect(new Set(pairs.map((name) => name.split('-')[0]))).toEqual(
      new Set(['github', 'pagerduty', 'discord', 'netlify']),
    );
  });

  it.each(pairs)(
    '%s: each change has the verdict of its oasdiff rule; the case read by hand is found',
    (name) => {
      const report = diffApis(load(name, 'base'), load(name, 'revision'));
      expect(report.changes.length).toBeGreaterThan(0);
      for (const change of report.changes) {
        kinds.add(change.id);
        const oracle = ORACLE[change.id];
        if (oracle) {
          expect(change, `${change.id}: oasdiff ${oracle.rule}`).toMatchObject({
            level: oracle.level,
            oasdiff: true,
          });
        } else {
          expect(
            NO_OASDIFF_RULE[change.id],
            `${change.id} (${change.text}) needs a verdict above`,
          ).toBeDefined();
          expect(change).toMatchObject({ level: NO_OASDIFF_RULE[change.id], oasdiff: false });
        }
      }
      for (const expected of CASES[name] ?? [])
        expect(report.changes).toContainEqual(expect.objectContaining(expected));
      expect(CASES[name], `${name} needs a case read by hand`).toBeDefined();
    },
  );

  it('met every kind listed (a kind no pair holds any more is taken out of the list)', () => {
    expect([...kinds].sort()).toEqual([...Object.keys(ORACLE), ...Object.keys(NO_OASDIFF_RULE)].sort());
  });

  it.each(pairs)('%s: each version against itself gives an empty report', (name) => {
    for (const side of ['base', 'revision'] as const)
      expect(diffApis(load(name, side), load(name, side)).changes).toEqual([]);
  });

  it.each(pairs)('%s backwards: an added operation is a removed one, a removed one an added one', (name) => {
    const forward = diffApis(load(name, 'base'), load(name, 'revision')).changes;
    const backward = diffApis(load(name, 'revision'), load(name, 'base')).changes;
    const ops = (changes: ApiChange[], test: (id: string) => boolean) =>
      changes
        .filter((c) => test(c.id))
        .map((c) => c.operation)
        .sort();
    const removed = (id: string) => /^api-(path-)?removed-/.test(id);
    expect(ops(backward, removed)).toEqual(ops(forward, (id) => id === 'endpoint-added'));
    expect(ops(backward, (id) => id === 'endpoint-added')).toEqual(ops(forward, removed));
  });
});
