import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, stubFetch } from "../../../test/stub-fetch.ts";
import { BACKUP_WARNING_WAIT_MS, readBackupStatusWithin } from "./get-backup-status.ts";

// The home's cards wait for this read (decision 0382): it must end, one way or the other, in bounded time.
describe("the home's backup warning read is bounded in time", () => {
  const { fetchMock } = stubFetch();
  afterEach(() => vi.useRealTimers());

  it("answers the status when the server answers in time", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, warning: "No backup for 3 days" }));
    await expect(readBackupStatusWithin(BACKUP_WARNING_WAIT_MS)).resolves.toMatchObject({
      warning: "No backup for 3 days",
    });
  });

  it("fails once the wait is over when the server never answers, so the cards show without a warning", async () => {
    vi.useFakeTimers();
    fetchMock.mockReturnValue(new Promise<Response>(() => {}));
    const read = readBackupStatusWithin(BACKUP_WARNING_WAIT_MS);
    const outcome = expect(read).rejects.toThrow(`No backup status within ${BACKUP_WARNING_WAIT_MS} ms`);
    await vi.advanceTimersByTimeAsync(BACKUP_WARNING_WAIT_MS - 1);
    let settled = false;
    void read
      .catch(() => {})
      .finally(() => {
        settled = true;
      });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it("passes a server error straight on (no retry at this read)", async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { success: false, error: "boom" }));
    await expect(readBackupStatusWithin(BACKUP_WARNING_WAIT_MS)).rejects.toThrow();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
