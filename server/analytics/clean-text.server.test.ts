import { describe, expect, it } from "vitest";
import { cleanText } from "./clean-text.server.ts";

describe("cleaning visitor-supplied text", () => {
  it("keeps ordinary text, Bangla with its joiners, and emoji", () => {
    expect(cleanText("spring_sale-2026", 100)).toBe("spring_sale-2026");
    expect(cleanText("ক্ষ\u200Dমা", 100)).toBe("ক্ষ\u200Dমা");
    expect(cleanText("🎉 offer", 100)).toBe("🎉 offer");
  });

  it("replaces control characters and bidi overrides, collapses whitespace, and treats empty as absent", () => {
    expect(cleanText("a\u0000b\r\nc\u001b[31m\u0085d", 100)).toBe("a b c [31m d");
    expect(cleanText("evil\u202Egnp.exe", 100)).toBe("evil gnp.exe");
    expect(cleanText("  \t  ", 100)).toBeNull();
    expect(cleanText(undefined, 100)).toBeNull();
    expect(cleanText(null, 100)).toBeNull();
  });

  it("cuts at a number of characters without splitting an emoji or a surrogate pair", () => {
    expect(cleanText("x".repeat(10_000), 100)).toBe("x".repeat(100));
    expect(cleanText("😀".repeat(300), 100)).toBe("😀".repeat(100));
    expect(cleanText("আ".repeat(10_000), 5)).toBe("আআআআআ");
  });

  it("repairs lone surrogates instead of storing invalid UTF-16", () => {
    const cleaned = cleanText("a\uD800b\uDC00", 100);
    expect(cleaned).toBe("a\uFFFDb\uFFFD");
    expect(cleaned?.isWellFormed()).toBe(true);
  });
});
