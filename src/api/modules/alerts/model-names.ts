/**
 * Model identity for saved searches (decision 064): a search whose text names a miner model
 * ("S21 Pro", "Antminer S21 Pro", "Bitmain S21 Pro") alerts only listings of exactly that model,
 * never "S21+", "S21 XP" or "S21" — which the catalogue's forgiving text search (prefix words,
 * trigram similarity) would also list. A listing's model is its model id, else the model its name
 * names (the longest model name found in it as whole words: "Antminer S21 Pro 234T" is an S21 Pro).
 */

export interface ModelName {
  id: number;
  brand: string;
  name: string;
}

/** Lower-case words without accents; "+" is a word of its own ("S21+" -> ["s21", "plus"]). */
export function modelWords(text: string): string[] {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/\+/g, " plus ")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

const hasDigit = (w: string) => /\p{N}/u.test(w);

/** Whether `part` is `whole` with some words left out (the order kept). */
function isSubsequence(part: string[], whole: string[]): boolean {
  let i = 0;
  for (const w of whole) if (i < part.length && part[i] === w) i++;
  return i === part.length;
}

/** The words a model is known by: its brand (unless its name starts with it) and its name. */
function fullWords(m: ModelName): string[] {
  const name = modelWords(m.name);
  const brand = modelWords(m.brand);
  const startsWithBrand = brand.every((w, i) => name[i] === w);
  return startsWithBrand ? name : [...brand, ...name];
}

/**
 * Whether a search text names this model: its words are the model's full name with some words left
 * out (brand or series: "S21 Pro", "Bitmain S21 Pro"), keeping every word of the model's name with
 * a digit and its last word — so "S21" names the S21 only, not the S21 Pro, S21+ or S21 XP, and
 * "S19 Pro" is not the S19j Pro.
 */
export function namesModel(text: string, m: ModelName): boolean {
  const words = modelWords(text);
  if (!words.some(hasDigit)) return false;
  const full = fullWords(m);
  const last = full[full.length - 1];
  if (!last || words[words.length - 1] !== last) return false;
  if (
    !modelWords(m.name)
      .filter(hasDigit)
      .every((w) => words.includes(w))
  )
    return false;
  return isSubsequence(words, full);
}

/** The models a search text names (usually one; empty when the text is free text). */
export function modelsNamed(text: string | undefined, models: ModelName[]): number[] {
  if (!text) return [];
  return models.filter((m) => namesModel(text, m)).map((m) => m.id);
}

/** Whether `run` appears in `words` as consecutive words. */
function containsRun(words: string[], run: string[]): boolean {
  if (!run.length) return false;
  for (let i = 0; i + run.length <= words.length; i++)
    if (run.every((w, j) => words[i + j] === w)) return true;
  return false;
}

/**
 * The model a listing's name names when it has no model id: the model whose name (with or without
 * its brand) is found in it as consecutive whole words, the longest such name winning — "Antminer
 * S21+ 235T" is an S21+, not an S21. Null when none is.
 */
export function modelOfName(productName: string, models: ModelName[]): number | null {
  const words = modelWords(productName);
  let best: { id: number; length: number } | null = null;
  for (const m of models) {
    const name = modelWords(m.name);
    if (!name.some(hasDigit)) continue;
    if (containsRun(words, name) && (!best || name.length > best.length))
      best = { id: m.id, length: name.length };
  }
  return best?.id ?? null;
}

/** A listing's model: its model id, else the one its name names. */
export const listingModel = (p: { model_id: number | null; name: string }, models: ModelName[]) =>
  p.model_id ?? modelOfName(p.name, models);
