// GET /export written as it is read: the same JSON document as one JSON.stringify of the whole account would be,
// produced page by page (keyset pages of at most PAGE rows), so the function holds one page whatever the
// account's size. The first page of every part is read in the request's transaction (a usual account is all
// there, one snapshot); a larger one's further pages each run in a transaction of their own as the caller, and
// stop when the client goes away.

import type { Component } from '../_shared/account/mod.ts';
import type { Sql, SqlRow } from '../_shared/sql.ts';
import { one, type RequestContext, uuidArray } from './context.ts';
import { COMPONENT_SELECT, componentOfRow } from './projects.ts';
import {
  favouriteRow,
  PRESET_COLUMNS,
  PROFILE_COLUMNS,
  PROJECT_COLUMNS,
  presetRow,
  profileRow,
  projectRow,
  recentRow,
} from './rows.ts';
import { linkRow } from './share-links.ts';
import { SHARE_COLUMNS, shareRow } from './shares.ts';

const shareLinkExport = (row: SqlRow) => ({
  ...linkRow(row),
  snapshot: row.snapshot === null ? null : JSON.parse(String(row.snapshot)),
});

/** Rows per page: a component row is at most ~60,000 characters of text, so a page stays in the tens of MB. */
export const PAGE = 200;
/** Characters of JSON sent as one chunk of the body. */
const CHUNK = 65_536;
/** A workspace text up to this size comes with its project's page; a larger one (up to 2 MB) is read alone. */
const INLINE_WORKSPACE_BYTES = 65_536;

// A page starts after the previous page's last row. Its timestamps go back as the text Postgres wrote
// (`created_key`) and are read `$n::text::timestamptz`: a timestamptz parameter postgres.js would pass through a
// Date, which keeps milliseconds, and the row at the edge would come again.
type Page = (tx: Sql, after: SqlRow | undefined) => Promise<SqlRow[]>;

const projectsPage: Page = async (tx, after) =>
  (
    await tx(
      `select ${PROJECT_COLUMNS}, p.created_at::text as created_key,
              case when octet_length(p.workspace_source) <= ${INLINE_WORKSPACE_BYTES} then p.workspace_source end
                as workspace_source,
              octet_length(p.workspace_source) > ${INLINE_WORKSPACE_BYTES} as workspace_large
         from public.projects p
        where p.user_id = (select auth.uid())
          ${after ? 'and (p.created_at, p.id) > ($1::text::timestamptz, $2::uuid)' : ''}
        order by p.created_at, p.id limit ${PAGE}`,
      after ? [after.created_key, after.id] : [],
    )
  ).rows;

const componentsPage =
  (projectId: string): Page =>
  async (tx, after) =>
    (
      await tx(
        `${COMPONENT_SELECT}
          where c.project_id = $1
            ${after ? 'and (c.position, c.created_at, c.id) > ($2::int, $3::text::timestamptz, $4::uuid)' : ''}
          order by c.position, c.created_at, c.id limit ${PAGE}`,
        after ? [projectId, after.position, after.created_key, after.id] : [projectId],
      )
    ).rows;

const presetsPage: Page = async (tx, after) =>
  (
    await tx(
      `select ${PRESET_COLUMNS} from public.presets
        ${after ? 'where (tool_id, name) > ($1, $2)' : ''} order by tool_id, name limit ${PAGE}`,
      after ? [after.tool_id, after.name] : [],
    )
  ).rows;

const favouritesPage: Page = async (tx, after) =>
  (
    await tx(
      `select tool_id, created_at, created_at::text as created_key from public.favourites
        ${after ? 'where (created_at, tool_id) > ($1::text::timestamptz, $2)' : ''}
        order by created_at, tool_id limit ${PAGE}`,
      after ? [after.created_key, after.tool_id] : [],
    )
  ).rows;

