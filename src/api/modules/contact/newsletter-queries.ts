/** SQL of the newsletter (issue 20): subscribers found by the hash of their address. */
import { sql } from "drizzle-orm";
import type { NewsletterStats } from "../../../common/api/contact.ts";
import { NEWSLETTER_TOPICS, type NewsletterStatus, type NewsletterTopic } from "../../../common/contact.ts";
import type { Locale } from "../../../common/i18n/index.ts";
import type { Database } from "../../db/client.ts";
import { iso, pgArray, sqlArray } from "../../db/sql.ts";
import type { Tx } from "../../infra/jobs.ts";

export interface Subscriber {
  id: number;
  email: string | null;
  status: NewsletterStatus;
  topics: NewsletterTopic[];
  language: Locale;
}

interface Row {
  id: number;
  email: string | null;
  status: NewsletterStatus;
  topics: string[] | string;
  language: Locale;
}
const toSubscriber = (r: Row): Subscriber => ({
  ...r,
  topics: pgArray(r.topics).filter((t): t is NewsletterTopic =>
    (NEWSLETTER_TOPICS as readonly string[]).includes(t),
  ),
});

async function txRows<T>(tx: Tx, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}

const COLUMNS = sql`id, email, status, topics, language`;

export async function lockByHash(tx: Tx, emailHash: string): Promise<Subscriber | null> {
  const [row] = await txRows<Row>(
    tx,
    sql`select ${COLUMNS} from newsletter_subscribers where email_hash = ${emailHash} for update`,
  );
  return row ? toSubscriber(row) : null;
}

export interface PendingValues {
  emailHash: string;
  email: string;
  topics: readonly NewsletterTopic[];
  language: Locale;
  tokenHash: string;
  hours: number;
}

/** A new address, or one pending or unsubscribed: pending again with a new confirmation token. */
export async function upsertPending(tx: Tx, v: PendingValues): Promise<number> {
  const [row] = await txRows<{ id: number }>(
    tx,
    sql`
    insert into newsletter_subscribers (email_hash, email, status, topics, language, confirm_token_hash, confirm_expires_at)
    values (${v.emailHash}, ${v.email}, 'pending', ${sqlArray(v.topics, "text")}, ${v.language}, ${v.tokenHash},
            now() + ${v.hours}::int * interval '1 hour')
    on conflict (email_hash) do update set
      email = excluded.email, status = 'pending', topics = excluded.topics, language = excluded.language,
      confirm_token_hash = excluded.confirm_token_hash, confirm_expires_at = excluded.confirm_expires_at,
      unsubscribed_at = null, updated_at = now()
    returning id`,
  );
  if (!row) throw new Error("subscriber not stored");
  return row.id;
}

/** The pending subscriber of a live confirmation token. */
export async function byConfirmToken(database: Database, tokenHash: string): Promise<Subscriber | null> {
  const [row] = await database.rows<Row>(sql`
    select ${COLUMNS} from newsletter_subscribers
    where confirm_token_hash = ${tokenHash} and confirm_expires_at > now() and status = 'pending'`);
  return row ? toSubscriber(row) : null;
}

/** Confirms (the token is spent); null when the token is unknown, used or expired. */
export async function confirm(tx: Tx, tokenHash: string): Promise<Subscriber | null> {
  const [row] = await txRows<Row>(
    tx,
    sql`
    update newsletter_subscribers
    set status = 'confirmed', confirmed_at = now(), confirm_token_hash = null, confirm_expires_at = null, updated_at = now()
    where confirm_token_hash = ${tokenHash} and confirm_expires_at > now() and status = 'pending'
    returning ${COLUMNS}`,
  );
  return row ? toSubscriber(row) : null;
}

export async function byId(database: Database, id: number): Promise<Subscriber | null> {
  const [row] = await database.rows<Row>(sql`select ${COLUMNS} from newsletter_subscribers where id = ${id}`);
  return row ? toSubscriber(row) : null;
}

/** Unsubscribes: only the hash of the address stays. False when there is no such subscriber. */
export async function unsubscribe(database: Database, id: number): Promise<boolean> {
  const rows = await database.rows<{ id: number }>(sql`
    update newsletter_subscribers
    set status = 'unsubscribed', email = null, confirm_token_hash = null, confirm_expires_at = null,
        unsubscribed_at = coalesce(unsubscribed_at, now()), updated_at = now()
    where id = ${id} returning id`);
  return rows.length > 0;
}

export async function updatePreferences(
  database: Database,
  id: number,
  topics: readonly NewsletterTopic[],
  language: Locale,
): Promise<Subscriber | null> {
  const [row] = await database.rows<Row>(sql`
    update newsletter_subscribers set topics = ${sqlArray(topics, "text")}, language = ${language}, updated_at = now()
    where id = ${id} and status <> 'unsubscribed' returning ${COLUMNS}`);
  return row ? toSubscriber(row) : null;
}

export async function stats(database: Database): Promise<NewsletterStats> {
  const [row] = await database.rows<Record<string, number>>(sql`
    select count(*) filter (where status = 'confirmed')::int as confirmed,
           count(*) filter (where status = 'pending')::int as pending,
           count(*) filter (where status = 'unsubscribed')::int as unsubscribed,
           count(*) filter (where status = 'confirmed' and 'market' = any(topics))::int as market,
           count(*) filter (where status = 'confirmed' and 'hardware' = any(topics))::int as hardware,
           count(*) filter (where status = 'confirmed' and 'pulse' = any(topics))::int as pulse,
           count(*) filter (where status = 'confirmed' and language = 'en')::int as en,
           count(*) filter (where status = 'confirmed' and language = 'fr')::int as fr
    from newsletter_subscribers`);
  const n = (k: string) => row?.[k] ?? 0;
  return {
    confirmed: n("confirmed"),
    pending: n("pending"),
    unsubscribed: n("unsubscribed"),
    topics: { market: n("market"), hardware: n("hardware"), pulse: n("pulse") },
    languages: { en: n("en"), fr: n("fr") },
  };
}

export async function confirmedSubscribers(database: Database) {
  const rows = await database.rows<Row & { confirmed_at: unknown }>(sql`
    select ${COLUMNS}, confirmed_at from newsletter_subscribers
    where status = 'confirmed' order by confirmed_at, id`);
  return rows.map((r) => ({ ...toSubscriber(r), confirmedAt: iso(r.confirmed_at) }));
}

/** Pending subscriptions never confirmed within 30 days are deleted (the privacy policy's promise). */
export async function pruneUnconfirmed(database: Database) {
  await database.rows(sql`
    delete from newsletter_subscribers where status = 'pending' and updated_at < now() - interval '30 days'`);
}
