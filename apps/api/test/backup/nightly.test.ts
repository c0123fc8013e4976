import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BACKUP_FAILED_WARNING, BACKUP_NEVER_WARNING, BACKUP_OLD_WARNING } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runScheduledJobs } from "../../src/scheduler/run-jobs.ts";
import { type NightlySettings, nightlyBackup } from "../../src/tenancy/backup/nightly.ts";
import { backupsToKeep, DEFAULT_RETENTION } from "../../src/tenancy/backup/retention.ts";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, gymInstant, type TestContext, type TestGym } from "../support/context.ts";

/** Issue 27 §3: the nightly backup, exactly once a day with several processes, its status and download. */
describe("nightly backup (issue 27 §3)", () => {
  let ctx: TestContext;
  let gym: TestGym;
  let settings: NightlySettings;

  beforeAll(async () => {
    ctx = await createTestContext();
    gym = await createGym(ctx, "nightly");
    settings = {
      dir: ctx.env.BACKUP_DIR,
      hour: 2,
      keep: DEFAULT_RETENTION,
      uploadDir: ctx.env.UPLOAD_DIR,
    };
  });
  afterAll(() => ctx.close());

  const record = async () => (await ctx.db.registry.find(gym.schema))!;
  const files = () => {
    try {
      return readdirSync(join(ctx.env.BACKUP_DIR, gym.schema));
    } catch {
      return [];
    }
  };
  const status = async () => (await call(ctx, gym, "GET", "/api/settings/backup/")).json();

  it("before the first backup the home screen is told there is none", async () => {
    ctx.clock.pin(gymInstant("2026-12-13", "01:59"));
    expect(await status()).toMatchObject({
      success: true,
      last: null,
      downloadable: false,
      warning: BACKUP_NEVER_WARNING,
    });
    expect((await call(ctx, gym, "GET", "/api/settings/backup/download/")).statusCode).toBe(404);
  });

  it("is not due before the set hour of the gym's day, and runs once from it whatever the passes", async () => {
    ctx.clock.pin(gymInstant("2026-12-13", "01:59"));
    expect(await nightlyBackup(ctx.db, await record(), settings)).toBe("not-due");
    expect(files()).toEqual([]);
    ctx.clock.pin(gymInstant("2026-12-13", "02:00"));
    // Two processes' passes at once: one backup.
    const outcomes = await Promise.all([
      nightlyBackup(ctx.db, await record(), settings),
      nightlyBackup(ctx.db, await record(), settings),
      nightlyBackup(ctx.db, await record(), settings),
    ]);
    expect(outcomes.sort()).toEqual(["done", "taken", "taken"]);
    ctx.clock.pin(gymInstant("2026-12-13", "23:59"));
    const pass = await runScheduledJobs(ctx.db, {
      jobs: [],
      schemas: [gym.schema],
      uploadDir: ctx.env.UPLOAD_DIR,
      backups: settings,
    });
    expect(pass.results).toEqual([{ schema: gym.schema, job: "nightly-backup", changed: 0 }]);
    expect(files()).toHaveLength(1);
    ctx.clock.pin(gymInstant("2026-12-14", "02:01"));
    await runScheduledJobs(ctx.db, {
      jobs: [],
      schemas: [gym.schema],
      uploadDir: ctx.env.UPLOAD_DIR,
      backups: settings,
    });
    expect(files()).toHaveLength(2);
  });

  it("the settings screen shows the last backup's time and size and downloads it", async () => {
    const body = await status();
    expect(body.warning).toBeNull();
    expect(body.downloadable).toBe(true);
    expect(body.last).toMatchObject({ day: "2026-12-14", status: "DONE", error: null });
    expect(body.last.bytes).toBeGreaterThan(1000);
    const download = await call(ctx, gym, "GET", "/api/settings/backup/download/");
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-disposition"]).toMatch(
      /attachment; filename="nightly_[a-f0-9]+-20261213T203\d{3}Z\.gymbackup\.zip"/,
    );
    const file = join(ctx.env.BACKUP_DIR, gym.schema, files().sort().at(-1)!);
    expect(download.rawPayload.equals(readFileSync(file))).toBe(true);
    expect(download.rawPayload.length).toBe(body.last.bytes);
  });

  it("warns when the last good backup is more than two days old, not before", async () => {
    const finished = new Date((await status()).last.finished_at).getTime();
    ctx.clock.pin(new Date(finished + 2 * 86_400_000 - 60_000));
    expect((await status()).warning).toBeNull();
    ctx.clock.pin(new Date(finished + 2 * 86_400_000 + 60_000));
    expect((await status()).warning).toBe(BACKUP_OLD_WARNING);
  });

  it("a failed backup is recorded, warned about, and tried again on a later pass", async () => {
    ctx.clock.pin(gymInstant("2026-12-15", "03:00"));
    const blocked = mkdtempSync(join(tmpdir(), "gym-backup-blocked-"));
    writeFileSync(join(blocked, gym.schema), "a file where the folder should be");
    expect(await nightlyBackup(ctx.db, await record(), { ...settings, dir: blocked })).toBe("failed");
    const body = await status();
    expect(body.warning).toBe(BACKUP_FAILED_WARNING);
    expect(body.last).toMatchObject({ day: "2026-12-15", status: "FAILED" });
    expect(body.last.error).toBeTruthy();
    expect(body.last_successful.day).toBe("2026-12-14");
    expect(body.downloadable).toBe(true);
    expect(await nightlyBackup(ctx.db, await record(), settings)).toBe("done");
    expect((await status()).warning).toBeNull();
  });

  it("retention keeps the newest of 7 days, 4 weeks and 12 months", () => {
    const daily = Array.from({ length: 500 }, (_, i) => ({
      at: new Date(Date.UTC(2026, 11, 13, 4, 30) - i * 86_400_000),
    }));
    const kept = [...backupsToKeep(daily, DEFAULT_RETENTION, "Asia/Kolkata")].map((b) =>
      b.at.toISOString().slice(0, 10),
    );
    kept.sort().reverse();
    // The last 7 days, then Sundays of the 4 newest weeks (the 14th is a Monday), then month ends.
    expect(kept.slice(0, 7)).toEqual([
      "2026-12-13",
      "2026-12-12",
      "2026-12-11",
      "2026-12-10",
      "2026-12-09",
      "2026-12-08",
      "2026-12-07",
    ]);
    expect(kept).toContain("2026-11-30");
    expect(kept).toContain("2026-01-31");
    expect(kept).not.toContain("2025-12-31");
    expect(kept.length).toBeLessThanOrEqual(7 + 4 + 12);
    expect(backupsToKeep(daily.slice(0, 3), DEFAULT_RETENTION, "Asia/Kolkata").size).toBe(3);
  });
});
