/**
 * Entry point of `npm start` and `npm run dev`.
 *
 * React chooses its production or development build from process.env.NODE_ENV the first time it
 * is imported, and the server imports it (through react-router) as it loads. So the mode is settled
 * here, before anything else is imported: production unless `--dev`. What the operator set
 * explicitly is kept for config.ts, where an explicit NODE_ENV=production turns on the strict rules
 * of a real deployment (AUTH_SECRET required, no dev mailbox) — a plain `npm start` demo keeps them off.
 */
import { settleNodeEnv } from "./config.ts";

settleNodeEnv(process.argv.includes("--dev"));

const { main } = await import("./server.ts");
await main();
