const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The request's own origin for links in answers (decision 0080): `request.protocol` and `request.host`
 * follow X-Forwarded-Proto/-Host only through a TRUST_PROXY hop; anything but a plain http/https origin
 * with a valid host name gives null, and the caller writes a relative link instead.
 */
export function safeOrigin(protocol: string, host: string): string | null {
  if ((protocol !== "http" && protocol !== "https") || !HOST.test(host)) return null;
  try {
    return new URL(`${protocol}://${host}`).origin;
  } catch {
    return null;
  }
}
