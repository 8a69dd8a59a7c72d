import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { sql } from 'drizzle-orm';
const client = await PGlite.create('/tmp/pgl/db');
const db = drizzle(client);
async function time(label: string, fn: () => Promise<unknown>, n=2000){ for(let i=0;i<200;i++) await fn(); const s=performance.now(); for(let i=0;i<n;i++) await fn(); console.log(label, ((performance.now()-s)/n*1000).toFixed(0),'us'); }
await time('raw query select 1', ()=>client.query('select 1'));
await time('drizzle execute select 1', ()=>db.execute(sql`select 1`));
await time('concurrent 20 raw', ()=>Promise.all(Array.from({length:20},()=>client.query('select 1'))), 100);
