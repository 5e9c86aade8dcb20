/** The newsletter's topics (checkboxes) and language (radio buttons), for /newsletter and its preferences. */
import { NEWSLETTER_TOPICS, type NewsletterTopic } from "../../../common/contact.ts";
import type { Locale } from "../../../common/i18n/index.ts";
import { useT } from "../../i18n/use-t.ts";
import { FieldErrors } from "../accounts/form.tsx";

export function NewsletterFields({
  topics,
  language,
  errors,
}: {
  topics: readonly NewsletterTopic[];
  language: Locale;
  errors: Record<string, string[]>;
}) {
  const t = useT();
  const topicErrors = Object.entries(errors)
    .filter(([k]) => k.startsWith("topics"))
    .flatMap(([, v]) => v);
  return (
    <>
      <fieldset aria-describedby={topicErrors.length ? "newsletter-topics-error" : undefined}>
        <legend className="text-sm font-medium text-slate-800">{t("newsletter.topics")}</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {NEWSLETTER_TOPICS.map((topic) => (
            <label key={topic} className="inline-flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                name="topics"
                value={topic}
                defaultChecked={topics.includes(topic)}
                className="size-4 accent-amber-500"
              />
              {t(`newsletter.topic.${topic}`)}
            </label>
          ))}
        </div>
        <FieldErrors id="newsletter-topics-error" errors={topicErrors} />
      </fieldset>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t("newsletter.language")}</legend>
        <div className="mt-2 flex gap-6">
          {(["en", "fr"] as const).map((l) => (
            <label key={l} className="inline-flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="language"
                value={l}
                defaultChecked={language === l}
                className="size-4 accent-amber-500"
              />
              {t(`newsletter.lang.${l}`)}
            </label>
          ))}
        </div>
        <FieldErrors id="newsletter-language-error" errors={errors.language} />
      </fieldset>
    </>
  );
}

/** The form's checked topics, as the API takes them (unknown values are left for the API to name). */
export function formTopics(form: FormData): NewsletterTopic[] {
  return form
    .getAll("topics")
    .filter((v): v is NewsletterTopic => typeof v === "string") as NewsletterTopic[];
}
