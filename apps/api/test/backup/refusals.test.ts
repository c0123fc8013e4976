import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, watch, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { REPO_ROOT } from "../../src/config/env.ts";
import { qualified } from "../../src/db/pool.ts";
import { BackupError } from "../../src/tenancy/backup/format.ts";
import { NOT_A_BACKUP } from "../../src/tenancy/backup/read-backup.ts";
import { restoreGym } from "../../src/tenancy/backup/restore.ts";
import { backupGym } from "../../src/tenancy/backup/write-backup.ts";
import { mediaChecksums, readZip, signIn, writeZip } from "../support/backup.ts";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import { addImages } from "../support/gym-images.ts";
import { file, png } from "../support/multipart.ts";

/**
 * Issue 27 §7 and "Bad input and failure": a file that is truncated, edited, from a newer version or not
 * a backup, a name that is taken or invalid: refused with a clear message and nothing changed. A killed
 * backup never leaves a file that looks like one. A backup taken while writes run holds one moment.
 */
describe("backup and restore refusals (issue 27 §7)", () => {
  let ctx: TestContext;
  let gym: TestGym;
  let good: string;
  const dir = mkdtempSync(join(tmpdir(), "gym-backup-refusals-"));

  beforeAll(async () => {
    ctx = await createTestContext();
    gym = await createGym(ctx, "refuse");
    const res = await addImages(ctx, gym, { title_1: "Front desk", image_1: file(await png(), "front.png") });
    expect(res.statusCode, res.body).toBeLessThan(300);
    good = join(dir, "good.gymbackup.zip");
    await backupGym(ctx.db, gym.schema, good, ctx.env.UPLOAD_DIR);
  });
  afterAll(() => ctx.close());

  /** What must not change when a restore is refused. */
  async function state() {
    const gyms = await ctx.db.pool.query("SELECT schema_name, gym_name FROM platform.gyms ORDER BY schema_name");
    const schemas = await ctx.db.pool.query(
      "SELECT nspname FROM pg_namespace WHERE nspname LIKE 'restore\\_%' OR nspname LIKE 'refuse%' ORDER BY 1",
    );
    const images = await ctx.db.pool.query(`SELECT id, title, image FROM ${qualified(gym.schema, "gym_images")}`);
    const uploads = readdirSync(ctx.env.UPLOAD_DIR).sort();
    return {
      gyms: gyms.rows,
      schemas: schemas.rows,
      images: images.rows,
      uploads,
      media: mediaChecksums(ctx, gym.schema),
    };
  }

  async function refused(options: Parameters<typeof restoreGym>[1], message: RegExp | string) {
    const before = await state();
    const error = await restoreGym(ctx.db, options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackupError);
    if (typeof message === "string") expect((error as Error).message).toBe(message);
    else expect((error as Error).message).toMatch(message);
    expect(await state()).toEqual(before);
  }

  it("a truncated file is refused and nothing changes", async () => {
    const cut = join(dir, "cut.gymbackup.zip");
    const bytes = readFileSync(good);
    writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    await refused({ file: cut, as: "refuse_cut", uploadDir: ctx.env.UPLOAD_DIR }, NOT_A_BACKUP);
  });

  it("a file that is not a backup (text, or a zip without a manifest) is refused", async () => {
    const text = join(dir, "notes.txt");
    writeFileSync(text, "members,phone\nAsha,9876543210\n");
    await refused({ file: text, as: "refuse_text", uploadDir: ctx.env.UPLOAD_DIR }, NOT_A_BACKUP);
    const zip = join(dir, "other.zip");
    await writeZip(zip, new Map([["readme.txt", Buffer.from("hello")]]));
    await refused({ file: zip, as: "refuse_zip", uploadDir: ctx.env.UPLOAD_DIR }, /damaged: manifest.json is missing/);
    await refused(
      { file: join(dir, "absent.zip"), as: "refuse_absent", uploadDir: ctx.env.UPLOAD_DIR },
      /No backup file/,
    );
  });

  it("an edited file (rows changed, manifest kept) fails its checksum and nothing changes", async () => {
    const entries = await readZip(good);
    const members = entries.get("data/staff_users.copy")!;
    entries.set("data/staff_users.copy", Buffer.from(members.toString("utf8").replace("owner", "0wner")));
    const edited = join(dir, "edited.gymbackup.zip");
    await writeZip(edited, entries);
    await refused(
      { file: edited, as: "refuse_edited", uploadDir: ctx.env.UPLOAD_DIR },
      "The backup is damaged: data/staff_users.copy does not match its checksum",
    );
  });

  it("a manifest that would write a media file outside the gym's folder is refused", async () => {
    const entries = await readZip(good);
    const manifest = JSON.parse(entries.get("manifest.json")!.toString("utf8"));
    manifest.media[0].path = "../../escaped.png";
    const evil = join(dir, "evil.gymbackup.zip");
    await writeZip(evil, new Map([...entries, ["manifest.json", Buffer.from(JSON.stringify(manifest))]]));
    await refused(
      { file: evil, as: "refuse_evil", uploadDir: ctx.env.UPLOAD_DIR },
      "The backup is damaged: its manifest is not valid",
    );
    expect(existsSync(join(ctx.env.UPLOAD_DIR, "..", "escaped.png"))).toBe(false);
  });

  it("a backup from a newer version (format or migration) is refused", async () => {
    const entries = await readZip(good);
    const manifest = JSON.parse(entries.get("manifest.json")!.toString("utf8"));
    const newer = join(dir, "newer.gymbackup.zip");
    await writeZip(
      newer,
      new Map([
        ...entries,
        ["manifest.json", Buffer.from(JSON.stringify({ ...manifest, migration_version: "29991231000000_future" }))],
      ]),
    );
    await refused(
      { file: newer, as: "refuse_newer", uploadDir: ctx.env.UPLOAD_DIR },
      /made by a newer version of the product/,
    );
    await writeZip(
      newer,
      new Map([...entries, ["manifest.json", Buffer.from(JSON.stringify({ ...manifest, format_version: 99 }))]]),
    );
    await refused(
      { file: newer, as: "refuse_newer", uploadDir: ctx.env.UPLOAD_DIR },
      /written by a newer version of the product/,
    );
  });

  it("an invalid name, or a taken one without --replace, is refused and nothing changes", async () => {
    await refused({ file: good, as: "Bad-Name", uploadDir: ctx.env.UPLOAD_DIR }, /Invalid schema name "Bad-Name"/);
    await refused({ file: good, as: "public", uploadDir: ctx.env.UPLOAD_DIR }, /Invalid schema name "public"/);
    await refused({ file: good, uploadDir: ctx.env.UPLOAD_DIR }, /already exists.*--replace/);
  });

  it("with --replace the gym is replaced by the backup: later changes are gone, its own token must sign in again", async () => {
    await call(ctx, gym, "DELETE", `/api/android/gyms/images/${(await state()).images[0].id}/delete/`);
    expect((await state()).images).toEqual([]);
    await restoreGym(ctx.db, { file: good, replace: true, uploadDir: ctx.env.UPLOAD_DIR });
    expect((await state()).images).toHaveLength(1);
    expect((await call(ctx, gym, "GET", "/api/android/gyms/images/")).statusCode).toBe(401);
    gym = await signIn(ctx, gym);
    const list = await call(ctx, gym, "GET", "/api/android/gyms/images/");
    expect(list.statusCode).toBe(200);
    const [row] = (await state()).images;
    expect(list.body).toContain(`/media/${row.image}`);
    expect(existsSync(join(ctx.env.UPLOAD_DIR, row.image))).toBe(true);
  });

  it("a backup made by the previous migration version restores and migrates forward", async () => {
    const fixture = join(import.meta.dirname, "fixtures/previous-version.gymbackup.zip");
    const name = `refuse_fixture_${Date.now().toString(36)}`;
    const result = await restoreGym(ctx.db, { file: fixture, as: name, uploadDir: ctx.env.UPLOAD_DIR });
    expect(result.migrationVersion).toBe("20261202110000_receipt_requests");
    expect(result.migratedForward.length).toBeGreaterThan(0);
    const owner = await signIn(ctx, { ...gym, username: "owner", password: "fixture-password" }, name);
    const members = await call(ctx, owner, "GET", "/api/members/members/");
    expect(members.statusCode).toBe(200);
    expect(members.body).toContain("Asha");
    expect(members.body).toContain(`/media/${name}/members/asha.png`);
    expect(Object.keys(mediaChecksums(ctx, name)).sort()).toEqual(["gym-images/front.png", "members/asha.png"]);
  });

  it("a backup taken while writes run restores to one consistent moment", async () => {
    // Each write adds one row to two tables in one transaction; a backup of one moment has as many in both.
    let stop = false;
    let written = 0;
    const writer = (async () => {
      while (!stop) {
        const client = await ctx.db.pool.connect();
        try {
          await client.query("BEGIN");
          await client.query(`INSERT INTO ${qualified(gym.schema, "product_categories")} (name) VALUES ($1)`, [
            `w-${written}`,
          ]);
          await client.query(`INSERT INTO ${qualified(gym.schema, "diet_categories")} (name) VALUES ($1)`, [
            `w-${written}`,
          ]);
          await client.query("COMMIT");
          written++;
        } finally {
          client.release();
        }
      }
    })();
    while (written < 20) await new Promise((r) => setTimeout(r, 5));
    const during = join(dir, "during.gymbackup.zip");
    const result = await backupGym(ctx.db, gym.schema, during, ctx.env.UPLOAD_DIR);
    stop = true;
    await writer;
    const rows = (t: string) => result.manifest.tables.find((x) => x.name === t)!.rows;
    const name = `refuse_during_${Date.now().toString(36)}`;
    await restoreGym(ctx.db, { file: during, as: name, uploadDir: ctx.env.UPLOAD_DIR });
    const count = async (t: string) =>
      (await ctx.db.pool.query(`SELECT count(*)::int AS n FROM ${qualified(name, t)} WHERE name LIKE 'w-%'`)).rows[0].n;
    const products = await count("product_categories");
    expect(products).toBe(await count("diet_categories"));
    expect(products).toBeGreaterThanOrEqual(20);
    expect(products).toBeLessThan(written);
    expect(rows("product_categories")).toBeGreaterThanOrEqual(products);
  });

  it("a backup killed half-way leaves no file that looks like a backup", async () => {
    // Enough media that the backup is still writing when it is killed.
    const media = join(ctx.env.UPLOAD_DIR, gym.schema, "gym-images");
    for (let i = 0; i < 24; i++) writeFileSync(join(media, `big-${i}.bin`), Buffer.alloc(2_000_000, i));
    const outDir = mkdtempSync(join(tmpdir(), "gym-backup-kill-"));
    const out = join(outDir, "killed.gymbackup.zip");
    const seen = new Promise<string>((resolve) => {
      const watcher = watch(outDir, (_event, name) => {
        if (name?.endsWith(".partial")) {
          watcher.close();
          resolve(name);
        }
      });
    });
    const child: ChildProcess = spawn(
      process.execPath,
      ["--import", "tsx", "src/cli.ts", "backup", "--schema", gym.schema, "--out", out],
      {
        cwd: join(REPO_ROOT, "apps/api"),
        env: { ...process.env, DATABASE_URL: inject("databaseUrl"), UPLOAD_DIR: ctx.env.UPLOAD_DIR, DATA_DIR: outDir },
        stdio: "ignore",
      },
    );
    const exited = new Promise((resolve) => child.once("exit", resolve));
    await seen;
    child.kill("SIGKILL");
    await exited;
    expect(existsSync(out)).toBe(false);
    expect(readdirSync(outDir).filter((n) => n.endsWith(".zip"))).toEqual([]);
    // A complete run afterwards writes the file.
    await backupGym(ctx.db, gym.schema, out, ctx.env.UPLOAD_DIR);
    expect(existsSync(out)).toBe(true);
  }, 60_000);

  it("`tenants drop` without the name typed again in --confirm drops nothing", async () => {
    const before = await state();
    const run = (args: string[]) =>
      new Promise<{ code: number | null; out: string }>((resolve) => {
        const child = spawn(process.execPath, ["--import", "tsx", "src/cli.ts", "drop", ...args], {
          cwd: join(REPO_ROOT, "apps/api"),
          env: { ...process.env, DATABASE_URL: inject("databaseUrl"), UPLOAD_DIR: ctx.env.UPLOAD_DIR, DATA_DIR: dir },
        });
        let out = "";
        child.stdout?.on("data", (chunk) => {
          out += chunk;
        });
        child.once("exit", (code) => resolve({ code, out }));
      });
    const unconfirmed = await run(["--schema", gym.schema]);
    expect(unconfirmed.code).toBe(2);
    expect(unconfirmed.out).toContain(
      `Nothing dropped. To remove ${gym.schema} and all its data and photos for good, add --confirm ${gym.schema}.`,
    );
    expect((await run(["--schema", "platform", "--confirm", "platform"])).code).toBe(2);
    expect(await state()).toEqual(before);
  }, 60_000);
});
