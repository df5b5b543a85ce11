import { describe, expect, test } from "vitest";
import { inLanguage, placeholderValues } from "./bilingual.ts";
import { describeProblem, editionProblems } from "./edition-problems.ts";
import { initialEdition, type Edition } from "./initial-edition.ts";

/** A copy of the initial edition changed by `change`: the tests never touch the shared one. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests reach into the JSON freely
type Loose = Record<string, any>;

function editionWith(change: (edition: Loose) => void): Edition {
  const copy = structuredClone(initialEdition) as Loose;
  change(copy);
  return copy as Edition;
}

describe("the edition's problems", () => {
  test("the initial edition (the repository's data files) may be published as it is", () => {
    expect(editionProblems(initialEdition, { forPublish: true })).toEqual([]);
  });

  test("a missing Bangla string names its record, field and language, and only stops a publish", () => {
    const edition = editionWith((e) => (e.projects[0].title.bn = ""));
    expect(editionProblems(edition, { forPublish: false })).toEqual([]);
    expect(editionProblems(edition, { forPublish: true })).toEqual([
      {
        collection: "projects",
        id: "nirog-medical",
        field: "title",
        language: "bn",
        message: "the Bangla text is missing",
      },
    ]);
  });

  test("a card's text too short in one language is that card's field in that language", () => {
    const edition = editionWith((e) => (e.categories[5].cards[0].description.bn = "ছোট"));
    const [problem, ...others] = editionProblems(edition, { forPublish: true });
    expect(others).toEqual([]);
    expect(problem).toMatchObject({
      collection: "categories",
      id: "cyber-security",
      field: "cards.cs-penetration-testing.description",
      language: "bn",
    });
    expect(describeProblem(problem!)).toMatch(
      /^Service categories and cards › cyber-security › cards\.cs-penetration-testing\.description \(Bangla\): /,
    );
  });

  test("a broken link is a fault of the structure, said once without a language, and only at Publish", () => {
    const edition = editionWith((e) => (e.projects[1].href = "not a link"));
    expect(editionProblems(edition, { forPublish: false })).toEqual([]);
    const problems = editionProblems(edition, { forPublish: true });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ collection: "projects", id: "sparkle-bay-cleaning", field: "href" });
    expect(problems[0]).not.toHaveProperty("language");
  });

  test("Publish keeps the counts the specification fixes, in lists and in a category's cards; a draft may differ", () => {
    const edition = editionWith((e) => {
      e.teamMembers.pop();
      e.categories[2].cards.pop();
    });
    expect(editionProblems(edition, { forPublish: false })).toEqual([]);
    expect(editionProblems(edition, { forPublish: true }).map((p) => p.message)).toEqual([
      "the specification fixes 4 cards; there are 3",
      "the specification fixes 4 records here; there are 3",
      // The articles that member signed are without an author now.
      expect.stringMatching(/^"tahmina-akter" is not a team member's id/),
    ]);
  });

  test("ids are unique within their list, and text names only known values of the site configuration", () => {
    const edition = editionWith((e) => {
      e.testimonials[1].id = e.testimonials[0].id;
      e.company.mission.en = "At {brnd}, we build for the long run and explain every step plainly to our clients.";
    });
    const messages = editionProblems(edition, { forPublish: false }).map(describeProblem);
    const [first] = initialEdition.testimonials as Array<{ id: string }>;
    expect(messages).toContain(`Testimonials › ${first?.id}: this id is used twice`);
    expect(messages).toContain("Company text › mission (English): {brnd} is not a value of the site configuration");
  });

  test("the site record is judged by the site configuration's schema, each fault named by field and language", () => {
    const edition = editionWith((e) => {
      e.site.phone.e164 = "01712345678";
      e.site.officeHours.bn = "";
      e.site.socialProfiles.pop();
    });
    const messages = editionProblems(edition, { forPublish: true }).map(describeProblem);
    expect(messages).toEqual([
      "Brand and contact details › officeHours (Bangla): the Bangla text is missing",
      "Brand and contact details › phone.e164: must be in E.164 form, e.g. +8801712345678",
      "Brand and contact details › socialProfiles: Too small: expected array to have exactly 8 items",
    ]);
  });

  test("placeholders take the values of the edition they are read in, a missing one left as it is", () => {
    const edition = editionWith((e) => {
      e.site.phone.display = "+880 1555-000111";
      delete e.site.careersEmail;
    });
    const text = { en: "Call {phone} or write to {careersEmail}", bn: "ফোন: {phone}" };
    expect(inLanguage(text, "en", { edition })).toBe("Call +880 1555-000111 or write to {careersEmail}");
    expect(inLanguage(text, "bn", { edition })).toBe("ফোন: +৮৮০ ১৫৫৫-০০০১১১");
    expect(placeholderValues("en", edition)).not.toHaveProperty("careersEmail");
  });

  test("a javascript: or data: link is refused in a draft already, and any link off the web at Publish", () => {
    const scripted = editionWith((e) => (e.projects[0].href = "javascript:alert(document.cookie)"));
    for (const forPublish of [false, true]) {
      expect(editionProblems(scripted, { forPublish })).toContainEqual(
        expect.objectContaining({
          collection: "projects",
          id: "nirog-medical",
          field: "href",
          message: expect.stringMatching(/never javascript:/),
        }),
      );
    }
    const ftp = editionWith((e) => (e.categories[0].cards[0].href = "ftp://files.example.com/"));
    expect(editionProblems(ftp, { forPublish: true })).toContainEqual(
      expect.objectContaining({
        collection: "categories",
        field: expect.stringMatching(/^cards\..*\.href$/),
        message: expect.stringMatching(/https:\/\//),
      }),
    );
  });

  test("a collection that is missing is said so", () => {
    const edition = editionWith((e) => delete e.rates);
    expect(editionProblems(edition, { forPublish: false })).toEqual([
      { collection: "rates", message: "the collection is missing" },
    ]);
  });
});
