// The public gym page under load (issue 12): a gym with 200 posts (and 500 products when the shop's
// tables exist), GET of the page (server-rendered HTML) and its data at 32 connections from many client addresses (as phones
// behind the gym's Wi-Fi would be), its p95, and the page's compressed weight. One line in run.ts
// calls it; `npx tsx bench/public-page.ts` (with DATABASE_URL) runs it alone. It writes its own marked
// section of docs/performance.md.
import { fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import type pg from "pg";
import { REPO_ROOT } from "../src/config/env.ts";
import { openDatabase } from "../src/db/database.ts";
import { qualified, quoteIdent } from "../src/db/pool.ts";
import { migratePlatform, provisionGym } from "../src/tenancy/provision.ts";
import { writeBenchSection } from "./report.ts";
import { createScratchDatabase } from "./scratch-database.ts";

const SCHEMA = "bench_public";
const POSTS = 200;
const PRODUCTS = 500;

/** 200 posts across six categories in one statement; a quarter of them not live (drafts, expired...). */
async function seedPosts(pool: pg.Pool): Promise<void> {
  const categories = qualified(SCHEMA, "post_categories");
  await pool.query(
    `INSERT INTO ${categories} (name, post_type, display_order)
     SELECT initcap(t::text) || ' posts', t, n FROM unnest(enum_range(NULL::${qualified(SCHEMA, "post_type")})) WITH ORDINALITY AS x(t, n)`,
  );
  await pool.query(
    `INSERT INTO ${qualified(SCHEMA, "posts")}
       (title, subtitle, short_description, description, category_id, tags, status, priority, is_featured, is_pinned,
        start_date, end_date, entry_fee, prize_details, view_count, like_count, share_count, created_at)
     SELECT 'Bench post ' || i, 'Subtitle of post ' || i, 'A short description for the card of post ' || i,
            repeat('A longer description of the post, as gyms write them. ', 6),
            (SELECT id FROM ${categories} ORDER BY id OFFSET (i % 6) LIMIT 1),
            'fitness, strength, offer' || (i % 10),
            (CASE WHEN i % 8 = 0 THEN 'draft' WHEN i % 8 = 1 THEN 'archived' ELSE 'published' END)::text::${qualified(SCHEMA, "post_status")},
            (ARRAY['low','medium','high','urgent'])[1 + i % 4]::text::${qualified(SCHEMA, "post_priority")},
            i % 10 = 0, i % 50 = 0,
            now() + make_interval(days => i % 30), now() + make_interval(days => 30 + i % 30),
            (i % 5) * 250, 'Prizes for the top three', i * 7, i, i % 13, now() - make_interval(hours => i)
       FROM generate_series(1, ${POSTS}) AS i`,
  );
}

/** 500 active products when the shop's tables are there (the shop area lands separately). */
async function seedProducts(pool: pg.Pool): Promise<boolean> {
  const exists = await pool.query(`SELECT to_regclass($1) AS t`, [`${SCHEMA}.products`]);
  if (!exists.rows[0].t) return false;
  const categories = qualified(SCHEMA, "product_categories");
  await pool.query(`INSERT INTO ${categories} (name) VALUES ('Supplements'), ('Accessories'), ('Apparel')`);
  await pool.query(
    `INSERT INTO ${qualified(SCHEMA, "products")} (name, description, short_description, category_id, price, stock_quantity, whatsapp_number)
     SELECT 'Product ' || i, 'A product of the gym shop.', 'Short text ' || i,
            (SELECT id FROM ${categories} ORDER BY id OFFSET (i % 3) LIMIT 1), 199 + i, i % 40, '9876543210'
       FROM generate_series(1, ${PRODUCTS}) AS i`,
  );
  return true;
}

/** Gzipped bytes of what a phone downloads before pictures: the page's HTML and its one script (decision 0194). */
async function pageWeight(pageUrl: string): Promise<{ files: number; gzip: number }> {
  const html = Buffer.from(await (await fetch(pageUrl)).arrayBuffer());
  const scripts = [...html.toString("utf8").matchAll(/<script src="([^"]+)"/g)].map((m) => new URL(m[1]!, pageUrl));
  let gzip = gzipSync(html).length;
  for (const url of scripts) gzip += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length;
  return { files: 1 + scripts.length, gzip };
}

interface Load {
  rps: number;
  p50: number;
  p95: number;
  errors: number;
}

function load(url: string, seconds: number): Promise<Load> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    // Each request from its own address (the server trusts X-Forwarded-For here, TRUST_PROXY=true),
    // so the per-address limit of decision 0140 applies per phone, as behind a gym's router.
    const setupRequest = (request: { headers?: Record<string, string> }) => ({
      ...request,
      headers: { ...request.headers, "x-forwarded-for": `10.${randomBytes(3).join(".")}` },
    });
    const instance = autocannon(
      { url, connections: 32, duration: seconds, requests: [{ setupRequest }] },
      (error, r) => {
        if (error) return reject(error);
        latencies.sort((a, b) => a - b);
        const at = (p: number) =>
          latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] ?? 0;
        resolve({
          rps: r.requests.total / seconds,
          p50: Math.round(at(50)),
          p95: Math.round(at(95)),
          errors: r.errors + r.timeouts + r.non2xx,
        });
      },
    );
    instance.on("response", (_c, _s, _b, ms) => latencies.push(ms));
  });
}

