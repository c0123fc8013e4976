import AxeBuilder from "@axe-core/playwright";
import { chromium } from "@playwright/test";

const base = "http://127.0.0.1:4323";
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run"],
});
const login = await (
  await fetch(`${base}/api/android/auth/login/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ schema_name: "demo_gym", username: "owner", password: "gymowner123", user_type: "admin" }),
  })
).json();
const { token, success, ...user } = login;
const screens = (
  process.argv[2] ??
  "/dashboard,/dashboard/addMember,/dashboard/membersList,/dashboard/bulkUpload,/dashboard/gymImages,/dashboard/exercises,/dashboard/exercises?mode=muscle-groups,/dashboard/exercises?mode=exercises,/dashboard/exercises/1,/dashboard/exercises/category/1,/dashboard/diet,/login"
).split(",");
const widths = (process.argv[3] ?? "1366,390").split(",").map(Number);
for (const width of widths) {
  const context = await browser.newContext({ viewport: { width, height: width > 500 ? 800 : 844 } });
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem("gym_token", t);
      localStorage.setItem("gym_user_data", u);
    },
    [token, JSON.stringify(user)],
  );
  for (const path of screens) {
    if (path === "/login") await page.evaluate(() => localStorage.clear());
    await page.goto(base + path);
    await page.waitForTimeout(2500);
    const name = `${width}${path.replace(/[/?=&]/g, "_")}`;
    await page.screenshot({ path: `/tmp/issue8-shots/${name}.png`, fullPage: false });
    const results = await new AxeBuilder({ page }).analyze();
    const severe = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    console.log(`${name} title="${await page.title()}" overflowX=${overflow} severe=${severe.length}`);
    for (const v of severe)
      console.log(
        `   ${v.id}: ${v.nodes
          .slice(0, 4)
          .map((n) => `${n.target.join(" ")} ${(n.any[0]?.message ?? "").slice(0, 90)}`)
          .join(" | ")}`,
      );
  }
  await context.close();
}
await browser.close();
