/** Member payments: the spec's texts (part 2 §5, §8) and ours where it shows none (decisions 0180-0199). */

// The spec's texts (part 2 §5, §8).
export const SELECT_MEMBER_AND_MONTH = "Please select member and membership month";
export const ENTER_VALID_AMOUNT = "Please enter a valid amount";
export const SELECT_MEMBERS_TO_MARK_PAID = "Please select members to mark as paid";
export const INVALID_PAYMENT_ID = "Invalid payment id. Please refresh and try again.";
export const MEMBER_PAYMENT_RECORDED = "Member payment recorded successfully";
export const NO_PAYMENT_RECORDS = "No Payment Records Found";
export const NO_INVOICES_FOUND = "No invoices found";
export const FAILED_TO_FETCH_MEMBER_PAYMENTS = "Failed to fetch member payments";
export const FAILED_TO_RECORD_MEMBER_PAYMENT = "Failed to record member payment";
export const FAILED_TO_CREATE_PAYMENT_RECORD = "Failed to create payment record";
export const FAILED_TO_UPDATE_PAYMENT_RECORD = "Failed to update payment record";
export const FAILED_TO_FETCH_MONTHLY_PAYMENTS = "Failed to fetch monthly payment data";
export const FAILED_TO_AUTO_GENERATE = "Failed to auto-generate payment records";
export const FAILED_TO_BULK_MARK_PAID = "Failed to bulk mark payments as paid";
export const FAILED_TO_MARK_PAID = "Failed to mark payment as paid";
export const FAILED_TO_FETCH_INVOICES = "Failed to fetch invoices";
export const FAILED_TO_DOWNLOAD_INVOICE = "Failed to download invoice";
export const FAILED_TO_FETCH_TIMELINE = "Failed to fetch member timeline";
export const FAILED_TO_FETCH_PAYMENT_MEMBERS = "Failed to fetch members";
export const FAILED_TO_RECORD_PAYMENT = "Failed to record payment";
export const MANUAL_DURATION_RANGE = "Duration must be a whole number of months from 1 to 24";
export const MANUAL_AMOUNT_DATE_REQUIRED = "Amount and payment date are required";
// Texts the spec leaves open (docs/decisions/0180-0186).
export const PAYMENT_EXISTS_FOR_MONTH = "A payment record already exists for this member and month";
export const MONTH_TOO_FAR_AHEAD = "The membership month can be at most next month";
export const AMOUNT_ABOVE_REMAINING = "The amount is more than what is owed for this month";
export const PAYMENT_ALREADY_SETTLED = "This payment is already fully paid";
export const PAYMENT_CANCELLED = "This payment is cancelled";
export const AMOUNT_PAID_CANNOT_DECREASE = "Amount paid cannot be lowered below what was already received";
export const MEMBER_HAS_NO_PLAN = "This member has no plan amount; set a plan or a gym default first";
export const PAYMENT_MEMBER_NOT_FOUND = "Member not found";
export const INVOICE_NOT_FOUND = "Invoice not found";
export const PAYMENT_RECORD_CREATED = "Payment record created successfully";
export const PAYMENT_RECORD_UPDATED = "Payment record updated successfully";
export const AMOUNT_ABOVE_OWED_MONTHS = "The amount is more than what is owed for the months it pays for";
export const MONTHS_ALREADY_PAID = "This month and next month are already paid for this member";
export const paymentsMarkedPaid = (n: number) => `${n} payment(s) marked as paid`;
/**
 * A payment without an Idempotency-Key whose member and amount match a receipt of the last few minutes
 * (decision 0197): refused rather than answered with that receipt or recorded twice.
 */
export const paymentJustRecorded = (amount: string, invoice: string) =>
  `A payment of ${amount} for this member was just recorded (${invoice}). If this is another payment, send it again with a new Idempotency-Key header.`;
export const PAYMENT_RECORDED_BY_ANOTHER_REQUEST =
  "This payment was recorded by another request a moment ago. Refresh to see it.";

// Payment settings (decision 0187).
export const SAC_INVALID = "The SAC code is 4 to 8 digits";
export const GST_RATE_INVALID = "The GST rate is a percent from 0 to 28";
export const UPI_VPA_INVALID = "Please enter a valid UPI ID (like gymname@okhdfcbank)";
export const GYM_PHONE_INVALID = "Please enter a valid phone number";
export const SETTINGS_SAVED = "Payment settings saved successfully";
export const FAILED_TO_FETCH_SETTINGS = "Failed to fetch payment settings";
export const FAILED_TO_SAVE_SETTINGS = "Failed to save payment settings";

