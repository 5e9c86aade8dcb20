/**
 * The article's table of contents (issue 19): the API's `toc` (the body's h2 and h3, with the ids
 * the rendered headings carry), as plain in-page links: keyboard reachable, working without
 * JavaScript, each moving the page (and the URL's hash) to its heading.
 */
import type { TocEntry } from "../../../common/api/blog.ts";
import { useT } from "../../i18n/use-t.ts";

export function TableOfContents({ toc }: { toc: TocEntry[] }) {
  const t = useT();
  if (toc.length === 0) return null;
  return (
    <nav aria-labelledby="toc-title" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="toc-title" className="text-sm font-bold tracking-wide text-slate-900 uppercase">
        {t("blog.tableOfContents")}
      </h2>
      <ol className="mt-3 space-y-1 text-sm">
        {toc.map((entry) => (
          <li key={entry.id} className={entry.level > 2 ? "pl-4" : ""}>
            <a
              href={`#${entry.id}`}
              className="block rounded px-1 py-1 text-slate-700 hover:bg-slate-100 hover:text-slate-950 focus-visible:outline-2 focus-visible:outline-sky-700"
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
