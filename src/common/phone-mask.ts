/**
 * Phone masks as typed (spec 5: "#" a digit, "A" a letter, "*" either), without any dependency:
 * the browser formats the phone fields with them, and phone.ts derives the masks and placeholders.
 */
const TOKENS: Record<string, RegExp> = { "#": /\d/, A: /[A-Za-z]/, "*": /[A-Za-z0-9]/ };

/**
 * Applies a mask to what the user typed: `#` takes a digit, `A` a letter, `*` either; other mask
 * characters are printed as they are. Characters that fit no token are skipped, input beyond the
 * mask is dropped, and the output stops at the last character typed (no dangling separators), so
 * it can format as you type: formatPhone("20155", "(###) ###-####") -> "(201) 55".
 */
export function formatPhone(input: string, mask: string): string {
  let out = "";
  let pending = "";
  let i = 0;
  for (const m of mask) {
    const token = TOKENS[m];
    if (!token) {
      pending += m;
      continue;
    }
    while (i < input.length && !token.test(input[i] ?? "")) i++;
    if (i >= input.length) break;
    out += pending + input[i];
    pending = "";
    i++;
  }
  return out;
}

/** How many characters a mask accepts. */
export function maskLength(mask: string): number {
  return [...mask].filter((c) => c in TOKENS).length;
}

/**
 * Formats what was typed in the phone field of a country: "+<dial code> <national part with the
 * mask>". Input that does not start with the dial code is read as the national part.
 */
export function formatCountryPhone(value: string, dial: string, mask: string): string {
  const trimmed = value.trim();
  if (!trimmed || !dial) return value;
  const digits = trimmed.replace(/\D/g, "");
  const dialDigits = dial.replace(/\D/g, "");
  if (trimmed.startsWith("+") && !digits.startsWith(dialDigits)) return value; // another country's number
  const national = trimmed.startsWith("+") ? digits.slice(dialDigits.length) : digits;
  const formatted = formatPhone(national, mask);
  return formatted ? `${dial} ${formatted}` : dial;
}
