import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:4327";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--no-first-run"] });
const login = await (await fetch(`${base}/api/android/auth/login/`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ schema_name: "demo_gym", username: "owner", password: "gymowner123", user_type: "admin" }) })).json();
const { token, success, ...user } = login;
const shots = process.argv.slice(2);
for (const [w, h, tag] of [[1366, 800, "wide"], [390, 844, "phone"]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h } });
  await ctx.addInitScript(([t, u]) => { localStorage.setItem("gym_token", t); localStorage.setItem("gym_user_data", u); }, [token, JSON.stringify(user)]);
  const page = await ctx.newPage();
  for (const path of shots) {
    await page.goto(base + path);
    await page.waitForTimeout(2500);
    const name = path.replace(/[^a-z]/gi, "_");
    await page.screenshot({ path: `/tmp/shopseed/${name}-${tag}.png`, fullPage: tag === "phone" ? false : true });
  }
  await ctx.close();
}
await browser.close();
