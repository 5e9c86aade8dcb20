/**
 * A legal document's page (/privacy-policy, /terms): title, date, table of contents linking to
 * each section, the sections; the text comes from the loader (src/common/legal/), so no page's
 * script carries it.
 */
import type { LegalDocument, LegalKind } from "../../../common/legal/types.ts";
import { useLocale, useT } from "../../i18n/use-t.ts";
import { AppLink } from "../../ui/app-link.tsx";

export function LegalPage({ doc, kind }: { doc: LegalDocument; kind: LegalKind }) {
  const t = useT();
  const locale = useLocale();
  return (
    <article className="mx-auto max-w-3xl text-slate-800">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{doc.title}</h1>
      <p className="mt-2 text-sm text-slate-600">{doc.updated}</p>
      {kind === "privacy" ? (
        <p className="mt-3">
          <a
            href={locale === "fr" ? "/fr/Privacy-Policy.pdf" : "/Privacy-Policy.pdf"}
            className="font-semibold text-sky-800 underline"
          >
            {t("legal.pdf")}
          </a>
        </p>
      ) : null}
      <div className="mt-6 space-y-4 text-lg">
        {doc.intro.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
      <nav aria-labelledby="legal-contents" className="mt-8 rounded-lg border border-slate-200 bg-white p-5">
        <h2 id="legal-contents" className="text-base font-bold text-slate-900">
          {doc.contents}
        </h2>
        <ol className="mt-3 space-y-1">
          {doc.sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="text-sky-800 underline-offset-2 hover:underline">
                {s.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {doc.sections.map((s) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="mt-10 scroll-mt-6">
          <h2 id={`${s.id}-title`} className="text-2xl font-bold text-slate-900">
            {s.heading}
          </h2>
          <div className="mt-3 space-y-3">
            {s.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          {s.items?.length ? (
            <ul className="mt-3 list-disc space-y-2 pl-6">
              {s.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
          {s.after?.map((p) => (
            <p key={p} className="mt-3">
              {p}
            </p>
          ))}
        </section>
      ))}
      <p className="mt-12 border-t border-slate-200 pt-6">
        <AppLink
          to={kind === "privacy" ? "/terms" : "/privacy-policy"}
          className="font-semibold text-sky-800 underline"
        >
          {t(kind === "privacy" ? "legal.otherDoc.privacy" : "legal.otherDoc.terms")}
        </AppLink>
      </p>
    </article>
  );
}
