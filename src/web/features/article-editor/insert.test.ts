import { describe, expect, it } from "vitest";
import { insertParagraph } from "./insert.ts";

const md = "![chart](/uploads/articles/a1/x.webp)";

describe("insertParagraph", () => {
  it("puts the Markdown on a paragraph of its own wherever the cursor is", () => {
    expect(insertParagraph("", 0, 0, md)).toEqual({ text: `${md}\n`, caret: md.length + 1 });
    expect(insertParagraph("Intro.", 6, 6, md).text).toBe(`Intro.\n\n${md}\n`);
    expect(insertParagraph("## A\n\nText.", 4, 4, md).text).toBe(`## A\n\n${md}\n\nText.`);
    expect(insertParagraph("One two", 3, 3, md).text).toBe(`One\n\n${md}\n\n two`);
  });

  it("replaces the selected text and leaves the cursor after the insertion", () => {
    const r = insertParagraph("Keep. DROP Keep.", 6, 10, md);
    expect(r.text).toBe(`Keep. \n\n${md}\n\n Keep.`);
    expect(r.text.slice(0, r.caret)).toBe(`Keep. \n\n${md}\n\n`);
  });
});
