import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { auditedPoolQuery } from "../../src/db/audited-statement.ts";

/**
 * Decision 0336: an audited write that Prisma runs outside a transaction is sent pipelined after
 * `set_config('gym.audit', $1, true)`, one implicit transaction and one round trip. What the trail relies
 * on: the trigger sees the setting, the setting ends with the statement, a failure takes both back, and the
 * connection goes back to the pool usable.
 */
let pool: pg.Pool;
beforeAll(async () => {
  // One connection, so every statement below runs on the same session: on the server itself, since the
  // temporary tables need one session (CI's PgBouncer pass gives each transaction any server connection; the
  // audited writes through the pooler are tested by test/audit/trail.test.ts there).
  pool = new pg.Pool({ connectionString: inject("directDatabaseUrl"), max: 1 });
  await pool.query(`
    CREATE TEMP TABLE written (n int CHECK (n > 0));
    CREATE TEMP TABLE seen (setting text);
    CREATE FUNCTION pg_temp.note_setting() RETURNS trigger LANGUAGE plpgsql AS
      $$ BEGIN INSERT INTO seen VALUES (current_setting('gym.audit', true)); RETURN NEW; END $$;
    CREATE TRIGGER note AFTER INSERT ON written FOR EACH ROW EXECUTE FUNCTION pg_temp.note_setting()`);
});
afterAll(async () => {
  await pool.end();
});

const insert = (n: number, setting: string) =>
  auditedPoolQuery(pool, { text: "INSERT INTO written VALUES ($1) RETURNING n", values: [n] }, setting);

describe("an audited statement outside a transaction", () => {
  it("returns the statement's own result and the trigger sees the setting", async () => {
    const result = await insert(7, '{"request_id":"a"}');
    expect(result.rows).toEqual([{ n: 7 }]);
    expect(result.rowCount).toBe(1);
    expect(result.command).toBe("INSERT");
    const { rows } = await pool.query("SELECT setting FROM seen");
    expect(rows).toEqual([{ setting: '{"request_id":"a"}' }]);
  });

  it("leaves no setting on the session after it", async () => {
    await insert(8, '{"request_id":"b"}');
    const { rows } = await pool.query("SELECT coalesce(current_setting('gym.audit', true), '') AS now");
    expect(rows[0].now).toBe("");
  });

  it("takes the trigger's rows back with a failing statement, and the connection stays usable", async () => {
    const before = await pool.query("SELECT count(*)::int AS n FROM seen");
    await expect(insert(-1, '{"request_id":"c"}')).rejects.toBeInstanceOf(pg.DatabaseError);
    const after = await pool.query("SELECT count(*)::int AS n FROM seen");
    expect(after.rows[0].n).toBe(before.rows[0].n);
    // The temp tables live on, so it is the same session, not a new connection.
    expect((await insert(9, '{"request_id":"d"}')).rows).toEqual([{ n: 9 }]);
  });

  it("carries any text of the request as a parameter, never as SQL", async () => {
    const hostile = `{"ip":"'); DROP TABLE written; --","x":"$audit$"}`;
    await insert(10, hostile);
    const { rows } = await pool.query("SELECT setting FROM seen ORDER BY ctid DESC LIMIT 1");
    expect(rows[0].setting).toBe(hostile);
  });
});
