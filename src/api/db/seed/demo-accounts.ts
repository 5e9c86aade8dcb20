/**
 * The demo accounts of a first start (issue 15): a buyer, a seller who owns a demo company with its
 * listings, and a moderator, so that a newcomer can try every role of `npm start` without reading
 * mail (which goes to the log there). They share one password generated at that start; it is
 * printed once and kept nowhere in clear (the database holds its argon2 hash, as for any account).
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { UserRole } from "../../../common/api/accounts.ts";
import { upsertVerifiedAccount } from "../../modules/moderation/admins.ts";
import type { Database } from "../client.ts";
import { seedDemoAlerts } from "./alerts.ts";
import { createDemoOrders } from "./demo-orders.ts";

export const DEMO_ACCOUNTS: readonly { role: UserRole; email: string; name: string }[] = [
  { role: "buyer", email: "demo-buyer@rigmarket.example", name: "Demo Buyer" },
  { role: "seller", email: "demo-seller@rigmarket.example", name: "Demo Seller" },
  { role: "moderator", email: "demo-moderator@rigmarket.example", name: "Demo Moderator" },
];

/** A password that meets the account rules: letters of both cases, a digit and a symbol. */
export function demoPassword(): string {
  return `Rm-${randomBytes(12).toString("base64url")}-7k`;
}

export interface DemoAccounts {
  password: string;
  accounts: { role: UserRole; email: string; company?: string }[];
}

/**
 * Creates the three accounts and gives the seller the first active demo company that has no owner.
 * Answers null when the demo accounts exist already (a later start, or another process was first).
 */
export async function createDemoAccounts(database: Database): Promise<DemoAccounts | null> {
  const [existing] = await database.rows<{ n: number }>(
    sql`select count(*)::int as n from users where email = ${DEMO_ACCOUNTS[0]?.email ?? ""}`,
  );
  if ((existing?.n ?? 0) > 0) return null;
  const password = demoPassword();
  const accounts: DemoAccounts["accounts"] = [];
  const ids: Partial<Record<UserRole, number>> = {};
  for (const account of DEMO_ACCOUNTS) {
    const { id } = await upsertVerifiedAccount(database, { ...account, password });
    ids[account.role] = id;
    let company: string | undefined;
    if (account.role === "buyer") await seedDemoAlerts(database, id);
    if (account.role === "seller") {
      const [seller] = await database.rows<{ company_name: string }>(
        sql`update sellers set owner_user_id = ${id}, onboarding_step = 3
            where id = (select s.id from sellers s
                        where s.owner_user_id is null and s.status = 'active'
                          and exists (select 1 from products p where p.seller_id = s.id)
                        order by s.id limit 1)
            returning company_name`,
      );
      company = seller?.company_name;
    }
    accounts.push({ role: account.role, email: account.email, ...(company ? { company } : {}) });
  }
  // Issue 21: a few requests for quote and orders between the demo buyer and seller.
  if (ids.buyer && ids.seller) await createDemoOrders(database, ids.buyer, ids.seller);
  return { password, accounts };
}

/** The lines printed at the first start. */
export function describeDemoAccounts(demo: DemoAccounts): string[] {
  return [
    "Demo accounts (the password is shown only now; change it or delete DATA_DIR to start over):",
    ...demo.accounts.map(
      (a) => `  ${a.role.padEnd(9)} ${a.email}${a.company ? ` (owner of ${a.company})` : ""}`,
    ),
    `  password  ${demo.password}`,
  ];
}
