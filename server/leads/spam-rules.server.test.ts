// @vitest-environment node
import { describe, expect, it } from "vitest";
import { spamReasonLabels, spamReasons } from "./spam-reasons.ts";
import { bodyFingerprint, countLinks, spamReason, type SpamCandidate } from "./spam-rules.server.ts";

const lead: SpamCandidate = {
  honeypot: "",
  name: "Ayesha Rahman",
  subject: "Website for our clinic",
  message: "We need a bilingual website with appointment booking. Our budget is ৳2,00,000.",
};
const reason = (change: Partial<SpamCandidate>) => spamReason({ ...lead, ...change });

describe("spamReason", () => {
  it("passes an ordinary English, Bangla or mixed lead, with digits, punctuation and emoji", () => {
    expect(reason({})).toBeNull();
    expect(
      reason({ name: "রাশেদ হাসান", message: "আমাদের দোকানের জন্য একটি ওয়েবসাইট দরকার। বাজেট ৫ লাখ টাকা 😀" }),
    ).toBeNull();
    expect(reason({ message: "আমাদের Shopify store-টা Bangla-তে চাই, 2026-এর মধ্যে!!! 🙏🙏" })).toBeNull();
  });

  it("files a filled-in honeypot, even with white space only around the value", () => {
    expect(reason({ honeypot: " http://bot.example " })).toBe("honeypot");
    expect(reason({ honeypot: "   " })).toBeNull();
  });

  it("lets a real client paste one or two links, and files three or more", () => {
    expect(
      reason({ message: "Our current site is https://clinic.example, see also www.clinic-old.example." }),
    ).toBeNull();
    expect(reason({ message: "Like http://a.example and https://b.example/page?x=1 but in Bangla." })).toBeNull();
    expect(reason({ message: "Cheap SEO: https://a.example https://b.example and www.c.example today" })).toBe("links");
    // Links in the name and subject count too: bots put them everywhere.
    expect(
      reason({ name: "http://casino.example", subject: "win www.bet.example", message: "Visit https://x.example now" }),
    ).toBe("links");
  });

  it("counts a www. inside a URL once, and bare domains without www. not at all", () => {
    expect(countLinks("https://www.example.com/a www.example.org http://x.example")).toBe(3);
    expect(countLinks("email me at rahim@example.com or see example.com")).toBe(0);
  });

  it("files a message that is only a link, whatever punctuation surrounds it", () => {
    expect(reason({ message: "https://spam.example/offer?id=123456" })).toBe("url-only");
    expect(reason({ message: "  --> www.spam.example/offer <--  !!! " })).toBe("url-only");
    expect(reason({ message: "See https://spam.example/offer" })).toBeNull();
  });

  it("files text mostly in scripts the site does not serve: Cyrillic, CJK, Arabic", () => {
    expect(reason({ message: "Здравствуйте, мы предлагаем продвижение сайта недорого." })).toBe("foreign-script");
    expect(reason({ message: "您好，我们提供网站推广服务，价格便宜。" })).toBe("foreign-script");
    expect(reason({ message: "مرحبا، نحن نقدم خدمات تحسين محركات البحث بأسعار رخيصة" })).toBe("foreign-script");
  });

  it("keeps a lead with a few foreign words or a foreign name when most of it is English or Bangla", () => {
    expect(
      reason({ name: "Дмитрий", message: "We would like a quote for a website for our Dhaka office, please." }),
    ).toBeNull();
    expect(reason({ message: "我们 want a website for our Dhaka shop, please call us back." })).toBeNull();
  });

  it("names every reason in words staff can read", () => {
    for (const code of spamReasons) expect(spamReasonLabels[code]).toMatch(/^[A-Z]/);
  });
});

describe("bodyFingerprint", () => {
  it("is the same for bodies that differ only in case and white space, and differs otherwise", () => {
    const a = bodyFingerprint("We offer SEO services.\n\nCall   now!");
    expect(bodyFingerprint("  we offer seo services. call now!  ")).toBe(a);
    expect(bodyFingerprint("We offer SEO services. Call now?")).not.toBe(a);
    expect(bodyFingerprint("আমরা ওয়েবসাইট চাই")).toBe(bodyFingerprint("আমরা  ওয়েবসাইট\tচাই"));
    expect(a).toMatch(/^[0-9a-f]{64}$/);
  });
});
