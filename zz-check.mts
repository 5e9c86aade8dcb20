import { sql } from "drizzle-orm";
import { openDatabase } from "./src/api/db/client.ts";
import { deleteBenchSeller } from "./bench/excel.ts";
const db = await openDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir: "/work/wt/benchabuse/data/pglite" });
console.log(await db.rows(sql`select i.id, i.stage, i.failure, jsonb_array_length(i.errors) as errs, i.total_rows from product_imports i join sellers s on s.id = i.seller_id where s.company_name like 'bench-abuse-%'`).catch(async () => db.rows(sql`select i.id, i.stage, i.failure from product_imports i join sellers s on s.id = i.seller_id where s.company_name like 'bench-abuse-%'`)));
if (process.argv.includes("--clean")) {
  const sellers = await db.rows<{ sellerId: number; userId: number }>(sql`select id as "sellerId", owner_user_id as "userId" from sellers where company_name like 'bench-abuse-%'`);
  for (const s of sellers) await deleteBenchSeller(db, s);
  await db.rows(sql`delete from pgboss.job where data->>'to' like 'bench-abuse-%'`);
  await db.rows(sql`delete from dev_mailbox where to_address like 'bench-abuse-%'`);
  await db.rows(sql`delete from users where email like 'bench-abuse-%'`);
}
console.log(await db.rows(sql`select (select count(*)::int from users where email like 'bench-abuse-%') as users,
  (select count(*)::int from sellers where company_name like 'bench-abuse-%') as sellers,
  (select count(*)::int from products where sku like 'bench-abuse-%') as products,
  (select count(*)::int from pgboss.job where data->>'to' like 'bench-abuse-%') as jobs,
  (select count(*)::int from pgboss.job where name = 'mail-send' and state in ('created','retry')) as mailq,
  (select count(*)::int from dev_mailbox where to_address like 'bench-abuse-%') as mails,
  (select count(*)::int from products where status = 'approved') as approved`));
await db.close();
