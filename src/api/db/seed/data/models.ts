/**
 * Miner models with their published specifications (manufacturers' data sheets; stock versions,
 * nominal values). `priceUsd` is an indicative street price of a new unit at the seed's base date
 * (late 2026) that the demo listings vary around; `popularity` weights how many listings a model gets.
 */
import type { HashrateUnit } from "../../../../common/catalog.ts";

export type Cooling = "air" | "hydro" | "immersion";

export interface MinerModelSeed {
  slug: string;
  brand: string;
  name: string;
  category: string;
  algorithm: string;
  hashrate: { value: number; unit: HashrateUnit };
  powerW: number;
  efficiency: { value: number; unit: string };
  cooling: Cooling;
  fans: number;
  noiseDb: number;
  /** Length, width, height of the unit in millimetres. */
  sizeMm: [number, number, number];
  weightKg: number;
  temperatureC: [number, number];
  humidityPct: [number, number];
  interface: string;
  released: string;
  coins: string[];
  priceUsd: number;
  popularity: number;
}

const ETH = "Ethernet RJ45, 10/100M";
const AMBIENT: [number, number] = [0, 40];
const HUMIDITY: [number, number] = [10, 90];
const ANTMINER_AIR: [number, number, number] = [400, 195, 290];
const ANTMINER_HYDRO: [number, number, number] = [410, 170, 209];
const SHA = "SHA-256";
const BTC = ["BTC", "BCH", "BSV"];
const TH = (value: number) => ({ value, unit: "TH/s" as const });

