import { describe, expect, it } from "vitest";
import { redactedUrl, redactUrl } from "../../src/lib/redact.ts";

// redactUrl skips the query's split for a URL that no rule could change (issue 28 §2): it must answer
// exactly what every rule applied answers, for any URL.
describe("redactUrl's shortcut", () => {
  it("answers what the full rules answer, on URLs built from the rules' own pieces", () => {
    const pieces = [
      "/api/members/members/",
      "/m/",
      "gym_1/",
      "?",
      "&",
      "=",
      "page",
      "2",
      "token",
      "ToKeN",
      "%74oken",
      "to%6Ben",
      "%",
      "%zz",
      "+",
      "pass",
      "word",
      "secret",
      "JWT",
      "eyJhbGci.eyJzdWIi.c2ln",
      "eyj",
      "search",
      "sharma",
      "a b",
    ];
    let seed = 28;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed;
    };
    for (let i = 0; i < 20_000; i++) {
      let url = i % 3 === 0 ? "/m/" : "/api/members/members/";
      const length = next() % 9;
      for (let j = 0; j < length; j++) url += pieces[next() % pieces.length];
      expect(redactUrl(url), url).toBe(redactedUrl(url));
    }
  });

  it("leaves a plain URL as it is and still redacts the known cases", () => {
    expect(redactUrl("/api/members/members/?page=2&page_size=50")).toBe("/api/members/members/?page=2&page_size=50");
    expect(redactUrl("/api/x/?%74oken=abc&page=2")).toBe("/api/x/?%74oken=[redacted]&page=2");
    expect(redactUrl("/api/x/?TOKEN=abc")).toBe("/api/x/?TOKEN=[redacted]");
    expect(redactUrl("/m/gym_1/secretkey/")).toBe("/m/gym_1/[redacted]/");
    expect(redactUrl("/api/x/?q=eyJhbGci.eyJzdWIi.c2ln")).toBe("/api/x/?q=[redacted]");
  });
});
