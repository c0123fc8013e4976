import { connect } from "node:net";

export interface Answer {
  status: number;
  body: string;
  /** Body bytes written before the answer came (or the server closed the connection). */
  sent: number;
}

/**
 * Sends a request over a real socket the way a client on a slow link does: the head, then the body in
 * chunks, each only once the previous one was taken, and stops as soon as the server answers. So a test
 * can tell whether the server answered before reading the whole body, and how much it read.
 */
export function sendUntilAnswered(port: number, head: string, chunks: Iterable<Buffer>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let sent = 0;
    let response = "";
    let answered = false;
    const finish = () => {
      const match = /^HTTP\/1\.1 (\d{3})[\s\S]*?\r\n\r\n([\s\S]*)$/.exec(response);
      if (!match) return reject(new Error(`No HTTP answer after ${sent} body bytes: ${response.slice(0, 200)}`));
      resolve({ status: Number(match[1]), body: match[2]!, sent });
      socket.destroy();
    };
    socket.on("data", (data) => {
      response += data.toString("latin1");
      if (!answered && response.includes("\r\n\r\n")) answered = true;
    });
    socket.on("close", finish);
    socket.on("error", () => {}); // writes after the server closed: the answer decides
    socket.once("connect", async () => {
      socket.write(head);
      for (const chunk of chunks) {
        if (answered || socket.destroyed) break;
        if (!socket.write(chunk)) await new Promise((r) => socket.once("drain", r).once("close", r));
        sent += chunk.length;
        // Give the server a moment to answer between chunks, as a real network would.
        await new Promise((r) => setImmediate(r));
      }
      // Wait for the answer (the server closes the connection after refusing a body it did not read).
      setTimeout(() => socket.end(), 5000);
    });
  });
}

/**
 * A request sent by hand over a real socket up to `first` (its head and the body's first bytes): in flight on the
 * server until `finish` sends `rest` and reads the whole answer (the head asks for `Connection: close`).
 */
export async function partlySent(port: number, head: string, first: Buffer, rest: Buffer) {
  const socket = connect(port, "127.0.0.1");
  socket.on("error", () => {});
  let answer = "";
  socket.on("data", (d) => {
    answer += String(d);
  });
  const closed = new Promise((resolve) => socket.once("close", resolve));
  await new Promise((resolve) => socket.once("connect", resolve));
  socket.write(head);
  socket.write(first);
  return {
    async finish(): Promise<string> {
      socket.write(rest);
      await closed;
      return answer;
    },
  };
}

/** Multipart head and pieces for a hand-streamed form. */
export const BOUNDARY = "----slowclientboundary";
export const multipartHead = (path: string, length: number, extra = "") =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${length}\r\n${extra}\r\n`;
export const textPart = (name: string, value: string) =>
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
export const filePartHead = (name: string) =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
export const closing = Buffer.from(`--${BOUNDARY}--\r\n`);

/** `total` bytes in chunks of `size`. */
export function* bytes(total: number, size = 256 * 1024): Generator<Buffer> {
  const chunk = Buffer.alloc(size, 0x61);
  for (let left = total; left > 0; left -= size) yield left >= size ? chunk : chunk.subarray(0, left);
}
