import { describe, expect, test } from "vitest";
import { readArticleFiles } from "./article-files.ts";
import { banglaDigitSlips } from "./bangla-digit-slips.ts";

const texts = (markdown: string) => banglaDigitSlips(markdown).map((slip) => `${slip.kind}: ${slip.text}`);

describe("Bangla digits where Latin ones belong", () => {
  test("are found in versions and the names of standards", () => {
    expect(texts("SSLCommerz শুধু TLS ১.২ বা তার বেশি গ্রহণ করে।")).toEqual(["a version or standard name: TLS ১.২"]);
    expect(texts("[OWASP টপ ১০](https://owasp.org/Top10/) দেখুন।")).toEqual(["a version or standard name: OWASP টপ ১০"]);
    expect(texts("এখন CVSS ৪.০ চালু, কোথাও CVSS ভার্সন ৪।")).toEqual([
      "a version or standard name: CVSS ৪.০",
      "a version or standard name: CVSS ভার্সন ৪",
    ]);
    expect(texts("Laravel ১১.২ দিয়ে বানানো।")).toEqual(["a version: Laravel ১১.২"]);
    expect(texts("Google Analytics ৪-এ দেখুন।")).toEqual(["a name: Google Analytics ৪"]);
  });

  test("are found in phone number and date formats", () => {
    expect(texts("সংরক্ষণ করুন +৮৮০১৭১১২২২৩৩৩ ধরনে।")).toEqual(["a phone number format: +৮৮০১৭১১২২২৩৩৩"]);
    expect(texts("নম্বর আসে ০১৭১১…, ৮৮০১৭১১… চেহারায়।")).toEqual([
      "a phone number format: ০১৭১১",
      "a phone number format: ৮৮০১৭১১",
    ]);
    expect(texts("বছর-মাস-দিন (২০২৬-১০-২৭), কোথাও ২৭/১০/২০২৬।")).toEqual([
      "a date format: ২০২৬-১০-২৭",
      "a date format: ২৭/১০/২০২৬",
    ]);
  });

  test("are found in code spans and code blocks, with their line", () => {
    expect(banglaDigitSlips("প্রথম লাইন\n`risk_level` যদি `১` হয়\n```\ncurl -v ২\n```\n")).toEqual([
      { line: 2, text: "`১`", kind: "code" },
      { line: 4, text: "curl -v ২", kind: "code" },
    ]);
  });

  test("are left alone in prose numbers, Bangla digit ranges and link targets", () => {
    const prose = [
      "২০২০ সাল থেকে ৮৫+ প্রজেক্ট, ৯৫% ক্লায়েন্ট সন্তুষ্ট, সকাল ১০টা থেকে সন্ধ্যা ৭টা।",
      "খরচ ২.৫ লাখ থেকে ১,০০,০০০ টাকা, ৩ থেকে ৬ সপ্তাহ; Google Ads-এ ৩০ দিন; CVSS স্কোর ০ থেকে ১০।",
      "বাংলা অঙ্ক (০–৯) ইংরেজি অঙ্ক (0–9) থেকে আলাদা; TLS 1.2, OWASP Top 10, +8801712345678, 2026-10-27।",
      "[বিটিসিএল](https://btcl.com.bd/2024/10/27) আর `risk_level` দেখুন।",
      "```text\n১. লক্ষ্য:\n২. দর্শক:\n```",
    ].join("\n");
    expect(banglaDigitSlips(prose)).toEqual([]);
  });
});

describe("the Bangla articles in the repository", () => {
  const bangla = readArticleFiles().filter((file) => file.path.includes("/bn/"));

  test("are all checked", () => {
    expect(bangla.length).toBeGreaterThanOrEqual(6);
  });

  test.each(bangla.map((file) => [file.path, file.source] as const))(
    "%s keeps Latin digits in code, formats, versions and standard names",
    (_, source) => {
      expect(banglaDigitSlips(source)).toEqual([]);
    },
  );
});
