// @vitest-environment happy-dom
import {
  PLAN_DURATION_REQUIRED,
  PLAN_NAME_REQUIRED,
  PLAN_NAME_TAKEN,
  type Plan,
  SAVE_PLAN_FAILED,
} from "@gym/contracts";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { PLANS_PATH } from "../../../../lib/plans-list.ts";
import { callsTo, renderDom } from "../../../../test/render-dom.tsx";
import { jsonResponse, stubFetch } from "../../../../test/stub-fetch.ts";
import { updatePlanPath } from "../../api/update-plan.ts";
import { PlanModal } from "./PlanModal.tsx";

// Typing into Mantine inputs in a DOM takes seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const { fetchMock } = stubFetch();
const pending = () => new Promise<Response>(() => {});

function answer(respond: () => Promise<Response> | Response) {
  fetchMock.mockImplementation(async () => respond());
}

const quarterly: Plan = {
  id: 4,
  name: "Quarterly",
  duration_months: 3,
  duration_days: 90,
  duration_label: "3 months",
  price: "2700.00",
  admission_fee: "500.00",
  gst_included: true,
  amount: "2700.00",
  admission_amount: "500.00",
  is_active: true,
  member_count: 2,
  created_at: "2026-12-01T04:30:00.000Z",
};

describe("the plan form (decision 0290)", () => {
  it("names a missing name and price, and sends nothing", async () => {
    answer(pending);
    const { user } = renderDom(<PlanModal plan={null} onClose={() => {}} />);
    await user.click(screen.getByRole("button", { name: "Create Plan" }));
    expect(await screen.findByText(PLAN_NAME_REQUIRED)).toBeTruthy();
    expect(screen.getByText(/Price must be an amount/)).toBeTruthy();
    expect(callsTo(fetchMock, PLANS_PATH)).toHaveLength(0);
  });

  it("a plan of N days asks for the days; sends duration_days, the price as typed, and spins while saving", async () => {
    answer(pending);
    const { user } = renderDom(<PlanModal plan={null} onClose={() => {}} />);
    await user.type(screen.getByLabelText(/Plan name/), "Summer 45");
    await user.click(screen.getByRole("combobox", { name: /Duration/ }));
    await user.click(await screen.findByRole("option", { name: "A number of days" }));
    await user.type(screen.getByRole("textbox", { name: /^Price/ }), "1800");
    await user.click(screen.getByRole("button", { name: "Create Plan" }));
    expect(await screen.findByText(PLAN_DURATION_REQUIRED)).toBeTruthy();
    expect(callsTo(fetchMock, PLANS_PATH)).toHaveLength(0);
    await user.type(screen.getByLabelText(/Days/), "45");
    await user.click(screen.getByRole("button", { name: "Create Plan" }));
    await waitFor(() => expect(callsTo(fetchMock, PLANS_PATH)).toHaveLength(1));
    expect(callsTo(fetchMock, PLANS_PATH)[0]?.body).toEqual({
      name: "Summer 45",
      duration_days: "45",
      price: "1800",
      admission_fee: "",
      gst_included: true,
    });
    expect(screen.getByRole("button", { name: "Create Plan" }).getAttribute("data-loading")).toBe("true");
    expect(screen.getByRole("button", { name: "Cancel" }).hasAttribute("disabled")).toBe(true);
  });

  it("edits a plan: starts from it, PATCHes its id, shows the server's refusal and keeps what was typed", async () => {
    answer(() => jsonResponse(409, { success: false, error: PLAN_NAME_TAKEN, message: PLAN_NAME_TAKEN }));
    const { user } = renderDom(<PlanModal plan={quarterly} onClose={() => {}} />);
    const name = screen.getByLabelText(/Plan name/) as HTMLInputElement;
    expect(name.value).toBe("Quarterly");
    await user.clear(name);
    await user.type(name, "Monthly");
    await user.click(screen.getByRole("button", { name: "Save Plan" }));
    expect(await screen.findByText(SAVE_PLAN_FAILED)).toBeTruthy();
    expect(screen.getByText(PLAN_NAME_TAKEN)).toBeTruthy();
    expect(callsTo(fetchMock, updatePlanPath(4))[0]?.body).toMatchObject({
      name: "Monthly",
      duration_months: "3",
      price: "2700.00",
      admission_fee: "500.00",
    });
    expect((screen.getByLabelText(/Plan name/) as HTMLInputElement).value).toBe("Monthly");
  });
});
