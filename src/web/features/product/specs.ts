/** Labels and formatted values of product specifications (spec 3), with units, in the page's locale. */
import type { Dimensions, ProductSpecs, SpecKey } from "../../../common/catalog.ts";
import type { MessageKey } from "../../../common/i18n/index.ts";
import type { Translator } from "../../i18n/translator.ts";

export function specLabel(t: Translator, key: SpecKey): string {
  return t(`spec.${key}` as MessageKey);
}

const num = (t: Translator, n: number) => t.number(n, { maximumFractionDigits: 2 });

/** The value of one specification, formatted with its unit, or null when the product lacks it. */
export function formatSpec(t: Translator, key: SpecKey, specs: ProductSpecs): string | null {
  switch (key) {
    case "hashrate":
      return specs.hashrate ? `${num(t, specs.hashrate.value)}\u00a0${specs.hashrate.unit}` : null;
    case "algorithm":
      return specs.algorithm ?? null;
    case "minableCoins":
      return specs.minableCoins?.length ? specs.minableCoins.join(", ") : null;
    case "consumption":
      return specs.consumption === undefined ? null : t("unit.watts", { value: num(t, specs.consumption) });
    case "efficiency":
      return specs.efficiency ? `${num(t, specs.efficiency.value)}\u00a0${specs.efficiency.unit}` : null;
    case "coolingType":
      return specs.coolingType ? t(`cooling.${specs.coolingType}`) : null;
    case "waterblockCompatible":
    case "immersionCompatible": {
      const v = specs[key];
      return v === undefined ? null : t(v ? "common.yes" : "common.no");
    }
    case "fanCount":
      return specs.fanCount === undefined ? null : num(t, specs.fanCount);
    case "dimensions":
      return specs.dimensions ? formatDimensionsText(t, specs.dimensions) : null;
    case "temperatureRange":
      return specs.temperatureRange
        ? t("unit.celsiusRange", {
            min: num(t, specs.temperatureRange.min),
            max: num(t, specs.temperatureRange.max),
          })
        : null;
    case "humidityRange":
      return specs.humidityRange
        ? t("unit.percentRange", {
            min: num(t, specs.humidityRange.min),
            max: num(t, specs.humidityRange.max),
          })
        : null;
    case "interface":
      return specs.interface ?? null;
    case "noiseLevel":
      return specs.noiseLevel === undefined ? null : t("unit.db", { value: num(t, specs.noiseLevel) });
    case "weight":
      return specs.weight === undefined ? null : t("unit.kg", { value: num(t, specs.weight) });
    case "releaseDate":
      return specs.releaseDate
        ? t.date(`${specs.releaseDate}-01T00:00:00Z`, { year: "numeric", month: "long" })
        : null;
    default: {
      const never: never = key;
      return String(never);
    }
  }
}

/** A length unit a seller may have typed after the sides ("400 x 195 x 290 mm", "40x20x30 cm"). */
const TYPED_UNIT = /\s*(mm|cm|m|in|inch|inches|")\s*\.?$/i;

/**
 * The "dimensions" specification, a seller's text in millimetres ("L x W x H"), with its unit once:
 * a text that already ends with "mm" (as spreadsheets and older listings have it) is not given a
 * second one, and a text in another unit keeps that unit instead of being called millimetres.
 */
export function formatDimensionsText(t: Translator, text: string): string {
  const value = text.trim();
  const unit = TYPED_UNIT.exec(value);
  if (!unit) return t("unit.mm", { value });
  const sides = value.slice(0, unit.index).trim();
  if (!sides) return value;
  return unit[1]?.toLowerCase() === "mm" ? t("unit.mm", { value: sides }) : value;
}

/** "316 × 195 × 290 mm", or null when a side is missing. */
export function formatSize(t: Translator, l?: number, w?: number, h?: number): string | null {
  if (l === undefined || w === undefined || h === undefined) return null;
  return t("unit.mm", { value: `${num(t, l)} × ${num(t, w)} × ${num(t, h)}` });
}

export function formatDimensions(t: Translator, d: Dimensions) {
  return {
    size: formatSize(t, d.length, d.width, d.height),
    weight: d.weight === undefined ? null : t("unit.kg", { value: num(t, d.weight) }),
    packageSize: formatSize(t, d.packageLength, d.packageWidth, d.packageHeight),
    packageWeight: d.packageWeight === undefined ? null : t("unit.kg", { value: num(t, d.packageWeight) }),
  };
}

/** The few specifications a product card shows. */
export const CARD_SPECS: readonly SpecKey[] = ["hashrate", "consumption", "efficiency"];
