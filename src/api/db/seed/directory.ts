/**
 * Demo data of issue 20's directory (decision 050) and special offers (decision 049), written in
 * the demo seed's transaction: fictional pools and exchangers (`.example` sites), firmware and
 * toolkit links for seeded brands and models, a few reviewers with approved pool ratings, and
 * time-limited discounts on a few public listings so that /pool, /cryptoexchangers, the firmware
 * pages and the "Special offers" widgets show something on `npm start`.
 */
import { sql } from "drizzle-orm";
import type { DirectoryEntryBody } from "../../../common/api/directory.ts";
import type { Db } from "../client.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const FIGURES_DATE = "2026-11-20";

type Pool = Extract<DirectoryEntryBody, { kind: "pool" }>["pool"];
type Exchanger = Extract<DirectoryEntryBody, { kind: "exchanger" }>["exchanger"];

const coin = (
  symbol: string,
  min_payout: number,
  network_share_percent: number | null,
  hashrate_hs = null,
) => ({
  symbol,
  min_payout,
  hashrate_hs,
  network_share_percent,
});

const POOLS: { name: string; en: string; fr: string; pool: Pool }[] = [
  {
    name: "HashHarbor Pool",
    en: "A large FPPS pool with servers on three continents and daily payouts from 0.005 BTC.",
    fr: "Un grand pool FPPS avec des serveurs sur trois continents et des paiements quotidiens dès 0,005 BTC.",
    pool: {
      fee_percent: 2.5,
      payout_schemes: ["FPPS", "PPS+"],
      coins: [coin("BTC", 0.005, 18.2)],
      regions: ["global"],
      servers: ["eu.hashharbor.example:3333", "us.hashharbor.example:3333", "asia.hashharbor.example:3333"],
    },
  },
  {
    name: "Nordic Stratum",
    en: "Transparent PPLNS pool run on hydro power, with low fees and Stratum V2 support.",
    fr: "Pool PPLNS transparent alimenté à l’hydroélectricité, avec des frais bas et Stratum V2.",
    pool: {
      fee_percent: 1,
      payout_schemes: ["PPLNS", "SOLO"],
      coins: [coin("BTC", 0.001, 2.4)],
      regions: ["europe"],
      servers: ["stratum.nordicstratum.example:3333"],
    },
  },
  {
    name: "Scrypt Commons",
    en: "Merged mining of Litecoin and Dogecoin, paid together, with a PPS option for steady income.",
    fr: "Minage fusionné de Litecoin et Dogecoin, payés ensemble, avec une option PPS pour des revenus réguliers.",
    pool: {
      fee_percent: 3,
      payout_schemes: ["PPS", "PPLNS"],
      coins: [coin("LTC", 0.02, 11.5), coin("DOGE", 40, 11.3)],
      regions: ["north_america", "europe", "asia"],
      servers: ["ltc.scryptcommons.example:8888"],
    },
  },
  {
    name: "Andes Hash",
    en: "A regional pool close to South American farms, paying FPPS in BTC and PPLNS in KAS.",
    fr: "Un pool régional proche des fermes sud-américaines, payant en FPPS pour le BTC et en PPLNS pour le KAS.",
    pool: {
      fee_percent: 1.5,
      payout_schemes: ["FPPS", "PPLNS"],
      coins: [coin("BTC", 0.002, 0.8), coin("KAS", 100, 4.1)],
      regions: ["south_america", "north_america"],
      servers: ["sa.andeshash.example:3333", "kas.andeshash.example:5555"],
    },
  },
];

const EXCHANGERS: { name: string; en: string; fr: string; exchanger: Exchanger }[] = [
  {
    name: "Meridian Exchange",
    en: "A regulated exchange with EUR and USD bank transfers, used by many European farms to sell their coins.",
    fr: "Une plateforme réglementée avec virements en EUR et USD, utilisée par de nombreuses fermes européennes.",
    exchanger: {
      type: "exchange",
      fiat: ["EUR", "USD", "GBP"],
      regions: ["europe"],
      fee_percent: 0.2,
      coins: ["BTC", "LTC", "KAS"],
    },
  },
  {
    name: "Blockyard OTC",
    en: "An OTC desk for large blocks of BTC, settling in USD and AED within a day.",
    fr: "Un guichet de gré à gré pour les gros volumes de BTC, réglés en USD et AED sous un jour.",
    exchanger: {
      type: "otc",
      fiat: ["USD", "AED"],
      regions: ["middle_east", "global"],
      fee_percent: 0.1,
      coins: ["BTC"],
    },
  },
  {
    name: "Pacific Coin Market",
    en: "Spot exchange with deep LTC and DOGE markets and local payments in Asia and Oceania.",
    fr: "Plateforme au comptant avec des marchés LTC et DOGE profonds et des paiements locaux en Asie et en Océanie.",
    exchanger: {
      type: "exchange",
      fiat: ["SGD", "AUD", "JPY"],
      regions: ["asia", "oceania"],
      fee_percent: 0.25,
      coins: ["BTC", "LTC", "DOGE"],
    },
  },
];

