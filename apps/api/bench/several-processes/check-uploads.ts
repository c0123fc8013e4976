import { type Outcome, outcome } from "./outcome.ts";
import { signIn } from "./traffic.ts";

/**
 * The processes share one UPLOAD_DIR (README, "Several API processes"): a picture added through one
 * process is served, byte for byte, by every other one and through HAProxy.
 */
export async function checkUploads(
  haproxy: string,
  ports: { name: string; port: number }[],
  gym: string,
): Promise<Outcome> {
  const problems: string[] = [];
  const [first, ...others] = ports;
  const direct = (p: { port: number }) => `http://127.0.0.1:${p.port}`;
  const token = await signIn(haproxy, gym);
  const sharp = (await import("sharp")).default;
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 30, g: 140, b: 90 } } })
    .png()
    .toBuffer();
  const body = new FormData();
  body.append("image_1", new Blob([new Uint8Array(png)], { type: "image/png" }), "several.png");
  body.append("title_1", "Added through one process");
  const res = await fetch(`${direct(first!)}/api/android/gyms/images/add/`, {
    method: "POST",
    headers: { authorization: `Token ${token}` },
    body,
  });
  const added = (await res.json()) as { images?: { image_url: string }[] };
  const url = added.images?.[0]?.image_url;
  if (res.status !== 200 || !url)
    return outcome("an upload through one process is served by the others", [`add answered ${res.status}`], "");
  const bytes = async (base: string) => {
    const r = await fetch(`${base}${url}`);
    return { status: r.status, data: Buffer.from(await r.arrayBuffer()) };
  };
  const original = await bytes(direct(first!));
  for (const [name, base] of [...others.map((p) => [p.name, direct(p)] as const), ["HAProxy", haproxy] as const]) {
    const got = await bytes(base);
    if (got.status !== 200 || !got.data.equals(original.data))
      problems.push(
        `${name} answered ${got.status} with ${got.data.length} bytes (${first!.name}: ${original.data.length})`,
      );
  }
  return outcome(
    "an upload through one process is served by the others",
    problems,
    `a picture added through ${first!.name} (${original.data.length} bytes at ${url}) served identically by ${others.map((p) => p.name).join(", ")} and through HAProxy`,
  );
}
