/**
 * The console's newsletter issue form (issue 20): subject and Markdown text in English and in
 * French, and the topics; inputs named as the API names its fields.
 */
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
} from "../accounts/form.tsx";

function Body({
  name,
  label,
  value,
  errors,
}: {
  name: string;
  label: string;
  value: string;
  errors?: string[];
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={`issue-${name}`} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={`issue-${name}`}
        name={name}
        rows={8}
        maxLength={NEWSLETTER_ISSUE_LIMITS.bodyMax}
        defaultValue={value}
        className={`${inputClass} font-mono`}
        aria-invalid={errors ? true : undefined}
        aria-describedby={errors ? `issue-${name}-error` : undefined}
      />
      <FieldErrors id={`issue-${name}-error`} errors={errors} />
    </div>
  );
}

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
      <Field
        name="subject_en"
        label={t("issuesAdmin.subjectEn")}
        required
        maxLength={NEWSLETTER_ISSUE_LIMITS.subjectMax}
        defaultValue={issue?.subject_en ?? ""}
        errors={errors.subject_en}
      />
      <Body
        name="body_en"
        label={t("issuesAdmin.bodyEn")}
        value={issue?.body_en ?? ""}
        errors={errors.body_en}
      />
      <Field
        name="subject_fr"
        label={t("issuesAdmin.subjectFr")}
        required
        maxLength={NEWSLETTER_ISSUE_LIMITS.subjectMax}
        defaultValue={issue?.subject_fr ?? ""}
        errors={errors.subject_fr}
      />
      <Body
        name="body_fr"
        label={t("issuesAdmin.bodyFr")}
        value={issue?.body_fr ?? ""}
        errors={errors.body_fr}
      />
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
