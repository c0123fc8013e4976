import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_TIME_ZONE, isValidTimeZone } from "@gym/contracts";
import { z } from "zod";
import type { PoolShardsSetting } from "../db/pool-shards.ts";

/** Repository root (the folder whose package.json declares the workspaces), from source or from dist. */
export const REPO_ROOT = findRepoRoot(dirname(fileURLToPath(import.meta.url)));

function findRepoRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    const manifest = join(dir, "package.json");
    if (existsSync(manifest) && readFileSync(manifest, "utf8").includes('"workspaces"')) return dir;
    if (dirname(dir) === dir) return process.cwd();
  }
}

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Absent: an embedded PostgreSQL is started under DATA_DIR/pg. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /**
   * Where each API process LISTENs for ended sessions and changed gyms, so a sign-out or a suspension through
   * one is refused by the others at once (decisions 0391, 0410). Default: DATABASE_URL. Behind PgBouncer in
   * transaction mode, set it to the PostgreSQL server itself (LISTEN does not work through the pooler); `off`:
   * no listener, and a sign-out or a suspension counts in the other processes within 10 s (decision 0089).
   */
  DATABASE_LISTEN_URL: z.union([z.literal("off"), z.url({ protocol: /^postgres(ql)?$/ })]).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * Whether the gyms' connections keep the plans of the few statements marked for it (decision 0409): `off` behind
   * PgBouncer older than 1.21 in transaction mode, which cannot carry a named statement between transactions.
   */
  DATABASE_PREPARED_STATEMENTS: z
    .enum(["on", "off"], { error: "DATABASE_PREPARED_STATEMENTS must be on or off" })
    .default("on"),
  DATA_DIR: z.string().default(join(REPO_ROOT, ".data")),
  /** Never 5432: a PostgreSQL server already listens there on the developers' and CI's machines (DESIGN §8). */
  EMBEDDED_PG_PORT: z.coerce
    .number()
    .int()
    .min(1024)
    .max(65535)
    .refine((port) => port !== 5432, {
      error: "EMBEDDED_PG_PORT must not be 5432 (PostgreSQL's own port, taken by a running server); use e.g. 5433",
    })
    .default(5433),
  UPLOAD_DIR: z.string().optional(),
  WEB_DIST: z.string().default(join(REPO_ROOT, "apps/web/dist")),
  JWT_SECRET: z.string().min(32, { error: "JWT_SECRET must be at least 32 characters" }).optional(),
  JWT_EXPIRES_IN: z
    .string()
    .regex(/^\d+[smhd]$/, { error: "JWT_EXPIRES_IN must look like 12h, 30m or 7d" })
    .default("12h"),
  TENANT_CLIENT_CACHE_SIZE: z.coerce.number().int().min(1).max(10_000).default(50),
  /**
   * Seconds after which a pooled connection is closed once released (decision 0062): PostgreSQL's
   * per-connection caches grow with every gym a connection touches, so this bounds them. 0 = never.
   */
  DATABASE_POOL_MAX_LIFETIME_SECONDS: z.coerce
    .number({ error: "DATABASE_POOL_MAX_LIFETIME_SECONDS must be a whole number of seconds" })
    .int({ error: "DATABASE_POOL_MAX_LIFETIME_SECONDS must be a whole number of seconds" })
    .refine((s) => s === 0 || (s >= 10 && s <= 86_400), {
      error: "DATABASE_POOL_MAX_LIFETIME_SECONDS must be 0 (never) or between 10 and 86400 seconds",
    })
    .default(300),
  /**
   * Shards of the pool for the gyms' statements (decisions 0065, 0195): each gym always uses the same shard,
   * so a PostgreSQL connection builds caches for a fraction of the gyms. 1 = one pool for every gym;
   * `auto` (default): one pool below 100 active gyms at start, else shards of 2 connections.
   */
  DATABASE_POOL_SHARDS: z
    .string()
    .default("auto")
    .transform((value, ctx): PoolShardsSetting => {
      const text = value.trim();
      if (text === "auto") return "auto";
      const shards = Number(text);
      if (/^\d+$/.test(text) && shards >= 1 && shards <= 64) return shards;
      ctx.addIssue({ code: "custom", message: "DATABASE_POOL_SHARDS must be auto or a whole number from 1 to 64" });
      return z.NEVER;
    }),
  /** Gyms migrated at once by the background migration after a start (decision 0061). */
  TENANT_MIGRATION_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(4),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** Ceiling on sign-in attempts per address whatever the account (default: ten accounts' worth). */
  LOGIN_RATE_LIMIT_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).optional(),
  /** Public feedback forms one address may send per hour (decision 0113). */
  PUBLIC_FEEDBACK_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /**
   * The address members open the product at (https://gym.example.in), for the links sent to them on WhatsApp
   * (decision 0340). Absent: a staff request's own origin, and for work without a request (reminders)
   * http://localhost:<PORT>.
   */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Wrong member-page links one address may open per 10 minutes before it gets 429 (decision 0342). */
  MEMBER_LINK_MISSES_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  /**
   * Which hops may set X-Forwarded-For/-Host/-Proto (decision 0080): `false` (default: nobody, the
   * socket's address and Host header count), `true` (the nearest hop), a hop count, or a comma-separated
   * list of proxy addresses/CIDRs.
   */
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((value, ctx): TrustProxy => {
      const text = value.trim();
      if (text === "" || text === "false") return false;
      if (text === "true") return true;
      if (/^\d+$/.test(text)) return Number(text);
      const entries = text.split(",").map((e) => e.trim());
      if (entries.every(isAddressOrCidr)) return entries;
      ctx.addIssue({
        code: "custom",
        message: "TRUST_PROXY must be false, true, a hop count, or proxy addresses/CIDRs separated by commas",
      });
      return z.NEVER;
    }),
  /**
   * `auto` (default): HSTS and CSP upgrade-insecure-requests only on requests that arrived over https, so a
   * gym's LAN box served over plain http still loads its scripts (decision 0081); `always`; `never`.
   */
  HTTPS_HEADERS: z.enum(["auto", "always", "never"]).default("auto"),
  /** Seed the demo gym on first start (`false` in production deployments that provision their own gyms). */
  SEED_DEMO: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  DEMO_SCHEMA: z.string().default("demo_gym"),
  /**
   * Run the scheduled jobs (recurring expenses...) inside the API process (src/scheduler). Default: on,
   * except under NODE_ENV=test, where a test that wants it sets it.
   */
  SCHEDULER_ENABLED: z.enum(["true", "false"]).optional(),
  /** Minutes between two scheduler passes (one also runs at start). */
  SCHEDULER_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** Where backups are written (`tenants backup` and the nightly job); default DATA_DIR/backups (issue 27). */
  BACKUP_DIR: z.string().optional(),
  /** The hour (0-23, each gym's own clock) from which the nightly backup runs; 24 turns it off (decision 0272). */
  BACKUP_HOUR: z.coerce.number().int().min(0).max(24).default(2),
  /** Nightly backups kept per gym: the newest of each of the last N days, weeks and months (decision 0272). */
  BACKUP_KEEP_DAILY: z.coerce.number().int().min(1).max(366).default(7),
  BACKUP_KEEP_WEEKLY: z.coerce.number().int().min(0).max(520).default(4),
  BACKUP_KEEP_MONTHLY: z.coerce.number().int().min(0).max(240).default(12),
  /** The time zone of gyms created without one (each gym keeps its own in the registry). */
  DEFAULT_TIME_ZONE: z
    .string()
    .default(DEFAULT_TIME_ZONE)
    .refine(isValidTimeZone, { error: "DEFAULT_TIME_ZONE must be an IANA time zone such as Asia/Kolkata" }),
});

