import pg from "pg";
import { withSessionSettings } from "./pool.ts";

/** A cache that other processes' changes reach as notices on `channel` (decisions 0391, 0410). */
export interface HearsChanges {
  readonly channel: string;
  /** A notice's payload. */
  heard(payload: string): void;
  /**
   * The listener connected (true) or lost its connection (false). Either way nothing cached may be trusted:
   * notices sent while it was away were lost, and what was kept long relied on notices that no longer come.
   */
  listening(connected: boolean): void;
}

/** Waits between reconnection attempts: 0.5 s doubling to 30 s. */
const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 30_000;

/**
 * One connection per API process that LISTENs for what other processes change and this one caches: ended staff
 * sessions (decision 0391), so a sign-out, a password or role change or a deactivation through any process is
 * refused by this one at once, and changed registry rows (decision 0410), so a suspended, restored or migrated
 * gym is seen at once, instead of after the cached answer lapses (10 s without a listener).
 *
 * It needs a connection of its own on the server itself: LISTEN does not survive PgBouncer in transaction
 * mode, which is why DATABASE_LISTEN_URL exists. While it is connected the caches keep their answers longer
 * (HEARD_SESSION_CACHE_MS, HEARD_GYM_CACHE_MS); whenever the connection is lost or made, each forgets all it
 * cached, and while it is down their own 10 s bounds apply, as before this listener existed.
 */
export class ChangeListener {
  private client: pg.Client | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private retryMs = FIRST_RETRY_MS;
  private closed = false;
  private listening = false;

  constructor(
    private readonly url: string,
    private readonly caches: HearsChanges[],
    private readonly onProblem: (error: Error) => void = () => {},
  ) {}

  /** Whether notices are arriving now (for tests and the start-up banner). */
  get connected(): boolean {
    return this.listening;
  }

  /** The server process of its connection while connected (tests cut it with pg_terminate_backend). */
  get backendPid(): number | null {
    const pid = (this.client as (pg.Client & { processID?: number }) | null)?.processID;
    return this.listening && typeof pid === "number" ? pid : null;
  }

  /** Connects; resolves once listening or after the first failure (then it keeps retrying in the background). */
  async start(): Promise<void> {
    await this.connect();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const client = this.client;
    this.client = null;
    this.listening = false;
    await client?.end().catch(() => {});
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({
      connectionString: withSessionSettings(this.url),
      application_name: "gym-api change listener",
      // A silently dropped connection (a restarted server, a NAT timeout) is noticed within about a minute.
      keepAlive: true,
      keepAliveInitialDelayMillis: 30_000,
      connectionTimeoutMillis: 10_000,
    });
    client.on("notification", (message) => {
      if (message.payload) this.caches.find((c) => c.channel === message.channel)?.heard(message.payload);
    });
    client.on("error", (error) => this.lost(client, error));
    client.on("end", () => this.lost(client, new Error("the change listener's connection ended")));
    this.client = client;
    try {
      await client.connect();
      for (const cache of this.caches) await client.query(`LISTEN ${cache.channel}`);
      if (this.closed || this.client !== client) return;
      // Changes sent while no connection was listening are lost: nothing cached before now is trusted.
      for (const cache of this.caches) cache.listening(true);
      this.listening = true;
      this.retryMs = FIRST_RETRY_MS;
    } catch (error) {
      this.lost(client, error as Error);
    }
  }

  private lost(client: pg.Client, error: Error): void {
    if (this.client !== client) return;
    this.client = null;
    if (this.listening) for (const cache of this.caches) cache.listening(false);
    this.listening = false;
    client.end().catch(() => {});
    if (this.closed) return;
    this.onProblem(error);
    const wait = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, LAST_RETRY_MS);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.connect();
    }, wait);
    this.retryTimer.unref();
  }
}
