/** The accounts' e-mails, in the recipient's language (en, fr), as text and HTML. */
import { ACCOUNT_LIMITS, ACCOUNT_LINK_PATHS } from "../../../common/api/accounts.ts";
import { type Locale, type MessageKey, type Params, translate } from "../../../common/i18n/index.ts";
import { type MailMessage, renderMail } from "../../infra/mail.ts";

export interface Recipient {
  email: string;
  name: string;
  locale: Locale;
}

/** An absolute link to a page of the web app in the recipient's language (French under /fr). */
export function pageLink(publicUrl: string, locale: Locale, page: string, token?: string): string {
  const url = new URL(`${locale === "fr" ? "/fr" : ""}${page}`, publicUrl);
  if (token) url.searchParams.set("token", token);
  return url.toString();
}

export function createAccountMails(publicUrl: string) {
  const base = (to: Recipient) => {
    const t = (key: MessageKey, params?: Params) => translate(to.locale, key, params);
    return { t, greeting: t("mail.greeting", { name: to.name }), signature: t("mail.signature") };
  };

  return {
    registrationCode(to: Recipient, code: string): MailMessage {
      const { t, greeting, signature } = base(to);
      return renderMail(
        to.email,
        {
          subject: t("mail.code.subject", { code }),
          greeting,
          paragraphs: [t("mail.code.intro")],
          code,
          after: [t("mail.code.expiry", { minutes: ACCOUNT_LIMITS.codeTtlMinutes }), t("mail.code.ignore")],
          signature,
        },
        to.locale,
      );
    },

    /** Sent instead of a code when someone signs up with the address of an existing account. */
    alreadyRegistered(to: Recipient): MailMessage {
      const { t, greeting, signature } = base(to);
      return renderMail(
        to.email,
        {
          subject: t("mail.existing.subject"),
          greeting,
          paragraphs: [t("mail.existing.intro")],
          action: {
            label: t("mail.existing.action"),
            url: pageLink(publicUrl, to.locale, ACCOUNT_LINK_PATHS.signIn),
          },
          after: [t("mail.existing.ignore")],
          signature,
        },
        to.locale,
      );
    },

    resetPassword(to: Recipient, token: string): MailMessage {
      const { t, greeting, signature } = base(to);
      return renderMail(
        to.email,
        {
          subject: t("mail.reset.subject"),
          greeting,
          paragraphs: [t("mail.reset.intro")],
          action: {
            label: t("mail.reset.action"),
            url: pageLink(publicUrl, to.locale, ACCOUNT_LINK_PATHS.resetPassword, token),
          },
          after: [
            t("mail.link.expiryMinutes", { minutes: ACCOUNT_LIMITS.resetLinkTtlMinutes }),
            t("mail.reset.ignore"),
          ],
          signature,
        },
        to.locale,
      );
    },

    /** Step 1 of an e-mail change: to the current address. */
    confirmChangeFromOld(to: Recipient, newEmail: string, token: string): MailMessage {
      const { t, greeting, signature } = base(to);
      return renderMail(
        to.email,
        {
          subject: t("mail.changeOld.subject"),
          greeting,
          paragraphs: [t("mail.changeOld.intro", { email: newEmail })],
          action: {
            label: t("mail.changeOld.action"),
            url: pageLink(publicUrl, to.locale, ACCOUNT_LINK_PATHS.confirmEmailChange, token),
          },
          after: [
            t("mail.link.expiryHours", { hours: ACCOUNT_LIMITS.emailChangeLinkTtlHours }),
            t("mail.changeOld.ignore"),
          ],
          signature,
        },
        to.locale,
      );
    },

    /** Step 2 of an e-mail change: to the new address (`to.email` is the new address). */
    confirmChangeToNew(to: Recipient, token: string): MailMessage {
      const { t, greeting, signature } = base(to);
      return renderMail(
        to.email,
        {
          subject: t("mail.changeNew.subject"),
          greeting,
          paragraphs: [t("mail.changeNew.intro", { email: to.email })],
          action: {
            label: t("mail.changeNew.action"),
            url: pageLink(publicUrl, to.locale, ACCOUNT_LINK_PATHS.confirmEmailChange, token),
          },
          after: [t("mail.link.expiryHours", { hours: ACCOUNT_LIMITS.emailChangeLinkTtlHours })],
          signature,
        },
        to.locale,
      );
    },

    /** After the change, to the old address. */
    emailChanged(to: Recipient, newEmail: string): MailMessage {
      const { t, greeting, signature } = base(to);
      return renderMail(
        to.email,
        {
          subject: t("mail.changeDone.subject"),
          greeting,
          paragraphs: [t("mail.changeDone.intro", { email: newEmail })],
          after: [],
          signature,
        },
        to.locale,
      );
    },
  };
}
export type AccountMails = ReturnType<typeof createAccountMails>;
