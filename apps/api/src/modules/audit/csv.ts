import { Readable } from "node:stream";
import { AUDIT_CSV_HEADER, clockTime, csvCell, toCsv, todayIn } from "@gym/contracts";
import type { AreaContext } from "../context.ts";
import { valuesText } from "./present.ts";
import { type AuditCursor, type AuditFilter, auditRepository } from "./repository.ts";

const BATCH = 2000;

/**
 * The trail as CSV (issue 25 §5), streamed newest first in batches of 2,000, each through `toCsv`
 * (formula-like text neutralised, decision 0091): one line per row an entry wrote.
 */
export function auditCsv(ctx: AreaContext, filter: AuditFilter): Readable {
  const repo = auditRepository(ctx);
  async function* lines() {
    yield `${AUDIT_CSV_HEADER.map((h) => csvCell(h)).join(",")}\r\n`;
    let cursor: AuditCursor | null = null;
    for (;;) {
      const rows = await repo.exportBatch(filter, ctx.timeZone, cursor, BATCH);
      if (!rows.length) return;
      yield toCsv(
        rows.flatMap((row) => {
          const day = todayIn(ctx.timeZone, row.at);
          const time = clockTime(row.at, ctx.timeZone);
          const changes = row.changes.length ? row.changes : [null];
          return changes.map((c) => {
            const member = c ? c.member_id : row.member_id;
            return [
              day,
              time,
              row.username ?? "",
              row.role,
              row.area,
              row.method,
              row.path,
              c?.table_name ?? row.entity_table,
              c?.row_id ?? row.entity_id ?? "",
              member ?? "",
              member !== null && member === row.member_id ? (row.member_name ?? "") : "",
              valuesText(c?.before ?? null),
              valuesText(c?.after ?? null),
              row.ip,
              row.user_agent,
            ];
          });
        }),
      );
      const last = rows.at(-1)!;
      cursor = { at: last.at, id: last.id };
      if (rows.length < BATCH) return;
    }
  }
  return Readable.from(lines());
}
