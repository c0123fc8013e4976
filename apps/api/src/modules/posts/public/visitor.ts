import { createHash, createHmac } from "node:crypto";

/**
 * Who counts as one visitor, without cookies and without keeping an address (decision 0143): an
 * HMAC of the address, the user agent, the gym and the gym's calendar day, keyed by a secret derived
 * from the server's own. The day in the hash means the same phone is a different visitor tomorrow,
 * so nothing links one day's rows to the next; the rows are purged after a day anyway.
 */
export function visitorKey(serverSecret: string): Buffer {
  return createHash("sha256").update(`post-visitors\u0000${serverSecret}`).digest();
}

export function visitorHash(
  key: Buffer,
  visit: { address: string; userAgent: string; schema: string; day: string },
): string {
  return createHmac("sha256", key)
    .update([visit.address, visit.userAgent, visit.schema, visit.day].join("\u0000"))
    .digest("hex");
}

/**
 * Automated clients that must not move a counter: search and social crawlers (WhatsApp's and
 * Facebook's link previews among them), headless browsers, page-speed tools, HTTP libraries and
 * uptime monitors. No user agent at all counts as a bot too.
 */
const BOT =
  /bot\b|bot\/|crawl|spider|slurp|scrape|facebookexternalhit|facebookcatalog|whatsapp|telegram|skypeuripreview|preview|headless|lighthouse|pagespeed|gtmetrix|curl\/|wget\/|python-|python\/|java\/|go-http-client|okhttp|node-fetch|undici|axios\/|libwww|httpclient|http_request|phantomjs|selenium|puppeteer|playwright|monitor|uptime|pingdom|bingpreview/i;

export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || userAgent.trim().length < 8 || BOT.test(userAgent);
}
