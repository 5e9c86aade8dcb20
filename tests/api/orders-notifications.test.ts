/**
 * Each step of a request for quote and of its order is told by e-mail and Telegram
 * (docs/decisions/057): to the right person, in their language, with a link to the page, once per
 * step and recipient even when the job runs again; a seller's notification settings are obeyed; a
 * mail server that is down delays the mail and never undoes the step; no address reaches the log.
 * Telegram goes to the local fake Bot API of the browser tests (tests/e2e/fake-telegram.ts).
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORDER_NOTIFY_QUEUE } from "../../src/api/modules/orders/context.ts";
import { startFakeTelegram } from "../e2e/fake-telegram.ts";
import { createTestApp, type TestApp } from "../setup/app.ts";
import { type ChatUserFixture, signedIn } from "./chat-helpers.ts";
import {
  accept,
  call,
  quoteAnswer,
  quoteIdOf,
  requestBody,
  type SellerFixture,
  sellersOfOneModel,
} from "./orders-helpers.ts";

let t: TestApp;
let bot: Awaited<ReturnType<typeof startFakeTelegram>>;
let modelId: number;
let sellers: SellerFixture[];
let buyer: ChatUserFixture;
const logs: string[] = [];

beforeAll(async () => {
  bot = await startFakeTelegram();
  t = await createTestApp({
    settings: { telegram: { botToken: "42:ORDERS", apiUrl: bot.url, retryLimit: 2, retryDelaySeconds: 1 } },
    logger: { level: "info", stream: { write: (line: string) => void logs.push(line) } },
  });
  ({ modelId, sellers } = await sellersOfOneModel(t, 3));
  buyer = await signedIn(t, "buyer", "fr");
  // The second seller reads French; the first has linked a company Telegram chat, the buyer its own.
  await t.database.rows(sql`update users set locale = 'fr' where id = ${s(1).id}`);
  await t.database.rows(
    sql`insert into seller_telegram_chats (seller_id, chat_id) values (${s(0).sellerId}, '-100500')`,
  );
  await t.database.rows(
    sql`insert into alert_settings (user_id, telegram_chat_id) values (${buyer.id}, '777')`,
  );
});
afterAll(async () => {
  await t?.close();
  await bot?.close();
});

const s = (i: number) => sellers[i] as SellerFixture;

async function telegramSent(): Promise<{ chat_id: string; text: string }[]> {
  return (await fetch(`${bot.url}/sent`)).json() as Promise<{ chat_id: string; text: string }[]>;
}

/** The subjects mailed to an address (after running the queue), oldest first. */
async function subjects(email: string): Promise<string[]> {
  return (await t.readMailbox(email)).map((m) => m.subject).reverse();
}

/** Every notification job queued so far is queued once more (a redelivery), then the queue runs. */
async function runEveryJobAgain() {
  const jobs = await t.database.rows<{ data: Record<string, unknown> }>(
    sql`select data from pgboss.job where name = ${ORDER_NOTIFY_QUEUE}`,
  );
  expect(jobs.length).toBeGreaterThan(0);
  for (const j of jobs) await t.app.services.jobs.send(ORDER_NOTIFY_QUEUE, j.data);
  await t.drain();
}

