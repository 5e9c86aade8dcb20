/** The accounts calls of spec section 7 under /api/accounts (trailing slashes as listed; both forms answer). */
import multipart from "@fastify/multipart";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ACCOUNT_LIMITS,
  AUTH_COOKIES,
  CSRF_HEADER,
  changePasswordBody,
  codedError,
  codeSentResponse,
  confirmEmailChangeBody,
  defaultAvatarList,
  detailMessage,
  emailBody,
  emailChangeResult,
  extraEmailList,
  extraEmailSchema,
  extraEmailsQuery,
  googleBody,
  googleConfig,
  meSchema,
  refreshBody,
  registerBody,
  resetPasswordBody,
  tokenPair,
  tokenPairBody,
  updateUserBody,
  userIdParams,
  verifyCodeBody,
} from "../../../common/api/accounts.ts";
import { badRequestError, detailError, fieldErrors } from "../../../common/api/shared.ts";
import { translate } from "../../../common/i18n/index.ts";
import { AppError } from "../../errors.ts";
import { csrfOk, requireUser, sameSecret, signedIn } from "../../http/auth.ts";
import { requestLocale } from "../../http/locale.ts";
import { pageLinks } from "../../http/paging.ts";
import type { RouteApp } from "../../http/plugin.ts";
import { requireUpload } from "../../http/upload.ts";
import { type AccountsService, CodedError } from "./service.ts";

const tags = ["accounts"];
const P = "/api/accounts";
const errors = { 400: fieldErrors.or(codedError).or(detailError), 429: detailError };
const authErrors = { 401: detailError, 403: detailError };

const say = (
  request: FastifyRequest,
  key: Parameters<typeof translate>[1],
  params?: Record<string, string>,
) => translate(requestLocale(request), key, params);

/**
 * The refresh token from the body, or from the HttpOnly cookie (then X-CSRFToken and the csrftoken
 * cookie must both be that session's CSRF token). A body token sent with X-CSRFToken (the web
 * app's /session-refresh passes the browser's header on) needs that header to be its session's.
 */
async function refreshFrom(
  request: FastifyRequest,
  body: { refresh?: string } | null | undefined,
  accounts: AccountsService,
): Promise<string> {
  const csrfRefused = () => new AppError("forbidden", "error.csrf");
  if (body?.refresh) {
    const sent = request.headers[CSRF_HEADER];
    if (sent !== undefined) {
      const expected = await accounts.csrfOfRefresh(body.refresh);
      if (typeof sent !== "string" || expected === null || !sameSecret(sent, expected)) throw csrfRefused();
    }
    return body.refresh;
  }
  const cookie = request.cookies?.[AUTH_COOKIES.refresh];
  if (!cookie)
    throw new AppError("bad_request", "validation.required", undefined, {
      refresh: ["validation.required"],
    });
  if (!csrfOk(request, await accounts.csrfOfRefresh(cookie))) throw csrfRefused();
  return cookie;
}

export const accountsRoutes =
  (accounts: AccountsService): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: ACCOUNT_LIMITS.avatarMaxBytes, files: 1, fields: 10, parts: 11 },
    });

    // `{ detail, code }` for the errors the web app tells apart (email_not_verified, account_disabled,
    // token_not_valid); every other error goes on to the API's error handler.
    app.setErrorHandler((error, request, reply) => {
      if (error instanceof CodedError) {
        return reply
          .status(error.status)
          .send({ detail: translate(requestLocale(request), error.messageKey), code: error.reason });
      }
      throw error;
    });

    registerSignUpRoutes(app, accounts);
    registerSignInRoutes(app, accounts);
    registerPasswordRoutes(app, accounts);
    registerGoogleRoutes(app, accounts);
    registerProfileRoutes(app, accounts);
    registerEmailChangeRoutes(app, accounts);
    registerExtraEmailRoutes(app, accounts);
  };

