import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Who is writing, for the audit trail (issue 25 §5, decision 0330). A signed-in write request runs its
 * handler inside `runAudited()`; every transaction the gym's Prisma client starts in that scope begins with
 * `set_config('gym.audit', <this, as JSON>, true)` (tenant-router.ts), and a write run outside a
 * transaction is sent pipelined after that setting (audited-statement.ts), so the row trigger
 * `audit_row()` (migration 20261203150000_audit_trail) writes the entry in the same transaction as the
 * change: a write that fails leaves none. Outside this scope (seeding, the scheduler, the CLI) the setting is empty and nothing is
 * recorded.
 */
export interface AuditRequest {
  /** One per request: the entry's key (every transaction of the request adds to the same entry). */
  request_id: string;
  /** The request's instant from the product's one clock (decision 0196), ISO 8601. */
  at: string;
  user_id: number;
  /** Null: the trigger reads it from staff_users in the same transaction. */
  username: string | null;
  role: string;
  user_agent: string;
  ip: string;
  method: string;
  /** The catalogue's path template, e.g. `/api/members/members/{id}/`. */
  path: string;
  /** The catalogue area of the endpoint. */
  area: string;
}

const scope = new AsyncLocalStorage<string>();

/** Runs `work` (a write request's handler) so that every row it writes is recorded as `audit`'s. */
export function runAudited<T>(audit: AuditRequest, work: () => T): T {
  return scope.run(JSON.stringify(audit), work);
}

/** The current request's audit setting (JSON text), if a write request is running. */
export function currentAuditSetting(): string | undefined {
  return scope.getStore();
}

/** Re-enters a captured setting (Prisma's batches run in another request's async context). */
export function withAuditSetting<T>(setting: string | undefined, work: () => T): T {
  return setting === undefined ? scope.exit(work) : scope.run(setting, work);
}

/**
 * The statement every audited transaction starts with, sent with its BEGIN: transaction-local, so nothing
 * leaks into the pool. The setting is JSON; it is written as a dollar-quoted literal whose tag it does not
 * contain, so no text of the request can end the literal.
 */
export function setAuditSql(setting: string): string {
  let tag = "audit";
  while (setting.includes(`$${tag}$`)) tag += "_";
  return `SELECT set_config('gym.audit', $${tag}$${setting}$${tag}$, true)`;
}

/** A statement that may write (Prisma's and the repositories' reads all start with SELECT). */
export function mayWrite(sql: string): boolean {
  return !/^\s*select\b/i.test(sql);
}