/** Share links (issue 80 item 1) with their snapshots, up to 2 MB each: pages of LINK_PAGE rows. Never the secret. */
const LINK_PAGE = 20;
const shareLinksPage: Page = async (tx, after) =>
  (
    await tx(
      `select id, kind, title, project_id, preset_id, tool_id, snapshot, created_at, expires_at, last_opened_at,
              revoked_at, created_at::text as created_key
         from public.share_links
        ${after ? 'where (created_at, id) > ($1::text::timestamptz, $2::uuid)' : ''}
        order by created_at, id limit ${LINK_PAGE}`,
      after ? [after.created_key, after.id] : [],
    )
  ).rows;

// Encrypted shares as their owner lists them: when, until when, burn or not, opened how often. Not the ciphertext:
// the key was never stored, so it opens nothing here, and a copy in an export would outlive the expiry it was given.
const encryptedSharesPage: Page = async (tx, after) =>
  (
    await tx(
      `select ${SHARE_COLUMNS}, created_at::text as created_key from public.encrypted_shares
        ${after ? 'where (created_at, id) > ($1::text::timestamptz, $2::uuid)' : ''}
        order by created_at, id limit ${PAGE}`,
      after ? [after.created_key, after.id] : [],
    )
  ).rows;

const recentsPage: Page = async (tx, after) =>
  (
    await tx(
      `select tool_id, used_at, used_at::text as used_key from public.recents
        ${after ? 'where (used_at, tool_id) < ($1::text::timestamptz, $2)' : ''}
        order by used_at desc, tool_id desc limit ${PAGE}`,
      after ? [after.used_key, after.tool_id] : [],
    )
  ).rows;

/**
 * The components of a page of projects (`projects`: a subquery of their ids, or `any($1)` of a list) in one
 * statement when they are few (the usual case: one round trip for the page), else null and each project's are
 * read in pages of their own.
 */
async function fewComponents(
  tx: Sql,
  projects: string,
  params: unknown[],
): Promise<Map<string, Component[]> | null> {
  const { rows } = await tx(
    `${COMPONENT_SELECT} where c.project_id in (${projects})
      order by c.project_id, c.position, c.created_at, c.id limit ${PAGE + 1}`,
    params,
  );
  if (rows.length > PAGE) return null;
  const byProject = new Map<string, Component[]>();
  for (const row of rows) {
    const component = componentOfRow(row);
    const board = byProject.get(component.project_id) ?? [];
    if (board.length === 0) byProject.set(component.project_id, board);
    board.push(component);
  }
  return byProject;
}

/** The first page of projects' ids, as projectsPage reads them. */
const FIRST_PROJECTS = `select p.id from public.projects p where p.user_id = (select auth.uid())
  order by p.created_at, p.id limit ${PAGE}`;

interface Started {
  profile: SqlRow | undefined;
  projects: SqlRow[];
  components: Map<string, Component[]> | null;
  presets: SqlRow[];
  favourites: SqlRow[];
  recents: SqlRow[];
  encryptedShares: SqlRow[];
  shareLinks: SqlRow[];
}

/**
 * The first page of every part, in the request's transaction. The statements do not depend on each other, so
 * they go out together (postgres.js pipelines them on the transaction's connection): one round trip, not eight.
 */
async function start(tx: Sql): Promise<Started> {
  const [profile, projects, components, presets, favourites, recents, encryptedShares, shareLinks] =
    await Promise.all([
      one(tx, `select ${PROFILE_COLUMNS} from public.profiles`, []),
      projectsPage(tx, undefined),
      fewComponents(tx, FIRST_PROJECTS, []),
      presetsPage(tx, undefined),
      favouritesPage(tx, undefined),
      recentsPage(tx, undefined),
      encryptedSharesPage(tx, undefined),
      shareLinksPage(tx, undefined),
    ]);
  return { profile, projects, components, presets, favourites, recents, encryptedShares, shareLinks };
}

/** `first`, then the pages after it, each read in a transaction of its own as the caller. */
async function* pagesFrom(
  ctx: RequestContext,
  first: SqlRow[],
  page: Page,
  size = PAGE,
): AsyncGenerator<SqlRow[]> {
  let rows = first;
  for (;;) {
    yield rows;
    const last = rows.at(-1);
    if (rows.length < size || !last) return;
    rows = await ctx.asCaller((tx) => page(tx, last));
  }
}

