import type { Seeder } from "../../seed/seeder.ts";
import { membersRepository } from "../members/repository.ts";
import { feedbackRepository } from "./repository.ts";
import { DEMO_FEEDBACK } from "./seed-data.ts";

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/**
 * Demo feedback threads in every status and priority (issue 13), from the demo members (runs after
 * them), spread over the last weeks so the cards show their days since submitted.
 */
export const feedbackDemoSeeder: Seeder = {
  name: "feedback",
  async run(ctx) {
    const repo = feedbackRepository(ctx);
    const members = await membersRepository(ctx).first(DEMO_FEEDBACK.length);
    if (!members.length) return;
    const categories = new Map((await repo.categories()).map((c) => [c.name, c.id]));
    const now = ctx.now().getTime();
    for (const item of DEMO_FEEDBACK) {
      const member = members[item.member % members.length]!;
      const submitted = new Date(now - item.daysAgo * DAY - 3 * HOUR);
      const answered = item.response ? new Date(submitted.getTime() + 2 * HOUR) : null;
      const { id } = await repo.create({
        member_id: member.id,
        member_name: `${member.first_name} ${member.last_name}`,
        category_id: categories.get(item.category) ?? null,
        subject: item.subject,
        message: item.message,
        rating: item.rating,
        status: item.status,
        priority: item.priority,
        admin_response: item.response ?? null,
        response_date: answered,
        created_at: submitted,
      });
      if (item.response && answered) await repo.addMessage(id, "ADMIN", item.response, answered);
      for (const [i, step] of (item.thread ?? []).entries()) {
        const at = new Date(Math.min(now, (answered ?? submitted).getTime() + (i + 1) * 4 * HOUR));
        await repo.addMessage(id, step.author, step.message, at);
      }
    }
  },
};
