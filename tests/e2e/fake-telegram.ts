/**
 * A local fake of the Telegram Bot API for the browser journeys (never the internet): POST
 * /bot<token>/sendMessage records the message; GET /sent lists what was received, for the tests.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface SentMessage {
  chat_id: string;
  text: string;
}

export async function startFakeTelegram(): Promise<{ url: string; close: () => Promise<void> }> {
  const sent: SentMessage[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => {
      body += c;
    });
    req.on("end", () => {
      res.setHeader("content-type", "application/json");
      if (req.method === "GET" && req.url === "/sent") {
        res.end(JSON.stringify(sent));
        return;
      }
      if (req.method === "POST" && /^\/bot[^/]+\/sendMessage$/.test(req.url ?? "")) {
        const data = JSON.parse(body || "{}") as SentMessage;
        sent.push({ chat_id: String(data.chat_id), text: String(data.text) });
        res.end(JSON.stringify({ ok: true, result: { message_id: sent.length } }));
        return;
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ ok: false, description: "Not Found" }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
