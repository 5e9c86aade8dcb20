/**
 * Whether a store has its first-run data, apart from the seed itself: a server starting on a seeded
 * store (every start but the first) checks this and never loads the seed's code and data
 * (docs/decisions/027).
 */
import { sql } from "drizzle-orm";
import type { Database } from "../client.ts";

/** True once the demo or the reference data has been loaded: the regions are there. */
export async function isSeeded(database: Database): Promise<boolean> {
  const [row] = await database.rows<{ seeded: boolean }>(
    sql`select exists (select 1 from regions) as seeded`,
  );
  return row?.seeded === true;
}
