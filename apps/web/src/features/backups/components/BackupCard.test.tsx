import { BACKUP_FAILED_WARNING, type BackupStatusResponse } from "@gym/contracts";
import { describe, expect, it } from "vitest";
import { renderStatic } from "../../../test/render-static.tsx";
import { BackupCard } from "./BackupCard.tsx";

const done = {
  day: "2026-12-13",
  status: "DONE" as const,
  started_at: "2026-12-13T06:30:00.000Z",
  finished_at: "2026-12-13T06:30:04.000Z",
  bytes: 13_002_342,
  error: null,
};

describe("BackupCard (decision 0273)", () => {
  it("shows the last backup's time and size and offers its download", () => {
    const data: BackupStatusResponse = {
      success: true,
      last: done,
      last_successful: done,
      downloadable: true,
      warning: null,
    };
    const html = renderStatic(<BackupCard data={data} />);
    expect(html).toContain("13 Dec 2026");
    expect(html).toContain("12.4 MB");
    expect(html).toContain("Download last backup");
    expect(html).not.toContain("disabled");
  });

  it("says why the last one failed, warns, and still downloads the last good one", () => {
    const data: BackupStatusResponse = {
      success: true,
      last: { ...done, day: "2026-12-14", status: "FAILED", bytes: null, finished_at: null, error: "disk full" },
      last_successful: done,
      downloadable: true,
      warning: BACKUP_FAILED_WARNING,
    };
    const html = renderStatic(<BackupCard data={data} />);
    expect(html).toContain(BACKUP_FAILED_WARNING.replace("'", "&#x27;"));
    expect(html).toContain("Backup of 2026-12-14");
    expect(html).toContain("Failed");
    expect(html).toContain("Reason: disk full");
  });

  it("with no backup yet, the download is off", () => {
    const html = renderStatic(
      <BackupCard data={{ success: true, last: null, last_successful: null, downloadable: false, warning: "none" }} />,
    );
    expect(html).toContain("None yet");
    expect(html).toMatch(/<button[^>]*disabled/);
  });
});
