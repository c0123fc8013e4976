// @vitest-environment happy-dom
import { FAILED_TO_CREATE_POST, POST_END_BEFORE_START, POST_TITLE_REQUIRED } from "@gym/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderDom } from "../../../../test/render-dom.tsx";
import { jsonResponse, stubFetch } from "../../../../test/stub-fetch.ts";
import { CREATE_POST_PATH } from "../../api/save-post.ts";
import { PostFormModal } from "./PostFormModal.tsx";

vi.setConfig({ testTimeout: 60_000 });
const { fetchMock } = stubFetch();

function answer(save: () => Promise<Response> | Response) {
  fetchMock.mockImplementation(async (url) =>
    String(url).includes(CREATE_POST_PATH) ? save() : jsonResponse(404, { success: false, error: "Not found" }),
  );
}
const saves = () => fetchMock.mock.calls.filter(([url]) => String(url).includes(CREATE_POST_PATH));
const dialog = () => screen.getByRole("dialog", { name: "Create Post" });
const create = () => within(dialog()).getByRole("button", { name: "Create Post" });

describe("Create Post on the form kit", () => {
  it("an empty title is refused with the contract's text; the date order shows at End date while the title fails", async () => {
    answer(() => new Promise<Response>(() => {}));
    const { user } = renderDom(<PostFormModal post="new" categories={[]} onClose={() => {}} />);
    await user.click(create());
    expect(await screen.findByText(POST_TITLE_REQUIRED)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: /Challenge and event details/ }));
    fireEvent.change(screen.getByLabelText("Start date"), { target: { value: "2030-01-05T06:00" } });
    fireEvent.change(screen.getByLabelText("End date"), { target: { value: "2030-01-04T06:00" } });
    await user.click(create());
    expect(await screen.findByText(POST_END_BEFORE_START)).toBeTruthy();
    expect(screen.getByText(POST_TITLE_REQUIRED)).toBeTruthy();
    expect(saves()).toHaveLength(0);
  });

  it("a titled post is sent once, busy while it runs (Cancel disabled)", async () => {
    answer(() => new Promise<Response>(() => {}));
    const { user } = renderDom(<PostFormModal post="new" categories={[]} onClose={() => {}} />);
    await user.type(screen.getByLabelText(/^Title/), "Plank challenge");
    await user.click(create());
    await waitFor(() => expect(create().getAttribute("data-loading")).toBe("true"));
    expect(within(dialog()).getByRole("button", { name: "Cancel" }).hasAttribute("disabled")).toBe(true);
    expect(saves()).toHaveLength(1);
    const body = (saves()[0]?.[1] as RequestInit | undefined)?.body as FormData;
    expect(body.get("title")).toBe("Plank challenge");
  });

  it("the server's refusal: its words in the red alert, its field texts under the fields", async () => {
    answer(() =>
      jsonResponse(400, { success: false, error: "Title is too long", errors: { title: "Title is too long" } }),
    );
    const { user } = renderDom(<PostFormModal post="new" categories={[]} onClose={() => {}} />);
    await user.type(screen.getByLabelText(/^Title/), "Plank challenge");
    await user.click(create());
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText(FAILED_TO_CREATE_POST)).toBeTruthy();
    expect(screen.getAllByText("Title is too long").length).toBeGreaterThanOrEqual(2);
    expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe("Plank challenge");
  });
});
