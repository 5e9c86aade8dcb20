/** Categories, brands and miner models of the demo, from the curated data modules. */
import { HASHRATE_UNITS, type HashrateUnit, type ProductSpecs } from "../../../common/catalog.ts";
import type { BrandRow, CategoryRow, ModelRow } from "./context.ts";
import { BRANDS } from "./data/brands.ts";
import { type CategorySeed, PRODUCT_CATEGORIES, SERVICE_CATEGORIES } from "./data/categories.ts";
import { MINER_MODELS, type MinerModelSeed } from "./data/models.ts";
import type { MinerShape } from "./images.ts";

/** Brand colours of the miner illustrations. */
export const BRAND_ACCENTS: Record<string, string> = {
  bitmain: "#e8a317",
  microbt: "#1f6feb",
  canaan: "#0f9d9a",
  bitdeer: "#5b5fc7",
  auradine: "#d9480f",
  goldshell: "#c9a227",
  iceriver: "#3aa0d8",
  jasminer: "#6f42c1",
  elphapex: "#2f9e44",
  volcminer: "#e03131",
};

export function formatHashrate(h: { value: number; unit: string }): string {
  return `${h.value.toLocaleString("en-US")} ${h.unit}`;
}

/** Hashes per second (solutions per second for Equihash). */
export function hashrateHs(h: { value: number; unit: HashrateUnit }): number {
  return h.value * HASHRATE_UNITS[h.unit];
}

export function modelSpecs(m: MinerModelSeed): ProductSpecs {
  const [l, w, h] = m.sizeMm;
  return {
    hashrate: m.hashrate,
    algorithm: m.algorithm,
    minableCoins: m.coins,
    consumption: m.powerW,
    efficiency: m.efficiency,
    coolingType: m.cooling,
    waterblockCompatible: m.cooling === "air" && m.algorithm === "SHA-256" && m.powerW > 1000,
    immersionCompatible: m.cooling !== "hydro" && m.powerW > 1000,
    fanCount: m.fans,
    dimensions: `${l} x ${w} x ${h} mm`,
    temperatureRange: { min: m.temperatureC[0], max: m.temperatureC[1] },
    humidityRange: { min: m.humidityPct[0], max: m.humidityPct[1] },
    interface: m.interface,
    noiseLevel: m.noiseDb,
    weight: m.weightKg,
    releaseDate: m.released,
  };
}

export function minerShape(m: Pick<MinerModelSeed, "cooling" | "powerW">): MinerShape {
  if (m.cooling !== "air") return m.cooling;
  return m.powerW < 1000 ? "compact" : "air";
}

/** "Antminer S21 Pro" of Bitmain -> "Bitmain Antminer S21 Pro"; "IceRiver KS5M" stays as it is. */
export function modelDisplayName(modelName: string, brandName: string): string {
  return modelName.toLowerCase().startsWith(brandName.toLowerCase())
    ? modelName
    : `${brandName} ${modelName}`;
}

/** The model's name without a leading brand ("IceRiver KS5M" -> "KS5M"), for illustrations. */
export function modelShortName(modelName: string, brandName: string): string {
  return modelName.startsWith(brandName) ? modelName.slice(brandName.length).trim() : modelName;
}

/** Both category trees with ids in tree order; `bySlug` is keyed "kind:slug". */
export function buildCategories(): { rows: CategoryRow[]; bySlug: Map<string, number> } {
  const rows: CategoryRow[] = [];
  const bySlug = new Map<string, number>();
  const add = (kind: "product" | "service", c: CategorySeed, parentId: number | null, position: number) => {
    const id = rows.length + 1;
    rows.push({
      id,
      kind,
      parentId,
      slug: c.slug,
      nameEn: c.en,
      nameFr: c.fr,
      descriptionEn: c.descriptionEn,
      descriptionFr: c.descriptionFr,
      icon: c.icon,
      position,
      specKeys: c.specKeys,
    });
    bySlug.set(`${kind}:${c.slug}`, id);
    c.children?.forEach((child, i) => {
      add(kind, child, id, i + 1);
    });
  };
  PRODUCT_CATEGORIES.forEach((c, i) => {
    add("product", c, null, i + 1);
  });
  SERVICE_CATEGORIES.forEach((c, i) => {
    add("service", c, null, i + 1);
  });
  return { rows, bySlug };
}

export function buildBrands(): BrandRow[] {
  return BRANDS.map((b, i) => ({ id: i + 1, ...b }));
}

/** Model ids follow MINER_MODELS order (model i has id i + 1). */
export function buildModels(brandOf: (slug: string) => BrandRow): ModelRow[] {
  return MINER_MODELS.map((m, i) => ({
    id: i + 1,
    brandId: brandOf(m.brand).id,
    slug: m.slug,
    name: m.name,
    algorithm: m.algorithm,
    hashrateHs: hashrateHs(m.hashrate),
    powerW: m.powerW,
    specs: modelSpecs(m),
    releasedOn: m.released,
  }));
}
