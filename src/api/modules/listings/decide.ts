/**
 * A moderator's decision on listings (issue 17, one rule for products and services): a listing
 * waiting for verification goes on sale (approved) or back to the seller (rejected, with the
 * reason); a moderated listing's pending change is applied to the public row or dropped. All the
 * rows of a call in one transaction, with the audit log and one notice per seller.
 */
import { type Locale, translate, translatePlural } from "../../../common/i18n/index.ts";
import { AppError } from "../../errors.ts";
import type { Tx } from "../../infra/jobs.ts";
import { assertModerator } from "../accounts/service.ts";
import { type DecisionRow, recordDecisions } from "../moderation/audit.ts";
import { nameList } from "../moderation/notice.ts";
import type { SellerAccountService } from "../sellers/account-service.ts";
import * as sq from "../sellers/account-service.ts";
import type { SellerImages } from "../sellers/images.ts";
import * as changes from "./changes.ts";
import type { ListingKind, ListingRow, Media, StoredMedia } from "./kind.ts";
import { splitPayload } from "./kind.ts";
import { applyMedia, droppedMedia } from "./media.ts";
import { fieldError, type ListingStatus } from "./status.ts";

export type Verdict = "approved" | "rejected";

export interface DecideDeps {
  db: { transaction<T>(run: (tx: Tx) => Promise<T>): Promise<T> };
  images: SellerImages;
  sellerAccounts: SellerAccountService;
}

interface Planned<R> {
  row: R;
  change?: changes.ChangeRow;
}

interface Decided<R> {
  row: R;
  status: ListingStatus;
  name: string;
}

/** What each row has to decide: its verification, or its pending change (409 naming rows with nothing). */
async function plan<R extends ListingRow, F extends object, M extends Media>(
  tx: Tx,
  k: ListingKind<R, F, M>,
  ids: number[],
) {
  const unique = [...new Set(ids)];
  const rows = await k.lock(tx, unique);
  if (rows.length !== unique.length) throw new AppError("not_found", k.notFound);
  const planned: Planned<R>[] = [];
  const refused: R[] = [];
  for (const row of rows) {
    if (row.status === "verified") planned.push({ row });
    else {
      const change = await changes.findPendingChange(tx, k.kind, row.id, { forUpdate: true });
      if (change) planned.push({ row, change });
      else refused.push(row);
    }
  }
  if (refused.length) throw new AppError("conflict", k.messages.cannotModerate, k.messages.named(refused));
  return planned;
}

/** The verdict on a listing waiting for verification; its audit snapshot. */
async function decideVerification<R extends ListingRow, F extends object, M extends Media>(
  tx: Tx,
  k: ListingKind<R, F, M>,
  row: R,
  verdict: Verdict,
  reason: string,
) {
  await k.setStatus(tx, [row.id], {
    status: verdict,
    rejectionReason: verdict === "rejected" ? reason : "",
    ...(verdict === "approved" ? { publishedAt: row.publishedAt ?? new Date() } : {}),
  });
  return { status: { from: row.status, to: verdict }, fields: await k.fieldsOf(tx, row) };
}

/** The verdict on a pending change: applied to the public row, or dropped; its audit snapshot. */
async function decideChange<R extends ListingRow, F extends object, M extends Media>(
  tx: Tx,
  k: ListingKind<R, F, M>,
  row: R,
  change: changes.ChangeRow,
  verdict: Verdict,
  input: { moderatorId: number; reason: string; unused: StoredMedia[] },
) {
  const before = await k.fieldsOf(tx, row);
  const live = await k.media.list(tx, row.id);
  const snapshot = {
    change_id: change.id,
    changes: Object.fromEntries(
      Object.entries(change.payload).map(([key, v]) => [
        key,
        { from: key === k.mediaKey ? live : before[key as keyof F], to: v },
      ]),
    ),
  };
  const { fields, media } = splitPayload(k, change.payload);
  if (verdict === "approved") {
    await k.beforeApply?.(tx, row, change);
    await k.writeFields(tx, row.id, fields);
    if (media) await applyMedia(tx, k, row.id, live, media, input.unused);
  } else if (media) input.unused.push(...droppedMedia(live, media));
  await changes.decideChange(tx, change.id, {
    status: verdict,
    reason: input.reason,
    decidedBy: input.moderatorId,
  });
  return snapshot;
}

