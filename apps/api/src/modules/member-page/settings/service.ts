import { MEMBER_PAGE_SETTINGS_DEFAULTS, type MemberPageSettings } from "@gym/contracts";
import type { AreaContext } from "../../context.ts";
import { memberPageSettingsRepository } from "./repository.ts";

export async function getMemberPageSettings(ctx: AreaContext) {
  return { settings: await memberPageSettingsRepository(ctx).read(), defaults: MEMBER_PAGE_SETTINGS_DEFAULTS };
}

export async function saveMemberPageSettings(ctx: AreaContext, settings: MemberPageSettings) {
  await memberPageSettingsRepository(ctx).save(settings);
  return getMemberPageSettings(ctx);
}
