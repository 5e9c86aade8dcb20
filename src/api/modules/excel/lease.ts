/**
 * The import job's lease (issue 31 item 7, decision 067). The job takes a queued import with a
 * lease of LEASE_SECONDS and renews it every RENEW_MS while it works; a process that dies stops
 * renewing. An import still `processing` past its lease is `interrupted` the next time anyone looks
 * (the seller's page, a new upload): nothing was saved, the seller starts again, and a new upload
 * is accepted at once. Every move is a conditional update of the row (`stage = 'processing'`), so a
 * job that comes back late (or is delivered again) and the interruption never both act.
 */
import * as q from "./queries.ts";

/** How long the job holds an import without a sign of life. */
export const LEASE_SECONDS = 60;
/** How often the running job renews its lease (several renewals fit in one lease). */
export const RENEW_MS = 10_000;

/** The row as it is now: `interrupted` when its job's lease is over. */
export async function withLeaseChecked(db: q.Q, batch: q.ImportRow): Promise<q.ImportRow> {
  if (batch.stage !== "processing") return batch;
  if (batch.leaseUntil && batch.leaseUntil.getTime() > Date.now()) return batch;
  return (
    (await q.interruptImport(db, batch.id, { expired: true })) ?? (await q.findImport(db, batch.id)) ?? batch
  );
}

/**
 * Renews the lease of a running import until the returned function is called; `lost()` is called
 * when the import is no longer the job's (interrupted or cancelled meanwhile).
 */
export function holdLease(db: q.Q, importId: number, lost: () => void): () => void {
  const timer = setInterval(() => {
    q.renewLease(db, importId, LEASE_SECONDS).then(
      (held) => held || lost(),
      // A renewal that failed is tried again at the next tick; the lease outlives a few.
      () => {},
    );
  }, RENEW_MS);
  timer.unref();
  return () => clearInterval(timer);
}
