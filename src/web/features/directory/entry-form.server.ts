/**
 * The console's directory form (issue 20): its fields, named as the API names them
 * (`pool.coins.0.symbol`), turned into the entry's body. Nothing is checked here: the API's Zod
 * contract answers each bad field by its name, and the form shows the message under that field.
 */
import type { DirectoryEntryBody } from "../../../common/api/directory.ts";
import type { DirectoryKind } from "../../../common/directory.ts";

import { COIN_ROWS } from "./entry-form.tsx";

const list = (v: string | undefined, sep: RegExp) =>
  (v ?? "")
    .split(sep)
    .map((s) => s.trim())
    .filter(Boolean);
/** A number field: empty is absent (null), anything else is sent as typed when it is not a number. */
const num = (v: string | undefined): number | null => {
  const s = (v ?? "").trim().replace(",", ".");
  if (s === "") return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : (s as unknown as number);
};

function poolFields(v: Record<string, string>, all: (name: string) => string[]) {
  const coins = [];
  for (let i = 0; i < COIN_ROWS; i++) {
    const symbol = (v[`pool.coins.${i}.symbol`] ?? "").trim();
    if (!symbol) continue;
    coins.push({
      symbol,
      min_payout: num(v[`pool.coins.${i}.min_payout`]) ?? 0,
      hashrate_hs: num(v[`pool.coins.${i}.hashrate_hs`]),
      network_share_percent: num(v[`pool.coins.${i}.network_share_percent`]),
    });
  }
  return {
    fee_percent: num(v["pool.fee_percent"]),
    payout_schemes: all("pool.payout_schemes"),
    coins,
    regions: all("pool.regions"),
    servers: list(v["pool.servers"], /\s*\n\s*/),
  };
}

/** The body the API expects, from the submitted form. */
export function entryBody(kind: DirectoryKind, form: FormData): DirectoryEntryBody {
  const v: Record<string, string> = {};
  for (const [k, val] of form) if (typeof val === "string" && !(k in v)) v[k] = val;
  const all = (name: string) => form.getAll(name).map(String);
  const common = {
    name: v.name ?? "",
    website: v.website ?? "",
    description_en: v.description_en ?? "",
    description_fr: v.description_fr ?? "",
    figures_date: v.figures_date ?? "",
  };
  if (kind === "pool") return { kind, ...common, pool: poolFields(v, all) } as DirectoryEntryBody;
  if (kind === "exchanger")
    return {
      kind,
      ...common,
      exchanger: {
        type: v["exchanger.type"],
        fiat: list(v["exchanger.fiat"], /[\s,]+/),
        regions: all("exchanger.regions"),
        fee_percent: num(v["exchanger.fee_percent"]),
        coins: list(v["exchanger.coins"], /[\s,]+/),
      },
    } as DirectoryEntryBody;
  return {
    kind,
    ...common,
    firmware: {
      brand_id: num(v["firmware.brand_id"]),
      model_id: num(v["firmware.model_id"]),
      resource: v["firmware.resource"],
      version: v["firmware.version"] ?? "",
    },
  } as DirectoryEntryBody;
}
