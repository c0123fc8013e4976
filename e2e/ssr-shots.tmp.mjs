import { chromium } from "@playwright/test";
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const [w, h, name] of [[390, 844, "phone"], [1366, 800, "desktop"]]) {
  const page = await browser.newPage({ viewport: { width: w, height: h }, deviceScaleFactor: 1 });
  await page.goto(url, { waitUntil: "networkidle" });
  await page.screenshot({ path: `/tmp/ssr-${name}.png` });
  await page.evaluate(() => document.querySelector("#shop").scrollIntoView());
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/ssr-${name}-shop.png` });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/ssr-${name}-end.png` });
  console.log(name, "overflow", await page.evaluate(() => document.documentElement.scrollWidth - innerWidth));
  await page.close();
}
await browser.close();
