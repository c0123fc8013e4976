import { BOOKING_STATUS_LABELS, BOOKING_TRANSITIONS, type BookingStatus } from "@gym/contracts";

/**
 * Part 2 §9 "booking colours vary by status" (decision 0128): one colour per status, used by the
 * calendar's events, the list's badges and the legend. White text on the three strong colours and
 * dark text on cancelled's grey all reach 4.5:1 (utils test), and cancelled is also struck through,
 * so colour is never the only sign.
 */
export const STATUS_COLOURS: Record<BookingStatus, { background: string; text: string }> = {
  pending: { background: "#a34a00", text: "#ffffff" },
  confirmed: { background: "#1864ab", text: "#ffffff" },
  completed: { background: "#1e6b2f", text: "#ffffff" },
  cancelled: { background: "#dee2e6", text: "#343a40" },
};

/** What the details modal offers for a status (part 2 §4), with the button texts. */
export const TRANSITION_LABELS: Record<BookingStatus, string> = {
  pending: "Back to Pending",
  confirmed: "Confirm",
  completed: "Mark Completed",
  cancelled: "Cancel Booking",
};

export const offeredTransitions = (status: BookingStatus): readonly BookingStatus[] => BOOKING_TRANSITIONS[status];

/** The edit form's status choices: the current status and the offered next ones (decision 0124). */
export function editableStatusOptions(current: BookingStatus) {
  return [current, ...BOOKING_TRANSITIONS[current]].map((value) => ({ value, label: BOOKING_STATUS_LABELS[value] }));
}

/** Relative luminance contrast of two #rrggbb colours (WCAG 2). */
export function contrastRatio(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}
