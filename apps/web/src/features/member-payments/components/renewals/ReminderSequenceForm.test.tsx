// @vitest-environment happy-dom
import {
  DEFAULT_REMINDER_STEPS,
  REMINDER_SEQUENCE_SAVED,
  REMINDER_STEPS_IN_ORDER,
  REMINDER_STEPS_REQUIRED,
  REMINDER_STEPS_UNIQUE_DAYS,
  type ReminderSequenceResponse,
} from "@gym/contracts";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { callsTo, renderDom } from "../../../../test/render-dom.tsx";
import { jsonResponse, stubFetch } from "../../../../test/stub-fetch.ts";
import { UPDATE_REMINDER_SEQUENCE_PATH } from "../../api/update-reminder-sequence.ts";
import { ReminderSequenceForm } from "./ReminderSequenceForm.tsx";

// Typing into Mantine inputs in a DOM takes seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const { fetchMock } = stubFetch();
const defaults = { steps: [...DEFAULT_REMINDER_STEPS], repeat_every_days: 7 };
const data: ReminderSequenceResponse = { success: true, message: "", sequence: defaults, defaults };

const saved = (body: unknown): ReminderSequenceResponse => {
  const b = body as { steps: { day: string; template: "due_soon" | "overdue" }[]; repeat_every_days: string };
  const sequence = {
    steps: b.steps.map((s) => ({ day: Number(s.day), template: s.template })),
    repeat_every_days: b.repeat_every_days ? Number(b.repeat_every_days) : null,
  };
  return { success: true, message: REMINDER_SEQUENCE_SAVED, sequence, defaults };
};

function answerSaves() {
  fetchMock.mockImplementation(async (_url, init) => jsonResponse(200, saved(JSON.parse(String(init?.body)))));
}

const dayInput = (n: number) => screen.getByLabelText(`Step ${n}: day`) as HTMLInputElement;

describe("ReminderSequenceForm (decision 0347)", () => {
  it("shows the steps with their words and saves a changed day as the whole list", async () => {
    answerSaves();
    const { user } = renderDom(<ReminderSequenceForm data={data} />);
    expect(dayInput(1).value).toBe("-7");
    expect(screen.getByText("7 days before")).toBeTruthy();
    expect(screen.getByText("On the due date")).toBeTruthy();
    await user.clear(dayInput(5));
    await user.type(dayInput(5), "4");
    expect(screen.getByText("4 days after")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Save sequence" }));
    await waitFor(() => expect(callsTo(fetchMock, UPDATE_REMINDER_SEQUENCE_PATH)).toHaveLength(1));
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe("PUT");
    expect(callsTo(fetchMock, UPDATE_REMINDER_SEQUENCE_PATH)[0]?.body).toEqual({
      steps: [
        { day: "-7", template: "due_soon" },
        { day: "-3", template: "due_soon" },
        { day: "0", template: "due_soon" },
        { day: "1", template: "overdue" },
        { day: "4", template: "overdue" },
      ],
      repeat_every_days: "7",
    });
  });

  it("names a step out of order or a repeated day under that step, and sends nothing", async () => {
    answerSaves();
    const { user } = renderDom(<ReminderSequenceForm data={data} />);
    await user.clear(dayInput(2));
    await user.type(dayInput(2), "-9");
    await user.click(screen.getByRole("button", { name: "Save sequence" }));
    expect(await screen.findByText(REMINDER_STEPS_IN_ORDER)).toBeTruthy();
    await user.clear(dayInput(2));
    await user.type(dayInput(2), "-7");
    await user.click(screen.getByRole("button", { name: "Save sequence" }));
    expect(await screen.findByText(REMINDER_STEPS_UNIQUE_DAYS)).toBeTruthy();
    expect(callsTo(fetchMock, UPDATE_REMINDER_SEQUENCE_PATH)).toHaveLength(0);
  });

  it("refuses an empty list; Restore defaults brings the five steps back; Add step adds the day after the last", async () => {
    answerSaves();
    const { user } = renderDom(<ReminderSequenceForm data={data} />);
    for (let n = 5; n >= 1; n--) await user.click(screen.getByRole("button", { name: `Remove step ${n}` }));
    await user.click(screen.getByRole("button", { name: "Save sequence" }));
    expect(await screen.findByText(REMINDER_STEPS_REQUIRED)).toBeTruthy();
    expect(callsTo(fetchMock, UPDATE_REMINDER_SEQUENCE_PATH)).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Restore defaults" }));
    expect(dayInput(5).value).toBe("3");
    await user.click(screen.getByRole("button", { name: "Add step" }));
    expect(dayInput(6).value).toBe("4");
  });
});
