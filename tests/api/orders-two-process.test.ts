/**
 * Two app processes on one database (issue 21, docs/decisions/018): a quote accepted through one
 * process is seen at once in the seller's chat on the other, and so is a lost quote in another
 * seller's. On PostgreSQL the second app has its own connections, as a second process would.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../../src/api/app.ts";
import { type Database, openDatabase } from "../../src/api/db/client.ts";
import { createTestApp, type TestApp } from "../setup/app.ts";
import { bearer, ChatClient, listen, signedIn } from "./chat-helpers.ts";
import { accept, call, inDays, quoteAnswer, sellersOfOneModel } from "./orders-helpers.ts";

let t: TestApp;
let second: App;
let secondDb: Database;
const clients: ChatClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  secondDb =
    t.database.kind === "postgres" && t.database.pool
      ? await openDatabase({ url: t.database.pool.options.connectionString as string, poolSize: 4 })
      : t.database;
  second = await buildApp({ database: secondDb, version: "test", settings: t.settings });
  await second.ready();
});
afterAll(async () => {
  for (const c of clients) c.close();
  await second?.close();
  if (secondDb && secondDb !== t.database) await secondDb.close();
  await t?.close();
});

describe("orders on two app processes", () => {
  it("a quote accepted on one process is pushed at once to the sellers' chats on the other", async () => {
    const { modelId, sellers } = await sellersOfOneModel(t, 2);
    const [winner, loser] = sellers as [(typeof sellers)[0], (typeof sellers)[0]];
    const buyer = await signedIn(t);
    const created = await call(t, "POST", "/api/orders/requests/", buyer, {
      model_id: modelId,
      seller_ids: [winner.sellerId, loser.sellerId],
      quantity: 3,
      delivery_country: "FR",
      wanted_by: inDays(20),
    });
    expect(created.status).toBe(201);
    const quote = (s: { sellerId: number }) =>
      created.body.quotes.find((x: { seller: { id: number } }) => x.seller.id === s.sellerId);

    const url = await listen(second);
    const w = await ChatClient.open(url, bearer(winner));
    const l = await ChatClient.open(url, bearer(loser));
    clients.push(w, l);
    await w.ok("joinRoom", { roomId: quote(winner).chat_room_id });

    // The seller answers through the second process; the buyer accepts through the first.
    const answered = await second.inject({
      method: "POST",
      url: `/api/orders/quotes/${quote(winner).id}/submit/`,
      headers: winner.headers,
      payload: quoteAnswer(2500),
    });
    expect(answered.statusCode).toBe(200);
    const accepted = await accept(t, quote(winner).id, buyer);
    expect(accepted.status).toBe(200);
    const orderId = accepted.body.quotes.find((x: { id: number }) => x.id === quote(winner).id).order_id;

    const pushed = await w.push("newMessage", (p) => p.message.text.includes("was accepted"));
    expect(pushed.message).toMatchObject({ room: quote(winner).chat_room_id, user: { id: buyer.id } });
    expect(pushed.message.text).toContain(`order #${orderId} awaits payment`);
    // The seller that was not chosen is told too, on its list of rooms.
    const told = await l.push("newMessageNotification", (p) =>
      p.message.text.includes("accepted another quote"),
    );
    expect(told.room.id).toBe(quote(loser).chat_room_id);
    // And the second process reads the order the first one wrote.
    const order = await second.inject({
      method: "GET",
      url: `/api/orders/${orderId}/`,
      headers: winner.headers,
    });
    expect(order.json()).toMatchObject({
      status: "awaiting_payment",
      allowed: ["order.pay", "order.cancel_by_seller"],
    });
  });
});