export async function benchPublicPage(databaseUrl: string, seconds: number): Promise<string> {
  const work = mkdtempSync(join(tmpdir(), "gym-bench-public-"));
  const db = openDatabase(databaseUrl, { poolSize: 4, tenantCacheSize: 4 });
  let child: ReturnType<typeof fork> | null = null;
  try {
    await migratePlatform(db.pool);
    await provisionGym(
      { ...db, uploadDir: join(work, "uploads") },
      {
        schema_name: SCHEMA,
        gym_name: "Bench Public Gym",
        admin: { username: "owner", password: randomBytes(9).toString("hex"), full_name: "Bench Owner" },
      },
    );
    await seedPosts(db.pool);
    const withProducts = await seedProducts(db.pool);
    await db.pool.query(`ANALYZE ${qualified(SCHEMA, "posts")}`);
    child = fork(new URL("./server.ts", import.meta.url), {
      execArgv: ["--import", "tsx"],
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        DATA_DIR: work,
        JWT_SECRET: randomBytes(32).toString("hex"),
        BENCH_SCHEMA: SCHEMA,
        SEED_DEMO: "false",
        TRUST_PROXY: "true",
      },
    });
    const ports = await new Promise<{ app: number }>((resolve) => child!.once("message", resolve as never));
    const origin = `http://127.0.0.1:${ports.app}`;
    const api = `/api/public/gyms/${SCHEMA}`;
    // The page itself (server-rendered HTML, decision 0194), then the JSON reads it shares its services with.
    const paths: [string, string][] = [
      ["GET /g/{schema} (the HTML page)", `/g/${SCHEMA}`],
      ["GET /api/public/gyms/{schema}/posts/", `${api}/posts/`],
      ...(withProducts ? [["GET /api/public/gyms/{schema}/products/", `${api}/products/`] as [string, string]] : []),
      ["GET /api/public/gyms/{schema}/", `${api}/`],
    ];
    const rows: string[] = [];
    for (const [label, path] of paths) {
      const answer = await fetch(origin + path);
      if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`);
      const body = Buffer.from(await answer.arrayBuffer());
      await load(origin + path, 1);
      const r = await load(origin + path, seconds);
      rows.push(
        `| ${label} | ${r.rps.toFixed(0)} | ${r.p50} / ${r.p95} | ${(body.length / 1024).toFixed(1)} KB / ${(gzipSync(body).length / 1024).toFixed(1)} KB | ${r.errors} |`,
      );
      process.stdout.write(`public page ${path}: ${r.rps.toFixed(0)} req/s p95 ${r.p95} ms\n`);
    }
    const weight = await pageWeight(`${origin}/g/${SCHEMA}`);
    const section = `Public gym page (issue 12; \`apps/api/bench/public-page.ts\`, ${new Date().toISOString().slice(0, 10)}, ${availableParallelism()} cores, load average ${loadavg()[0]!.toFixed(1)} at the end): a gym with ${POSTS} posts (${POSTS * 0.75} live)${withProducts ? ` and ${PRODUCTS} products` : "; the shop's tables were not on this branch, so no products"}; 32 connections, ${seconds} s each, each request from its own client address.

| request | req/s | p50 / p95 ms | answer raw / gzip | errors |
| --- | --- | --- | --- | --- |
${rows.join("\n")}

Page weight (the server-rendered page and its script, gzip): ${(weight.gzip / 1024).toFixed(1)} KB in ${weight.files} files; pictures are extra and lazy below the first card.`;
    writeBenchSection(join(REPO_ROOT, "docs/performance.md"), section, "public-page");
    return section;
  } finally {
    if (child) {
      child.send("stop");
      await new Promise((resolve) => child!.once("exit", resolve));
    }
    await db.pool.query(`DROP SCHEMA IF EXISTS ${quoteIdent(SCHEMA)} CASCADE`).catch(() => {});
    await db.registry.client.gym.deleteMany({ where: { schema_name: SCHEMA } }).catch(() => {});
    await db.close();
    rmSync(work, { recursive: true, force: true });
  }
}

// Alone: npx tsx bench/public-page.ts, against a fresh database on DATABASE_URL's server.
if (process.argv[1]?.endsWith("public-page.ts")) {
  const admin = process.env.DATABASE_URL;
  if (!admin) throw new Error("DATABASE_URL is required to run bench/public-page.ts alone");
  const scratch = await createScratchDatabase(admin, "gym_bench_public");
  try {
    process.stdout.write(`${await benchPublicPage(scratch.url, Number(process.env.BENCH_SECONDS ?? 10))}\n`);
  } finally {
    await scratch.drop();
  }
}
