/**
 * Each specification's label and shape (type, unit, filter): what the filters, the product form
 * and the spreadsheet columns say of it. Data only, so that the import's check worker loads it
 * without the database code of properties.ts.
 */
import type { PropertyDefinition } from "../../../common/api/catalog.ts";
import type { SpecKey } from "../../../common/catalog.ts";
import type { MessageKey } from "../../../common/i18n/index.ts";

export const LABELS: Record<SpecKey, MessageKey> = {
  hashrate: "spec.hashrate",
  algorithm: "spec.algorithm",
  minableCoins: "spec.minableCoins",
  consumption: "spec.consumption",
  efficiency: "spec.efficiency",
  coolingType: "spec.coolingType",
  waterblockCompatible: "spec.waterblockCompatible",
  immersionCompatible: "spec.immersionCompatible",
  fanCount: "spec.fanCount",
  dimensions: "spec.dimensions",
  temperatureRange: "spec.temperatureRange",
  humidityRange: "spec.humidityRange",
  interface: "spec.interface",
  noiseLevel: "spec.noiseLevel",
  weight: "spec.weight",
  releaseDate: "spec.releaseDate",
};

type Shape = Pick<PropertyDefinition, "type" | "unit" | "filter">;
export const SHAPES: Record<SpecKey, Shape> = {
  hashrate: { type: "hashrate", unit: null, filter: "hashrate_min,hashrate_max,hashrate_unit" },
  algorithm: { type: "enum", unit: null, filter: "algorithm__terms" },
  minableCoins: { type: "enum", unit: null, filter: null },
  consumption: { type: "number", unit: "W", filter: null },
  efficiency: { type: "efficiency", unit: null, filter: "efficiency_max,efficiency_unit" },
  coolingType: { type: "enum", unit: null, filter: null },
  waterblockCompatible: { type: "boolean", unit: null, filter: null },
  immersionCompatible: { type: "boolean", unit: null, filter: null },
  fanCount: { type: "number", unit: null, filter: null },
  dimensions: { type: "text", unit: "mm", filter: null },
  temperatureRange: { type: "range", unit: "°C", filter: null },
  humidityRange: { type: "range", unit: "%", filter: null },
  interface: { type: "text", unit: null, filter: null },
  noiseLevel: { type: "number", unit: "dB", filter: null },
  weight: { type: "number", unit: "kg", filter: null },
  releaseDate: { type: "text", unit: null, filter: null },
};
