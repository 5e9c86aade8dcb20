import { describe, expect, it } from "vitest";
import { summaryEntries } from "./error-summary.tsx";

describe("summaryEntries", () => {
  it("lists every field with errors in the form's order (rows by prefix), unknown fields last", () => {
    const errors = {
      description: ["Required."],
      colour: ["Unknown field."],
      "price_tiers.1.min_quantity": ["Overlap."],
      name: ["Required."],
      main_photo: ["Add a main photo."],
      empty: [],
    };
    const entries = summaryEntries(
      errors,
      (field) => ({ label: field.toUpperCase(), target: `f-${field}` }),
      ["main_photo", "name", "description", "price_tiers"],
    );
    expect(entries.map((e) => e.field)).toEqual([
      "main_photo",
      "name",
      "description",
      "price_tiers.1.min_quantity",
      "colour",
    ]);
    expect(entries[1]).toEqual({
      field: "name",
      label: "NAME",
      messages: ["Required."],
      target: "f-name",
      name: undefined,
    });
  });
});