/** One notice per seller, naming its first listings and counting the others. */
async function notifySellers<R extends ListingRow, F extends object, M extends Media>(
  tx: Tx,
  k: ListingKind<R, F, M>,
  sellerAccounts: SellerAccountService,
  decided: Decided<R>[],
  verdict: Verdict,
  reason: string,
) {
  const bySeller = new Map<number, Decided<R>[]>();
  for (const d of decided) bySeller.set(d.row.sellerId, [...(bySeller.get(d.row.sellerId) ?? []), d]);
  for (const [sellerId, list] of bySeller) {
    const seller = await sq.findSellerById(tx, sellerId);
    if (!seller) continue;
    const names = list.map((d) => d.name);
    await sellerAccounts.notify(
      tx,
      seller,
      "moderation_result",
      (loc) => k.notice.text(loc, verdict, names, reason),
      k.notice.link,
    );
  }
}

/**
 * Approves or rejects listings waiting for verification, or the pending changes of moderated ones,
 * in one transaction; writes the audit log and notifies each seller; removes the files no listing
 * uses any more once committed. 400 for a rejection without a reason, 403 for a non-moderator.
 */
export async function decide<R extends ListingRow, F extends object, M extends Media, Out>(
  deps: DecideDeps,
  k: ListingKind<R, F, M, Out>,
  input: { moderatorId: number; ids: number[]; verdict: Verdict; reason: string },
): Promise<Out[]> {
  const { moderatorId, verdict } = input;
  const reason = input.reason.trim();
  if (verdict === "rejected" && !reason) throw fieldError("reason", "validation.required");
  const unused: StoredMedia[] = [];
  const out = await deps.db.transaction(async (tx) => {
    await assertModerator(tx, moderatorId);
    const audit: DecisionRow[] = [];
    const decided: Decided<R>[] = [];
    for (const { row, change } of await plan(tx, k, input.ids)) {
      const snapshot = change
        ? await decideChange(tx, k, row, change, verdict, { moderatorId, reason, unused })
        : await decideVerification(tx, k, row, verdict, reason);
      audit.push({
        moderatorId,
        subjectKind: k.kind,
        subjectId: row.id,
        decision: verdict,
        reason,
        snapshot,
      });
      const pendingName = (change?.payload as { name?: string } | undefined)?.name;
      decided.push({ row, status: change ? row.status : verdict, name: k.notice.nameOf(row, pendingName) });
    }
    await recordDecisions(tx, audit);
    await notifySellers(tx, k, deps.sellerAccounts, decided, verdict, reason);
    return decided.map((d) => k.summary(d.row, d.status));
  });
  for (const u of unused) await deps.images.remove(u.url, u.url2x);
  return out;
}

/** The seller's notice of a decision on their products or services (mail subject and intro, Telegram text). */
export function moderationNotice(noun: "product" | "service") {
  return (loc: Locale, verdict: Verdict, names: string[], reason: string) => {
    const n = names.length;
    const listed = { [`${noun}s`]: nameList(loc, names) };
    return verdict === "approved"
      ? {
          subject: translate(loc, `mail.${noun}Moderation.approvedSubject`),
          intro: translatePlural(loc, `mail.${noun}Moderation.approvedIntro`, n, listed),
          telegram: translatePlural(loc, `telegram.${noun}sApproved`, n, listed),
        }
      : {
          subject: translate(loc, `mail.${noun}Moderation.rejectedSubject`),
          intro: translatePlural(loc, `mail.${noun}Moderation.rejectedIntro`, n, { ...listed, reason }),
          telegram: translatePlural(loc, `telegram.${noun}sRejected`, n, { ...listed, reason }),
        };
  };
}
