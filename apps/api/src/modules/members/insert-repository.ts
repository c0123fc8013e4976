import { qualified } from "../../db/pool.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { COLUMNS, INSERT_FIELDS, type MemberRow, type NewMemberRow } from "./member-rows.ts";

/** Inserts like `insertMany` inside a savepoint of the open transaction; null when the statement failed (undone). */
export type TryInsert = (rows: NewMemberRow[], today: string) => Promise<MemberRow[] | null>;

type Sql = Pick<Prisma.TransactionClient, "$queryRawUnsafe">;

/**
 * Inserts many members in one statement (one array parameter per column, so any number of rows fits).
 * Each row is its own member; a row whose username or email is already taken is skipped (ON CONFLICT
 * DO NOTHING) and simply not returned, so it never blocks the others.
 */
export function insertRows(
  sql: Sql,
  schema: string,
  rows: NewMemberRow[],
  today: string,
  now: Date,
): Promise<MemberRow[]> {
  if (rows.length === 0) return Promise.resolve([]);
  const names = INSERT_FIELDS.map(([name]) => name).join(", ");
  const isEnum = (type: string) => type === "gender" || type === "member_status";
  const casts = INSERT_FIELDS.map(([, type], i) => `$${i + 3}::${isEnum(type) ? "text" : type}[]`).join(", ");
  const select = INSERT_FIELDS.map(([name, type]) =>
    isEnum(type) ? `${name}::${qualified(schema, type)}` : name,
  ).join(", ");
  return sql.$queryRawUnsafe<MemberRow[]>(
    `INSERT INTO ${qualified(schema, "members")} (${names}, created_at, updated_at)
     SELECT ${select}, $2::timestamptz, $2::timestamptz FROM unnest(${casts}) AS t(${names})
     ON CONFLICT DO NOTHING
     RETURNING ${COLUMNS}`,
    today,
    now,
    ...INSERT_FIELDS.map(([name]) => rows.map((r) => (name === "status" ? (r.status ?? "ACTIVE") : (r[name] ?? null)))),
  );
}
