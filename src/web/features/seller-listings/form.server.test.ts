import { describe, expect, it, vi } from "vitest";
import { ApiError, createApiClient } from "../../../common/api-client.ts";
import type { MessageKey } from "../../../common/i18n/index.ts";
import { makeT } from "../../i18n/translator.ts";
import { type ListingPost, runMediaAction, saveListing } from "./form.server.ts";
import type { ListingKind } from "./form-page.tsx";

/** A post of the form page of a `listing` with these form fields (no API behind it). */
function postOf(listing: ListingKind, fields: Record<string, string | File>, id: number | null): ListingPost {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const [kind = "", arg = ""] = String(fields.intent ?? "").split(":");
  return {
    listing,
    url: new URL(`http://x/seller-${listing}s/add`),
    locale: "en",
    t: makeT("en"),
    api: createApiClient(async () => ({ status: 500, headers: {}, body: "" }), { locale: "en" }),
    form,
    kind,
    arg,
    id,
  };
}

const never = () => Promise.reject(new Error("not called"));
const photo = (bytes: number) => new File([new Uint8Array(bytes)], "p.png", { type: "image/png" });

describe("the media forms of a listing", () => {
  it("leaves other intents to the form", async () => {
    const post = postOf("product", { intent: "draft" }, 3);
    expect(await runMediaAction(post, 100, { upload: never, remove: never })).toBeNull();
  });

  it("asks to save a new listing first, in the kind's words", async () => {
    const product = postOf("product", { intent: "photo-upload", photo: photo(10) }, null);
    expect(await runMediaAction(product, 100, { upload: never, remove: never })).toEqual({
      intent: "photos",
      detail: "Save the draft first to add photos.",
    });
    const service = postOf("service", { intent: "image-remove:4" }, null);
    expect(await runMediaAction(service, 100, { upload: never, remove: never })).toEqual({
      intent: "images",
      detail: "Save the draft first to add images.",
    });
  });

  it("refuses a file larger than the limit before sending it", async () => {
    const post = postOf("product", { intent: "photo-upload", photo: photo(2 * 1024 * 1024 + 1) }, 3);
    const upload = vi.fn(never);
    expect(await runMediaAction(post, 2 * 1024 * 1024, { upload, remove: never })).toEqual({
      intent: "photos",
      fields: { photo: ["The photo is larger than 2 MB."] },
    });
    expect(upload).not.toHaveBeenCalled();
  });

  it("uploads, removes and makes main with the listing's id", async () => {
    const upload = vi.fn(async () => ({}));
    const remove = vi.fn(async () => ({}));
    const main = vi.fn(async () => ({}));
    const calls = { upload, remove, setMain: { call: main, done: "Main photo changed." } };
    const file = photo(10);
    expect(
      await runMediaAction(postOf("product", { intent: "photo-upload", photo: file }, 3), 100, calls),
    ).toEqual({ intent: "photos", ok: "Photo added." });
    expect(upload).toHaveBeenCalledWith(3, expect.any(File));
    await runMediaAction(postOf("product", { intent: "photo-remove:8" }, 3), 100, calls);
    expect(remove).toHaveBeenCalledWith(3, 8);
    expect(await runMediaAction(postOf("product", { intent: "photo-main:9" }, 3), 100, calls)).toEqual({
      intent: "photos",
      ok: "Main photo changed.",
    });
    expect(main).toHaveBeenCalledWith(3, 9);
  });

  it("offers no main image where the first one is the main one", async () => {
    const post = postOf("service", { intent: "image-main:9" }, 3);
    expect(await runMediaAction(post, 100, { upload: never, remove: never })).toEqual({
      intent: "images",
      detail: "Unknown action.",
    });
  });
});

describe("saving a listing", () => {
  it("creates a new listing, then sends the created one for verification", async () => {
    const verify = vi.fn(async () => ({}));
    const create = vi.fn(async () => ({ id: 12 }));
    const out = await saveListing(postOf("service", { intent: "verify" }, null), {
      listing: "service",
      update: never,
      create,
      verify,
      extra: () => ({}),
      gaps: async () => ({}),
    });
    expect(out).toEqual({ saved: { id: 12 }, id: 12 });
    expect(create).toHaveBeenCalledWith({ source: "manual" });
    expect(verify).toHaveBeenCalledWith(12);
  });

  it("names every field a refused send needs in one answer, on the created listing", async () => {
    const refused = new ApiError(400, { "products.12.name": ["This field is required."] });
    const out = await saveListing(postOf("product", { intent: "verify" }, null), {
      listing: "product",
      update: never,
      create: async () => ({ id: 12 }),
      verify: () => Promise.reject(refused),
      extra: () => ({ values: { name: "" } }),
      stripPrefix: /^products\.\d+\./,
      gaps: async (id): Promise<Record<string, MessageKey[]>> =>
        id === 12 ? { main_photo: ["products.mainPhotoRequired"] } : {},
    });
    expect("saved" in out).toBe(false);
    if ("saved" in out) return;
    expect(out.init?.status).toBe(400);
    expect(out.data).toMatchObject({
      intent: "product",
      values: { name: "" },
      createdId: 12,
      detail: "Some fields need your attention.",
      fields: { name: ["This field is required."], main_photo: [makeT("en")("products.mainPhotoRequired")] },
    });
  });
});