/** An array's items as JSON text, comma-separated, a page at a time. */
async function* items(
  pages: AsyncIterable<SqlRow[]>,
  text: (row: SqlRow) => unknown,
): AsyncGenerator<string> {
  let comma = '';
  for await (const rows of pages) {
    if (rows.length === 0) continue;
    yield comma + rows.map((row) => JSON.stringify(text(row))).join(',');
    comma = ',';
  }
}

async function* projectItems(ctx: RequestContext, started: Started): AsyncGenerator<string> {
  let comma = '';
  for await (const projects of pagesFrom(ctx, started.projects, projectsPage)) {
    const boards =
      projects === started.projects
        ? started.components
        : await ctx.asCaller((tx) => {
            const ids = projects.map((p) => String(p.id));
            return fewComponents(tx, 'select unnest($1::text::uuid[])', [uuidArray(ids)]);
          });
    for (const row of projects) {
      const project = projectRow(row);
      yield `${comma}${JSON.stringify(project).slice(0, -1)},"components":[`;
      comma = ',';
      const board = boards ? (boards.get(project.id) ?? []) : undefined;
      if (board) yield board.map((c) => JSON.stringify(c)).join(',');
      else {
        const page = componentsPage(project.id);
        const first = await ctx.asCaller((tx) => page(tx, undefined));
        yield* items(pagesFrom(ctx, first, page), componentOfRow);
      }
      const source =
        row.workspace_large === true
          ? (
              await ctx.asCaller((tx) =>
                one(tx, 'select workspace_source from public.projects where id = $1', [project.id]),
              )
            )?.workspace_source
          : row.workspace_source;
      yield `],"workspace":${JSON.stringify(typeof source === 'string' ? { source } : null)}}`;
    }
  }
}

async function* chunks(ctx: RequestContext, exportedAt: string, started: Started): AsyncGenerator<string> {
  const head = { exported_at: exportedAt, profile: started.profile ? profileRow(started.profile) : null };
  yield `${JSON.stringify(head).slice(0, -1)},"projects":[`;
  yield* projectItems(ctx, started);
  yield '],"presets":[';
  yield* items(pagesFrom(ctx, started.presets, presetsPage), presetRow);
  yield '],"favourites":[';
  yield* items(pagesFrom(ctx, started.favourites, favouritesPage), favouriteRow);
  yield '],"recents":[';
  yield* items(pagesFrom(ctx, started.recents, recentsPage), recentRow);
  yield '],"encrypted_shares":[';
  yield* items(pagesFrom(ctx, started.encryptedShares, encryptedSharesPage), shareRow);
  yield '],"share_links":[';
  yield* items(pagesFrom(ctx, started.shareLinks, shareLinksPage, LINK_PAGE), shareLinkExport);
  yield ']}';
}

/** GET /export: the first pages read now, in the request's transaction; the body streams the rest. */
export async function exportResponse(ctx: RequestContext, exportedAt: string): Promise<Response> {
  const source = chunks(ctx, exportedAt, await start(ctx.tx));
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    // A page that fails (a timeout, the client gone) errors the stream: the client reads a cut-off document.
    // Pieces are sent in chunks of about CHUNK characters: a usual export is one chunk, not a hundred small ones.
    async pull(controller) {
      let chunk = '';
      for (;;) {
        const next = await source.next();
        if (next.done) {
          if (chunk) controller.enqueue(encoder.encode(chunk));
          controller.close();
          return;
        }
        chunk += next.value;
        if (chunk.length >= CHUNK) {
          controller.enqueue(encoder.encode(chunk));
          return;
        }
      }
    },
    async cancel() {
      await source.return(undefined);
    },
  });
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': 'application/json',
      'Cache-Control': 'no-store',
      'Content-Disposition': 'attachment; filename="toolbox-export.json"',
    },
  });
}
