import type { FastifyRequest } from "fastify";

/** A staff role (issue 25 §2). Until staff roles land, every signed-in user is the gym's owner. */
export type StaffRole = "OWNER" | "MANAGER" | "FRONT_DESK" | "TRAINER" | "DOOR";

export interface Actor {
  userId: number;
  /** Null when the request does not carry it: the audit trigger reads it from staff_users. */
  username: string | null;
  role: StaffRole;
}

/**
 * Who is acting in a signed-in request: the one place the audit trail (and the cash close's lock) read
 * the user and role from (decision 0330). The role comes from the authenticated user the auth plugin put
 * on the request, never from the request's input; "OWNER" while accounts carry no role.
 */
export function actorOf(request: FastifyRequest): Actor {
  const tenant = request.tenant as typeof request.tenant & { username?: string; role?: StaffRole };
  return { userId: tenant.userId, username: tenant.username ?? null, role: tenant.role ?? "OWNER" };
}
