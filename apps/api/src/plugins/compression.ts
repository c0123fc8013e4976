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
  });
});
