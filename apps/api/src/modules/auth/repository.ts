import type { TenantDb } from "../../db/tenant-clients.ts";

/** The staff users a sign-in and a session check read (part 1 §3), in one gym's schema. */
export function staffRepository(db: TenantDb) {
  const select = {
    id: true,
    username: true,
    full_name: true,
    email: true,
    is_active: true,
    password_hash: true,
    role: true,
  };
  return {
    byUsername(username: string) {
      return db.staffUser.findUnique({ where: { username }, select });
    },

    byId(id: number) {
      return db.staffUser.findUnique({ where: { id }, select });
    },
  };
}
