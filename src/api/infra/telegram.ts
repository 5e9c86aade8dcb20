/**
 * Telegram notifications: a small Bot API client (`${TELEGRAM_API_URL}/bot${TOKEN}/sendMessage`)
 * and a queue in front of it. Messages are queued (jobs.ts) and sent by a worker; a Bot API that is
 * down or answers 5xx/429 makes the job fail and retry with back-off: delayed, never lost. A 4xx
 * other than 429 (chat not found, bot removed from the chat) will not heal by retrying: it is
 * logged and dropped. Without TELEGRAM_BOT_TOKEN nothing is queued.
 */
import type { TelegramSettings } from "../settings.ts";
import type { Jobs, Logger, Tx } from "./jobs.ts";

export const TELEGRAM_QUEUE = "telegram-send";
/** The Bot API refuses a text longer than this. */
export const TELEGRAM_TEXT_MAX = 4096;

/** A text the Bot API accepts: cut, with an ellipsis, when longer than its limit. */
export function fitTelegramText(text: string): string {
  if (text.length <= TELEGRAM_TEXT_MAX) return text;
  let cut = TELEGRAM_TEXT_MAX - 1;
  if (/[\uD800-\uDBFF]/.test(text[cut - 1] ?? "")) cut -= 1; // not half of a surrogate pair
  return `${text.slice(0, cut)}…`;
}

export interface TelegramMessage {
  chatId: string;
  text: string;
}

export class TelegramApiError extends Error {
  constructor(
    readonly status: number,
    description: string,
  ) {
    super(`Telegram Bot API answered ${status}: ${description}`);
  }
  /** Worth retrying: the API was unreachable, overloaded or rate limiting. */
  get retriable() {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }
}

export interface Telegram {
  readonly configured: boolean;
  /** Queues a message; with `tx`, only if that transaction commits. False when the bot is not configured. */
  send(message: TelegramMessage, opts?: { tx?: Tx }): Promise<boolean>;
  /** Calls sendMessage now (the queue's handler). */
  deliver(message: TelegramMessage): Promise<void>;
}

export async function createTelegram(jobs: Jobs, settings: TelegramSettings, log: Logger): Promise<Telegram> {
  const configured = Boolean(settings.botToken);

  async function deliver(message: TelegramMessage) {
    if (!settings.botToken) return;
    const url = `${settings.apiUrl.replace(/\/$/, "")}/bot${settings.botToken}/sendMessage`;
    let res: Response;
    try {
      res = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ chat_id: message.chatId, text: message.text, disable_web_page_preview: true }),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (err) {
      throw new TelegramApiError(0, (err as Error).message);
    }
    const body = (await res.json().catch(() => null)) as { ok?: boolean; description?: string } | null;
    if (res.ok && body?.ok) return;
    const error = new TelegramApiError(res.status, body?.description ?? res.statusText);
    if (error.retriable) throw error;
    log.warn({ chat: message.chatId, status: res.status }, `telegram message dropped: ${error.message}`);
  }

  await jobs.define<TelegramMessage>(TELEGRAM_QUEUE, deliver, {
    retryLimit: settings.retryLimit,
    retryDelaySeconds: settings.retryDelaySeconds,
    expireInSeconds: 5 * 60,
  });

  return {
    configured,
    async send(message, opts = {}) {
      if (!configured) return false;
      await jobs.send(TELEGRAM_QUEUE, { ...message, text: fitTelegramText(message.text) }, { tx: opts.tx });
      return true;
    },
    deliver,
  };
}
