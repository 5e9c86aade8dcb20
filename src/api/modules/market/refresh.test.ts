import { describe, expect, it } from "vitest";
import { refreshCron } from "./refresh.ts";

describe("refreshCron", () => {
  it("runs every N minutes of the hour, hourly at 60", () => {
    expect(refreshCron(10)).toBe("*/10 * * * *");
    expect(refreshCron(1)).toBe("*/1 * * * *");
    expect(refreshCron(60)).toBe("0 * * * *");
  });
});
