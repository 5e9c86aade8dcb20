/** SQL of newsletter issues (issue 20, decision 050): drafts, their audience, the sending in batches. */
import { sql } from "drizzle-orm";
import type { NewsletterIssue, NewsletterIssueBody } from "../../../common/api/newsletter-issues.ts";
import { NEWSLETTER_TOPICS, type NewsletterTopic } from "../../../common/contact.ts";
import type { Locale } from "../../../common/i18n/index.ts";
import type { Database } from "../../db/client.ts";
import { iso, isoOrNull, pgArray, sqlArray } from "../../db/sql.ts";
import type { Tx } from "../../infra/jobs.ts";

interface Row {
  id: number;
  subject_en: string;
  body_en: string;
  subject_fr: string;
  body_fr: string;
  topics: string[] | string;
  status: NewsletterIssue["status"];
  created_at: unknown;
  sent_at: unknown;
  sent_count: number;
  audience_en: number;
  audience_fr: number;
}

const topicsOf = (v: string[] | string) =>
  pgArray(v).filter((t): t is NewsletterTopic => (NEWSLETTER_TOPICS as readonly string[]).includes(t));

const toIssue = (r: Row): NewsletterIssue => ({
  id: r.id,
  subject_en: r.subject_en,
  body_en: r.body_en,
  subject_fr: r.subject_fr,
  body_fr: r.body_fr,
  topics: topicsOf(r.topics),
  status: r.status,
  created_at: iso(r.created_at),
  sent_at: isoOrNull(r.sent_at),
  sent_count: r.sent_count,
  audience: { en: r.audience_en, fr: r.audience_fr },
});

const ISSUE = sql`i.id, i.subject_en, i.body_en, i.subject_fr, i.body_fr, i.topics, i.status, i.created_at, i.sent_at,
  (select count(*)::int from newsletter_deliveries d where d.issue_id = i.id) as sent_count,
  a.en as audience_en, a.fr as audience_fr`;
const AUDIENCE = sql`cross join lateral (
  select count(*) filter (where s.language = 'en')::int as en, count(*) filter (where s.language = 'fr')::int as fr
  from newsletter_subscribers s where s.status = 'confirmed' and s.topics && i.topics) a`;

export async function issueById(database: Database, id: number): Promise<NewsletterIssue | null> {
  const [row] = await database.rows<Row>(
    sql`select ${ISSUE} from newsletter_issues i ${AUDIENCE} where i.id = ${id}`,
  );
  return row ? toIssue(row) : null;
}

export async function listIssues(database: Database): Promise<NewsletterIssue[]> {
  const rows = await database.rows<Row>(
    sql`select ${ISSUE} from newsletter_issues i ${AUDIENCE} order by i.id desc limit 100`,
  );
  return rows.map(toIssue);
}

export async function insertIssue(database: Database, b: NewsletterIssueBody, by: number): Promise<number> {
  const [row] = await database.rows<{ id: number }>(sql`
    insert into newsletter_issues (subject_en, body_en, subject_fr, body_fr, topics, created_by)
    values (${b.subject_en}, ${b.body_en}, ${b.subject_fr}, ${b.body_fr}, ${sqlArray(b.topics, "text")}, ${by})
    returning id`);
  if (!row) throw new Error("issue not stored");
  return row.id;
}

/** Changes a draft; false when the issue is not a draft (any more). */
export async function updateDraft(database: Database, id: number, b: NewsletterIssueBody): Promise<boolean> {
  const rows = await database.rows<{ id: number }>(sql`
    update newsletter_issues set subject_en = ${b.subject_en}, body_en = ${b.body_en}, subject_fr = ${b.subject_fr},
      body_fr = ${b.body_fr}, topics = ${sqlArray(b.topics, "text")}, updated_at = now()
    where id = ${id} and status = 'draft' returning id`);
  return rows.length > 0;
}

/** A draft becomes `sending` (once): false when it was not a draft. */
export async function markSending(tx: Tx, id: number): Promise<boolean> {
  const { rows } = (await tx.execute(sql`
    update newsletter_issues set status = 'sending', send_requested_at = now(), updated_at = now()
    where id = ${id} and status = 'draft' returning id`)) as unknown as { rows: unknown[] };
  return rows.length > 0;
}

export interface Recipient {
  id: number;
  email: string;
  language: Locale;
}

/**
 * The next batch of one issue's sending, under a lock of the issue: the confirmed subscribers of
 * its topics not mailed yet, recorded as mailed in the same transaction (a retried job finds them
 * recorded). Null when the issue is not being sent.
 */
export async function claimBatch(tx: Tx, issueId: number, size: number) {
  const rows = async <T>(q: ReturnType<typeof sql>) =>
    ((await tx.execute(q)) as unknown as { rows: T[] }).rows;
  const [issue] = await rows<Row>(sql`
    select i.id, i.subject_en, i.body_en, i.subject_fr, i.body_fr, i.topics, i.status
    from newsletter_issues i where i.id = ${issueId} and i.status = 'sending' for update`);
  if (!issue) return null;
  const recipients = await rows<Recipient>(sql`
    insert into newsletter_deliveries (issue_id, subscriber_id)
    select ${issueId}, s.id from newsletter_subscribers s
    where s.status = 'confirmed' and s.email is not null and s.topics && ${sqlArray(topicsOf(issue.topics), "text")}
      and not exists (select 1 from newsletter_deliveries d where d.issue_id = ${issueId} and d.subscriber_id = s.id)
    order by s.id limit ${size}
    on conflict do nothing
    returning subscriber_id as id,
      (select email from newsletter_subscribers where id = subscriber_id) as email,
      (select language from newsletter_subscribers where id = subscriber_id) as language`);
  return { issue: { ...issue, topics: topicsOf(issue.topics) }, recipients };
}

export async function markSent(tx: Tx, issueId: number) {
  await tx.execute(
    sql`update newsletter_issues set status = 'sent', sent_at = now(), updated_at = now() where id = ${issueId}`,
  );
}
