import { describe, expect, it } from "vitest";
import { escapeHtml, hexColour, html, httpUrl, localUrl } from "../../src/lib/html.ts";

/** The one escaping helper of the server-rendered public page (decision 0194). */
describe("html`...`", () => {
  it("escapes text: a <script> stays text", () => {
    const out = html`<p>${"<script>alert(1)</script>"}</p>`.value;
    expect(out).toBe("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>");
  });

  it("escapes quotes, so a value never leaves its attribute", () => {
    const out = html`<img alt="${`"><script>x</script>`}" title='${"' onmouseover='x"}'>`.value;
    expect(out).toBe(`<img alt="&quot;&gt;&lt;script&gt;x&lt;/script&gt;" title='&#39; onmouseover=&#39;x'>`);
    expect(escapeHtml(`a&b<c>d"e'f`)).toBe("a&amp;b&lt;c&gt;d&quot;e&#39;f");
  });

  it("nests templates without escaping them twice, joins lists, and renders nothing for null, undefined and booleans", () => {
    const items = ["a<b", "c"].map((t) => html`<li>${t}</li>`);
    expect(html`<ul>${items}</ul>${null}${undefined}${false}${true}${0}`.value).toBe(
      "<ul><li>a&lt;b</li><li>c</li></ul>0",
    );
  });
});

describe("URLs and colours from the database", () => {
  it("keeps http and https links and refuses javascript:, data: and relative ones", () => {
    expect(httpUrl("https://example.com/join?x=1")).toBe("https://example.com/join?x=1");
    expect(httpUrl("http://gym.local:3000/")).toBe("http://gym.local:3000/");
    expect(httpUrl("javascript:alert(1)")).toBeNull();
    expect(httpUrl(" JavaScript:alert(1)")).toBeNull();
    expect(httpUrl("data:text/html,<script>alert(1)</script>")).toBeNull();
    expect(httpUrl("/relative")).toBeNull();
    expect(httpUrl("")).toBeNull();
    expect(httpUrl(null)).toBeNull();
  });

  it("keeps this server's own paths only", () => {
    expect(localUrl("/media/posts/a.png")).toBe("/media/posts/a.png");
    expect(localUrl("//evil.example/a.png")).toBeNull();
    expect(localUrl("/\\evil.example")).toBeNull();
    expect(localUrl("javascript:alert(1)")).toBeNull();
    expect(localUrl(null)).toBeNull();
  });

  it("takes colours only as hex", () => {
    expect(hexColour("#1a2B3c")).toBe("#1a2B3c");
    expect(hexColour("#fff")).toBe("#fff");
    expect(hexColour("red;background:url(x)")).toBeNull();
    expect(hexColour(null)).toBeNull();
  });
});
