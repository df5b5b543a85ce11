import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseForm, refusalOf, refuse, typed } from "./parse-form.ts";

const schema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("note"), note: z.string().trim().min(1, "Write the note first.").max(10) }),
  z.object({ intent: z.literal("roles"), email: z.email(), roles: z.array(z.string()).min(1, "Tick a role.") }),
  z.object({ intent: z.literal("revoke"), confirm: z.literal("yes", "Tick the box to confirm.") }),
]);

const form = (fields: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
};

describe("parseForm", () => {
  it("gives the typed data of the intent posted, and what was typed", () => {
    const parsed = parseForm(
      schema,
      form([
        ["intent", "note"],
        ["note", "  Called  "],
      ]),
    );
    expect(parsed).toEqual({
      ok: true,
      data: { intent: "note", note: "Called" },
      values: { intent: "note", note: "  Called  " },
    });
  });

  it("puts each reason beside its field, the schema's own words first, plain words otherwise", () => {
    const parsed = parseForm(
      schema,
      form([
        ["intent", "roles"],
        ["email", "not an address"],
      ]),
      { lists: ["roles"] },
    );
    expect(parsed).toEqual({
      ok: false,
      errors: { fields: { email: "Enter an email address, such as name@example.com.", roles: "Tick a role." } },
      values: { intent: "roles", email: "not an address", roles: [] },
    });
    const long = parseForm(
      schema,
      form([
        ["intent", "note"],
        ["note", "x".repeat(11)],
      ]),
    );
    expect(!long.ok && long.errors.fields.note).toBe("Use at most 10 characters.");
    const unticked = parseForm(schema, form([["intent", "revoke"]]));
    expect(!unticked.ok && unticked.errors.fields).toEqual({ confirm: "Tick the box to confirm." });
  });

  it("reads a list field ticked several times as every value, other fields as their first", () => {
    const parsed = parseForm(
      schema,
      form([
        ["intent", "roles"],
        ["email", "a@example.com"],
        ["email", "b@example.com"],
        ["roles", "sales"],
        ["roles", "editor"],
      ]),
      { lists: ["roles"] },
    );
    expect(parsed.ok && parsed.data).toEqual({ intent: "roles", email: "a@example.com", roles: ["sales", "editor"] });
  });

  it("refuses an unknown or missing intent for the whole form, never by zod's words", () => {
    for (const fields of [[["intent", "drop-tables"]], []] as [string, string][][]) {
      const parsed = parseForm(schema, form(fields));
      expect(!parsed.ok && parsed.errors).toEqual({
        form: "This form is out of date. Reload the page and try again.",
        fields: {},
      });
    }
  });

  it("keeps a field named __proto__ a field, and cuts what it sends back, not what it checks", () => {
    const parsed = parseForm(
      z.object({ intent: z.literal("note"), note: z.string().max(50_000) }),
      form([
        ["intent", "note"],
        ["__proto__", "x"],
        ["note", "y".repeat(45_000)],
      ]),
    );
    expect(parsed.ok && parsed.data.note).toHaveLength(45_000);
    expect(Object.getPrototypeOf(parsed.values)).toBe(Object.prototype);
    expect(Object.hasOwn(parsed.values, "__proto__")).toBe(true);
    expect(typed(parsed.values, "note")).toHaveLength(40_000);
  });
});

describe("a refusal", () => {
  it("is a 4xx answer with the reasons and the values, found again by its intent", () => {
    const answer = refuse({ intent: "note", note: "hi" }, { form: "That message no longer exists." }, 404);
    expect(answer.init?.status).toBe(404);
    expect(answer.data).toEqual({
      errors: { form: "That message no longer exists.", fields: {} },
      values: { intent: "note", note: "hi" },
    });
    expect(refusalOf(answer.data, "note")).toBe(answer.data);
    expect(refusalOf(answer.data, "reply")).toBeUndefined();
    expect(refusalOf(undefined, "note")).toBeUndefined();
    expect(typed(answer.data.values, "reply")).toBe("");
  });
});
