import { describe, expect, it } from "vitest";
import "../../../common/i18n/all.ts";
import type { MessageKey } from "../../../common/i18n/index.ts";
import { AppError } from "../../errors.ts";
import type { Tx } from "../../infra/jobs.ts";
import type { ListingKind, ListingRow, Media, StatusValues } from "./kind.ts";
import { splitPayload } from "./kind.ts";
import { assertEditable, changeStatus } from "./lifecycle.ts";
import { actionsOf, type FieldErrors, type ListingStatus, moderated, transitions } from "./status.ts";

const T = transitions<ListingStatus>("products");

const row = (id: number, status: ListingStatus, archivedFrom: ListingStatus | null = null): ListingRow => ({
  id,
  sellerId: 1,
  name: `Rig ${id}`,
  status,
  archivedFrom,
  publishedAt: null,
  rejectionReason: "",
  updatedAt: new Date(0),
});

/** A kind over rows in memory: what the core asks of a table, and what it wrote. */
function memoryKind(rows: ListingRow[], gaps: Record<string, MessageKey[]> = {}) {
  const written: { ids: number[]; values: StatusValues }[] = [];
  const kind: ListingKind<ListingRow, { name: string }, Media, { id: number; status: ListingStatus }> = {
    kind: "product",
    mediaKey: "photos",
    fields: ["name"],
    notFound: "error.productIdNotFound",
    find: async (_q, id) => rows.find((r) => r.id === id),
    findOwn: async (_q, sellerId, id) => rows.find((r) => r.id === id && r.sellerId === sellerId),
    lock: async (_q, ids) => rows.filter((r) => ids.includes(r.id)),
    fieldsOf: async (_q, r) => ({ name: r.name }),
    writeFields: async () => {},
    setStatus: async (_q, ids, values) => {
      written.push({ ids, values });
    },
    media: {
      list: async () => [],
      nextId: async () => 1,
      fromSaved: (id, s) => ({ id, url: s.url, url_2x: s.url2x, width: s.width, height: s.height }),
      insert: async () => ({ id: 1 }),
      remove: async () => undefined,
      reorder: async () => {},
      max: 3,
      tooMany: () => new AppError("bad_request", "products.photosMax"),
      field: "photo",
      copyName: "photo",
    },
    messages: {
      readOnly: (r) => new AppError("conflict", "products.cannotEdit", { sku: r.name }),
      idsField: "products_ids",
      notYours: "products.notYours",
      mixedStatuses: "products.mixedStatuses",
      errorPrefix: "products.",
      incomplete: "products.incomplete",
      cannotModerate: "products.cannotModerate",
      named: (list) => ({ skus: list.map((r) => r.name).join(", ") }),
      statusLabel: (_locale, status) => status,
    },
    summary: (r, status) => ({ id: r.id, status }),
    completeness: async (_q, f): Promise<FieldErrors> => {
      const found = gaps[f.name];
      return found ? { name: found } : {};
    },
    notice: {
      nameOf: (r) => r.name,
      text: () => ({ subject: "", intro: "", telegram: "" }),
      link: { path: "/", label: "mail.productModeration.action" },
    },
  };
  return { kind, written };
}

const tx = {} as Tx;
const refusal = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    return e as AppError;
  }
  throw new Error("expected a refusal");
};

