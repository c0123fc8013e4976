/**
 * An Indian mobile number as part 2 §5 wants a WhatsApp number: exactly 10 digits without the country code. What people
 * actually type is normalised first (decision 0151): spaces, dashes, dots and brackets go; a leading
 * +91, 91 (on 12 digits) or 0 (on 11 digits) is the country or trunk prefix and goes too. Anything
 * else (letters, another country code, 9 or 11 digits) is null.
 */
export function normaliseIndianMobile(value: unknown): string | null {
  if (typeof value !== "string" && typeof value !== "number") return null;
  const text = String(value).trim();
  if (!/^\+?[0-9\s\-().]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, "");
  if (text.startsWith("+")) return digits.length === 12 && digits.startsWith("91") ? digits.slice(2) : null;
  if (digits.length === 12 && digits.startsWith("91")) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith("0")) return digits.slice(1);
  return digits.length === 10 ? digits : null;
}

/**
 * The number wa.me wants for an Indian mobile: 91 and the 10 digits; null when the text is not a
 * mobile number (mobiles start with 6-9), so no link is offered.
 */
export function waMeNumber(phone: string): string | null {
  const digits = normaliseIndianMobile(phone);
  return digits !== null && /^[6-9]/.test(digits) ? `91${digits}` : null;
}
