/**
 * SQL of account signals (issue 31, docs/decisions/069): the keyed hashes of the devices and IP
 * addresses an account was seen with, and which of them — or of the addresses and payment details
 * the orders already hold — a buyer's account shares with a company's.
 */
import { type SQL, sql } from "drizzle-orm";
import { IP_LINK_WINDOW_DAYS, LINK_SIGNALS, type LinkSignal } from "../../../common/reviews.ts";

export interface Runner {
  rows<T = Record<string, unknown>>(query: SQL): Promise<T[]>;
}

export type StoredSignal = { kind: "device" | "ip"; hash: string };

/** Records what the account was seen with now: a new row, or its last sighting moved (at most hourly). */
export async function upsertSignals(db: Runner, userId: number, signals: StoredSignal[]) {
  if (signals.length === 0) return;
  const values = sql.join(
    signals.map((s) => sql`(${userId}, ${s.kind}, ${s.hash})`),
    sql`, `,
  );
  await db.rows(sql`
    insert into account_signals (user_id, kind, value_hash) values ${values}
    on conflict (user_id, kind, value_hash) do update set last_seen = now()
    where account_signals.last_seen < now() - interval '1 hour'`);
}

/** Signals not seen for SIGNAL_KEEP_MONTHS are deleted (the privacy policy's retention). */
export async function deleteStaleSignals(db: Runner, months: number) {
  await db.rows(
    sql`delete from account_signals where last_seen < now() - make_interval(months => ${months})`,
  );
}

/** Letters and digits only, lower-cased: "12, Rue de la Paix" and "12 rue de la paix" are one. */
const norm = (column: SQL) => sql`regexp_replace(lower(${column}), '[^[:alnum:]]+', '', 'g')`;
/** A text too short to tell two people apart ("-", "n/a") links nobody. */
const MIN_TEXT = 6;

/** A device or an IP address both accounts were seen with (an address within the window of each other). */
const sharedSightings = (buyer: number, owner: number) => sql`
  select distinct a.kind from account_signals a
  join account_signals b on b.kind = a.kind and b.value_hash = a.value_hash and b.user_id = ${owner}
  where a.user_id = ${buyer}
    and (a.kind <> 'ip'
      or (a.first_seen <= b.last_seen + make_interval(days => ${IP_LINK_WINDOW_DAYS})
          and b.first_seen <= a.last_seen + make_interval(days => ${IP_LINK_WINDOW_DAYS})))`;

/**
 * A street address on both sides: the buyer's delivery addresses and its own company's office,
 * against the company's office and the delivery addresses of its owner's own purchases.
 */
const sharedAddress = (buyer: number, sellerId: number, owner: number | null) => sql`
  select 'address' as kind where exists (
    select 1 from (
      select ${norm(sql`o.delivery_address`)} as a from orders o where o.buyer_user_id = ${buyer}
      union select ${norm(sql`s.head_office_address`)} from sellers s where s.owner_user_id = ${buyer}
    ) mine
    join (
      select ${norm(sql`s.head_office_address`)} as a from sellers s where s.id = ${sellerId}
      union select ${norm(sql`o.delivery_address`)} from orders o where o.buyer_user_id = ${owner ?? 0}
    ) theirs on theirs.a = mine.a
    where length(mine.a) >= ${MIN_TEXT})`;

/** The same payment details (bank account…) in the quotes of the company and of a company the buyer owns. */
const sharedPayment = (buyer: number, sellerId: number) => sql`
  select 'payment' as kind where exists (
    select 1 from quotes mine join sellers s on s.id = mine.seller_id and s.owner_user_id = ${buyer}
    where length(${norm(sql`mine.payment_instructions`)}) >= ${MIN_TEXT}
      and ${norm(sql`mine.payment_instructions`)} in (
        select ${norm(sql`q.payment_instructions`)} from quotes q where q.seller_id = ${sellerId}))`;

/** What links the buyer's account to the company (its owner's account), in LINK_SIGNALS order. */
export async function sharedSignals(
  db: Runner,
  buyer: number,
  sellerId: number,
  owner: number | null,
): Promise<LinkSignal[]> {
  const parts = [
    ...(owner !== null ? [sharedSightings(buyer, owner)] : []),
    sharedAddress(buyer, sellerId, owner),
    sharedPayment(buyer, sellerId),
  ];
  const rows = await db.rows<{ kind: LinkSignal }>(sql.join(parts, sql` union `));
  // A union has no order: the moderators read them in LINK_SIGNALS order.
  return LINK_SIGNALS.filter((kind) => rows.some((r) => r.kind === kind));
}
