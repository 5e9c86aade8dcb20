/**
 * The first admin (issue 6): `npm run admin:create -- --email X --password Y` creates a verified
 * admin account, or makes an existing account an admin (setting the password when given).
 */
import { hash } from "@node-rs/argon2";
import { eq, sql } from "drizzle-orm";
import { passwordMeetsRules } from "../../../common/api/accounts.ts";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema.ts";

export interface CreateAdminResult {
  id: number;
  email: string;
  created: boolean;
}

export async function createAdmin(
  database: Database,
  opts: { email: string; password?: string; name?: string },
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
          role: "admin",
          isActive: true,
          emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
          ...(passwordHash ? { passwordHash } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, existing.id));
      return { id: existing.id, email, created: false };
    }
    if (!passwordHash) throw new Error("A new admin needs --password");
    const [row] = await tx
      .insert(users)
      .values({
        email,
        name: opts.name ?? "Administrator",
        passwordHash,
        role: "admin",
        emailVerifiedAt: sql`now()`,
      })
      .returning({ id: users.id });
    if (!row) throw new Error("no row");
    return { id: row.id, email, created: true };
  });
}
