/**
 * SQL of reviews (issue 21, docs/decisions/056). One rule decides what is shown: `VISIBLE` (not
 * hidden by a moderator); one what is counted: `COUNTED` (shown and verified, issue 31, decision
 * 069): every list, count and average below goes through them, and the catalogue's product page
 * reads its reviews through public.ts, which uses these functions.
 * Lists read by product_reviews_product_idx and product_reviews_seller_idx.
 */
import { type SQL, sql } from "drizzle-orm";
import { MODEL_ORDER_CATEGORY, type ReviewFinding } from "../../../common/reviews.ts";
import type { Database } from "../../db/client.ts";
import type { Tx } from "../../infra/jobs.ts";

export interface Runner {
  rows<T = Record<string, unknown>>(query: SQL, options?: { name?: string }): Promise<T[]>;
}
export const txRunner = (tx: Tx): Runner => ({
  rows: async <T>(query: SQL) => ((await tx.execute(query)) as unknown as { rows: T[] }).rows,
});
export const dbRunner = (database: Database): Runner => database;

/** The one rule of what is shown: a review no moderator hid. */
export const VISIBLE = sql`r.hidden_at is null`;
/**
 * The one rule of what is counted (the rating, its count, the JSON-LD, the seller's record): shown
 * and verified — the order paid through the marketplace or worth its category's minimum, buyer and
 * seller not linked (decision 069).
 */
export const COUNTED = sql`r.hidden_at is null and r.verified`;

/** Whose reviews: a company's, a product's (or both). */
export interface ReviewScope {
  sellerId?: number;
  productId?: number;
}

const scopeOf = (s: ReviewScope): SQL =>
  sql.join(
    [
      VISIBLE,
      ...(s.sellerId !== undefined ? [sql`r.seller_id = ${s.sellerId}`] : []),
      ...(s.productId !== undefined ? [sql`r.product_id = ${s.productId}`] : []),
    ],
    sql` and `,
  );

export interface ReviewRow {
  id: number;
  author_name: string;
  company_name: string;
  rating: number;
  text: string;
  created_at: unknown;
  verified: boolean;
  seller_answer: string | null;
  seller_answered_at: unknown;
  product_id: number | null;
  product_sku: string | null;
  product_name: string | null;
}

const REVIEW_COLUMNS = sql`
  r.id, r.author_name, r.company_name, r.rating::int as rating, r.text, r.created_at,
  r.verified, r.seller_answer, r.seller_answered_at,
  r.product_id, p.sku as product_sku, p.name as product_name`;

/**
 * How many visible reviews a scope has, how many of them count (verified) and their average rating
 * (one decimal), or null.
 */
export async function reviewStats(db: Runner, scope: ReviewScope, name?: string) {
  const [row] = await db.rows<{ n: number; verified: number; avg: number | null }>(
    sql`select count(*)::int as n, (count(*) filter (where r.verified))::int as verified,
               round((avg(r.rating) filter (where r.verified))::numeric, 1)::float8 as avg
        from product_reviews r where ${scopeOf(scope)}`,
    name ? { name } : undefined,
  );
  return { count: row?.n ?? 0, verified_count: row?.verified ?? 0, average: row?.avg ?? null };
}

/** A page of a scope's visible reviews, newest first. */
export async function reviewPage(
  db: Runner,
  scope: ReviewScope,
  limit: number,
  offset = 0,
  name?: string,
): Promise<ReviewRow[]> {
  return db.rows<ReviewRow>(
    sql`select ${REVIEW_COLUMNS}
        from product_reviews r left join products p on p.id = r.product_id
        where ${scopeOf(scope)}
        order by r.created_at desc, r.id desc limit ${limit} offset ${offset}`,
    name ? { name } : undefined,
  );
}

// ---------------------------------------------------------------- an order's review
export interface OrderFacts {
  id: number;
  buyer_user_id: number;
  seller_id: number;
  seller_owner_id: number;
  status: string;
  product_id: number | null;
  /** What a review's check reads (decision 069): the value, who handled the payment, the category. */
  total: number;
  currency: string;
  payment_provider: string;
  category_slug: string | null;
  category_en: string | null;
  category_fr: string | null;
}

/**
 * The top of the product tree the order's listing is in (an order from a model page without a
 * listing: MODEL_ORDER_CATEGORY), over the aliases qu (quotes) and p (products).
 */
const ROOT_CATEGORY = sql`
  left join lateral (
    with recursive up as (
      select c.id, c.parent_id, c.slug, c.name_en, c.name_fr from categories c
      where c.id = coalesce(p.category_id,
        (select m.id from categories m where m.kind = 'product' and m.slug = ${MODEL_ORDER_CATEGORY} and m.parent_id is null))
      union all
      select c.id, c.parent_id, c.slug, c.name_en, c.name_fr from categories c join up on c.id = up.parent_id)
    select up.slug, up.name_en, up.name_fr from up where up.parent_id is null limit 1) root on true`;

