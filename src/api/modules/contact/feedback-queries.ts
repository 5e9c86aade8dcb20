/** SQL of the feedback form and its console (issue 20). */
import { eq, sql } from "drizzle-orm";
import type { Feedback } from "../../../common/api/contact.ts";
import type { Database } from "../../db/client.ts";
import { feedbackMessages } from "../../db/schema.ts";
import { iso, isoOrNull } from "../../db/sql.ts";
import type { Tx } from "../../infra/jobs.ts";

export interface NewFeedback {
  userId: number | null;
  name: string;
  email: string;
  topic: string;
  message: string;
  locale: string;
}

export async function insertFeedback(tx: Tx, row: NewFeedback): Promise<number> {
  const [created] = await tx.insert(feedbackMessages).values(row).returning({ id: feedbackMessages.id });
  if (!created) throw new Error("feedback not stored");
  return created.id;
}

interface Row {
  id: number;
  name: string;
  email: string;
  topic: string;
  message: string;
  locale: string;
  created_at: unknown;
  user_id: number | null;
  user_email: string | null;
  answer: string | null;
  answered_at: unknown;
  answered_by: number | null;
  answerer_name: string | null;
}

const SELECT = sql`
  select f.id, f.name, f.email, f.topic, f.message, f.locale, f.created_at, f.user_id,
         u.email as user_email, f.answer, f.answered_at, f.answered_by, a.name as answerer_name
  from feedback_messages f
  left join users u on u.id = f.user_id
  left join users a on a.id = f.answered_by`;

const toFeedback = (r: Row): Feedback => ({
  id: r.id,
  name: r.name,
  email: r.email,
  topic: r.topic,
  message: r.message,
  locale: r.locale,
  created_at: iso(r.created_at),
  user: r.user_id !== null && r.user_email !== null ? { id: r.user_id, email: r.user_email } : null,
  answer: r.answer,
  answered_at: isoOrNull(r.answered_at),
  answered_by: r.answered_by !== null ? { id: r.answered_by, name: r.answerer_name ?? "" } : null,
});

/** The newest 500 messages of a status ("new": not answered yet). */
export async function listFeedback(database: Database, status: "new" | "answered" | "all") {
  const where =
    status === "new"
      ? sql`where f.answered_at is null`
      : status === "answered"
        ? sql`where f.answered_at is not null`
        : sql``;
  const rows = await database.rows<Row>(
    sql`${SELECT} ${where} order by f.created_at desc, f.id desc limit 500`,
  );
  const [counts] = await database.rows<{ new: number; answered: number }>(sql`
    select count(*) filter (where answered_at is null)::int as new,
           count(*) filter (where answered_at is not null)::int as answered
    from feedback_messages`);
  return { results: rows.map(toFeedback), counts: counts ?? { new: 0, answered: 0 } };
}

export async function getFeedback(database: Database, id: number) {
  const [row] = await database.rows<Row>(sql`${SELECT} where f.id = ${id}`);
  return row ? toFeedback(row) : null;
}

/** Records the answer (the latest one when answered twice); false when there is no such message. */
export async function recordAnswer(tx: Tx, id: number, answer: string, by: number): Promise<boolean> {
  const rows = await tx
    .update(feedbackMessages)
    .set({ answer, answeredBy: by, answeredAt: sql`now()` })
    .where(eq(feedbackMessages.id, id))
    .returning({ id: feedbackMessages.id });
  return rows.length > 0;
}
