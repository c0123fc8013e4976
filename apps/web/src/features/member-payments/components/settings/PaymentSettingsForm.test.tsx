import { DEFAULT_TEMPLATES, type PaymentSettingsResponse, TEMPLATE_PLACEHOLDERS } from "@gym/contracts";
import { describe, expect, it } from "vitest";
import { renderStatic } from "../../../../test/render-static.tsx";
import { PaymentSettingsForm } from "./PaymentSettingsForm.tsx";

const data = (gst_rate: number | null): PaymentSettingsResponse => ({
  success: true,
  message: "",
  settings: {
    default_plan_name: null,
    default_plan_amount: null,
    gym_address: "",
    gym_phone: "",
    gym_state: "",
    gstin: "29ABCDE1234F1ZW",
    sac_code: "999723",
    gst_rate,
    upi_vpa: null,
    upi_payee_name: null,
    template_due_soon: "",
    template_overdue: "",
    template_received: "",
    backdate_days: 3,
  },
  default_templates: DEFAULT_TEMPLATES,
  placeholders: [...TEMPLATE_PLACEHOLDERS],
  default_gst_rate: 5,
});

/** The GST rate input's own tag. */
const rateInput = (html: string) => /<input[^>]*placeholder="5 \(default\)"[^>]*>/.exec(html)?.[0] ?? "";

describe("PaymentSettingsForm: the GST rate (decision 0220)", () => {
  it("says what the default is and why, and leaves the rate blank while the gym follows it", () => {
    const html = renderStatic(<PaymentSettingsForm data={data(null)} />);
    expect(html).toContain(
      "Blank means 5%: GST on gyms and health clubs (SAC 999723) is 5% without input tax credit since 22 September 2025.",
    );
    expect(rateInput(html)).toContain('value=""');
  });

  it("shows a gym's own rate as its own", () => {
    expect(rateInput(renderStatic(<PaymentSettingsForm data={data(12)} />))).toContain('value="12"');
  });
});
