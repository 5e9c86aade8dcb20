/** Manufacturers of the demo catalogue (real companies, with their public websites). */
export interface BrandSeed {
  slug: string;
  name: string;
  website: string;
  country: string;
}

export const BRANDS: BrandSeed[] = [
  // miners
  { slug: "bitmain", name: "Bitmain", website: "https://www.bitmain.com", country: "CN" },
  { slug: "microbt", name: "MicroBT", website: "https://www.microbt.com", country: "CN" },
  { slug: "canaan", name: "Canaan", website: "https://www.canaan.io", country: "CN" },
  { slug: "bitdeer", name: "Bitdeer", website: "https://www.bitdeer.com", country: "SG" },
  { slug: "auradine", name: "Auradine", website: "https://www.auradine.com", country: "US" },
  { slug: "goldshell", name: "Goldshell", website: "https://www.goldshell.com", country: "CN" },
  { slug: "iceriver", name: "IceRiver", website: "https://www.iceriver.io", country: "CN" },
  { slug: "jasminer", name: "Jasminer", website: "https://www.jasminer.com", country: "CN" },
  { slug: "elphapex", name: "Elphapex", website: "https://www.elphapex.com", country: "CN" },
  { slug: "volcminer", name: "VolcMiner", website: "https://www.volcminer.com", country: "CN" },
  // cooling and infrastructure
  { slug: "fog-hashing", name: "Fog Hashing", website: "https://www.foghashing.com", country: "US" },
  { slug: "submer", name: "Submer", website: "https://submer.com", country: "ES" },
  { slug: "liquidstack", name: "LiquidStack", website: "https://liquidstack.com", country: "US" },
  { slug: "bitfury", name: "Bitfury", website: "https://bitfury.com", country: "NL" },
  {
    slug: "engineered-fluids",
    name: "Engineered Fluids",
    website: "https://www.engineeredfluids.com",
    country: "US",
  },
  { slug: "shell", name: "Shell", website: "https://www.shell.com", country: "GB" },
  { slug: "guntner", name: "Güntner", website: "https://www.guntner.com", country: "DE" },
  // accessories
  { slug: "delta-electronics", name: "Delta Electronics", website: "https://www.deltaww.com", country: "TW" },
  { slug: "eaton", name: "Eaton", website: "https://www.eaton.com", country: "IE" },
  { slug: "schneider-electric", name: "Schneider Electric", website: "https://www.se.com", country: "FR" },
];