/** Sign-up: register, verify the mailed code, send it again. */
function registerSignUpRoutes(app: RouteApp, accounts: AccountsService) {
  app.post(
    `${P}/register/`,
    {
      schema: {
        tags,
        summary: "Sign up: creates the account (or replaces a pending one) and mails a 6-digit code",
        body: registerBody,
        response: { 201: codeSentResponse, ...errors },
      },
    },
    async (request, reply) => {
      const sent = await accounts.register(request.body, requestLocale(request), request.ip);
      return reply
        .status(201)
        .send({ ...sent, detail: say(request, sent.messageKey, { email: sent.email }) });
    },
  );

  app.post(
    `${P}/registration-code/verify/`,
    {
      schema: {
        tags,
        summary: "Confirms the address with the mailed code; answers the token pair",
        body: verifyCodeBody,
        response: { 200: tokenPair, ...errors },
      },
    },
    async (request) => accounts.verifyCode(request.body.email, request.body.code, request.ip),
  );

  app.post(
    `${P}/registration-code/resend/`,
    {
      schema: {
        tags,
        summary: "Mails a new code (at most once per 180 s per address; 429 with Retry-After otherwise)",
        body: emailBody,
        response: { 200: codeSentResponse, ...errors },
      },
    },
    async (request) => {
      const sent = await accounts.resendCode(request.body.email, request.ip);
      return { ...sent, detail: say(request, sent.messageKey, { email: sent.email }) };
    },
  );
}

/** Sign-in, token refresh and sign-out. */
function registerSignInRoutes(app: RouteApp, accounts: AccountsService) {
  app.post(
    `${P}/get-token-pair/`,
    {
      schema: {
        tags,
        summary: "Sign in with e-mail and password; answers { access, refresh }",
        description:
          '400 `{ detail }` for a wrong e-mail or password (the same either way); 400 `{ detail, code: "email_not_verified" }` when the password is right but the address is not confirmed yet (a fresh code is mailed).',
        body: tokenPairBody,
        response: { 200: tokenPair, ...errors },
      },
    },
    async (request) => accounts.signIn(request.body.email, request.body.password, request.ip),
  );

  app.post(
    `${P}/refresh-token/`,
    {
      schema: {
        tags,
        summary: "Rotates the refresh token: answers a new { access, refresh }",
        description:
          "The old refresh token stops working. Presenting a replaced token again revokes that session's whole family (401). Without `refresh` in the body the refreshToken cookie is used (then X-CSRFToken is required).",
        body: refreshBody,
        response: {
          200: tokenPair,
          400: badRequestError,
          401: codedError,
          403: detailError,
          429: detailError,
        },
      },
    },
    async (request) => accounts.refresh(await refreshFrom(request, request.body, accounts), request.ip),
  );

  app.post(
    `${P}/logout/`,
    {
      // Signing out must always work (after a burst of calls too): it only ends the caller's own
      // session, found by the refresh token it presents, and writes nothing else.
      config: {
        rateLimit: { exempt: "signing out must always work; it only ends the caller's own session" },
      },
      schema: {
        tags,
        summary: "Sign out: revokes the session (the refresh token's family)",
        body: refreshBody,
        response: { 200: detailMessage, 400: badRequestError, 403: detailError },
      },
    },
    async (request) => {
      await accounts.signOut(await refreshFrom(request, request.body, accounts));
      return { detail: say(request, "accounts.signedOut") };
    },
  );
}

