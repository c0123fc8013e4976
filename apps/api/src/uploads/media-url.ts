/**
 * The URL of a stored file: root-relative (`/media/<schema>/<area>/<uuid>.<ext>`), resolved by the
 * client against the API's own address, so it survives proxies, ports and host renames (decision 0007).
 */
export function mediaUrl(path: string): string {
  return `/media/${path}`;
}

export function mediaUrlOrNull(path: string | null | undefined): string | null {
  return path ? mediaUrl(path) : null;
}
