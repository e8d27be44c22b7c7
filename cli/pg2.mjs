import { PGlite } from '@electric-sql/pglite';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
if (!existsSync('/tmp/pgimg.tar')) { const d = await PGlite.create(); writeFileSync('/tmp/pgimg.tar', Buffer.from(await (await d.dumpDataDir('none')).arrayBuffer())); await d.close(); process.exit(0); }
const c0 = process.cpuUsage();
const t0 = performance.now();
const db = await PGlite.create({ loadDataDir: new Blob([readFileSync('/tmp/pgimg.tar')]) });
await db.query('select 1');
const t1 = performance.now();
const c = process.cpuUsage(c0);
const db2 = await PGlite.create({ loadDataDir: new Blob([readFileSync('/tmp/pgimg.tar')]) });
await db2.query('select 1');
const c2 = process.cpuUsage();
console.log('first', (t1-t0).toFixed(0), 'ms cpu', ((c.user+c.system)/1e6).toFixed(2), 's; second instance total cpu', ((c2.user+c2.system)/1e6).toFixed(2));