export type TrustProxy = boolean | number | string[];

function isAddressOrCidr(entry: string): boolean {
  const [address = "", bits, ...rest] = entry.split("/");
  if (rest.length || !isIP(address)) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d+$/.test(bits) && Number(bits) <= max;
}

export type Env = Omit<z.infer<typeof envSchema>, "LOGIN_RATE_LIMIT_PER_ADDRESS_PER_MINUTE" | "SCHEDULER_ENABLED"> & {
  SCHEDULER_ENABLED: boolean;
  UPLOAD_DIR: string;
  BACKUP_DIR: string;
  JWT_SECRET: string;
  LOGIN_RATE_LIMIT_PER_ADDRESS_PER_MINUTE: number;
};

/** Every variable loadEnv reads (turbo.json must pass each through to `npm run dev`). */
export const ENV_KEYS = Object.keys(envSchema.shape);

/**
 * Reads and validates the environment once at start. Without JWT_SECRET a random secret is made
 * and kept in DATA_DIR so tokens survive restarts of a local install; production sets its own.
 */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  const dataDir = resolve(env.DATA_DIR);
  return {
    ...env,
    DATA_DIR: dataDir,
    UPLOAD_DIR: resolve(env.UPLOAD_DIR ?? join(dataDir, "uploads")),
    BACKUP_DIR: resolve(env.BACKUP_DIR ?? join(dataDir, "backups")),
    JWT_SECRET: env.JWT_SECRET ?? localSecret(dataDir),
    LOGIN_RATE_LIMIT_PER_ADDRESS_PER_MINUTE:
      env.LOGIN_RATE_LIMIT_PER_ADDRESS_PER_MINUTE ?? env.LOGIN_RATE_LIMIT_PER_MINUTE * 10,
    SCHEDULER_ENABLED: env.SCHEDULER_ENABLED ? env.SCHEDULER_ENABLED === "true" : env.NODE_ENV !== "test",
  };
}

function localSecret(dataDir: string): string {
  const file = join(dataDir, "jwt-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