/** Password: the reset link, the reset, the change. */
function registerPasswordRoutes(app: RouteApp, accounts: AccountsService) {
  app.post(
    `${P}/send-reset-password/`,
    {
      schema: {
        tags,
        summary:
          "Mails a single-use password reset link (the answer is the same whether the address has an account or not)",
        body: emailBody,
        response: { 200: detailMessage, ...errors },
      },
    },
    async (request) => {
      await accounts.sendResetPassword(request.body.email, request.ip);
      return { detail: say(request, "accounts.resetSent") };
    },
  );

  app.post(
    `${P}/reset-password/`,
    {
      schema: {
        tags,
        summary: "Sets a new password with the token of the mailed link; signs out every session",
        body: resetPasswordBody,
        response: { 200: detailMessage, ...errors },
      },
    },
    async (request) => {
      await accounts.resetPassword(request.body.token, request.body.password, request.ip);
      return { detail: say(request, "accounts.passwordReset") };
    },
  );

  app.post(
    `${P}/change-password/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "Changes the password (needs the current one); signs out the other sessions",
        body: changePasswordBody,
        response: { 200: detailMessage, ...errors, ...authErrors },
      },
    },
    async (request) => {
      await accounts.changePassword(
        requireUser(request),
        request.body.current_password,
        request.body.password,
      );
      return { detail: say(request, "accounts.passwordChanged") };
    },
  );
}

/** Google sign-in and its public configuration. */
function registerGoogleRoutes(app: RouteApp, accounts: AccountsService) {
  app.get(
    `${P}/google/`,
    {
      schema: {
        tags,
        summary: "Is Google sign-in offered, and with which client id",
        response: { 200: googleConfig },
      },
    },
    async () => accounts.googleConfig(),
  );

  app.post(
    `${P}/google/`,
    {
      onRequest: async () => {
        if (!accounts.googleConfig().enabled) throw new AppError("not_found", "accounts.googleDisabled");
      },
      schema: {
        tags,
        summary: "Sign in with a Google ID token; links to or creates the account of its verified address",
        body: googleBody,
        response: { 200: tokenPair, ...errors, 404: detailError },
      },
    },
    async (request) => accounts.google(request.body.id_token, requestLocale(request), request.ip),
  );
}

/** The signed-in user's profile and avatar. */
function registerProfileRoutes(app: RouteApp, accounts: AccountsService) {
  app.get(
    `${P}/users/me/`,
    {
      onRequest: signedIn,
      schema: { tags, summary: "The signed-in user", response: { 200: meSchema, ...authErrors } },
    },
    async (request) => accounts.me(requireUser(request).id),
  );

  app.patch(
    `${P}/users/:id/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "Updates the signed-in user's name, language, default avatar or view-as-buyer flag",
        params: userIdParams,
        body: updateUserBody,
        response: { 200: meSchema, ...errors, ...authErrors },
      },
    },
    async (request) => accounts.updateUser(requireUser(request), request.params.id, request.body),
  );

  app.get(
    `${P}/users/default_avatars/`,
    { schema: { tags, summary: "The default avatars to pick from", response: { 200: defaultAvatarList } } },
    async () => accounts.defaultAvatars(),
  );

  app.post(
    `${P}/users/avatar/`,
    {
      onRequest: signedIn,
      bodyLimit: ACCOUNT_LIMITS.avatarMaxBytes + 64 * 1024,
      schema: {
        tags,
        summary:
          "Uploads an avatar (multipart field `avatar`: JPEG, PNG or WebP up to 5 MB), re-encoded to webp",
        consumes: ["multipart/form-data"],
        response: { 200: meSchema, ...errors, ...authErrors, 413: detailError },
      },
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const user = requireUser(request);
      const image = await requireUpload(request, {
        field: "avatar",
        maxBytes: ACCOUNT_LIMITS.avatarMaxBytes,
        tooLarge: "accounts.avatarTooLarge",
      });
      return reply.send(await accounts.uploadAvatar(user, image));
    },
  );
}

/** The e-mail change in two confirmations. */
function registerEmailChangeRoutes(app: RouteApp, accounts: AccountsService) {
  app.post(
    `${P}/users/change-email/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "Starts an e-mail change: a confirmation link goes to the current address",
        body: emailBody,
        response: { 200: detailMessage.extend({ email: z.string() }), ...errors, ...authErrors },
      },
    },
    async (request) => {
      const { email } = await accounts.requestEmailChange(requireUser(request), request.body.email);
      return { detail: say(request, "accounts.emailChangeSent", { email }), email };
    },
  );

  app.post(
    `${P}/users/change-email/confirm/`,
    {
      schema: {
        tags,
        summary:
          "Opens a mailed e-mail-change link: the current address's link mails the new address; the new address's link makes the change",
        body: confirmEmailChangeBody,
        response: { 200: emailChangeResult, ...errors },
      },
    },
    async (request) => {
      const result = await accounts.confirmEmailChange(request.body.token, request.ip);
      const key = result.stage === "done" ? "accounts.emailChanged" : "accounts.emailChangeConfirmNew";
      return { ...result, detail: say(request, key, { email: result.email }) };
    },
  );
}

/** The additional notification e-mails. */
function registerExtraEmailRoutes(app: RouteApp, accounts: AccountsService) {
  app.get(
    `${P}/users/emails/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "The additional notification e-mails (at most 3)",
        querystring: extraEmailsQuery,
        response: { 200: extraEmailList, 400: badRequestError, ...authErrors },
      },
    },
    async (request) => {
      const { page, page_size } = request.query;
      const { rows, total } = await accounts.listExtraEmails(requireUser(request), page, page_size);
      return { count: total, ...pageLinks(request, page, page_size, total), results: rows };
    },
  );

  app.post(
    `${P}/users/emails/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "Adds an additional notification e-mail",
        body: emailBody,
        response: { 201: extraEmailSchema, ...errors, ...authErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await accounts.addExtraEmail(requireUser(request), request.body.email)),
  );

  app.delete(
    `${P}/users/emails/:id/`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "Removes an additional notification e-mail",
        params: userIdParams,
        response: { 204: z.null(), 400: badRequestError, 404: detailError, ...authErrors },
      },
    },
    async (request, reply) => {
      await accounts.deleteExtraEmail(requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