// WhatsApp reminders (decision 0189).
export const SELECT_REMINDER_TARGETS = "Please select members to remind";
export const NO_WHATSAPP_NUMBER = "No valid mobile number for WhatsApp";
export const NOTHING_TO_REMIND = "Nothing is owed on this payment";
export const FAILED_TO_PREPARE_REMINDERS = "Failed to prepare WhatsApp reminders";

// A discount on a bill (issue 23 §4, decision 0291).
export const DISCOUNT_GIVEN = "Discount given";
export const DISCOUNT_REASON_REQUIRED = "Enter a reason for the discount";
export const DISCOUNT_VALUE_INVALID = "Enter a discount above 0";
export const DISCOUNT_PERCENT_MAX = "A percent discount cannot be more than 100";
export const DISCOUNT_BILL_CLOSED = "This bill is settled or cancelled: a discount can only be given on an open bill";
export const DISCOUNT_MORE_THAN_BILL = "The discount cannot be more than the bill's amount";
export const DISCOUNT_BELOW_PAID = "The discount would leave the bill below what is already paid";
export const FAILED_TO_GIVE_DISCOUNT = "Failed to give discount";
// Removing a discount (decision 0293).
export const DISCOUNT_REMOVED = "Discount removed";
export const DISCOUNT_NONE = "This bill has no discount";
export const DISCOUNT_REMOVE_CLOSED =
  "This bill is settled or cancelled: a discount can only be removed from an open bill";
export const FAILED_TO_REMOVE_DISCOUNT = "Failed to remove discount";
// The reminder sequence and renewals worklist (issue 26 §3, §4; decisions 0346-0348).
export const REMINDER_STEPS_REQUIRED = "Add at least one reminder step";
export const REMINDER_STEPS_TOO_MANY = "A sequence has at most 12 steps";
export const REMINDER_STEPS_IN_ORDER = "Steps must be in order, earliest day first";
export const REMINDER_STEPS_UNIQUE_DAYS = "Each step needs a day of its own: this day is already a step";
export const REMINDER_DAY_RANGE = "The day must be a whole number from -60 (before the due date) to 60 (after it)";
export const REMINDER_TEMPLATE_INVALID = "Choose the due soon or the overdue template";
export const REMINDER_REPEAT_RANGE = "Repeat every 1 to 90 days, or leave it blank for no repeat";
export const REMINDER_SEQUENCE_SAVED = "Reminder sequence saved";
export const REMINDER_NOT_FOUND = "This reminder is no longer due. Refresh the list.";
export const REMINDER_SENT = "Reminder recorded as sent";
export const MEMBER_EXCLUDED = "Member excluded from the reminder sequence";
export const MEMBER_INCLUDED = "Member back in the reminder sequence";
export const MEMBER_NOT_FOUND_FOR_REMINDERS = "Member not found";
export const FAILED_TO_FETCH_RENEWALS = "Failed to fetch renewals";
export const FAILED_TO_FETCH_REMINDERS_TODAY = "Failed to fetch today's reminders";
export const FAILED_TO_SAVE_REMINDER_SEQUENCE = "Failed to save the reminder sequence";
export const NO_RENEWALS_DUE = "No renewals due in this window";
export const NO_REMINDERS_TODAY = "No reminders to send today";

// Voiding a receipt (issue 25 §4, decision 0334): ours, the spec shows none.
export const VOID_REASON_REQUIRED = "Enter a reason for voiding this receipt";
export const VOID_REASON_TOO_SHORT = "The reason needs at least 3 characters";
export const RECEIPT_VOIDED = "Receipt voided";
export const RECEIPT_ALREADY_VOID = "This receipt is already void";
export const CREDIT_NOTE_NOT_FOUND = "No credit note: this receipt is not a void tax invoice";
export const FAILED_TO_VOID_RECEIPT = "Failed to void the receipt";
/** A later receipt of the same membership depends on this one (it was settled or extended after it). */
export const voidLaterReceiptFirst = (later: string) =>
  `Receipt ${later} was recorded after this one for the same membership: void ${later} first`;
