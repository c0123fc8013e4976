import { constants } from "node:zlib";
import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * Text-like bodies. The library also compresses what the mime database marks compressible (it cannot
 * be told otherwise), which leaves out images, videos, PDFs, spreadsheets and `application/octet-stream`:
 * those are compressed already, and compressing them again costs CPU for nothing. Its default pattern
 * is not used because it would add `application/octet-stream`, which could be any of those.
 */
export const COMPRESSIBLE_TYPES =
  /^text\/(?!event-stream)|^application\/(?:[\w.-]+\+)?(?:json|xml|javascript)(?:;|$)|^image\/svg\+xml/;

/** Below this a compressed body saves less than its framing costs (issue 7 §9: "threshold ~1 KB"). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Brotli quality for dynamic answers (issue 28 §2, decision 0313). Measured on the members list's page of
 * 50 (29 KB of JSON), one core: quality 2 gives 12.3% of the size in 0.12 ms of CPU; the library's default
 * 4 gives 11.9% in 0.22 ms; 5 and above cost 0.35 ms or more. Gzip (clients without brotli) at level 4:
 * 13.8% in 0.14 ms, against 12.9% in 0.21 ms at the default 6.
 */
export const BROTLI_QUALITY = 2;
export const GZIP_LEVEL = 4;
/**
 * Bodies up to this size are compressed in one synchronous call; larger ones through a stream. The
 * library's default on 2 cores is 8 KB, which sent a page of 50 members through a brotli stream per
 * response: twice the CPU of the same quality in one call (0.52 against 0.24 ms at quality 4). A
 * 256 KB body at quality 2 holds the event loop about 1 ms.
 */
export const SYNC_COMPRESSION_MAX_BYTES = 256 * 1024;

/**
 * Compresses large JSON answers (and any other text the API builds) for clients that ask for it.
 * The dashboard's built assets are compressed once at build time and served as they are by the static
 * plugin (`preCompressed`); they arrive here with Content-Encoding set and pass through untouched.
 * Request bodies are never decompressed: no documented client sends them compressed, and inflating
 * them would let a small upload expand past the body limits.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ["br", "gzip"],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    customTypes: COMPRESSIBLE_TYPES,
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      },
    },
    zlibOptions: { level: GZIP_LEVEL },
    syncThreshold: SYNC_COMPRESSION_MAX_BYTES,
  });
});
