import { createServer } from "node:net";

/** The port of FREE_PORTS' range the next call tries first. */
let next = 0;

/**
 * A TCP port on 127.0.0.1 that nothing listens on now, for a server a bench or a test starts itself (the API as
 * a child process, an embedded PostgreSQL, PgBouncer, HAProxy). The one copy: tests import it from here, as
 * they import the benches' child-server.ts.
 *
 * The system picks it, unless FREE_PORTS names a range (`4720-4729`) for a machine whose engineers each have
 * their own ports: then the next port of the range, after the last one handed out (so two calls in a row
 * never answer the same port before its server binds it), that a probe can bind.
 */
export async function freePort(): Promise<number> {
  const range = process.env.FREE_PORTS;
  if (!range) return probe(0);
  const [first, last] = portRange(range);
  for (let tried = first; tried <= last; tried++) {
    // Taken before the probe, so calls running at once (Promise.all) try different ports.
    const port = next >= first && next <= last ? next : first;
    next = port + 1;
    if (await probe(port).catch(() => 0)) return port;
  }
  throw new Error(`no free port in FREE_PORTS=${range}`);
}

function portRange(range: string): [number, number] {
  const match = /^(\d+)-(\d+)$/.exec(range.trim());
  const [first, last] = match ? [Number(match[1]), Number(match[2])] : [0, -1];
  if (!(first > 0 && first <= last && last < 65_536)) throw new Error(`FREE_PORTS=${range}: expected e.g. 4720-4729`);
  return [first, last];
}

/** Binds `port` (0: any) and closes again; the port bound. */
function probe(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref(); // a probe never keeps the process alive
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      const bound = (server.address() as { port: number }).port;
      server.close(() => resolve(bound));
    });
  });
}
