// @vitest-environment node
import { describe, expect, it } from "vitest";
import { contactMessages } from "../../app/content/contact-form.ts";
import { siteContent } from "../../app/content/site-content.ts";
import { validateContact } from "./schema.server.ts";

const valid = {
  name: "Rahim Uddin",
  email: "rahim@example.com",
  subject: "A new website",
  message: "We need a website for our shop.",
};

function form(fields: Record<string, string | Blob>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const errorsOf = (fields: Record<string, string | Blob>) => {
  const result = validateContact(form(fields));
  return result.ok ? {} : result.errors;
};

describe("validateContact", () => {
  it("accepts a complete message and trims every field", () => {
    const result = validateContact(
      form({
        name: "  Rahim Uddin ",
        email: " rahim@example.com\n",
        subject: "\tA new website",
        message: valid.message + "  ",
      }),
    );
    expect(result).toEqual({ ok: true, data: valid });
  });

  it("asks for every missing field with the shared messages", () => {
    expect(errorsOf({})).toEqual({
      name: "Please enter your full name.",
      email: "Please enter your email address.",
      subject: "Please enter your subject.",
      message: "Please enter your message.",
    });
  });

  it("treats a field of only spaces as empty", () => {
    expect(errorsOf({ ...valid, name: "    " }).name).toBe("Please enter your full name.");
  });

  it("enforces each field's minimum and maximum length at the exact boundary", () => {
    for (const name of ["name", "subject", "message"] as const) {
      const { label, minLength, maxLength } = siteContent("en").contact.fields[name];
      expect(errorsOf({ ...valid, [name]: "a".repeat(minLength - 1) })[name]).toBe(
        contactMessages.tooShort(label, minLength),
      );
      expect(errorsOf({ ...valid, [name]: "a".repeat(minLength) })[name]).toBeUndefined();
      expect(errorsOf({ ...valid, [name]: "a".repeat(maxLength) })[name]).toBeUndefined();
      expect(errorsOf({ ...valid, [name]: "a".repeat(maxLength + 1) })[name]).toBe(
        contactMessages.tooLong(label, maxLength),
      );
    }
  });

  it("rejects malformed email addresses and ones longer than 254 characters", () => {
    for (const email of [
      "rahim",
      "rahim@",
      "@example.com",
      "rahim@example",
      "ra him@example.com",
      '"<script>"@example.com',
    ]) {
      expect(errorsOf({ ...valid, email }).email).toBe(contactMessages.invalidEmail);
    }
    const long = `${"a".repeat(64)}@${"b".repeat(185)}.com`; // 254 characters
    expect(errorsOf({ ...valid, email: long }).email).toBeUndefined();
    expect(errorsOf({ ...valid, email: `a${long}` }).email).toBe(contactMessages.tooLong("Email Address", 254));
  });

  it("accepts Bangla text and emoji, counting each letter or emoji as one character", () => {
    const bangla = {
      name: "রহিম উদ্দিন",
      email: "rahim@example.com",
      subject: "ওয়েবসাইট চাই",
      message: "আমরা আমাদের দোকানের জন্য একটি ওয়েবসাইট চাই। 🙏",
    };
    expect(validateContact(form(bangla))).toEqual({ ok: true, data: bangla });
    // 5,000 emoji are 10,000 UTF-16 units but 5,000 characters: within the limit.
    expect(errorsOf({ ...valid, message: "😀".repeat(5000) }).message).toBeUndefined();
    expect(errorsOf({ ...valid, message: "😀".repeat(5001) }).message).toBe(
      contactMessages.tooLong("Your Message", 5000),
    );
    expect(errorsOf({ ...valid, name: "😀😀" }).name).toBeUndefined();
  });

  it("keeps what was typed for redisplay, untrimmed, but never more than twice a field's limit", () => {
    const result = validateContact(form({ ...valid, name: " R ", message: "x".repeat(200_000) }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.values.name).toBe(" R ");
    expect(result.values.message).toHaveLength(10_000);
    expect(result.values.email).toBe(valid.email);
    // Cut after whole characters: 10,000 emoji, never half of one.
    const emoji = validateContact(form({ ...valid, message: "😀".repeat(15_000) }));
    expect(emoji.ok ? undefined : emoji.values.message).toBe("😀".repeat(10_000));
  });

  it("counts a lone half of an emoji as one character, as a browser's maxlength does", () => {
    expect(errorsOf({ ...valid, message: "\ud83d".repeat(5000) }).message).toBeUndefined();
    expect(errorsOf({ ...valid, message: `${"\ude00".repeat(4999)}😀` }).message).toBeUndefined();
    expect(errorsOf({ ...valid, message: "\ud83d".repeat(5001) }).message).toBe(
      contactMessages.tooLong("Your Message", 5000),
    );
  });

  it("reads a file sent in place of a text field as empty", () => {
    const result = validateContact(form({ ...valid, message: new Blob(["file contents"]) }));
    expect(result.ok ? undefined : result.errors.message).toBe("Please enter your message.");
    expect(result.ok ? undefined : result.values.message).toBe("");
  });
});
