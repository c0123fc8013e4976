// @vitest-environment happy-dom
import { STAFF_USERNAME_TAKEN, type StaffPasswordResponse, TRAINER_ACCOUNT_NEEDS_TRAINER } from "@gym/contracts";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { callsTo, renderDom } from "../../../../test/render-dom.tsx";
import { jsonResponse, stubFetch } from "../../../../test/stub-fetch.ts";
import { STAFF_PATH } from "../../api/get-staff.ts";
import { PasswordOnceModal } from "./PasswordOnceModal.tsx";
import { StaffModal } from "./StaffModal.tsx";

// Typing into Mantine inputs in a DOM takes seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const { fetchMock } = stubFetch();
const pending = () => new Promise<Response>(() => {});

const created: StaffPasswordResponse = {
  success: true,
  message: "Staff account created. Give them the password below: it is shown only once.",
  password: "Kp7wXq2mRt9z",
  staff: {
    id: 7,
    username: "ravi.desk",
    full_name: "Ravi",
    phone: "",
    role: "FRONT_DESK",
    trainer_id: null,
    is_active: true,
    created_at: "2026-12-01T04:30:00.000Z",
  },
};

/** The trainers list (for a trainer's account) answers one trainer; the staff call answers `staff`. */
function answer(staff: () => Promise<Response> | Response) {
  fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.includes("/api/trainers/"))
      return jsonResponse(200, {
        count: 1,
        next: null,
        previous: null,
        results: [{ id: 3, name: "Meera", is_active: true }],
      });
    return staff();
  });
}

describe("the staff account form (issue 25 §1, decision 0325)", () => {
  it("names a missing name and username, and sends nothing", async () => {
    answer(pending);
    const { user } = renderDom(<StaffModal account={null} onClose={() => {}} onCreated={() => {}} />);
    await user.click(screen.getByRole("button", { name: "Add Account" }));
    expect(await screen.findByText("Name is required")).toBeTruthy();
    expect(screen.getByText("Username is required")).toBeTruthy();
    expect(callsTo(fetchMock, STAFF_PATH)).toHaveLength(0);
  });

  it("a trainer's account asks for its trainer before anything is sent", async () => {
    answer(pending);
    const { user } = renderDom(<StaffModal account={null} onClose={() => {}} onCreated={() => {}} />);
    await user.type(screen.getByLabelText(/^Name/), "Meera T");
    await user.type(screen.getByLabelText(/^Username/), "meera");
    await user.click(screen.getByRole("combobox", { name: /^Role/ }));
    await user.click(await screen.findByRole("option", { name: "Trainer" }));
    await user.click(screen.getByRole("button", { name: "Add Account" }));
    expect(await screen.findByText(TRAINER_ACCOUNT_NEEDS_TRAINER)).toBeTruthy();
    expect(callsTo(fetchMock, STAFF_PATH)).toHaveLength(0);
  });

  it("adds a front-desk account, spins while saving, and hands the password over once", async () => {
    let release: (r: Response) => void = () => {};
    answer(() => new Promise<Response>((resolve) => (release = resolve)));
    const onCreated = vi.fn();
    const { user } = renderDom(<StaffModal account={null} onClose={() => {}} onCreated={onCreated} />);
    await user.type(screen.getByLabelText(/^Name/), "Ravi");
    await user.type(screen.getByLabelText(/^Username/), "ravi.desk");
    await user.click(screen.getByRole("button", { name: "Add Account" }));
    await waitFor(() => expect(callsTo(fetchMock, STAFF_PATH)).toHaveLength(1));
    expect(callsTo(fetchMock, STAFF_PATH)[0]?.body).toEqual({
      full_name: "Ravi",
      username: "ravi.desk",
      phone: "",
      role: "FRONT_DESK",
      trainer_id: null,
    });
    expect(screen.getByRole("button", { name: "Add Account" }).getAttribute("data-loading")).toBe("true");
    release(jsonResponse(200, created));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    answer(() => jsonResponse(409, { success: false, error: STAFF_USERNAME_TAKEN, message: STAFF_USERNAME_TAKEN }));
    const { user } = renderDom(<StaffModal account={null} onClose={() => {}} onCreated={() => {}} />);
    await user.type(screen.getByLabelText(/^Name/), "Ravi");
    await user.type(screen.getByLabelText(/^Username/), "ravi.desk");
    await user.click(screen.getByRole("button", { name: "Add Account" }));
    expect(await screen.findByText(STAFF_USERNAME_TAKEN)).toBeTruthy();
    expect((screen.getByLabelText(/^Username/) as HTMLInputElement).value).toBe("ravi.desk");
  });

  it("edits an account: starts from it, the username stays, PATCHes its id", async () => {
    answer(() => jsonResponse(200, { success: true, message: "ok", staff: { ...created.staff, full_name: "Ravi K" } }));
    const onClose = vi.fn();
    const { user } = renderDom(<StaffModal account={created.staff} onClose={onClose} onCreated={() => {}} />);
    expect((screen.getByLabelText(/^Username/) as HTMLInputElement).disabled).toBe(true);
    await user.type(screen.getByLabelText(/^Name/), " K");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(callsTo(fetchMock, "/api/auth/staff/7/")).toHaveLength(1));
    expect(callsTo(fetchMock, "/api/auth/staff/7/")[0]?.body).toEqual({
      full_name: "Ravi K",
      phone: "",
      role: "FRONT_DESK",
      trainer_id: null,
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("shows the new password with the username to hand over", () => {
    renderDom(<PasswordOnceModal answer={created} onClose={() => {}} />);
    expect(screen.getByTestId("new-password").textContent).toBe("Kp7wXq2mRt9z");
    expect(screen.getByTestId("new-username").textContent).toBe("ravi.desk");
  });
});