describe("the status transitions of listings", () => {
  it("offers each status its actions; publish only for what was for sale before it was archived", () => {
    const offered = (status: ListingStatus, archivedFrom: ListingStatus | null = null) =>
      actionsOf(T, { status, archived_from: archivedFrom }).sort();
    expect(offered("draft")).toEqual(["to-archive", "verify"]);
    expect(offered("rejected")).toEqual(["to-archive", "verify"]);
    expect(offered("verified")).toEqual([]);
    expect(offered("approved")).toEqual(["to-archive"]);
    expect(offered("archived", "draft")).toEqual(["from-archive"]);
    expect(offered("archived", "approved")).toEqual(["from-archive", "publish"]);
  });

  it("restores an archived listing to where it was, and a listing once for sale stays moderated", () => {
    expect(T["from-archive"].to({ status: "archived", archivedFrom: "approved" })).toBe("approved");
    expect(T["from-archive"].to({ status: "archived", archivedFrom: null })).toBe("draft");
    expect(moderated({ status: "approved", archivedFrom: null })).toBe(true);
    expect(moderated({ status: "archived", archivedFrom: "approved" })).toBe(true);
    expect(moderated({ status: "archived", archivedFrom: "draft" })).toBe(false);
    expect(moderated({ status: "rejected", archivedFrom: null })).toBe(false);
  });

  it("makes a listing under review read-only, and only that one", () => {
    const { kind } = memoryKind([]);
    expect(() => assertEditable(kind, row(1, "verified"))).toThrow(AppError);
    for (const status of ["draft", "approved", "archived", "rejected"] as const)
      expect(() => assertEditable(kind, row(1, status))).not.toThrow();
  });

  it("splits a pending payload into its fields and its media list", () => {
    const { kind } = memoryKind([]);
    const photos = [{ id: 7, url: "a", url_2x: "b", width: 1, height: 1 }];
    expect(splitPayload(kind, { name: "New", photos })).toEqual({ fields: { name: "New" }, media: photos });
    expect(splitPayload(kind, { name: "New" })).toEqual({ fields: { name: "New" }, media: undefined });
    expect(splitPayload(kind, undefined)).toEqual({ fields: {}, media: undefined });
  });
});

describe("a seller's mass status action", () => {
  const input = (action: "verify" | "to-archive" | "from-archive" | "publish", ids: number[]) => ({
    sellerId: 1,
    action,
    ids,
    locale: "en" as const,
  });

  it("moves every row, remembering where an archived row came from", async () => {
    const { kind, written } = memoryKind([row(1, "approved"), row(2, "approved")]);
    const out = await changeStatus(tx, kind, T, input("to-archive", [1, 2]));
    expect(out).toEqual({
      count: 2,
      results: [
        { id: 1, status: "archived" },
        { id: 2, status: "archived" },
      ],
    });
    expect(written.map((w) => w.values)).toEqual([
      { status: "archived", archivedFrom: "approved" },
      { status: "archived", archivedFrom: "approved" },
    ]);
  });

  it("changes nothing when a row is another seller's, the statuses are mixed, or one does not accept the action", async () => {
    const other = { ...row(3, "draft"), sellerId: 2 };
    const { kind, written } = memoryKind([row(1, "draft"), row(2, "approved"), other]);
    expect((await refusal(changeStatus(tx, kind, T, input("to-archive", [1, 3])))).messageKey).toBe(
      "products.notYours",
    );
    expect((await refusal(changeStatus(tx, kind, T, input("to-archive", [1, 2])))).messageKey).toBe(
      "products.mixedStatuses",
    );
    expect((await refusal(changeStatus(tx, kind, T, input("publish", [1])))).messageKey).toBe(
      "products.cannotPublish",
    );
    expect(written).toEqual([]);
  });

  it("publishes only archived rows that were for sale, naming the others", async () => {
    const { kind } = memoryKind([row(1, "archived", "approved"), row(2, "archived", "draft")]);
    const err = await refusal(changeStatus(tx, kind, T, input("publish", [1, 2])));
    expect(err.messageKey).toBe("products.cannotPublish");
    expect(err.params).toMatchObject({ skus: "Rig 2" });
  });

  it("sends for verification only complete rows, naming each row's gaps when there are several", async () => {
    const { kind, written } = memoryKind([row(1, "draft"), row(2, "draft")], {
      "Rig 2": ["validation.required"],
    });
    const err = await refusal(changeStatus(tx, kind, T, input("verify", [1, 2])));
    expect(err.messageKey).toBe("products.incomplete");
    expect(err.fields).toEqual({ "products.2.name": ["validation.required"] });
    expect(written).toEqual([]);
    const ok = memoryKind([row(1, "rejected")]);
    await changeStatus(tx, ok.kind, T, input("verify", [1]));
    expect(ok.written[0]?.values).toEqual({ status: "verified", archivedFrom: null, rejectionReason: "" });
  });
});
