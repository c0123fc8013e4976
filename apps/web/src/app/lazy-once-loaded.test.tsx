// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { rememberedImport } from "./first-screen-imports.ts";
import { lazyOnceLoaded } from "./lazy-once-loaded.ts";

afterEach(cleanup);

const screenModule = { default: () => <p>the screen</p> };
const view = (Screen: ReturnType<typeof lazyOnceLoaded>) =>
  render(
    <Suspense fallback={<p>waiting</p>}>
      <Screen />
    </Suspense>,
  );

describe("rememberedImport", () => {
  it("answers the module only once a load has evaluated it", async () => {
    const imported = rememberedImport(() => Promise.resolve(screenModule));
    expect(imported.loaded()).toBeUndefined();
    await imported.load();
    expect(imported.loaded()).toBe(screenModule);
  });
});

describe("lazyOnceLoaded (decision 0401)", () => {
  it("renders an already evaluated module in the first render, without the fallback", async () => {
    const imported = rememberedImport(() => Promise.resolve(screenModule));
    await imported.load();
    view(lazyOnceLoaded(imported));
    expect(screen.getByText("the screen")).toBeTruthy();
    expect(screen.queryByText("waiting")).toBeNull();
  });

  it("suspends as React.lazy does while the module is not there yet, then renders it", async () => {
    const imported = rememberedImport(() => Promise.resolve(screenModule));
    view(lazyOnceLoaded(imported));
    expect(screen.getByText("waiting")).toBeTruthy();
    expect(await screen.findByText("the screen")).toBeTruthy();
    expect(imported.loaded()).toBe(screenModule);
  });
});
