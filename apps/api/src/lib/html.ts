/**
 * HTML built on the server (the gym's public page, decision 0194). Every interpolated value is
 * escaped unless it is already `SafeHtml` (the result of another `html` template), so a text from
 * the database can never open a tag or leave an attribute. Templates always quote their attributes.
 * URLs from the database go through `httpUrl` or `localUrl` first: escaping alone would let
 * `javascript:` through an `href`.
 */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

/** What a template accepts: nothing (null, undefined, false: rendered as nothing), text, numbers, HTML, lists. */
export type HtmlValue = SafeHtml | string | number | boolean | null | undefined | readonly HtmlValue[];

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false || value === true) return "";
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join("");
  return escapeHtml(String(value));
}

/** The tagged template: html`<p title="${title}">${text}</p>`. */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0] ?? "";
  for (let i = 0; i < values.length; i++) out += render(values[i] as HtmlValue) + (strings[i + 1] ?? "");
  return new SafeHtml(out);
}

/** Markup the server itself wrote (the page's own style sheet), never a value from the database. */
export function trusted(markup: string): SafeHtml {
  return new SafeHtml(markup);
}

/** An absolute http(s) URL as written, else null (`javascript:`, `data:`, relative and malformed URLs are refused). */
export function httpUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.href : null;
  } catch {
    return null;
  }
}

/** A path on this server (`/media/...`), else null: no scheme, no `//host`, no backslash tricks. */
export function localUrl(path: string | null | undefined): string | null {
  if (!path?.startsWith("/") || path.startsWith("//") || path.includes("\\")) return null;
  return path;
}

/** A CSS colour from the database, only as `#rgb` or `#rrggbb` (it goes into a style attribute). */
export function hexColour(colour: string | null | undefined): string | null {
  return colour && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(colour) ? colour : null;
}
