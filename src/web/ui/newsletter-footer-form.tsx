/**
 * The footer's newsletter form (issue 20), on every page: a plain HTML form posting to the
 * /newsletter page's action (works without JavaScript, adds none), which subscribes the address
 * to every topic in the page's language and shows what happens next. Preferences come later, from
 * the link of each newsletter. Its field is named for what it is ("E-mail for the newsletter"), so
 * that it is never confused with the e-mail field of the page's own form.
 */
import { NEWSLETTER_TOPICS } from "../../common/contact.ts";
import { useLocale, useLocalPath, useT } from "../i18n/use-t.ts";

export function NewsletterFooterForm() {
  const t = useT();
  const locale = useLocale();
  const localPath = useLocalPath();
  return (
    <form
      method="post"
      action={localPath("/newsletter")}
      className="max-w-xs pt-2"
      aria-labelledby="footer-newsletter"
    >
      <h2 id="footer-newsletter" className="text-sm font-semibold tracking-wide text-white uppercase">
        {t("newsletter.footer.title")}
      </h2>
      <p className="mt-1 text-sm">{t("newsletter.footer.lead")}</p>
      <input type="hidden" name="intent" value="subscribe" />
      <input type="hidden" name="language" value={locale} />
      {NEWSLETTER_TOPICS.map((topic) => (
        <input key={topic} type="hidden" name="topics" value={topic} />
      ))}
      <div className="mt-2 flex gap-2">
        <label htmlFor="footer-newsletter-email" className="sr-only">
          {t("newsletter.footer.email")}
        </label>
        <input
          id="footer-newsletter-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="name@company.com"
          className="min-w-0 flex-1 rounded-md border border-slate-600 bg-slate-900 px-3 py-2 text-sm text-white placeholder:text-slate-400"
        />
        <button
          type="submit"
          className="rounded-md bg-amber-400 px-3 py-2 text-sm font-semibold text-slate-900 hover:bg-amber-300"
        >
          {t("newsletter.subscribe")}
        </button>
      </div>
    </form>
  );
}
