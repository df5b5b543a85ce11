import type * as en from "../contact-form.ts";
import type { ContactFieldName, ContactFieldStrings } from "../contact-form.ts";
import { bn } from "../locale.ts";
import type { Localized } from "../localized.ts";

/** The Bangla label and error-message noun of each contact form field; limits stay in ../contact-form.ts. */
export const contactFieldStrings = {
  name: { label: "পূর্ণ নাম", noun: "পূর্ণ নাম" },
  email: { label: "ইমেইল ঠিকানা", noun: "ইমেইল ঠিকানা" },
  subject: { label: "বিষয়", noun: "বিষয়" },
  message: { label: "আপনার বার্তা", noun: "বার্তা" },
} satisfies Record<ContactFieldName, ContactFieldStrings>;

export const contactMessages = {
  submit: "বার্তা পাঠান",
  replyNote: "আমরা এক কর্মদিবসের মধ্যে উত্তর দিই। আপনার বার্তা আমরা কীভাবে রাখি, জানুন এখানে:",
  sending: "পাঠানো হচ্ছে…",
  requiredNote: "* চিহ্নিত ঘরগুলো পূরণ করা আবশ্যক।",
  honeypotLabel: "এই ঘরটি খালি রাখুন",
  required: (noun: string) => `অনুগ্রহ করে আপনার ${noun} লিখুন।`,
  tooShort: (label: string, min: number) => `${label} কমপক্ষে ${bn(min)} অক্ষরের হতে হবে।`,
  tooLong: (label: string, max: number) => `${label} ${bn(max)} অক্ষরের বেশি হতে পারবে না।`,
  invalidEmail: "সঠিক ইমেইল ঠিকানা লিখুন, যেমন name@example.com",
  errorSummary: "চিহ্নিত ঘরগুলো ঠিক করে আবার পাঠান।",
  sentHeading: "ধন্যবাদ, আপনার বার্তা পাঠানো হয়েছে",
  sentText: "আপনার বার্তা আমরা পেয়েছি। এক কর্মদিবসের মধ্যে উত্তর দেব।",
  sendAnother: "আরেকটি বার্তা পাঠান",
  rateLimited: "অল্প সময়ের মধ্যে আপনি কয়েকটি বার্তা পাঠিয়েছেন। কয়েক মিনিট অপেক্ষা করে আবার চেষ্টা করুন।",
  tooLarge: "বার্তাটি পাঠানোর জন্য অনেক বড়। একটু ছোট করে আবার চেষ্টা করুন।",
  crossSite: "এই ফর্মটি শুধু আমাদের নিজস্ব ওয়েবসাইট থেকেই পাঠানো যায়।",
  badRequest: "আপনার পাঠানো তথ্য আমরা পড়তে পারিনি। অনুগ্রহ করে আমাদের যোগাযোগ পাতা থেকে ফর্মটি পাঠান।",
  unavailable: "এই মুহূর্তে আপনার বার্তা সংরক্ষণ করা যায়নি। কয়েক মিনিট পরে আবার চেষ্টা করুন, অথবা সরাসরি ইমেইল করুন।",
} satisfies Localized<typeof en.contactMessages>;
