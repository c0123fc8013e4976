import { describe, expect, it } from "vitest";
import { renderStatic } from "../../../test/render-static.tsx";
import type { Birthdays } from "../api/types.ts";
import { BirthdaysCard } from "./BirthdaysCard.tsx";

const person = (id: number, name: string) => ({
  id,
  member_id: `MEM000${id}`,
  full_name: name,
  date_of_birth: "1990-06-15",
  age: 35,
});

const count = (html: string, text: string) => html.split(text).length - 1;

describe("BirthdaysCard (part 1 §2, decision 0037)", () => {
  it("shows today's birthdays once and every other one the server chose, 'N days ago' included", () => {
    const birthdays: Birthdays = {
      today: [person(1, "Asha Rao")],
      upcoming: [
        { ...person(2, "Ravi Kumar"), days_until: -2, label: "2 days ago" },
        { ...person(3, "Meena Iyer"), days_until: 1, label: "Tomorrow" },
      ],
    };
    const html = renderStatic(<BirthdaysCard birthdays={birthdays} />);
    expect(count(html, "Asha Rao")).toBe(1);
    expect(html).toContain("Happy Birthday!");
    expect(html).toContain("Turns 35 today");
    expect(html.indexOf("2 days ago")).toBeLessThan(html.indexOf("Tomorrow"));
    expect(count(html, 'data-testid="birthday-upcoming"')).toBe(2);
    expect(html).not.toContain("No upcoming birthdays in the next 7 days");
  });

  it("says 'No upcoming birthdays in the next 7 days' when there are none", () => {
    const html = renderStatic(<BirthdaysCard birthdays={{ today: [], upcoming: [] }} />);
    expect(html).toContain("No upcoming birthdays in the next 7 days");
  });
});