/** The order with what a review needs (locked in a transaction that writes its review). */
export async function findOrder(db: Runner, id: number, lock = false): Promise<OrderFacts | undefined> {
  const [row] = await db.rows<OrderFacts>(sql`
    select o.id, o.buyer_user_id, o.seller_id, s.owner_user_id as seller_owner_id, o.status::text as status,
           qu.product_id, o.total::float8 as total, o.currency, o.payment_provider,
           root.slug as category_slug, root.name_en as category_en, root.name_fr as category_fr
    from orders o join quotes qu on qu.id = o.quote_id join sellers s on s.id = o.seller_id
    left join products p on p.id = qu.product_id
    ${ROOT_CATEGORY}
    where o.id = ${id}${lock ? sql` for update of o` : sql``}`);
  return row;
}

export interface FullReviewRow extends ReviewRow {
  seller_id: number;
  seller_name: string;
  seller_owner_id: number;
  order_id: number | null;
  hidden_at: unknown;
  hidden_reason: string;
  verification: ReviewFinding[];
  checked_at: unknown;
}

const FULL_SELECT = sql`
  select ${REVIEW_COLUMNS}, r.seller_id, s.company_name as seller_name, s.owner_user_id as seller_owner_id,
         r.order_id, r.hidden_at, r.hidden_reason, r.verification, r.checked_at
  from product_reviews r join sellers s on s.id = r.seller_id left join products p on p.id = r.product_id`;

/** The review of an order, hidden or not. */
export async function reviewOfOrder(db: Runner, orderId: number): Promise<FullReviewRow | undefined> {
  const [row] = await db.rows<FullReviewRow>(sql`${FULL_SELECT} where r.order_id = ${orderId}`);
  return row;
}

/** One review, hidden or not (locked in a transaction that changes it). */
export async function findReview(db: Runner, id: number, lock = false): Promise<FullReviewRow | undefined> {
  const [row] = await db.rows<FullReviewRow>(
    sql`${FULL_SELECT} where r.id = ${id}${lock ? sql` for update of r` : sql``}`,
  );
  return row;
}

/** The name a review is signed with: the user's, and the company the user owns, if any. */
export async function authorOf(db: Runner, userId: number) {
  const [row] = await db.rows<{ name: string; company: string | null }>(sql`
    select u.name, (select s.company_name from sellers s where s.owner_user_id = u.id limit 1) as company
    from users u where u.id = ${userId}`);
  return { name: row?.name ?? "", company: row?.company ?? "" };
}

export async function insertReview(
  db: Runner,
  r: {
    orderId: number;
    productId: number | null;
    sellerId: number;
    authorId: number;
    authorName: string;
    companyName: string;
    rating: number;
    text: string;
    /** Why it does not count (empty: it does, decision 069). */
    findings: ReviewFinding[];
  },
): Promise<number> {
  const [row] = await db.rows<{ id: number }>(sql`
    insert into product_reviews
      (order_id, product_id, seller_id, author_user_id, author_name, company_name, rating, text,
       verified, verification, checked_at)
    values (${r.orderId}, ${r.productId}, ${r.sellerId}, ${r.authorId}, ${r.authorName}, ${r.companyName},
            ${r.rating}, ${r.text}, ${r.findings.length === 0}, ${JSON.stringify(r.findings)}::jsonb, now())
    returning id`);
  if (!row) throw new Error("review not stored");
  return row.id;
}

export async function setAnswer(db: Runner, id: number, answer: string) {
  await db.rows(
    sql`update product_reviews set seller_answer = ${answer}, seller_answered_at = now() where id = ${id}`,
  );
}

/** Hides a review (who, why) or, with null, shows it again. */
export async function setHidden(db: Runner, id: number, hide: { by: number; reason: string } | null) {
  await db.rows(
    hide
      ? sql`update product_reviews set hidden_at = now(), hidden_by = ${hide.by}, hidden_reason = ${hide.reason}
            where id = ${id}`
      : sql`update product_reviews set hidden_at = null, hidden_by = null, hidden_reason = '' where id = ${id}`,
  );
}

/** The moderators' filters: shown or hidden, counted or not. */
export interface ModerationFilter {
  visibility: "all" | "visible" | "hidden";
  verification: "all" | "verified" | "unverified";
}

const moderationWhere = (f: ModerationFilter): SQL =>
  sql.join(
    [
      f.visibility === "visible"
        ? VISIBLE
        : f.visibility === "hidden"
          ? sql`r.hidden_at is not null`
          : sql`true`,
      f.verification === "verified"
        ? sql`r.verified`
        : f.verification === "unverified"
          ? sql`not r.verified`
          : sql`true`,
    ],
    sql` and `,
  );

/** The moderators' list: every review, or the shown or hidden, counted or not ones, newest first. */
export async function moderationPage(db: Runner, filter: ModerationFilter, limit: number, offset: number) {
  const where = moderationWhere(filter);
  const [rows, [total]] = await Promise.all([
    db.rows<FullReviewRow>(
      sql`${FULL_SELECT} where ${where} order by r.created_at desc, r.id desc limit ${limit} offset ${offset}`,
    ),
    db.rows<{ n: number }>(sql`select count(*)::int as n from product_reviews r where ${where}`),
  ]);
  return { rows, count: total?.n ?? 0 };
}

export async function sellerOfUser(db: Runner, userId: number): Promise<number | null> {
  const [row] = await db.rows<{ id: number }>(sql`select id from sellers where owner_user_id = ${userId}`);
  return row?.id ?? null;
}
