import type { FastifyReply } from "fastify";

/**
 * Sends an answer already written as JSON text (decision 0413). Fastify sends a string whose content type says
 * JSON as it is: the route's serialiser is skipped, the onSend hooks (compression, headers) run as for any answer.
 * The text must be what the route's response schema describes; the caller's test holds it so.
 */
export function sendJsonText(reply: FastifyReply, text: string): FastifyReply {
  return reply.type("application/json; charset=utf-8").send(text);
}
