import { describe, expect, it } from "vitest";
import { RESERVED_USERNAMES, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH, isValidUsername, normalizeUsernameInput } from "./username";

describe("normalizeUsernameInput", () => {
  it("lower-cases and keeps only a-z, 0-9 and underscore", () => {
    expect(normalizeUsernameInput("Jane.Doe-99_X")).toBe("janedoe99_x");
    expect(normalizeUsernameInput("  spaced out  ")).toBe("spacedout");
    expect(normalizeUsernameInput("Zoë@Ü!")).toBe("zo");
    expect(normalizeUsernameInput("")).toBe("");
  });

  it("is idempotent", () => {
    const once = normalizeUsernameInput("Hello World_42!");
    expect(normalizeUsernameInput(once)).toBe(once);
  });
});

describe("isValidUsername", () => {
  it("accepts 3 to 30 characters of a-z, 0-9 and underscore", () => {
    expect(USERNAME_MIN_LENGTH).toBe(3);
    expect(USERNAME_MAX_LENGTH).toBe(30);
    expect(isValidUsername("abc")).toBe(true);
    expect(isValidUsername("jane_doe_42")).toBe(true);
    expect(isValidUsername("a".repeat(30))).toBe(true);
  });

  it("refuses too short, too long and characters outside the pattern", () => {
    expect(isValidUsername("")).toBe(false);
    expect(isValidUsername("ab")).toBe(false);
    expect(isValidUsername("a".repeat(31))).toBe(false);
    expect(isValidUsername("Jane")).toBe(false);
    expect(isValidUsername("jane-doe")).toBe(false);
    expect(isValidUsername("jane doe")).toBe(false);
  });

  it("refuses reserved names", () => {
    for (const name of ["auth", "dashboard", "settings", "api", "files", "admin", "job_tracker", "vitae", "public"]) {
      expect(RESERVED_USERNAMES.has(name)).toBe(true);
      expect(isValidUsername(name)).toBe(false);
    }
  });

  it("lists only names a user could type", () => {
    for (const name of RESERVED_USERNAMES) expect(name).toMatch(/^[a-z0-9_]+$/);
  });
});
