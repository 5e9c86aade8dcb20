import { describe, expect, it } from "vitest";
import { idsFromForm, listHref, parseListQuery, selectionState } from "./list-query.ts";

const STATUSES = ["draft", "verified", "approved", "archived", "rejected"] as const;
const ORDERINGS = ["-created_at", "name"] as const;
const ACTIONS = ["verify", "to-archive", "from-archive", "publish"] as const;

describe("seller listing query", () => {
  it("keeps known values and drops the rest", () => {
    const q = parseListQuery(
      new URL("http://x/seller-services?status=nope&ordering=name&category=12&search=rig&page=0"),
      STATUSES,
      ORDERINGS,
    );
    expect(q).toEqual({ status: "", ordering: "name", category: "12", search: "rig", page: 1 });
    expect(
      parseListQuery(new URL("http://x/?status=draft&ordering=drop&category=x&page=3"), STATUSES, ORDERINGS),
    ).toEqual({ status: "draft", ordering: "-created_at", category: "", search: "", page: 3 });
  });

  it("builds links that change one part and go back to page 1", () => {
    const q = { status: "draft", ordering: "name", category: "4", search: "a b", page: 3 };
    expect(listHref("/seller-services", q, { status: "archived" })).toBe(
      "/seller-services?status=archived&search=a+b&category=4&ordering=name",
    );
    expect(listHref("/seller-products", { ...q, ordering: "-created_at" }, { page: 2 })).toBe(
      "/seller-products?status=draft&search=a+b&category=4&page=2",
    );
  });
});

describe("mass actions of a selection", () => {
  const row = (id: number, status: string, actions: (typeof ACTIONS)[number][]) => ({ id, status, actions });

  it("needs a selection of one status, and allows what every row allows", () => {
    expect(selectionState([], ACTIONS)).toEqual({ allowed: new Set(), reason: "none" });
    expect(
      selectionState(
        [row(1, "draft", ["verify", "to-archive"]), row(2, "approved", ["to-archive"])],
        ACTIONS,
      ),
    ).toEqual({ allowed: new Set(), reason: "mixed" });
    expect(
      selectionState([row(1, "draft", ["verify", "to-archive"]), row(2, "draft", ["to-archive"])], ACTIONS),
    ).toEqual({ allowed: new Set(["to-archive"]), reason: null });
  });

  it("reads only ids from a posted form", () => {
    const form = new FormData();
    for (const v of ["3", "x", "12345678901", "7"]) form.append("services_ids", v);
    expect(idsFromForm(form, "services_ids")).toEqual([3, 7]);
  });
});
