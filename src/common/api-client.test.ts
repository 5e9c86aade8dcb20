import { describe, expect, it } from "vitest";
import { type ApiRequest, apiUrl, createApiClient } from "./api-client.ts";

/** A transport that records the request and answers `answer`. */
function recorder(answer = { status: 200, body: "{}" }) {
  const sent: ApiRequest[] = [];
  const api = createApiClient(
    async (req) => {
      sent.push(req);
      return { headers: {}, ...answer };
    },
    { locale: "fr" },
  );
  return { api, sent };
}

describe("the typed API client", () => {
  it("builds a call's path from its name, parameters and query", async () => {
    const { api, sent } = recorder();
    await api.call("sellers.similar", { params: { id: 12 }, query: { limit: 4 } });
    expect(sent[0]).toMatchObject({
      method: "GET",
      url: "/api/sellers/12/similar-companies/?limit=4",
      headers: { "accept-language": "fr" },
    });
  });

  it("encodes each parameter as one path segment", () => {
    expect(apiUrl("catalog.product", { params: { sku: "RM/1 2" } })).toBe(
      "/api/products-catalog/products/RM%2F1%202",
    );
  });

  it("sends the body as JSON with the call's method", async () => {
    const { api, sent } = recorder();
    await api.call("sellerProducts.update", { params: { id: 3 }, body: { name: "S19" } });
    expect(sent[0]).toMatchObject({
      method: "PATCH",
      url: "/api/products-catalog/products/3/",
      headers: { "content-type": "application/json" },
      body: '{"name":"S19"}',
    });
  });

  it("uploads one file as multipart in the contract's field", async () => {
    const { api, sent } = recorder({ status: 201, body: '{"id":1}' });
    const file = new File(["png"], "logo.png", { type: "image/png" });
    await api.upload("sellerAccount.logo", { params: { id: 5 }, field: "logo", file });
    const req = sent[0];
    expect(req?.url).toBe("/api/sellers/5/logo/");
    expect(req?.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(new TextDecoder().decode(req?.body as Uint8Array)).toContain('name="logo"; filename="logo.png"');
  });

  it("checks names, parameters, queries and bodies at compile time", async () => {
    const { api } = recorder();
    // @ts-expect-error: no such call
    await expect(api.call("catalog.nope")).rejects.toThrow();
    // @ts-expect-error: the path parameter is missing
    await expect(api.call("sellers.similar", { query: { limit: 4 } })).rejects.toThrow(/parameter id/);
    // @ts-expect-error: not a query parameter of this call
    await api.call("search.popular", { query: { limitt: 6 } });
    // @ts-expect-error: the body is required
    await api.call("accounts.tokenPair");
    // @ts-expect-error: uploads go through upload(), with the contract's field
    await api.upload("sellerAccount.logo", { params: { id: 1 }, field: "photo", file: new File([], "x") });
    const popular: Array<{ query: string; count: number }> = await api.call("search.popular");
    expect(popular).toEqual({});
  });

  it("throws the API's error with its status and body", async () => {
    const { api } = recorder({ status: 404, body: '{"detail":"Not found."}' });
    await expect(api.call("catalog.product", { params: { sku: "X" } })).rejects.toMatchObject({
      status: 404,
      message: "Not found.",
    });
  });
});
