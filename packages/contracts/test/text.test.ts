import { describe, expect, it } from "vitest";
import { loginRequest } from "../src/areas/auth.ts";
import { isStorableText, optionalText, requiredText } from "../src/common.ts";

describe("storable text (issue 7 §6)", () => {
  it("refuses NUL and unpaired surrogates, accepts paired ones (emoji) and every script", () => {
    for (const bad of ["a\u0000b", "\u0000", "a\ud800", "\udc00b", "x\ud83d", "\ude00x"])
      expect(isStorableText(bad), bad).toBe(false);
    for (const good of ["", "Asha", "आशा", "💪 Strong", "a\ud83d\ude00b", "tab\tand\nline"])
      expect(isStorableText(good), good).toBe(true);
  });

  it("requiredText, optionalText and sign-in's fields refuse them with the field's name", () => {
    expect(requiredText("name", 50).safeParse("Ra\u0000vi").error?.issues[0]?.message).toBe(
      "name contains a character that is not allowed",
    );
    expect(optionalText(50).safeParse("x\ud800").success).toBe(false);
    expect(optionalText(50).safeParse("").data).toBeUndefined();
    const login = loginRequest.safeParse({ schema_name: "demo_gym", username: "own\u0000er", password: "x" });
    expect(login.error?.issues[0]?.message).toBe("username contains a character that is not allowed");
    expect(loginRequest.safeParse({ schema_name: "demo_gym", username: "owner", password: "p\ud800" }).success).toBe(
      false,
    );
  });
});