describe("every step, told once to the other side in its language", () => {
  it("request, quote, revision, decline, acceptance, loss, payment, shipping, delivery", async () => {
    const created = await call(
      t,
      "POST",
      "/api/orders/requests/",
      buyer,
      requestBody(modelId, [s(0), s(1), s(2)]),
    );
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const quoteOf = (seller: SellerFixture) => quoteIdOf(created.body, seller);

    // Each seller, in its language, with the request's page.
    const [mail0] = await t.readMailbox(s(0).email);
    expect(mail0?.subject).toMatch(new RegExp(`^Request for quote #${id}: 20 × `));
    expect(mail0?.text).toContain(`http://localhost:3000/orders/requests/${id}`);
    expect(mail0?.text).toContain("Open the request");
    const [mail1] = await t.readMailbox(s(1).email);
    expect(mail1?.subject).toMatch(new RegExp(`^Demande de devis n°${id}`));
    expect(mail1?.text).toContain(`http://localhost:3000/fr/orders/requests/${id}`);
    // The company's Telegram chat.
    expect((await telegramSent()).filter((m) => m.chat_id === "-100500")).toHaveLength(1);
    // Nothing to the buyer yet (it took the step).
    expect(await subjects(buyer.email)).toEqual([]);

    await call(t, "POST", `/api/orders/quotes/${quoteOf(s(0))}/submit/`, s(0), quoteAnswer(4000));
    await call(t, "POST", `/api/orders/quotes/${quoteOf(s(0))}/submit/`, s(0), quoteAnswer(3900));
    await call(t, "POST", `/api/orders/quotes/${quoteOf(s(1))}/decline/`, s(1), { reason: "Rupture" });
    const accepted = await accept(t, quoteOf(s(0)), buyer);
    const orderId = accepted.body.quotes.find((x: { order_id: number | null }) => x.order_id).order_id;
    await call(t, "POST", `/api/orders/${orderId}/pay/`, s(0), {
      payment_method: "bank_transfer",
      payment_reference: "INV-1",
    });
    await call(t, "POST", `/api/orders/${orderId}/ship/`, s(0), {
      tracking_carrier: "DHL",
      tracking_number: "JD0001",
    });
    await call(t, "POST", `/api/orders/${orderId}/deliver/`, buyer);

    // The buyer, in French, once per step (the queue ran once, at the end: any order); its Telegram chat too.
    const toBuyer = await subjects(buyer.email);
    expect(toBuyer).toHaveLength(5);
    for (const subject of [
      `a chiffré votre demande n°${id}`,
      `a révisé son devis pour la demande n°${id}`,
      `a décliné votre demande n°${id}`,
      `Commande n°${orderId}\u00a0: paiement confirmé`,
      `La commande n°${orderId} est expédiée`,
    ])
      expect(toBuyer.filter((x) => x.includes(subject))).toHaveLength(1);
    // The payment method by its label in the buyer's language, never `bank_transfer` (issue 30).
    const paidMail = (await t.readMailbox(buyer.email)).find((m) => m.subject.endsWith("paiement confirmé"));
    expect(paidMail?.text).toContain("Moyen de paiement\u00a0: Virement bancaire");
    expect(paidMail?.text).not.toContain("bank_transfer");
    const paidTelegram = (await telegramSent()).find(
      (m) => m.chat_id === "777" && m.text.includes("paiement"),
    );
    expect(paidTelegram?.text).toContain("Virement bancaire");
    const shipped = (await t.readMailbox(buyer.email)).find((m) => m.subject.endsWith("est expédiée"));
    expect(shipped?.text).toContain("DHL JD0001");
    expect(shipped?.text).toContain(`http://localhost:3000/fr/orders/${orderId}`);
    const buyerChat = (await telegramSent()).filter((m) => m.chat_id === "777");
    expect(buyerChat).toHaveLength(5);
    expect(buyerChat.find((m) => m.text.includes("expédiée"))?.text).toContain(
      `http://localhost:3000/fr/orders/${orderId}`,
    );

    // Every e-mail and Telegram message links to its exact page, absolute, in the recipient's language;
    // every step in the chat ends with its page, which the chat shows as a link (decision 061).
    const pageOf = (about: string) =>
      /order #|commande n°/i.test(about) ? `/orders/${orderId}` : `/orders/requests/${id}`;
    const mailboxes = [
      [buyer.email, "/fr"],
      [s(0).email, ""],
      [s(1).email, "/fr"],
      [s(2).email, ""],
    ] as const;
    for (const [email, prefix] of mailboxes)
      for (const mail of await t.readMailbox(email))
        expect(mail.text, mail.subject).toContain(`http://localhost:3000${prefix}${pageOf(mail.subject)}\n`);
    for (const m of await telegramSent()) {
      const prefix = m.chat_id === "777" ? "/fr" : "";
      expect(
        m.text.endsWith(`\nhttp://localhost:3000${prefix}${pageOf(m.text.split("\n")[0] ?? "")}`),
        m.text,
      ).toBe(true);
    }
    const notices = await t.database.rows<{ text: string }>(sql`
      select m.text from chat_messages m join quotes q on q.chat_room_id = m.room_id where q.request_id = ${id}`);
    expect(notices.length).toBeGreaterThanOrEqual(9);
    for (const { text } of notices)
      expect(text, text).toMatch(/\n[^\n]+\u00a0?: \/orders\/(requests\/)?\d+$/);
    for (const { text } of notices) expect(text.endsWith(pageOf(text.split("\n")[0] ?? ""))).toBe(true);

    // The winner: accepted, then delivered; the seller left waiting: another quote was chosen.
    expect((await subjects(s(0).email)).sort()).toEqual(
      [
        `Request for quote #${id}: 20 × ${created.body.title}`,
        `Your quote was accepted: order #${orderId}`,
        `Order #${orderId} delivered`,
      ].sort(),
    );
    expect((await subjects(s(2).email)).sort()).toEqual(
      [
        `Request for quote #${id}: 20 × ${created.body.title}`,
        `Request #${id}: another quote was chosen`,
      ].sort(),
    );
    // The seller who declined hears nothing more.
    expect(await subjects(s(1).email)).toHaveLength(1);

    // Every job delivered again: nothing is mailed or sent twice.
    const before = (await telegramSent()).length;
    await runEveryJobAgain();
    expect(await subjects(buyer.email)).toHaveLength(5);
    expect(await subjects(s(0).email)).toHaveLength(3);
    expect(await subjects(s(2).email)).toHaveLength(2);
    expect((await telegramSent()).length).toBe(before);

    // The chat room still carries each step (the push), without a second "unread message" e-mail.
    const rooms = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from chat_messages where room_id = ${accepted.body.quotes[0].chat_room_id}`,
    );
    expect(rooms[0]?.n).toBeGreaterThan(0);
    await t.drain({ includeDelayed: true });
    expect((await t.readMailbox(buyer.email)).some((m) => /message/i.test(m.subject))).toBe(false);

    // No address in the log.
    for (const u of [buyer, s(0), s(1), s(2)]) expect(logs.join("\n")).not.toContain(u.email);
  });

  it("a cancellation names its reason; a seller who turned order e-mails off gets none", async () => {
    const off = await call(t, "PUT", "/api/sellers/notification-settings/", s(2), {
      email: { order_update: false },
    });
    expect(off.status).toBe(200);
    const created = await call(t, "POST", "/api/orders/requests/", buyer, {
      model_id: modelId,
      seller_ids: [s(1).sellerId, s(2).sellerId],
      quantity: 2,
      delivery_country: "FR",
      delivery_city: "Lyon",
      notes: "",
    });
    expect(created.status).toBe(201);
    expect(await subjects(s(2).email)).toHaveLength(2);
    const q1 = quoteIdOf(created.body, s(1));
    await call(t, "POST", `/api/orders/quotes/${q1}/submit/`, s(1), quoteAnswer(5000));
    const accepted = await accept(t, q1, buyer);
    const orderId = accepted.body.quotes.find((x: { order_id: number | null }) => x.order_id).order_id;
    expect(
      (await call(t, "POST", `/api/orders/${orderId}/cancel/`, buyer, { reason: "Budget gelé" })).status,
    ).toBe(200);
    // Found by its subject: the acceptance mail may share its timestamp (no order between them).
    const subject = `Commande n°${orderId} annulée`;
    const cancelled = (await t.readMailbox(s(1).email)).find((m) => m.subject === subject);
    expect(cancelled?.subject).toBe(subject);
    expect(cancelled?.text).toContain("Budget gelé");
    // Still nothing for the seller who turned them off (neither the request nor the loss).
    expect(await subjects(s(2).email)).toHaveLength(2);
  });
});

describe("a mail server that is down", () => {
  it("delays the mail; the step stands", async () => {
    const down = await createTestApp({
      settings: {
        mail: {
          smtpUrl: "smtp://127.0.0.1:9",
          from: "RigMarket <no-reply@rigmarket.test>",
          retryLimit: 1,
          retryDelaySeconds: 60,
          bulkPerMinute: 60,
        },
      },
    });
    try {
      const {
        modelId: model,
        sellers: [seller],
      } = await sellersOfOneModel(down, 1);
      const who = await signedIn(down, "buyer");
      const created = await call(down, "POST", "/api/orders/requests/", who, {
        model_id: model,
        seller_ids: [seller?.sellerId],
        quantity: 1,
        delivery_country: "DE",
        notes: "",
      });
      expect(created.status).toBe(201);
      const quoteId = created.body.quotes[0].id;
      const submitted = await call(
        down,
        "POST",
        `/api/orders/quotes/${quoteId}/submit/`,
        seller ?? null,
        quoteAnswer(100),
      );
      expect(submitted.status).toBe(200);
      const run = await down.drain();
      // The notification jobs ran; the mails to the SMTP server failed and wait for their retry.
      expect(run.failed).toBeGreaterThan(0);
      const again = await call(down, "GET", `/api/orders/requests/${created.body.id}/`, who);
      expect(again.body.quotes[0].status).toBe("quoted");
      const claimed = await down.database.rows<{ n: number }>(
        sql`select count(*)::int as n from order_notifications`,
      );
      expect(claimed[0]?.n).toBe(2);
    } finally {
      await down.close();
    }
  });
});
