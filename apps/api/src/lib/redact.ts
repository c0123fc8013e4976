/** Removes `token` values from a URL before it is logged (the documented clients put it in the query). */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|password)=)[^&#]*/gi, "$1[redacted]");
}
