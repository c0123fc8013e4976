import { builtEndpoints, endpointName } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../support/context.ts";

/**
 * The OpenAPI document covers every served catalogue entry (builtEndpoints), so a new area is
 * documented by landing its routes, and the reference page is served (issue 7 §10, decision 0083).
 */
interface Operation {
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, unknown> };
  parameters?: { in: string; name: string }[];
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
let ctx: TestContext;
let doc: {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  security: Record<string, string[]>[];
  components: { securitySchemes: Record<string, Record<string, string>>; schemas: Record<string, unknown> };
};
beforeAll(async () => {
  ctx = await createTestContext();
  const res = await ctx.app.inject({ url: "/api/openapi.json" });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => ctx.close());

const operation = (method: string, path: string) => doc.paths[path]?.[method.toLowerCase()];

describe("GET /api/openapi.json", () => {
  it("is OpenAPI 3.1, served without a token", () => {
    expect(doc.openapi).toBe("3.1.0");
  });

  it("documents every served catalogue entry, and nothing else", () => {
    const missing = builtEndpoints.filter((e) => !operation(e.method, e.path)).map(endpointName);
    expect(missing).toEqual([]);
    const count = Object.values(doc.paths).reduce((n, ops) => n + Object.keys(ops).length, 0);
    expect(count).toBe(builtEndpoints.length);
    expect(doc.paths["/health"]).toBeUndefined();
  });

  it("offers the three ways to send the token, and none on the public entries", () => {
    const schemes = doc.components.securitySchemes;
    expect(schemes.Token).toMatchObject({ type: "apiKey", in: "header", name: "Authorization" });
    expect(schemes.Bearer).toMatchObject({ type: "http", scheme: "bearer" });
    expect(schemes.TokenField).toMatchObject({ type: "apiKey", in: "query", name: "token" });
    expect(doc.security).toEqual([{ Token: [] }, { Bearer: [] }, { TokenField: [] }]);
    for (const e of builtEndpoints) {
      const op = operation(e.method, e.path)!;
      if (e.public) expect(op.security, endpointName(e)).toEqual([]);
      else expect(op.security, endpointName(e)).toBeUndefined();
    }
  });

  it("gives request and response shapes from the contracts and the error envelope on every entry", () => {
    const login = operation("POST", "/api/android/auth/login/")!;
    const body = login.requestBody?.content["application/json"] as { schema: { required: string[] } };
    expect(body.schema.required).toEqual(["schema_name", "username", "password"]);
    expect(JSON.stringify(login.responses["200"])).toContain('"token"');
    expect(doc.components.schemas.ErrorEnvelope).toMatchObject({ required: ["success", "error", "message"] });
    for (const e of builtEndpoints) {
      const op = operation(e.method, e.path)!;
      expect(Object.keys(op.responses), endpointName(e)).toEqual(expect.arrayContaining(["400", "4XX", "500"]));
      expect(JSON.stringify(op.responses["500"])).toContain("#/components/schemas/ErrorEnvelope");
      if (!e.public) expect(op.responses["401"], endpointName(e)).toBeDefined();
      if (e.multipart)
        expect(Object.keys(op.requestBody?.content ?? {}), endpointName(e)).toContain("multipart/form-data");
      for (const name of e.path.match(/\{(\w+)\}/g) ?? []) {
        expect(
          op.parameters?.map((p) => `{${p.name}}`),
          endpointName(e),
        ).toContain(name);
      }
    }
  });

  it("describes uploaded files as binary form fields", () => {
    const register = operation("POST", "/api/android/member/register/")!;
    const form = register.requestBody?.content["multipart/form-data"] as {
      schema: { properties: Record<string, unknown> };
    };
    expect(JSON.stringify(form.schema.properties.profile_photo)).toContain('"format":"binary"');
  });
});

describe("GET /api/docs", () => {
  it("serves the interactive reference without a token, reading the same document", async () => {
    const page = await ctx.app.inject({ url: "/api/docs", headers: { accept: "text/html" } });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("/api/docs/static/swagger-ui-bundle.js");
    const init = await ctx.app.inject({ url: "/api/docs/static/swagger-initializer.js" });
    expect(init.statusCode).toBe(200);
    expect(init.body).toContain("/api/openapi.json");
    expect((await ctx.app.inject({ url: "/api/docs/static/swagger-ui-bundle.js" })).statusCode).toBe(200);
  });
});
