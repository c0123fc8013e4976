import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  afterFirstScreen,
  firstScreenShown,
  isHomePath,
  markFirstScreenShown,
  resetFirstScreenForTests,
} from "./after-first-screen.ts";

describe("afterFirstScreen (decision 0382)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetFirstScreenForTests();
  });
  afterEach(() => vi.useRealTimers());

  it("waits until the first screen is shown, then runs each task once in a timer (the browser paints first)", () => {
    const task = vi.fn();
    afterFirstScreen(task);
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
    markFirstScreenShown();
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledOnce();
    markFirstScreenShown();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledOnce();
    expect(firstScreenShown()).toBe(true);
  });

  it("runs a task asked for later at once (in a timer): later screens never wait", () => {
    markFirstScreenShown();
    const task = vi.fn();
    afterFirstScreen(task);
    vi.runAllTimers();
    expect(task).toHaveBeenCalledOnce();
  });

  it("cancels a task before and after the screen is shown (an effect's clean-up)", () => {
    const before = vi.fn();
    const after = vi.fn();
    afterFirstScreen(before)();
    markFirstScreenShown();
    afterFirstScreen(after)();
    vi.runAllTimers();
    expect(before).not.toHaveBeenCalled();
    expect(after).not.toHaveBeenCalled();
  });

  it("knows the home's path, with or without a trailing slash", () => {
    expect(isHomePath("/dashboard")).toBe(true);
    expect(isHomePath("/dashboard/")).toBe(true);
    expect(isHomePath("/dashboard/membersList")).toBe(false);
    expect(isHomePath("/")).toBe(false);
  });
});
