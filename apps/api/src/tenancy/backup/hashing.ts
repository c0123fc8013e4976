import { createHash } from "node:crypto";
import { Transform } from "node:stream";

/** Passes bytes through while counting them, their newlines (COPY text: one per row) and their sha256. */
export class Measure extends Transform {
  bytes = 0;
  lines = 0;
  private readonly hash = createHash("sha256");
  private digest: string | null = null;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null, data?: Buffer) => void) {
    this.bytes += chunk.length;
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) this.lines++;
    this.hash.update(chunk);
    done(null, chunk);
  }

  sha256(): string {
    this.digest ??= this.hash.digest("hex");
    return this.digest;
  }
}