const FIRMWARE: {
  brand: string;
  model: string | null;
  name: string;
  resource: string;
  version: string;
  en: string;
  fr: string;
}[] = [
  {
    brand: "bitmain",
    model: null,
    name: "Bitmain support downloads",
    resource: "official_firmware",
    version: "",
    en: "Official firmware, release notes and the flashing tool for every Antminer, from the maker.",
    fr: "Micrologiciels officiels, notes de version et outil de flashage pour tous les Antminer, chez le fabricant.",
  },
  {
    brand: "bitmain",
    model: "antminer-s21",
    name: "Antminer S21 user guide",
    resource: "guide",
    version: "",
    en: "Installation, network setup, pool configuration and troubleshooting of the S21.",
    fr: "Installation, réseau, configuration du pool et dépannage de la S21.",
  },
  {
    brand: "bitmain",
    model: "antminer-s21",
    name: "Antminer S21 firmware",
    resource: "official_firmware",
    version: "2024.09",
    en: "The latest signed firmware of the S21 with its checksum.",
    fr: "Le dernier micrologiciel signé de la S21 avec sa somme de contrôle.",
  },
  {
    brand: "microbt",
    model: null,
    name: "WhatsMiner Tool",
    resource: "tool",
    version: "",
    en: "MicroBT's tool to find, configure and update WhatsMiner machines on a farm's network.",
    fr: "L’outil de MicroBT pour trouver, configurer et mettre à jour les WhatsMiner d’une ferme.",
  },
];

const REVIEWERS = [
  { email: "reviewer.lena@rigmarket.example", name: "Lena K." },
  { email: "reviewer.omar@rigmarket.example", name: "Omar S." },
  { email: "reviewer.chen@rigmarket.example", name: "Chen W." },
];

const RATINGS: [pool: number, reviewer: number, rating: number, review: string][] = [
  [0, 0, 5, "Payouts every day, never missed one in a year."],
  [0, 1, 4, "Reliable, but the fee is on the high side."],
  [1, 0, 5, "Low latency from our Swedish site, great dashboard."],
  [1, 2, 4, ""],
  [2, 1, 4, "Merged mining pays well for our L9s."],
  [3, 2, 3, "Fine for KAS, BTC payouts could be faster."],
];

/** A pool or an exchanger (firmware entries name their brand: seedFirmware). */
async function insertEntry(
  tx: Tx,
  kind: string,
  name: string,
  website: string,
  en: string,
  fr: string,
  data: unknown,
) {
  const { rows } = (await tx.execute(sql`
    insert into directory_entries (kind, name, website, description_en, description_fr, data, figures_date, brand_id, model_id)
    values (${kind}, ${name}, ${website}, ${en}, ${fr}, ${JSON.stringify(data)}::jsonb, ${FIGURES_DATE}::date, null, null)
    returning id`)) as unknown as { rows: { id: number }[] };
  return rows[0]?.id ?? 0;
}

const site = (name: string) => `https://${name.toLowerCase().replace(/[^a-z0-9]+/g, "")}.example`;

async function seedFirmware(tx: Tx) {
  for (const f of FIRMWARE) {
    const { rows } = (await tx.execute(sql`
      select b.id as brand_id, b.website, m.id as model_id from brands b
      left join miner_models m on m.slug = ${f.model ?? ""} and m.brand_id = b.id
      where b.slug = ${f.brand}`)) as unknown as {
      rows: { brand_id: number; website: string; model_id: number | null }[];
    };
    const b = rows[0];
    if (!b || (f.model && !b.model_id)) continue;
    const data = { brand_id: b.brand_id, model_id: b.model_id, resource: f.resource, version: f.version };
    await tx.execute(sql`
      insert into directory_entries (kind, name, website, description_en, description_fr, data, figures_date, brand_id, model_id)
      values ('firmware', ${f.name}, ${b.website || site(f.brand)}, ${f.en}, ${f.fr}, ${JSON.stringify(data)}::jsonb,
              ${FIGURES_DATE}::date, ${b.brand_id}, ${b.model_id})`);
  }
}

/** A few public listings get a special offer: 8 % off their lowest price, ending in 3 to 12 days. */
async function seedOffers(tx: Tx) {
  await tx.execute(sql`
    update products p set discount_amount = round((t.low * 0.08)::numeric, 0),
      discount_ends_at = date_trunc('hour', now()) + (t.n * 3) * interval '1 day'
    from (
      select p2.id, min(pt.unit_price) as low, row_number() over (order by p2.id) as n
      from products p2 join product_price_tiers pt on pt.product_id = p2.id
      where p2.status = 'approved' and p2.discount_amount = 0
      group by p2.id order by p2.id limit 4) t
    where p.id = t.id and t.low >= 100`);
}

export async function seedDirectory(tx: Tx) {
  const poolIds: number[] = [];
  for (const p of POOLS)
    poolIds.push(await insertEntry(tx, "pool", p.name, site(p.name), p.en, p.fr, p.pool));
  for (const e of EXCHANGERS)
    await insertEntry(tx, "exchanger", e.name, site(e.name), e.en, e.fr, e.exchanger);
  await seedFirmware(tx);
  const reviewerIds: number[] = [];
  for (const r of REVIEWERS) {
    const { rows } = (await tx.execute(sql`
      insert into users (email, name, email_verified_at, role) values (${r.email}, ${r.name}, now(), 'buyer')
      returning id`)) as unknown as { rows: { id: number }[] };
    reviewerIds.push(rows[0]?.id ?? 0);
  }
  for (const [pool, reviewer, rating, review] of RATINGS)
    await tx.execute(sql`
      insert into pool_ratings (entry_id, user_id, rating, review, status, decided_at)
      values (${poolIds[pool]}, ${reviewerIds[reviewer]}, ${rating}, ${review}, 'approved', now())`);
  await seedOffers(tx);
}
