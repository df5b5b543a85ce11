import type { OfficeCardId, OfficeCardStrings } from "../offices.ts";
import { siteConfig } from "../site-config.ts";
import { siteConfigCopy } from "./site-config-copy.ts";

const { address } = siteConfigCopy;

/**
 * The four cards above the contact form in Bangla, in the order of ../offices.ts. Contact values
 * come from siteConfig as in English; site-content.ts turns the digits of every line (the phone
 * numbers) into Bangla digits.
 */
export const officeCardStrings = {
  "head-office": {
    title: "প্রধান কার্যালয়",
    lines: [
      address.street,
      `${address.locality} ${address.postalCode}, ${address.country}`,
      `ফোন: ${siteConfig.phone.display}`,
    ],
  },
  "office-hours": {
    title: "অফিস সময় ও সাপোর্ট",
    lines: [
      siteConfigCopy.officeHours,
      `WhatsApp: ${siteConfig.whatsapp.display}`,
      "বর্তমান ক্লায়েন্টরা দ্রুত সহায়তার জন্য প্রজেক্টের নাম লিখে WhatsApp-এ মেসেজ দিন।",
    ],
  },
  "new-business": {
    title: "নতুন প্রজেক্ট ও কোটেশন",
    lines: [
      `ইমেইল: ${siteConfig.email}`,
      `ফোন: ${siteConfig.phone.display}`,
      "আপনার কী দরকার আর কত দিনের মধ্যে, জানিয়ে দিন। আমরা প্রয়োজনীয় প্রশ্ন বা লিখিত কোটেশনসহ উত্তর দেব।",
    ],
  },
  careers: {
    title: "ক্যারিয়ার",
    lines: [
      `ইমেইল: ${siteConfig.careersEmail}`,
      "ডেভেলপার, মার্কেটার, ডিজাইনার ও এডিটর: সাবজেক্ট লাইনে পদের নাম লিখে আপনার সিভি ও পোর্টফোলিও পাঠান।",
    ],
  },
} satisfies Record<OfficeCardId, OfficeCardStrings>;
