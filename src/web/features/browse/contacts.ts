/** Links of a company's contacts. Pure. */

/** https://wa.me/<digits> for a WhatsApp number, or null when it has too few digits to be one. */
export function whatsappUrl(raw: string): string | null {
  const digits = raw.replace(/\D/g, "");
  return digits.length >= 6 && digits.length <= 15 ? `https://wa.me/${digits}` : null;
}
