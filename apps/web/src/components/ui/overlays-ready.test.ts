import { describe, expect, it, vi } from "vitest";
import { deferOverlays, whenOverlaysReady } from "./overlays-ready.ts";

describe("whenOverlaysReady (decision 0316)", () => {
  it("opens at once when nothing defers the dialogs' provider (a test's own ModalsProvider)", () => {
    const open = vi.fn();
    whenOverlaysReady(open);
    expect(open).toHaveBeenCalledOnce();
  });

  it("holds a dialog asked for before the deferred provider mounts, and opens it when it does, once", () => {
    const release = deferOverlays();
    const first = vi.fn();
    const second = vi.fn();
    whenOverlaysReady(first);
    whenOverlaysReady(second);
    expect(first).not.toHaveBeenCalled();
    release();
    expect(first).toHaveBeenCalledOnce();
    expect(second).toHaveBeenCalledOnce();
    release();
    expect(first).toHaveBeenCalledOnce();
    const later = vi.fn();
    whenOverlaysReady(later);
    expect(later).toHaveBeenCalledOnce();
  });

  it("waits for every deferring layout (a remount before the first one's cleanup)", () => {
    const a = deferOverlays();
    const b = deferOverlays();
    const open = vi.fn();
    whenOverlaysReady(open);
    a();
    expect(open).not.toHaveBeenCalled();
    b();
    expect(open).toHaveBeenCalledOnce();
  });
});
