import { createServer, type Server } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "../../bench/free-port.ts";

// The one free-port helper of the tests and benches, within FREE_PORTS' range (a shared machine's own ports).
const before = process.env.FREE_PORTS;
const held: Server[] = [];
afterEach(async () => {
  if (before === undefined) delete process.env.FREE_PORTS;
  else process.env.FREE_PORTS = before;
  await Promise.all(held.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

const listen = (port: number) =>
  new Promise<Server>((resolve, reject) => {
    const server = createServer().once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });

/** The range to try: the one this machine gave us, else ten ports from one the system picks. */
async function range(): Promise<[number, number]> {
  if (before) {
    const [first, last] = before.split("-").map(Number);
    return [first!, last!];
  }
  delete process.env.FREE_PORTS;
  const first = await freePort();
  return [first, first + 9];
}

describe("freePort", () => {
  it("answers a port nothing listens on, that a server can then bind", async () => {
    const port = await freePort();
    expect(port).toBeGreaterThan(0);
    held.push(await listen(port));
  });

  it("within FREE_PORTS: calls at once answer different ports of the range, and a port in use is never answered", async () => {
    const [first, last] = await range();
    process.env.FREE_PORTS = `${first}-${last}`;
    const [a, b] = await Promise.all([freePort(), freePort()]);
    expect(a).not.toBe(b);
    for (const port of [a, b]) expect(port).toBeGreaterThanOrEqual(first);
    for (const port of [a, b]) expect(port).toBeLessThanOrEqual(last);
    held.push(await listen(a!));
    for (let call = 0; call < last - first + 1; call++) expect(await freePort()).not.toBe(a);
  });

  it("refuses a range it cannot read", async () => {
    process.env.FREE_PORTS = "4729-4720";
    await expect(freePort()).rejects.toThrow("FREE_PORTS=4729-4720");
  });
});
