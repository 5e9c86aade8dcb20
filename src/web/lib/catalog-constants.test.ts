import { describe, expect, it } from "vitest";
import * as api from "../../common/api/catalog.ts";
import * as common from "../../common/catalog.ts";
import * as web from "./catalog-constants.ts";

describe("web copies of the catalogue constants", () => {
  it("equal the shared ones", () => {
    expect(web.REGIONS).toEqual(common.REGIONS);
    expect(web.ALL_WORLD).toEqual(common.ALL_WORLD);
    expect(web.SPEC_KEYS).toEqual(common.SPEC_KEYS);
    expect(web.PRODUCT_ORDERINGS).toEqual(api.PRODUCT_ORDERINGS);
    expect(web.PRODUCTS_PAGE_SIZE).toBe(common.PAGE_SIZES.products.default);
  });
});
