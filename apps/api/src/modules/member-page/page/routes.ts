import { dbId, memberPagePath, z } from "@gym/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { HttpError } from "../../../lib/http-errors.ts";
import { publicGymContext } from "../../context.ts";
import { PUBLIC_PAGE_PER_MINUTE } from "../../public-gym/routes.ts";
import { doneNotice, memberPageForms, type Opened } from "./forms.ts";
import { missCounter } from "./misses.ts";
import { qrSvg } from "./qr.ts";
import { invalidLinkPage, invoiceNotFoundPage, memberPage, type PageNotice, tooManyTriesPage } from "./render-page.ts";
import { type MemberPageData, memberInvoicePdf, memberOfLink, memberPageData, memberPageOfLink } from "./service.ts";

/** The path's parts as text: a malformed one gets the same 'no longer valid' page, never a 400 naming it. */
const pageParams = z.object({ schema_name: z.string(), token: z.string() });
const invoiceParams = pageParams.extend({ id: z.string() });

/** Never stored by a browser or proxy, never indexed, never sent on as a Referer (decision 0342). */
export function privateHeaders(reply: FastifyReply): FastifyReply {
  return reply
    .header("cache-control", "no-store")
    .header("x-robots-tag", "noindex, nofollow")
    .header("referrer-policy", "no-referrer");
}

/**
 * The member's own page (issue 26 §2, §5; decision 0342): HTML from the server like the public page, at
 * `/m/<schema_name>/<token>`, and each of their invoices' PDFs under it. No session; the link is the key.
 */
export const memberPagePublicRoutes =
  (missesPerAddress: number): FastifyPluginAsyncZod =>
  async (app) => {
    const config = { public: true as const, rateLimit: { max: PUBLIC_PAGE_PER_MINUTE, timeWindow: "1 minute" } };
    const misses = missCounter(missesPerAddress, () => app.db.clock.now());

    /**
     * What a link opens (`find` reads it in the gym: the member, or the member with their page), or null after
     * answering the request itself: a blocked address, an unknown gym or a wrong link.
     */
    async function openWith<T>(
      request: FastifyRequest,
      reply: FastifyReply,
      schemaName: string,
      find: (ctx: Opened["ctx"]) => Promise<T | null>,
    ): Promise<{ ctx: Opened["ctx"]; found: T } | null> {
      privateHeaders(reply).type("text/html; charset=utf-8");
      if (misses.blocked(request.ip)) {
        request.log.warn({ gym: schemaName, address: request.ip }, "member link: too many wrong links");
        reply.status(429).send(tooManyTriesPage());
        return null;
      }
      const ctx = await publicGymContext(request, schemaName).catch((error: unknown) => {
        if (error instanceof HttpError && error.statusCode === 404) return null;
        throw error;
      });
      const found = ctx ? await find(ctx) : null;
      if (!ctx || found === null) {
        const count = misses.miss(request.ip);
        // Logged without the token (the request log redacts it from the URL too).
        request.log.warn({ gym: schemaName, address: request.ip, misses: count }, "member link: wrong or revoked link");
        reply.status(404).send(invalidLinkPage());
        return null;
      }
      return { ctx, found };
    }

    /** The gym and member a link opens, or null after answering the request itself. */
    async function open(
      request: FastifyRequest,
      reply: FastifyReply,
      schemaName: string,
      token: string,
    ): Promise<Opened | null> {
      const opened = await openWith(request, reply, schemaName, (ctx) => memberOfLink(ctx, token));
      return opened && { ctx: opened.ctx, memberId: opened.found };
    }

    /** Sends the page with its QR codes, and a one-line notice (a form's result) when given. */
    async function send(
      reply: FastifyReply,
      ctx: Opened["ctx"],
      data: MemberPageData,
      token: string,
      notice: PageNotice | null,
      status: number,
    ): Promise<FastifyReply> {
      const [upiQr, cardQr] = await Promise.all([
        data.dues.upi_link ? qrSvg(data.dues.upi_link) : null,
        data.card ? qrSvg(data.card.replaceAll("-", "")) : null,
      ]);
      const basePath = memberPagePath(ctx.schema, token);
      return reply.status(status).send(memberPage({ ...data, gymName: ctx.gymName, basePath, upiQr, cardQr, notice }));
    }

    /** The page itself, with a one-line notice (a form's result) when given; `status` 200 unless refused. */
    async function page(
      reply: FastifyReply,
      opened: Opened,
      token: string,
      notice: PageNotice | null,
      status = 200,
    ): Promise<FastifyReply> {
      const { ctx, memberId } = opened;
      return send(reply, ctx, await memberPageData(ctx, memberId, ctx.gymName), token, notice, status);
    }

    for (const url of ["/m/:schema_name/:token", "/m/:schema_name/:token/"]) {
      app.get(url, { config, schema: { params: pageParams } }, async (request, reply) => {
        const { schema_name, token } = request.params;
        // The link and the page in one statement (decision 0351).
        const opened = await openWith(request, reply, schema_name, (ctx) => memberPageOfLink(ctx, token, ctx.gymName));
        if (!opened) return reply;
        return send(reply, opened.ctx, opened.found.data, token, doneNotice(request.query), 200);
      });
    }

    await app.register(memberPageForms({ config, open, page }));

    app.get(
      "/m/:schema_name/:token/invoices/:id/pdf",
      { config, schema: { params: invoiceParams } },
      async (request, reply) => {
        const { schema_name, token, id } = request.params;
        const opened = await open(request, reply, schema_name, token);
        if (!opened) return reply;
        const invoiceId = /^\d{1,10}$/.test(id) ? dbId.safeParse(Number(id)) : null;
        const file = invoiceId?.success
          ? await memberInvoicePdf(opened.ctx, opened.memberId, invoiceId.data, opened.ctx.gymName)
          : null;
        if (!file)
          return reply.status(404).send(invoiceNotFoundPage(`/m/${encodeURIComponent(opened.ctx.schema)}/${token}`));
        return reply
          .type("application/pdf")
          .header("content-disposition", `attachment; filename="${file.filename}"`)
          .send(file.pdf);
      },
    );
  };
