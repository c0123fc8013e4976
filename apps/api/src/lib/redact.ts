/** Query parameters whose value is a secret, whatever their case (matched after decoding the name). */
const SECRET_NAME = /token|password|secret|jwt/i;
/** A member's private link, `/m/<schema>/<token>...` (decision 0342): the token is a key, so it is never logged. */
const MEMBER_PAGE = /^(\/m\/[^/?#]*\/)[^/?#]+/i;
/** A JWT anywhere in the URL, under any name. */
const JWT = /eyJ[\w-]*\.[\w-]+\.[\w-]*/g;
/**
 * Whatever any rule below could change must contain one of these: a secret's name undecoded (decoding
 * only acts on `%` and `+`), a JWT's `eyJ`, a member page's `/m/`. A URL with none of them is logged as
 * it is, without splitting its query (every request's log line calls this; issue 28 §2).
 */
const MAYBE_REDACTED = /[%+]|token|password|secret|jwt|eyJ|^\/m\//i;

/**
 * A URL as the request log may show it: the value of every query parameter whose decoded name says
 * it is a secret is replaced, so `?%74oken=`, `?TOKEN=` and `?to%6Ben=` are redacted like `?token=`
 * (the query parser decodes names the same way before the auth check reads them), and so is anything
 * shaped like a JWT. A name that cannot be decoded is redacted too (issue 7 §7).
 */
export function redactUrl(raw: string): string {
  return MAYBE_REDACTED.test(raw) ? redactedUrl(raw) : raw;
}

/** Every rule applied, whatever the URL (exported for the test that holds `redactUrl` equal to it). */
export function redactedUrl(raw: string): string {
  const url = raw.replace(MEMBER_PAGE, "$1[redacted]");
  const at = url.indexOf("?");
  if (at === -1) return url.replace(JWT, "[redacted]");
  const query = url
    .slice(at + 1)
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      const name = eq === -1 ? pair : pair.slice(0, eq);
      return isSecretName(name) ? `${name}=[redacted]` : pair;
    })
    .join("&");
  return `${url.slice(0, at)}?${query}`.replace(JWT, "[redacted]");
}

function isSecretName(raw: string): boolean {
  try {
    return SECRET_NAME.test(decodeURIComponent(raw.replace(/\+/g, " ")));
  } catch {
    return true;
  }
}
