import type { Member } from "@gym/contracts";
import { describe, expect, it } from "vitest";
import { renderStatic } from "../../../../test/render-static.tsx";
import { MemberCards } from "./MemberCards.tsx";

const member: Member = {
  id: 7,
  member_id: "MEM0007",
  user: { first_name: "Asha", last_name: "Rao", username: "asha", email: "asha@example.com" },
  full_name: "Asha Rao",
  phone: "+91 98765 43210",
  gender: "F",
  date_of_birth: "1994-11-25",
  address: "",
  emergency_contact: "",
  status: "ACTIVE",
  display_status: "EXPIRED",
  joining_date: "2026-09-01",
  join_date: "2026-09-01",
  renewal_date: "2026-10-01",
  days_left: -3,
  days_left_text: "Expired 3 days ago",
  frozen_until: null,
  profile_photo_url: null,
  gstin: null,
  created_at: "2026-09-01T10:00:00.000Z",
};

describe("MemberCards (issue 8 defect 7: members as cards on a phone)", () => {
  it("shows each member's name, code, status, days left and action, and calls on a tap of the number", () => {
    const html = renderStatic(<MemberCards members={[member, { ...member, id: 8, member_id: "MEM0008" }]} />);
    expect(html.split('data-testid="member-card"').length - 1).toBe(2);
    expect(html).toContain("Asha Rao");
    expect(html).toContain("MEM0007");
    expect(html).toContain(">Expired<");
    expect(html).toContain("Expired 3 days ago");
    // An expired row offers Renew, not the Suspend its stored ACTIVE status once gave (decision 0038).
    expect(html).toContain('aria-label="Renew Asha Rao"');
    expect(html).not.toContain('aria-label="Suspend Asha Rao"');
    expect(html).toContain('href="tel:+919876543210"');
    expect(html).not.toContain("<table");
  });

  it("a member frozen today shows 'Frozen until'; frozen and active members have the freeze menu (decision 0258)", () => {
    const active = { ...member, display_status: "ACTIVE" as const, days_left: 20, days_left_text: "20 days left" };
    const frozen = renderStatic(<MemberCards members={[{ ...active, frozen_until: "2027-01-15" }]} />);
    expect(frozen).toContain("Frozen until 15 Jan 2027");
    expect(frozen).toContain('aria-label="More actions for Asha Rao"');
    const open = renderStatic(<MemberCards members={[active]} />);
    expect(open).toContain('aria-label="More actions for Asha Rao"');
    expect(open).not.toContain("Frozen until");
    // An expired member is renewed, not frozen: no menu.
    expect(renderStatic(<MemberCards members={[member]} />)).not.toContain("More actions for");
  });
});
