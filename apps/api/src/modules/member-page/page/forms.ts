import {
  dbId,
  MEMBER_PAGE_CROSS_SITE,
  MEMBER_PAGE_NOTICES,
  MEMBER_REQUEST_REFUSALS,
  type MemberPageNotice,
  memberBookingForm,
  memberFeedbackForm,
  memberFreezeForm,
  memberPagePath,
  z,
} from "@gym/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AreaContext } from "../../context.ts";
import {
  type ActionResult,
  markWorkoutDone,
  requestBooking,
  requestMemberFreeze,
  sendMemberFeedback,
} from "./actions.ts";
import { messagePage, type PageNotice } from "./render-page.ts";

export interface Opened {
  ctx: AreaContext & { gymName: string };
  memberId: number;
}

interface FormDeps {
  config: { public: true; rateLimit: { max: number; timeWindow: string } };
  open: (request: FastifyRequest, reply: FastifyReply, schemaName: string, token: string) => Promise<Opened | null>;
  page: (
    reply: FastifyReply,
    opened: Opened,
    token: string,
    notice: PageNotice | null,
    status?: number,
  ) => Promise<FastifyReply>;
}

/** Where each form's result is shown (the section it came from). */
const ANCHORS: Record<MemberPageNotice, string> = {
  booking: "bookings-title",
  freeze: "freeze-title",
  workout: "workouts-title",
  feedback: "feedback-title",
};

/** `?done=<key>` after a form's 303: the one-line notice of a success; anything else shows nothing. */
export function doneNotice(query: unknown): PageNotice | null {
  const done = (query as { done?: unknown } | null)?.done;
  return typeof done === "string" && Object.hasOwn(MEMBER_PAGE_NOTICES, done)
    ? { kind: "done", text: MEMBER_PAGE_NOTICES[done as MemberPageNotice] }
    : null;
}

/**
 * A form post from another site is refused (decision 0343). `Sec-Fetch-Site`, sent by every current
 * browser, decides when present. Without it, an `Origin` naming another host is refused; `Origin: null` is
 * not, because the page's own `no-referrer` policy makes browsers send `null` for its own posts. A client
 * sending neither (a script with the link) is let through: the token in the path is the key, not a cookie a
 * forged form could ride on.
 */
export function isCrossSite(request: FastifyRequest): boolean {
  const site = request.headers["sec-fetch-site"];
  if (typeof site === "string") return site !== "same-origin" && site !== "none";
  const origin = request.headers.origin;
  if (origin === undefined || origin === "null") return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}

const pageParams = z.object({ schema_name: z.string(), token: z.string() });
const doneParams = pageParams.extend({ id: z.string() });

/** The first message of a refused form (the contracts' own texts), else the general one. */
function formRefusal(error: z.ZodError): string {
  return error.issues[0]?.message ?? MEMBER_REQUEST_REFUSALS.invalid;
}

/**
 * The member page's forms (issue 26 §2; decisions 0343-0345): plain `<form method="post">` under the
 * link's own path, read as application/x-www-form-urlencoded. A success answers 303 back to the page with
 * `?done=<key>` (reloading it posts nothing again); a refusal answers the page with the reason and a 4xx,
 * nothing written. Another member's assignment id through a link is the same 404 as a bad link.
 */
export const memberPageForms =
  ({ config, open, page }: FormDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    function post<P extends typeof pageParams>(
      path: string,
      params: P,
      act: (
        opened: Opened,
        request: FastifyRequest<{ Params: z.infer<P> }>,
      ) => Promise<ActionResult | null | z.ZodError>,
    ) {
      app.post(path, { config, schema: { params } }, async (request, reply) => {
        const { schema_name, token } = request.params as z.infer<typeof pageParams>;
        if (isCrossSite(request)) {
          request.log.warn({ gym: schema_name, address: request.ip }, "member page: cross-site form refused");
          return reply
            .status(403)
            .header("cache-control", "no-store")
            .header("x-robots-tag", "noindex, nofollow")
            .type("text/html; charset=utf-8")
            .send(
              messagePage(
                MEMBER_PAGE_CROSS_SITE,
                "Open your page from the link the gym sent you and send the form there.",
              ),
            );
        }
        const opened = await open(request, reply, schema_name, token);
        if (!opened) return reply;
        const result = await act(opened, request as never);
        if (result === null)
          return reply.status(404).send(messagePage("Not found", "This is not one of your workouts."));
        if (result instanceof z.ZodError)
          return page(reply, opened, token, { kind: "refused", text: formRefusal(result) }, 400);
        if ("refused" in result)
          return page(reply, opened, token, { kind: "refused", text: result.refused }, result.status);
        const base = memberPagePath(opened.ctx.schema, token);
        return reply.redirect(`${base}?done=${result.notice}#${ANCHORS[result.notice]}`, 303);
      });
    }

    const body = (request: FastifyRequest) => (request.body ?? {}) as Record<string, unknown>;

    post("/m/:schema_name/:token/bookings", pageParams, async ({ ctx, memberId }, request) => {
      const form = memberBookingForm.safeParse(body(request));
      return form.success ? requestBooking(ctx, memberId, form.data) : form.error;
    });

    post("/m/:schema_name/:token/freeze", pageParams, async ({ ctx, memberId }, request) => {
      const form = memberFreezeForm.safeParse(body(request));
      return form.success ? requestMemberFreeze(ctx, memberId, form.data) : form.error;
    });

    post("/m/:schema_name/:token/workouts/:id/done", doneParams, async ({ ctx, memberId }, request) => {
      const { id } = request.params as z.infer<typeof doneParams>;
      const assignmentId = /^\d{1,10}$/.test(id) ? dbId.safeParse(Number(id)) : null;
      return assignmentId?.success ? markWorkoutDone(ctx, memberId, assignmentId.data) : null;
    });

    post("/m/:schema_name/:token/feedback", pageParams, async ({ ctx, memberId }, request) => {
      const form = memberFeedbackForm.safeParse(body(request));
      return form.success ? sendMemberFeedback(ctx, memberId, form.data) : form.error;
    });
  };
