// @vitest-environment happy-dom
import { CASH_CLOSE_COUNTED_INVALID, CASH_CLOSE_NOTE_REQUIRED, dayIsClosed } from "@gym/contracts";
import { ModalsProvider } from "@mantine/modals";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { callsTo, renderDom } from "../../../../test/render-dom.tsx";
import { jsonResponse, stubFetch } from "../../../../test/stub-fetch.ts";
import { closeDayPath } from "../../api/close-day.ts";
import { CloseDayForm } from "./CloseDayForm.tsx";

// Typing into Mantine inputs in a DOM takes seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const { fetchMock } = stubFetch();
const PATH = closeDayPath("2026-12-13");

function answer(respond: () => Promise<Response> | Response) {
  fetchMock.mockImplementation(async (url) =>
    String(url).includes(PATH) ? respond() : jsonResponse(404, { success: false, error: "Not found" }),
  );
}
const pending = () => new Promise<Response>(() => {});

const renderForm = () =>
  renderDom(
    <ModalsProvider>
      <CloseDayForm date="2026-12-13" expected={1100} />
    </ModalsProvider>,
  );

describe("Close the day (decision 0326)", () => {
  it("refuses a negative or non-money count with the contract's text and sends nothing", async () => {
    answer(pending);
    const { user } = renderForm();
    const counted = screen.getByLabelText(/Counted cash/);
    for (const bad of ["-5", "abc", "12.345"]) {
      await user.clear(counted);
      await user.type(counted, bad);
      await user.click(screen.getByRole("button", { name: "Close the day" }));
      expect(await screen.findByText(/Counted cash must be|at most 2 decimal places/)).toBeTruthy();
    }
    expect(CASH_CLOSE_COUNTED_INVALID).toMatch(/^Counted cash/);
    expect(callsTo(fetchMock, PATH)).toHaveLength(0);
  });

  it("shows the difference as typed and needs a note when it is not zero", async () => {
    answer(pending);
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/Counted cash/), "900");
    expect(screen.getByTestId("close-difference").textContent).toBe("₹200.00 short");
    await user.click(screen.getByRole("button", { name: "Close the day" }));
    expect(await screen.findByText(CASH_CLOSE_NOTE_REQUIRED)).toBeTruthy();
    expect(callsTo(fetchMock, PATH)).toHaveLength(0);
  });

  it("asks before closing, then sends the count and the note once; busy while it runs", async () => {
    answer(pending);
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/Counted cash/), "900");
    await user.type(screen.getByLabelText(/Note/), "Change given twice");
    await user.click(screen.getByRole("button", { name: "Close the day" }));
    expect(await screen.findByText(/Close 13 Dec 2026\?/)).toBeTruthy();
    expect(callsTo(fetchMock, PATH)).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Yes, close it" }));
    await waitFor(() => expect(callsTo(fetchMock, PATH)).toHaveLength(1));
    expect(callsTo(fetchMock, PATH)[0]!.body).toEqual({ counted_cash: "900", note: "Change given twice" });
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Close the day" }).hasAttribute("data-loading")).toBe(true),
    );
  });

  it("a count that matches needs no note; the server's refusal is shown", async () => {
    answer(() => jsonResponse(409, { success: false, error: dayIsClosed("2026-12-13") }));
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/Counted cash/), "1100");
    expect(screen.getByTestId("close-difference").textContent).toBe("Matches the expected cash");
    await user.click(screen.getByRole("button", { name: "Close the day" }));
    await user.click(await screen.findByRole("button", { name: "Yes, close it" }));
    expect(await screen.findByText(dayIsClosed("2026-12-13"))).toBeTruthy();
    expect(callsTo(fetchMock, PATH)[0]!.body).toEqual({ counted_cash: "1100" });
  });
});