// biome-ignore format: a compact table, one model per block, reads better than one key per line
export const MINER_MODELS: MinerModelSeed[] = [
  // ---------------------------------------------------------------- Bitmain, SHA-256
  {
    slug: "antminer-s21-xp", brand: "bitmain", name: "Antminer S21 XP", category: "sha256-miners", algorithm: SHA,
    hashrate: TH(270), powerW: 3645, efficiency: { value: 13.5, unit: "J/TH" }, cooling: "air", fans: 4, noiseDb: 75,
    sizeMm: ANTMINER_AIR, weightKg: 15.4, temperatureC: AMBIENT, humidityPct: HUMIDITY, interface: ETH,
    released: "2024-10", coins: BTC, priceUsd: 5900, popularity: 9,
  },
  {
    slug: "antminer-s21-pro", brand: "bitmain", name: "Antminer S21 Pro", category: "sha256-miners", algorithm: SHA,
    hashrate: TH(234), powerW: 3510, efficiency: { value: 15, unit: "J/TH" }, cooling: "air", fans: 4, noiseDb: 75,
    sizeMm: ANTMINER_AIR, weightKg: 15.4, temperatureC: AMBIENT, humidityPct: HUMIDITY, interface: ETH,
    released: "2024-07", coins: BTC, priceUsd: 4300, popularity: 10,
  },
  {
    slug: "antminer-s21-plus", brand: "bitmain", name: "Antminer S21+", category: "sha256-miners", algorithm: SHA,
    hashrate: TH(216), powerW: 3564, efficiency: { value: 16.5, unit: "J/TH" }, cooling: "air", fans: 4, noiseDb: 75,
    sizeMm: ANTMINER_AIR, weightKg: 15.4, temperatureC: AMBIENT, humidityPct: HUMIDITY, interface: ETH,
    released: "2025-01", coins: BTC, priceUsd: 3300, popularity: 8,
  },
  {
    slug: "antminer-s21", brand: "bitmain", name: "Antminer S21", category: "sha256-miners", algorithm: SHA,
    hashrate: TH(200), powerW: 3500, efficiency: { value: 17.5, unit: "J/TH" }, cooling: "air", fans: 4, noiseDb: 75,
    sizeMm: ANTMINER_AIR, weightKg: 15.4, temperatureC: AMBIENT, humidityPct: HUMIDITY, interface: ETH,
    released: "2023-12", coins: BTC, priceUsd: 2700, popularity: 10,
  },
  {
    slug: "antminer-s21-hydro", brand: "bitmain", name: "Antminer S21 Hydro", category: "sha256-miners", algorithm: SHA,
    hashrate: TH(335), powerW: 5360, efficiency: { value: 16, unit: "J/TH" }, cooling: "hydro", fans: 0, noiseDb: 50,
    sizeMm: ANTMINER_HYDRO, weightKg: 16.1, temperatureC: [20, 35], humidityPct: HUMIDITY, interface: ETH,
    released: "2024-01", coins: BTC, priceUsd: 4900, popularity: 7,
  },
  {
    slug: "antminer-s21-xp-hydro", brand: "bitmain", name: "Antminer S21 XP Hydro", category: "sha256-miners",
    algorithm: SHA, hashrate: TH(473), powerW: 5676, efficiency: { value: 12, unit: "J/TH" }, cooling: "hydro", fans: 0,
    noiseDb: 50, sizeMm: ANTMINER_HYDRO, weightKg: 17.5, temperatureC: [20, 35], humidityPct: HUMIDITY, interface: ETH,
    released: "2024-12", coins: BTC, priceUsd: 9800, popularity: 6,
  },
  {
    slug: "antminer-t21", brand: "bitmain", name: "Antminer T21", category: "sha256-miners", algorithm: SHA,
    hashrate: TH(190), powerW: 3610, efficiency: { value: 19, unit: "J/TH" }, cooling: "air", fans: 4, noiseDb: 75,
    sizeMm: ANTMINER_AIR, weightKg: 15.4, temperatureC: AMBIENT, humidityPct: HUMIDITY, interface: ETH,
    released: "2024-01", coins: BTC, priceUsd: 2100, popularity: 6,
  },
  {
    slug: "antminer-s19-xp-hydro", brand: "bitmain", name: "Antminer S19 XP Hydro", category: "sha256-miners",
    algorithm: SHA, hashrate: TH(255), powerW: 5304, efficiency: { value: 20.8, unit: "J/TH" }, cooling: "hydro", fans: 0,
    noiseDb: 50, sizeMm: ANTMINER_HYDRO, weightKg: 17.5, temperatureC: [20, 35], humidityPct: HUMIDITY, interface: ETH,
    released: "2022-08", coins: BTC, priceUsd: 2100, popularity: 4,
  },
  {
    slug: "antminer-s19-xp", brand: "bitmain", name: "Antminer S19 XP", category: "sha256-miners", algorithm: SHA,
    hashrate: TH(141), powerW: 3032, efficiency: { value: 21.5, unit: "J/TH" }, cooling: "air", fans: 4, noiseDb: 75,
    sizeMm: ANTMINER_AIR, weightKg: 14.2, temperatureC: [5, 45], humidityPct: HUMIDITY, interface: ETH,
    released: "2022-07", coins: BTC, priceUsd: 1350, popularity: 8,
  },
  {
    slug: "antminer-s19k-pro", brand: "bitmain", name: "Antminer S19k Pro", category: "sha256-miners", algorithm: SHA,
    hashrate: TH(120), powerW: 2760, efficiency: { value: 23, unit: "J/TH" }, cooling: "air", fans: 4, noiseDb: 75,
    sizeMm: ANTMINER_AIR, weightKg: 14.8, temperatureC: [5, 45], humidityPct: HUMIDITY, interface: ETH,
    released: "2023-06", coins: BTC, priceUsd: 900, popularity: 7,
  },
  {
    slug: "antminer-s19j-pro", brand: "bitmain", name: "Antminer S19j Pro", category: "sha256-miners", algorithm: SHA,
    hashrate: TH(104), powerW: 3068, efficiency: { value: 29.5, unit: "J/TH" }, cooling: "air", fans: 4, noiseDb: 75,
    sizeMm: ANTMINER_AIR, weightKg: 15.5, temperatureC: [5, 45], humidityPct: HUMIDITY, interface: ETH,
    released: "2021-08", coins: BTC, priceUsd: 430, popularity: 7,
  },
  {
    slug: "antminer-s19-pro", brand: "bitmain", name: "Antminer S19 Pro", category: "sha256-miners", algorithm: SHA,
    hashrate: TH(110), powerW: 3250, efficiency: { value: 29.5, unit: "J/TH" }, cooling: "air", fans: 4, noiseDb: 75,
    sizeMm: [370, 195, 290], weightKg: 14.2, temperatureC: [5, 45], humidityPct: [5, 95], interface: ETH,
    released: "2020-05", coins: BTC, priceUsd: 380, popularity: 5,
  },
  // ---------------------------------------------------------------- Bitmain, other algorithms
  {
    slug: "antminer-l9", brand: "bitmain", name: "Antminer L9", category: "scrypt-miners", algorithm: "Scrypt",
    hashrate: { value: 16, unit: "GH/s" }, powerW: 3360, efficiency: { value: 0.21, unit: "J/MH" }, cooling: "air",
    fans: 4, noiseDb: 75, sizeMm: ANTMINER_AIR, weightKg: 16.3, temperatureC: AMBIENT, humidityPct: HUMIDITY,
    interface: ETH, released: "2024-08", coins: ["LTC", "DOGE", "BELLS"], priceUsd: 9200, popularity: 8,
  },
  {
    slug: "antminer-l7", brand: "bitmain", name: "Antminer L7", category: "scrypt-miners", algorithm: "Scrypt",
    hashrate: { value: 9.5, unit: "GH/s" }, powerW: 3425, efficiency: { value: 0.36, unit: "J/MH" }, cooling: "air",
    fans: 4, noiseDb: 75, sizeMm: [370, 195, 290], weightKg: 15.2, temperatureC: [5, 45], humidityPct: HUMIDITY,
    interface: ETH, released: "2021-11", coins: ["LTC", "DOGE", "BELLS"], priceUsd: 2900, popularity: 6,
  },
  {
    slug: "antminer-ks5-pro", brand: "bitmain", name: "Antminer KS5 Pro", category: "kheavyhash-miners",
    algorithm: "kHeavyHash", hashrate: TH(21), powerW: 3150, efficiency: { value: 0.15, unit: "J/GH" },
    cooling: "air", fans: 4, noiseDb: 75, sizeMm: ANTMINER_AIR, weightKg: 15.1, temperatureC: AMBIENT,
    humidityPct: HUMIDITY, interface: ETH, released: "2024-05", coins: ["KAS"], priceUsd: 3800, popularity: 5,
  },
  {
    slug: "antminer-e9-pro", brand: "bitmain", name: "Antminer E9 Pro", category: "etchash-miners", algorithm: "Etchash",
    hashrate: { value: 3680, unit: "MH/s" }, powerW: 2200, efficiency: { value: 0.6, unit: "J/MH" }, cooling: "air",
    fans: 4, noiseDb: 75, sizeMm: ANTMINER_AIR, weightKg: 14.8, temperatureC: AMBIENT, humidityPct: HUMIDITY,
    interface: ETH, released: "2023-02", coins: ["ETC", "ETHW"], priceUsd: 1200, popularity: 3,
  },
  {
    slug: "antminer-z15-pro", brand: "bitmain", name: "Antminer Z15 Pro", category: "equihash-miners",
    algorithm: "Equihash", hashrate: { value: 840, unit: "kSol/s" }, powerW: 2780,
    efficiency: { value: 3.3, unit: "J/kSol" }, cooling: "air", fans: 4, noiseDb: 72, sizeMm: ANTMINER_AIR,
    weightKg: 14.6, temperatureC: AMBIENT, humidityPct: HUMIDITY, interface: ETH, released: "2023-06",
    coins: ["ZEC", "ZEN"], priceUsd: 5200, popularity: 4,
  },
  {
    slug: "antminer-d9", brand: "bitmain", name: "Antminer D9", category: "x11-miners", algorithm: "X11",
    hashrate: { value: 1770, unit: "GH/s" }, powerW: 2839, efficiency: { value: 1.6, unit: "J/GH" }, cooling: "air",
    fans: 4, noiseDb: 75, sizeMm: ANTMINER_AIR, weightKg: 14.9, temperatureC: AMBIENT, humidityPct: HUMIDITY,
    interface: ETH, released: "2023-03", coins: ["DASH"], priceUsd: 1600, popularity: 3,
  },
  {
    slug: "antminer-k7", brand: "bitmain", name: "Antminer K7", category: "other-algorithm-miners",
    algorithm: "Eaglesong", hashrate: TH(63.5), powerW: 3080, efficiency: { value: 48.5, unit: "J/TH" },
    cooling: "air", fans: 4, noiseDb: 75, sizeMm: ANTMINER_AIR, weightKg: 14.2, temperatureC: AMBIENT,
    humidityPct: HUMIDITY, interface: ETH, released: "2023-01", coins: ["CKB"], priceUsd: 700, popularity: 2,
  },
  {
    slug: "antminer-al1-pro", brand: "bitmain", name: "Antminer AL1 Pro", category: "other-algorithm-miners",
    algorithm: "Blake3", hashrate: TH(16.6), powerW: 3730, efficiency: { value: 0.225, unit: "J/GH" },
    cooling: "air", fans: 4, noiseDb: 75, sizeMm: ANTMINER_AIR, weightKg: 15.3, temperatureC: AMBIENT,
    humidityPct: HUMIDITY, interface: ETH, released: "2024-09", coins: ["ALPH"], priceUsd: 6200, popularity: 3,
  },
  // ---------------------------------------------------------------- MicroBT
  {
    slug: "whatsminer-m63s", brand: "microbt", name: "Whatsminer M63S", category: "sha256-miners", algorithm: SHA,
    hashrate: TH(390), powerW: 7215, efficiency: { value: 18.5, unit: "J/TH" }, cooling: "hydro", fans: 0,
    noiseDb: 50, sizeMm: [438, 195, 293], weightKg: 24, temperatureC: [20, 35], humidityPct: HUMIDITY,
    interface: ETH, released: "2023-11", coins: BTC, priceUsd: 4800, popularity: 6,
  },
  {
    slug: "whatsminer-m66s", brand: "microbt", name: "Whatsminer M66S", category: "sha256-miners", algorithm: SHA,
    hashrate: TH(298), powerW: 5513, efficiency: { value: 18.5, unit: "J/TH" }, cooling: "immersion", fans: 0,
    noiseDb: 40, sizeMm: [431, 264, 141], weightKg: 15.5, temperatureC: [10, 45], humidityPct: HUMIDITY,
    interface: ETH, released: "2023-11", coins: BTC, priceUsd: 3700, popularity: 5,
  },
  {
    slug: "whatsminer-m60s", brand: "microbt", name: "Whatsminer M60S", category: "sha256-miners", algorithm: SHA,
    hashrate: TH(186), powerW: 3441, efficiency: { value: 18.5, unit: "J/TH" }, cooling: "air", fans: 2, noiseDb: 75,
    sizeMm: [430, 155, 226], weightKg: 13.5, temperatureC: [-5, 40], humidityPct: HUMIDITY, interface: ETH,
    released: "2023-11", coins: BTC, priceUsd: 2400, popularity: 9,
  },
  {
    slug: "whatsminer-m56s", brand: "microbt", name: "Whatsminer M56S", category: "sha256-miners", algorithm: SHA,
    hashrate: TH(212), powerW: 5550, efficiency: { value: 26, unit: "J/TH" }, cooling: "hydro", fans: 0,
    noiseDb: 50, sizeMm: [438, 195, 293], weightKg: 22, temperatureC: [20, 35], humidityPct: HUMIDITY,
    interface: ETH, released: "2022-10", coins: BTC, priceUsd: 1500, popularity: 3,
  },
  {
    slug: "whatsminer-m50s", brand: "microbt", name: "Whatsminer M50S", category: "sha256-miners", algorithm: SHA,
    hashrate: TH(126), powerW: 3276, efficiency: { value: 26, unit: "J/TH" }, cooling: "air", fans: 2, noiseDb: 75,
    sizeMm: [390, 155, 240], weightKg: 12.5, temperatureC: [-5, 40], humidityPct: HUMIDITY, interface: ETH,
    released: "2022-07", coins: BTC, priceUsd: 700, popularity: 6,
  },
  {
    slug: "whatsminer-m30s-plus-plus", brand: "microbt", name: "Whatsminer M30S++", category: "sha256-miners",
    algorithm: SHA, hashrate: TH(112), powerW: 3472, efficiency: { value: 31, unit: "J/TH" }, cooling: "air", fans: 2,
    noiseDb: 75, sizeMm: [390, 155, 240], weightKg: 12.5, temperatureC: [-5, 35], humidityPct: [5, 95],
    interface: ETH, released: "2020-10", coins: BTC, priceUsd: 330, popularity: 5,
  },
  // ---------------------------------------------------------------- Canaan
  {
    slug: "avalon-a1566", brand: "canaan", name: "Avalon A1566", category: "sha256-miners", algorithm: SHA,
    hashrate: TH(185), powerW: 3420, efficiency: { value: 18.5, unit: "J/TH" }, cooling: "air", fans: 2, noiseDb: 75,
    sizeMm: [331, 195, 292], weightKg: 15.5, temperatureC: [-5, 35], humidityPct: HUMIDITY, interface: ETH,
    released: "2024-11", coins: BTC, priceUsd: 2300, popularity: 6,
  },
  {
    slug: "avalon-a1466", brand: "canaan", name: "Avalon A1466", category: "sha256-miners", algorithm: SHA,
    hashrate: TH(150), powerW: 3230, efficiency: { value: 21.5, unit: "J/TH" }, cooling: "air", fans: 2, noiseDb: 75,
    sizeMm: [331, 195, 292], weightKg: 14.8, temperatureC: [-5, 35], humidityPct: HUMIDITY, interface: ETH,
    released: "2023-10", coins: BTC, priceUsd: 1400, popularity: 5,
  },
  {
    slug: "avalon-a1366", brand: "canaan", name: "Avalon A1366", category: "sha256-miners", algorithm: SHA,
    hashrate: TH(130), powerW: 3250, efficiency: { value: 25, unit: "J/TH" }, cooling: "air", fans: 2, noiseDb: 75,
    sizeMm: [331, 195, 292], weightKg: 14.5, temperatureC: [-5, 35], humidityPct: HUMIDITY, interface: ETH,
    released: "2023-01", coins: BTC, priceUsd: 750, popularity: 4,
  },
  {
    slug: "avalon-nano-3s", brand: "canaan", name: "Avalon Nano 3S", category: "sha256-miners", algorithm: SHA,
    hashrate: TH(6), powerW: 140, efficiency: { value: 23.3, unit: "J/TH" }, cooling: "air", fans: 1, noiseDb: 33,
    sizeMm: [200, 100, 90], weightKg: 1.5, temperatureC: [0, 35], humidityPct: HUMIDITY, interface: "Wi-Fi 2.4 GHz",
    released: "2024-12", coins: BTC, priceUsd: 290, popularity: 3,
  },
  // ---------------------------------------------------------------- Bitdeer, Auradine
  {
    slug: "sealminer-a2", brand: "bitdeer", name: "SealMiner A2", category: "sha256-miners", algorithm: SHA,
    hashrate: TH(226), powerW: 3730, efficiency: { value: 16.5, unit: "J/TH" }, cooling: "air", fans: 4, noiseDb: 75,
    sizeMm: [400, 200, 290], weightKg: 16, temperatureC: AMBIENT, humidityPct: HUMIDITY, interface: ETH,
    released: "2025-03", coins: BTC, priceUsd: 3400, popularity: 5,
  },
  {
    slug: "teraflux-at2880", brand: "auradine", name: "Teraflux AT2880", category: "sha256-miners", algorithm: SHA,
    hashrate: TH(260), powerW: 4160, efficiency: { value: 16, unit: "J/TH" }, cooling: "air", fans: 4, noiseDb: 75,
    sizeMm: [420, 200, 290], weightKg: 17, temperatureC: AMBIENT, humidityPct: HUMIDITY, interface: ETH,
    released: "2024-06", coins: BTC, priceUsd: 4100, popularity: 4,
  },
  {
    slug: "teraflux-ah3880", brand: "auradine", name: "Teraflux AH3880", category: "sha256-miners", algorithm: SHA,
    hashrate: TH(600), powerW: 8700, efficiency: { value: 14.5, unit: "J/TH" }, cooling: "hydro", fans: 0,
    noiseDb: 50, sizeMm: [480, 200, 220], weightKg: 22, temperatureC: [20, 40], humidityPct: HUMIDITY,
    interface: ETH, released: "2024-09", coins: BTC, priceUsd: 9500, popularity: 3,
  },
  // ---------------------------------------------------------------- IceRiver, Goldshell (Kaspa)
  {
    slug: "iceriver-ks5m", brand: "iceriver", name: "IceRiver KS5M", category: "kheavyhash-miners",
    algorithm: "kHeavyHash", hashrate: TH(15), powerW: 3400, efficiency: { value: 0.23, unit: "J/GH" },
    cooling: "air", fans: 4, noiseDb: 75, sizeMm: [370, 195, 290], weightKg: 14.5, temperatureC: [0, 35],
    humidityPct: HUMIDITY, interface: ETH, released: "2024-04", coins: ["KAS"], priceUsd: 2800, popularity: 4,
  },
  {
    slug: "iceriver-ks3m", brand: "iceriver", name: "IceRiver KS3M", category: "kheavyhash-miners",
    algorithm: "kHeavyHash", hashrate: TH(6), powerW: 3400, efficiency: { value: 0.57, unit: "J/GH" },
    cooling: "air", fans: 4, noiseDb: 75, sizeMm: [370, 195, 290], weightKg: 14.5, temperatureC: [0, 35],
    humidityPct: HUMIDITY, interface: ETH, released: "2023-06", coins: ["KAS"], priceUsd: 600, popularity: 3,
  },
  {
    slug: "iceriver-ks0-ultra", brand: "iceriver", name: "IceRiver KS0 Ultra", category: "kheavyhash-miners",
    algorithm: "kHeavyHash", hashrate: { value: 400, unit: "GH/s" }, powerW: 100,
    efficiency: { value: 0.25, unit: "J/GH" }, cooling: "air", fans: 1, noiseDb: 10, sizeMm: [180, 110, 50],
    weightKg: 1.3, temperatureC: [0, 35], humidityPct: HUMIDITY, interface: ETH, released: "2024-05",
    coins: ["KAS"], priceUsd: 180, popularity: 3,
  },
  {
    slug: "goldshell-ka-box-pro", brand: "goldshell", name: "Goldshell KA BOX Pro", category: "kheavyhash-miners",
    algorithm: "kHeavyHash", hashrate: { value: 1.6, unit: "TH/s" }, powerW: 400,
    efficiency: { value: 0.25, unit: "J/GH" }, cooling: "air", fans: 2, noiseDb: 35, sizeMm: [200, 264, 125],
    weightKg: 2.6, temperatureC: [0, 35], humidityPct: HUMIDITY, interface: ETH, released: "2023-11",
    coins: ["KAS"], priceUsd: 350, popularity: 3,
  },
  {
    slug: "goldshell-mini-doge-iii", brand: "goldshell", name: "Goldshell Mini-DOGE III", category: "scrypt-miners",
    algorithm: "Scrypt", hashrate: { value: 650, unit: "MH/s" }, powerW: 400,
    efficiency: { value: 0.62, unit: "J/MH" }, cooling: "air", fans: 2, noiseDb: 35, sizeMm: [200, 264, 125],
    weightKg: 2.8, temperatureC: [0, 35], humidityPct: HUMIDITY, interface: ETH, released: "2024-04",
    coins: ["LTC", "DOGE"], priceUsd: 450, popularity: 3,
  },
  // ---------------------------------------------------------------- Jasminer, Elphapex, VolcMiner
  {
    slug: "jasminer-x16-q", brand: "jasminer", name: "Jasminer X16-Q", category: "etchash-miners",
    algorithm: "Etchash", hashrate: { value: 1950, unit: "MH/s" }, powerW: 620,
    efficiency: { value: 0.32, unit: "J/MH" }, cooling: "air", fans: 2, noiseDb: 40, sizeMm: [390, 230, 135],
    weightKg: 8.6, temperatureC: [0, 40], humidityPct: HUMIDITY, interface: ETH, released: "2023-08",
    coins: ["ETC", "ETHW"], priceUsd: 1700, popularity: 3,
  },
  {
    slug: "elphapex-dg1-plus", brand: "elphapex", name: "Elphapex DG1+", category: "scrypt-miners",
    algorithm: "Scrypt", hashrate: { value: 14.4, unit: "GH/s" }, powerW: 3950,
    efficiency: { value: 0.27, unit: "J/MH" }, cooling: "air", fans: 4, noiseDb: 75, sizeMm: [430, 195, 290],
    weightKg: 17, temperatureC: AMBIENT, humidityPct: HUMIDITY, interface: ETH, released: "2024-08",
    coins: ["LTC", "DOGE", "BELLS"], priceUsd: 6500, popularity: 4,
  },
  {
    slug: "elphapex-dg1", brand: "elphapex", name: "Elphapex DG1", category: "scrypt-miners", algorithm: "Scrypt",
    hashrate: { value: 11, unit: "GH/s" }, powerW: 3420, efficiency: { value: 0.31, unit: "J/MH" }, cooling: "air",
    fans: 4, noiseDb: 75, sizeMm: [430, 195, 290], weightKg: 16.5, temperatureC: AMBIENT, humidityPct: HUMIDITY,
    interface: ETH, released: "2024-04", coins: ["LTC", "DOGE", "BELLS"], priceUsd: 4200, popularity: 3,
  },
  {
    slug: "volcminer-d1", brand: "volcminer", name: "VolcMiner D1", category: "scrypt-miners", algorithm: "Scrypt",
    hashrate: { value: 15.2, unit: "GH/s" }, powerW: 3920, efficiency: { value: 0.26, unit: "J/MH" },
    cooling: "air", fans: 4, noiseDb: 75, sizeMm: [430, 200, 290], weightKg: 17.5, temperatureC: AMBIENT,
    humidityPct: HUMIDITY, interface: ETH, released: "2024-11", coins: ["LTC", "DOGE", "BELLS"], priceUsd: 7800,
    popularity: 4,
  },
];
