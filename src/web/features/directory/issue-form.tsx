/**
 * The console's newsletter issue form (issue 20): subject and Markdown text in English and in
 * French, and the topics; inputs named as the API names its fields.
 */
import { Fragment } from "react";
import { Form } from "react-router";
import type { NewsletterIssue } from "../../../common/api/newsletter-issues.ts";
import { NEWSLETTER_ISSUE_LIMITS } from "../../../common/api/newsletter-issues.ts";
import { NEWSLETTER_TOPICS } from "../../../common/contact.ts";
import { useT } from "../../i18n/use-t.ts";
import {
  errorsOf,
  Field,
  FieldErrors,
  FormMessage,
  type FormResult,
  inputClass,
  SubmitButton,
  TextAreaField,
} from "../accounts/form.tsx";

export function IssueForm({
  issue,
  result,
  submit,
}: {
  issue: NewsletterIssue | null;
  result?: FormResult;
  submit: string;
}) {
  const t = useT();
  const errors = errorsOf(result, "save");
  const topicErrors = Object.entries(errors)
    .filter(([k]) => k.startsWith("topics"))
    .flatMap(([, v]) => v);
  return (
    <Form
      method="post"
      noValidate
      className="max-w-3xl space-y-4 rounded-lg border border-slate-200 bg-white p-5"
    >
      <FormMessage result={result} intent="save" />
      {(["en", "fr"] as const).map((lang) => (
        <Fragment key={lang}>
          <Field
            name={`subject_${lang}`}
            label={t(lang === "en" ? "issuesAdmin.subjectEn" : "issuesAdmin.subjectFr")}
            required
            maxLength={NEWSLETTER_ISSUE_LIMITS.subjectMax}
            defaultValue={issue?.[`subject_${lang}`] ?? ""}
            errors={errors[`subject_${lang}`]}
          />
          <TextAreaField
            name={`body_${lang}`}
            id={`issue-body_${lang}`}
            label={t(lang === "en" ? "issuesAdmin.bodyEn" : "issuesAdmin.bodyFr")}
            rows={8}
            maxLength={NEWSLETTER_ISSUE_LIMITS.bodyMax}
            defaultValue={issue?.[`body_${lang}`] ?? ""}
            textareaClassName={`${inputClass} font-mono`}
            errors={errors[`body_${lang}`]}
          />
        </Fragment>
      ))}
      <fieldset
        className="space-y-1"
        aria-describedby={topicErrors.length ? "issue-topics-error" : undefined}
      >
        <legend className="text-sm font-medium text-slate-800">{t("issuesAdmin.topics")}</legend>
        <div className="flex flex-wrap gap-4">
          {NEWSLETTER_TOPICS.map((topic) => (
            <label key={topic} className="inline-flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                name="topics"
                value={topic}
                defaultChecked={issue ? issue.topics.includes(topic) : true}
              />
              {t(`newsletter.topic.${topic}`)}
            </label>
          ))}
        </div>
        <FieldErrors id="issue-topics-error" errors={topicErrors.length ? topicErrors : undefined} />
      </fieldset>
      <SubmitButton name="intent" value="save">
        {submit}
      </SubmitButton>
    </Form>
  );
}

/** The body of the issue calls, from the submitted form. */
export function issueBodyOf(form: FormData) {
  const get = (k: string) => String(form.get(k) ?? "");
  return {
    subject_en: get("subject_en"),
    body_en: get("body_en"),
    subject_fr: get("subject_fr"),
    body_fr: get("body_fr"),
    topics: form.getAll("topics").map(String) as NewsletterIssue["topics"],
  };
}
