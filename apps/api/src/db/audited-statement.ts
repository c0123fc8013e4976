import pg from "pg";

/**
 * A write statement of an audited request that runs outside a transaction (Prisma's single `update`,
 * `create`, `delete`), sent in ONE round trip with the request's audit setting (decision 0336).
 *
 * The extended protocol runs every Execute before a Sync in one implicit transaction: the messages here are
 * Parse/Bind/Execute of `set_config('gym.audit', $1, true)`, then the statement's own
 * Parse/Bind/Describe/Execute and a single Sync. The setting is transaction-local, so the row trigger sees it
 * and nothing outlives the Sync; a failing statement rolls its audit entry back with it. Through PgBouncer in
 * transaction mode the whole pipeline is one transaction, on one server connection.
 *
 * The setting travels as a bind parameter, never as SQL text. The first portal's reply (its data row and
 * command tag) is skipped, so the caller sees exactly the statement's result, as from `pool.query`.
 */
class AuditedStatement extends pg.Query {
  private settingPending = true;

  constructor(
    config: pg.QueryConfig & { callback: (error: Error | null, result: pg.QueryResult) => void },
    private readonly setting: string,
  ) {
    super(config as never);
  }

  /** Always the extended protocol: the simple protocol cannot carry the setting as a parameter. */
  override requiresPreparation(): boolean {
    return true;
  }

  override prepare(connection: PgConnection): void {
    connection.parse({ text: "SELECT set_config('gym.audit', $1, true)", name: "", types: [] });
    connection.bind({ portal: "", statement: "", values: [this.setting] });
    connection.execute({ portal: "", rows: 0 });
    super.prepare(connection);
  }

  override handleDataRow(message: unknown): void {
    if (!this.settingPending) super.handleDataRow(message);
  }

  override handleCommandComplete(message: unknown, connection: PgConnection): void {
    if (this.settingPending) {
      this.settingPending = false;
      return;
    }
    super.handleCommandComplete(message, connection);
  }
}

/** The parts of pg's internal Connection the statement writes to (typed here: pg's typings omit them). */
interface PgConnection {
  parse(config: { text: string; name: string; types: unknown[] }): void;
  bind(config: { portal: string; statement: string; values: unknown[] }): void;
  execute(config: { portal: string; rows: number }): void;
}

declare module "pg" {
  // pg's typings do not declare the Query class's protocol hooks that a subclass overrides.
  interface Query {
    requiresPreparation(): boolean;
    prepare(connection: unknown): void;
    handleDataRow(message: unknown): void;
    handleCommandComplete(message: unknown, connection: unknown): void;
  }
}

/**
 * `pool.query(config)` for a write in an audited request's scope: one connection, one round trip. An error
 * PostgreSQL reported leaves the connection usable (the Sync ended the transaction); any other error
 * (a broken socket) discards it, as pg-pool's own `query` does.
 */
export async function auditedPoolQuery(
  pool: pg.Pool,
  config: pg.QueryConfig,
  setting: string,
): Promise<pg.QueryResult> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    return await new Promise<pg.QueryResult>((resolve, reject) => {
      const callback = (error: Error | null, result: pg.QueryResult) => (error ? reject(error) : resolve(result));
      client.query(new AuditedStatement({ ...config, callback }, setting) as never);
    });
  } catch (error) {
    if (!(error instanceof pg.DatabaseError)) broken = error as Error;
    throw error;
  } finally {
    client.release(broken);
  }
}
