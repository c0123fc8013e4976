import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-error.ts";
import { DEVICE_STORAGE_KEY, deskDevice } from "./device.ts";
import { heatGrid } from "./heat-map.ts";
import {
  isRetryable,
  loadUnsent,
  saveUnsent,
  UNSENT_STORAGE_KEY,
  type UnsentCheckIn,
  withoutUnsent,
  withUnsent,
} from "./unsent.ts";

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

const item = (id: string, input: UnsentCheckIn["input"]): UnsentCheckIn => ({
  id,
  input,
  label: id,
  triedAt: "2026-12-02T01:42:00Z",
});

describe("check-ins that could not be sent", () => {
  it("retries what never reached the server or that it could not answer; not a refusal", () => {
    expect(isRetryable(new ApiError(0, {}, undefined, "Network error"))).toBe(true);
    expect(isRetryable(new ApiError(503, {}, undefined, "x"))).toBe(true);
    expect(isRetryable(new ApiError(404, { error: "No member has this card." }, undefined, "x"))).toBe(false);
    expect(isRetryable(new Error("x"))).toBe(false);
  });

  it("keeps them in the browser across a reload, one per member or card, until sent or dismissed", () => {
    const storage = memoryStorage();
    let list = withUnsent([], item("a", { member_id: 5 }));
    list = withUnsent(list, item("b", { code: "K7QXM2PA9D4T" }));
    list = withUnsent(list, item("c", { member_id: 5 }));
    expect(list.map((u) => u.id)).toEqual(["b", "c"]);
    saveUnsent(storage, list);
    expect(loadUnsent(storage).map((u) => u.id)).toEqual(["b", "c"]);
    saveUnsent(storage, withoutUnsent(withoutUnsent(list, "b"), "c"));
    expect(storage.getItem(UNSENT_STORAGE_KEY)).toBeNull();
    storage.setItem(UNSENT_STORAGE_KEY, "not json");
    expect(loadUnsent(storage)).toEqual([]);
  });
});

describe("the desk's device name", () => {
  it("is made once per browser and kept", () => {
    const storage = memoryStorage();
    expect(deskDevice(storage, () => 0.5)).toBe("Desk 8000");
    expect(deskDevice(storage, () => 0.1)).toBe("Desk 8000");
    expect(storage.getItem(DEVICE_STORAGE_KEY)).toBe("Desk 8000");
  });
});

describe("the heat map's grid", () => {
  const cells = [1, 2, 3, 4, 5, 6, 7].flatMap((weekday) =>
    Array.from({ length: 24 }, (_, hour) => ({
      weekday,
      hour,
      visits: weekday === 1 && hour === 7 ? 9 : hour === 19 ? 2 : 0,
    })),
  );

  it("keeps the hours from the first to the last with a visit, weekdays Monday first, and names the busiest", () => {
    const grid = heatGrid(cells);
    expect(grid.xLabels[0]).toBe("07");
    expect(grid.xLabels.at(-1)).toBe("19");
    expect(grid.yLabels).toEqual(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]);
    expect(grid.data).toHaveLength(7 * 13);
    expect(grid.data.find((d) => d.x === "07" && d.y === "Mon")?.value).toBe(9);
    expect(grid.busiest).toEqual({ weekday: "Mon", hour: "07:00", visits: 9 });
  });

  it("without visits: 05 to 22 and no busiest hour", () => {
    const grid = heatGrid(cells.map((c) => ({ ...c, visits: 0 })));
    expect([grid.xLabels[0], grid.xLabels.at(-1), grid.busiest]).toEqual(["05", "22", null]);
  });
});
