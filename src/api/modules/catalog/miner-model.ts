/**
 * A miner model's public fields, built from its row the one way: the list of models
 * (`GET /api/models/miners/simple/`) and a model's page (`GET /api/models/miners/:id/`) answer
 * the same shape. The hashrate falls back to the row's H/s when the specs have none.
 */
import type { ProductSpecs } from "../../../common/catalog.ts";

/** What the queries select of a model: `miner_models m` with its brand as `brand_id`, `brand_name`. */
export interface MinerModelRow {
  id: number;
  name: string;
  slug: string;
  brand_id: number;
  brand_name: string;
  algorithm: string;
  hashrate_hs: number;
  power_w: number;
  specs: ProductSpecs;
  released_on: string | null;
}

export function minerModelFields(r: MinerModelRow) {
  return {
    id: r.id,
    name: r.name,
    slug: r.slug,
    brand: { id: r.brand_id, name: r.brand_name },
    algorithm: r.algorithm,
    hashrate: r.specs.hashrate ?? { value: r.hashrate_hs, unit: "H/s" },
    hashrate_hs: r.hashrate_hs,
    power_w: r.power_w,
    efficiency: r.specs.efficiency ?? null,
    release_date: r.released_on,
  };
}
