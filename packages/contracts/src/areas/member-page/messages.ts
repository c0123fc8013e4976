/** Texts of the member's own page and its link (issue 26; decisions 0340-0345). */

export const MEMBER_LINK_NOT_FOUND = "Member not found";
export const MEMBER_LINK_CREATED = "A new link was made; the old one no longer works.";
export const MEMBER_LINK_REVOKED = "The link was revoked; it no longer works.";
export const MEMBER_LINK_NONE = "This member has no link.";
/** The page a malformed, unknown, revoked or another gym's link opens (issue 26 §6). */
export const MEMBER_LINK_INVALID = "This link is no longer valid";
export const MEMBER_LINK_INVALID_HINT = "Ask the gym's front desk to send you a new link.";
export const MEMBER_LINK_TOO_MANY = "Too many tries. Wait a few minutes and try again.";
