import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("has defaults that let `npm start` run with nothing set", () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.DATA_DIR).toBe("./data");
    expect(c.SEED_DEMO).toBe(true);
    expect(c.publicUrl).toBe("http://localhost:3000");
  });

  it("has no market-data provider unless MARKET_DATA_URL is set, and refreshes every 10 minutes", () => {
    expect(loadConfig({}).MARKET_DATA_URL).toBeUndefined();
    expect(loadConfig({}).MARKET_REFRESH_MINUTES).toBe(10);
    const c = loadConfig({ MARKET_DATA_URL: "https://market.example/v1", MARKET_REFRESH_MINUTES: "5" });
    expect(c.MARKET_DATA_URL).toBe("https://market.example/v1");
    expect(c.MARKET_REFRESH_MINUTES).toBe(5);
  });

  it("sends bulk mail at 60 a minute unless MAIL_BULK_PER_MINUTE says otherwise", () => {
    expect(loadConfig({}).MAIL_BULK_PER_MINUTE).toBe(60);
    expect(loadConfig({ MAIL_BULK_PER_MINUTE: "600" }).MAIL_BULK_PER_MINUTE).toBe(600);
  });

  it("reads a PostgreSQL URL and a port", () => {
    const c = loadConfig({
      DATABASE_URL: "postgres://u:p@db:5432/rm",
      PORT: "8080",
      PUBLIC_URL: "https://rigmarket.example/",
    });
    expect(c.DATABASE_URL).toBe("postgres://u:p@db:5432/rm");
    expect(c.PORT).toBe(8080);
    expect(c.publicUrl).toBe("https://rigmarket.example");
  });

  it.each([
    ["PORT", "eighty"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://localhost/x"],
    ["DATABASE_URL", "not a url"],
    ["LOG_LEVEL", "loud"],
    ["PUBLIC_URL", "ftp://x"],
    ["MARKET_DATA_URL", "file:///etc/passwd"],
    ["MARKET_REFRESH_MINUTES", "0"],
    ["MARKET_REFRESH_MINUTES", "90"],
    ["MAIL_BULK_PER_MINUTE", "0"],
    ["MAIL_BULK_PER_MINUTE", "many"],
  ])("stops on a bad %s with a message naming it", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });
});
