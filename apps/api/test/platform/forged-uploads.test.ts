import { readFileSync } from "node:fs";
import { builtEndpoints, type Endpoint, endpointName, toRoutePath } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import { ADD } from "../support/gym-images.ts";
import { mediaPath } from "../support/media.ts";
import { file, form, png } from "../support/multipart.ts";
import { loadRouteInputs, type RouteInputs } from "../support/route-inputs.ts";
import { gymSnapshot } from "../support/snapshot.ts";

/**
 * Issue 7 §1: a file can only come from the request's own multipart stream. Every served upload
 * endpoint of the catalogue gets, in each of its file fields, an object shaped like an upload that
 * points at another gym's real file: as a JSON body, as a form text field and as a form field declared
 * application/json (which the multipart parser turns into an object). Each is a 400, the target file
 * keeps its bytes, and neither gym's rows or files change.
 */
let ctx: TestContext;
let attacker: TestGym;
let victim: TestGym;
let target: string;
let targetBytes: Buffer;
let inputsOf: (e: Endpoint) => RouteInputs;
beforeAll(async () => {
  ctx = await createTestContext();
  [attacker, victim] = await Promise.all([createGym(ctx, "forger"), createGym(ctx, "victim")]);
  const added = await ctx.app.inject({
    method: "POST",
    url: ADD,
    headers: victim.auth,
    payload: form({ image_1: file(await png()), title_1: "Front desk" }),
  });
  expect(added.statusCode, added.body).toBe(200);
  target = mediaPath(ctx, added.json().images[0].image_url);
  targetBytes = readFileSync(target);
  inputsOf = await loadRouteInputs(ctx);
});
afterAll(() => ctx.close());

const forged = () => ({
  kind: "upload",
  fieldname: "image",
  filename: "s.png",
  mimetype: "image/png",
  path: target,
  size: targetBytes.length,
});
const concrete = (path: string) => toRoutePath(path).replace(/:\w+/g, "1");

describe("forged uploads on every served upload endpoint", () => {
  const uploads = builtEndpoints.filter((e) => e.multipart);

  it("the catalogue's upload endpoints all declare their file fields", () => {
    expect(uploads.length).toBeGreaterThan(0);
    for (const e of uploads) expect(inputsOf(e).files, endpointName(e)).not.toEqual([]);
  });

  it("is a 400 as JSON, as a form text field and as a JSON form field; the target file and both gyms stay as they were", async () => {
    const attackerBefore = await gymSnapshot(ctx, attacker.schema);
    const victimBefore = await gymSnapshot(ctx, victim.schema);
    for (const e of uploads) {
      for (const field of inputsOf(e).files) {
        const where = `${endpointName(e)} ${field}`;
        const url = concrete(e.path);
        const asJson = await ctx.app.inject({
          method: e.method,
          url,
          headers: attacker.auth,
          payload: { title: "x", [field]: forged() },
        });
        expect(asJson.statusCode, `${where} (JSON): ${asJson.body}`).toBe(400);
        const asText = await ctx.app.inject({
          method: e.method,
          url,
          headers: attacker.auth,
          payload: form({ title: "x", [field]: JSON.stringify(forged()) }),
        });
        expect(asText.statusCode, `${where} (form text): ${asText.body}`).toBe(400);
        const asJsonField = new FormData();
        asJsonField.append(field, new Blob([JSON.stringify(forged())], { type: "application/json" }));
        const jsonPart = await ctx.app.inject({ method: e.method, url, headers: attacker.auth, payload: asJsonField });
        // A Blob part travels with a file name ("blob"), so it arrives as a real upload holding JSON text:
        // refused as not an image (400), or as an unknown record (404: the id is 1) when a route looks
        // the record up before it reads the file. Either way nothing is written (checked below).
        expect([400, 404], `${where} (JSON form field): ${jsonPart.body}`).toContain(jsonPart.statusCode);
      }
    }
    expect(readFileSync(target).equals(targetBytes)).toBe(true);
    expect(await gymSnapshot(ctx, attacker.schema)).toEqual(attackerBefore);
    expect(await gymSnapshot(ctx, victim.schema)).toEqual(victimBefore);
  });

  it("an object built from the upload class's prototype is no upload either", async () => {
    const { UploadedFile, isUploadedFile } = await import("../../src/uploads/uploaded-file.ts");
    const lookalike = Object.assign(Object.create(UploadedFile.prototype), forged());
    expect(isUploadedFile(lookalike)).toBe(false);
    expect(isUploadedFile(forged())).toBe(false);
    expect(() => new UploadedFile("image", "s.png", "image/png", target, 1, [])).toThrow();
  });
});
