/**
 * Share links of an article (issue 19): plain links to each network's own share page, built from
 * the article's canonical URL and title. No network's script is loaded: a click leaves the page
 * like any link (docs/decisions/046).
 */
export interface ShareTarget {
  id: "x" | "linkedin" | "telegram" | "email";
  href: string;
}

export function shareTargets(url: string, title: string, emailBody: string): ShareTarget[] {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return [
    { id: "x", href: `https://x.com/intent/post?url=${u}&text=${text}` },
    { id: "linkedin", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { id: "telegram", href: `https://t.me/share/url?url=${u}&text=${text}` },
    { id: "email", href: `mailto:?subject=${text}&body=${encodeURIComponent(emailBody)}` },
  ];
}
