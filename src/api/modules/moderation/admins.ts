/**
 * Verified accounts made from the command line or at the first start: `npm run admin:create -- --email
 * X --password Y` creates a verified admin (or makes an existing account one), and the first start of
 * `npm start` creates the demo buyer, seller and moderator (src/api/db/seed/demo-accounts.ts).
 */
import { hash } from "@node-rs/argon2";
import { eq, sql } from "drizzle-orm";
import { passwordMeetsRules, type UserRole } from "../../../common/api/accounts.ts";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema.ts";

export interface CreateAdminResult {
  id: number;
  email: string;
  created: boolean;
}

/**
 * Creates a verified, active account with `role`, or gives an existing one that role (its password
 * changes only when given).
 */
export async function upsertVerifiedAccount(
  database: Database,
  opts: { email: string; password?: string; name: string; role: UserRole },
): Promise<CreateAdminResult> {
  const email = opts.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error(`"${opts.email}" is not an e-mail address`);
  if (opts.password !== undefined && !passwordMeetsRules(opts.password)) {
    throw new Error(
      "The password must have at least 8 characters, including digits, symbols, uppercase and lowercase letters.",
    );
  }
  const passwordHash = opts.password === undefined ? undefined : await hash(opts.password);
  return database.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`)
      .for("update");
    if (existing) {
      await tx
        .update(users)
        .set({
          role: opts.role,
          isActive: true,
          emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
          ...(passwordHash ? { passwordHash } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, existing.id));
      return { id: existing.id, email, created: false };
    }
    if (!passwordHash) throw new Error("A new account needs --password");
    const [row] = await tx
      .insert(users)
      .values({ email, name: opts.name, passwordHash, role: opts.role, emailVerifiedAt: sql`now()` })
      .returning({ id: users.id });
    if (!row) throw new Error("no row");
    return { id: row.id, email, created: true };
  });
}

export function createAdmin(
  database: Database,
  opts: { email: string; password?: string; name?: string },
): Promise<CreateAdminResult> {
  return upsertVerifiedAccount(database, { ...opts, name: opts.name ?? "Administrator", role: "admin" });
}
