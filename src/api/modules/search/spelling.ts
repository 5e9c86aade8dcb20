/**
 * The spelling of a search as popular searches show it (decision 033): a misspelt word that the
 * search forgave ("antminr" found Antminer miners through trigram similarity) is shown as the word
 * of the results it resembles, so "antminr s19" is counted, and shown, as "antminer s19" together
 * with the searches typed right. Only the words of what the search found are used as the
 * dictionary, so a correction always names something the catalogue has.
 */
import { LOOSE_WORD_SIMILARITY, MIN_FUZZY_WORD, textWords } from "./products.ts";

/** The names of the first results read as the dictionary of a search. */
const DICTIONARY_NAMES = 10;

const unaccent = (s: string) => s.normalize("NFD").replace(/\p{M}+/gu, "");

/** pg_trgm's trigrams of one word: two spaces before, one after. */
function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return out;
}

/**
 * How much of `word` is found in `other`, like pg_trgm's word_similarity between two single words:
 * the share of the word's trigrams that the other word has ("antminr" in "antminer": 0.75,
 * "bitmian" in "bitmain": 0.5).
 */
export function wordSimilarity(word: string, other: string): number {
  const a = trigrams(word);
  const b = trigrams(other);
  let common = 0;
  for (const g of a) if (b.has(g)) common++;
  return a.size ? common / a.size : 0;
}

/**
 * A normalised query with each word the search forgave replaced by the word of the results it
 * resembles most. A word is kept when it starts a word of the results (what the full-text search
 * matched, "s19" of "s19j"), when it is shorter than MIN_FUZZY_WORD, or when no word of the results
 * resembles it as much as LOOSE_WORD_SIMILARITY (the suggestions' per-word threshold). Everything
 * else in the text (spaces, punctuation, markup) is kept as typed.
 */
export function correctedQuery(query: string, resultNames: readonly string[]): string {
  const dictionary = [
    ...new Set(
      resultNames.slice(0, DICTIONARY_NAMES).flatMap((n) => textWords(unaccent(n.toLowerCase()), 40)),
    ),
  ];
  if (dictionary.length === 0) return query;
  return query.replace(/[\p{L}\p{N}]+/gu, (typed) => {
    const word = unaccent(typed);
    if (word.length < MIN_FUZZY_WORD || dictionary.some((d) => d.startsWith(word))) return typed;
    let best: string | null = null;
    let bestScore = 0;
    for (const d of dictionary) {
      const score = wordSimilarity(word, d);
      if (score < LOOSE_WORD_SIMILARITY) continue;
      if (best === null || score > bestScore || (score === bestScore && d.length < best.length)) {
        best = d;
        bestScore = score;
      }
    }
    return best ?? typed;
  });
}
