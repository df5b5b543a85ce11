import type { EditionJson, EditionRules, Problem } from "./content-service.ts";
import { isRecord, recordId } from "./edition-records.ts";

/**
 * A small edition shaped like the site's (app/content/edition/), for the content store's tests:
 * `categories`, a list of exactly 2 (by `slug`, each with its `cards`), `testimonials`, a list of
 * any length, and `company`, a single record. Text fields hold both languages.
 */
export const fixtureEdition = {
  categories: [
    {
      slug: "cyber-security",
      title: { en: "Cyber security", bn: "সাইবার নিরাপত্তা" },
      cards: [
        { id: "cs-penetration-testing", title: { en: "Penetration testing", bn: "পেনিট্রেশন টেস্টিং" } },
        { id: "cs-audits", title: { en: "Security audits", bn: "নিরাপত্তা অডিট" } },
      ],
    },
    {
      slug: "web",
      title: { en: "Web", bn: "ওয়েব" },
      cards: [{ id: "web-shops", title: { en: "Online shops", bn: "অনলাইন দোকান" } }],
    },
  ],
  testimonials: [
    { id: "rahim", quote: { en: "Fast and careful.", bn: "দ্রুত ও যত্নশীল।" }, stars: 5 },
    { id: "karim", quote: { en: "They answered at night.", bn: "রাতেও উত্তর দিয়েছে।" }, stars: 4 },
  ],
  company: { name: { en: "Jamdani Digital", bn: "জামদানি ডিজিটাল" }, phone: "+880 1700 000000" },
} satisfies EditionJson;

export const fixtureCategoryCount = 2;

/** Text: `{ en, bn }`, both strings; for publishing, neither empty. */
function textProblems(value: unknown, where: Omit<Problem, "message">, forPublish: boolean): Problem[] {
  if (!isRecord(value) || typeof value.en !== "string" || typeof value.bn !== "string") {
    return [{ ...where, message: "Needs an English and a Bangla text." }];
  }
  return forPublish
    ? (["en", "bn"] as const)
        .filter((language) => (value[language] as string).trim() === "")
        .map((language) => ({ ...where, language, message: "Empty." }))
    : [];
}

function listProblems(
  edition: EditionJson,
  collection: string,
  check: (record: Record<string, unknown>, id: string) => Problem[],
) {
  const list = edition[collection];
  if (!Array.isArray(list)) return [{ collection, message: "Must be a list." }];
  const ids = list.map(recordId);
  return list.flatMap((record, index) => {
    const id = ids[index];
    if (!isRecord(record) || id === undefined) return [{ collection, message: `Record ${index + 1} has no id.` }];
    if (ids.indexOf(id) !== index) return [{ collection, id, message: "Another record has this id." }];
    return check(record, id);
  });
}

/** The fixture's rules: text fields, ids, stars 1–5, a phone number, and, to publish, exactly 2 categories. */
export const fixtureRules: EditionRules = {
  initial: fixtureEdition,
  problems(edition, { forPublish }) {
    const categories = listProblems(edition, "categories", (record, id) => [
      ...textProblems(record.title, { collection: "categories", id, field: "title" }, forPublish),
      ...(Array.isArray(record.cards) ? record.cards : []).flatMap((card: unknown) =>
        textProblems(
          isRecord(card) ? card.title : undefined,
          { collection: "categories", id, field: `cards.${recordId(card)}.title` },
          forPublish,
        ),
      ),
    ]);
    const counted = Array.isArray(edition.categories) ? edition.categories.length : 0;
    const count =
      forPublish && counted !== fixtureCategoryCount
        ? [{ collection: "categories", message: `Needs exactly ${fixtureCategoryCount} categories, not ${counted}.` }]
        : [];
    const testimonials = listProblems(edition, "testimonials", (record, id) => [
      ...textProblems(record.quote, { collection: "testimonials", id, field: "quote" }, forPublish),
      ...(Number.isInteger(record.stars) && Number(record.stars) >= 1 && Number(record.stars) <= 5
        ? []
        : [{ collection: "testimonials", id, field: "stars", message: "From 1 to 5 stars." }]),
    ]);
    const company = isRecord(edition.company) ? edition.company : {};
    const companyProblems = [
      ...textProblems(company.name, { collection: "company", field: "name" }, forPublish),
      ...(typeof company.phone === "string"
        ? []
        : [{ collection: "company", field: "phone", message: "A phone number." }]),
    ];
    return [...categories, ...count, ...testimonials, ...companyProblems];
  },
};
