import { describe, expect, it } from "vitest";
import { shareTargets } from "./share.ts";

describe("shareTargets", () => {
  const url = "https://rig.example/fr/pulse/articles/a-b?x=1&y=2";
  const targets = shareTargets(url, "Title & “quotes” <b>", `Read: ${url}`);
  const byId = Object.fromEntries(targets.map((t) => [t.id, t.href]));

  it("links X, LinkedIn, Telegram and e-mail with the encoded URL", () => {
    expect(targets.map((t) => t.id)).toEqual(["x", "linkedin", "telegram", "email"]);
    for (const href of Object.values(byId)) expect(href).toContain(encodeURIComponent(url));
    expect(new URL(byId.x ?? "").searchParams.get("url")).toBe(url);
    expect(new URL(byId.x ?? "").searchParams.get("text")).toBe("Title & “quotes” <b>");
    expect(new URL(byId.linkedin ?? "").searchParams.get("url")).toBe(url);
    expect(new URL(byId.telegram ?? "").searchParams.get("url")).toBe(url);
  });

  it("puts the title in the subject and the URL in the body of the mail", () => {
    const mail = byId.email ?? "";
    expect(mail.startsWith("mailto:?")).toBe(true);
    const params = new URLSearchParams(mail.slice("mailto:?".length));
    expect(params.get("subject")).toBe("Title & “quotes” <b>");
    expect(params.get("body")).toBe(`Read: ${url}`);
    // Spaces as %20, not +: mail programs do not all read + as a space.
    expect(mail).not.toContain("+");
  });
});
