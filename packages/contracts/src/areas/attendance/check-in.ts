import { authFields, blankToUndefined, dbId, formBoolean, optionalText, successBody } from "../../common.ts";
import { z } from "../../messages.ts";
import { cardCodeInput } from "./cards.ts";
import { checkInVia, deskDues, deskMember, doorAnswer, doorColour, renewalOffer } from "./door.ts";
import { CHECK_IN_WHO_REQUIRED, OVERRIDE_REASON_REQUIRED } from "./texts.ts";

export const OVERRIDE_REASON_MAX = 500;
export const DEVICE_MAX = 100;

/**
 * POST /api/attendance/check-in/ (decision 0250): one member, by a card's code (scanned or typed) or
 * by id (picked from the search). `override` lets in a member the door check stops; it needs a reason.
 */
export const checkInBody = z
  .object({
    ...authFields,
    member_id: z.preprocess(blankToUndefined, dbId.optional()),
    code: z.preprocess(blankToUndefined, cardCodeInput.optional()),
    via: z.preprocess(blankToUndefined, checkInVia.optional()),
    override: z.preprocess(blankToUndefined, formBoolean.optional()),
    override_reason: optionalText(OVERRIDE_REASON_MAX),
    /** Which desk (the screen keeps a name per browser). */
    device: optionalText(DEVICE_MAX),
  })
  .superRefine((body, ctx) => {
    if ((body.member_id === undefined) === (body.code === undefined))
      ctx.addIssue({ code: "custom", path: ["member_id"], message: CHECK_IN_WHO_REQUIRED });
    if (body.override && !body.override_reason)
      ctx.addIssue({ code: "custom", path: ["override_reason"], message: OVERRIDE_REASON_REQUIRED });
  });
export type CheckInBody = z.infer<typeof checkInBody>;

/** A stored check-in, as lists and the desk show it. */
export const checkIn = z.object({
  id: z.number().int(),
  member_id: z.number().int(),
  member_code: z.string(),
  member_name: z.string(),
  checked_in_at: z.string(),
  /** The gym's clock: "07:12". */
  time: z.string(),
  day: z.string(),
  staff_name: z.string().nullable(),
  device: z.string(),
  via: checkInVia,
  door_colour: doorColour,
  door_reason: z.string(),
  override_reason: z.string().nullable(),
});
export type CheckIn = z.infer<typeof checkIn>;

export const checkInResponse = successBody({
  /** 'Checked in', 'Already checked in at 07:12', 'Not checked in: Suspended', 'Let in anyway: ...'. */
  message: z.string(),
  checked_in: z.boolean(),
  /** The visit stored by this call; null when nothing was stored. */
  check_in: checkIn.nullable(),
  /** When the member was checked in within the repeat window (nothing stored), else null. */
  already_checked_in_at: z.string().nullable(),
  door: doorAnswer,
  member: deskMember,
  dues: deskDues,
  /** Offered when the membership has ended or ends within RENEWAL_OFFER_DAYS; null otherwise or when suspended. */
  renewal: renewalOffer.nullable(),
});
export type CheckInResponse = z.infer<typeof checkInResponse>;
