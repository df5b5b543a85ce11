import { describe, expect, it } from "vitest";
import { fieldLabel, fieldNameOf } from "./field-label.ts";
import { applyListOp, parseListOp } from "./list-ops.ts";
import { missingBangla } from "./missing-bangla.ts";
import { categoryRecord } from "./record-fixture.ts";
import { formValues, recordFields, type FormField } from "./record-fields.ts";
import { recordFromForm } from "./record-from-form.ts";

const post = (pairs: [string, string][]) => {
  const form = new FormData();
  for (const [name, value] of pairs) form.append(name, value);
  return form;
};
const posted = (record: unknown, change: (pairs: [string, string][]) => [string, string][] = (pairs) => pairs) =>
  recordFromForm(post(change(formValues(record))), record);
const set = (name: string, value: string) => (pairs: [string, string][]) =>
  pairs.map(([key, old]): [string, string] => [key, key === name ? value : old]);

describe("the record form's fields", () => {
  it("shows text pairs, structure inputs, groups and lists, each named by its JSON path", () => {
    const fields = recordFields(categoryRecord());
    const byName = new Map<string, FormField>();
    const index = (list: FormField[]) => {
      for (const field of list) {
        byName.set(field.name, field);
        if (field.kind === "group") index(field.fields);
        if (field.kind === "list") field.items.forEach((item) => index(item.fields));
      }
    };
    index(fields);
    expect(byName.get("slug")).toMatchObject({ kind: "identity", value: "cyber-security" });
    expect(byName.get("name")).toMatchObject({ kind: "pair", long: false, value: { en: "Cyber Security" } });
    expect(byName.get("subtitle")).toMatchObject({ kind: "pair", long: true });
    expect(byName.get("image.width")).toMatchObject({ kind: "number", value: 640, label: "Image › Width" });
    expect(byName.get("image.alt")).toMatchObject({ kind: "pair", label: "Image › Description (alt text, read aloud)" });
    expect(byName.get("featured")).toMatchObject({ kind: "boolean", value: true });
    expect(byName.get("tags")).toMatchObject({ kind: "list", of: "values" });
    expect(byName.get("paragraphs")).toMatchObject({ kind: "list", of: "texts" });
    expect(byName.get("paragraphs.1")).toMatchObject({ kind: "pair", label: "Paragraphs › Item 2", long: true });
    expect(byName.get("cards")).toMatchObject({ kind: "list", of: "records" });
    expect(byName.get("cards.0.title")).toMatchObject({
      kind: "pair",
      label: "Cards › Penetration Testing › Title",
    });
    expect(byName.get("cards.1.kind")).toMatchObject({ kind: "text", value: "projects" });
    expect(byName.has("cards.0.kind")).toBe(false);
  });
});

describe("recordFromForm", () => {
  it("rebuilds every shape exactly from what the form posts", () => {
    expect(posted(categoryRecord())).toEqual({ ok: true, value: categoryRecord() });
  });

  it("keeps numbers numbers, reads text areas' CRLF line breaks as LF and yes/no as booleans", () => {
    const result = posted(categoryRecord(), (pairs) =>
      set(
        "subtitle.bn",
        "এক\r\nদুই",
      )(set("image.width", "800")(set("cards.0.price", "2.25")(set("featured", "false")(pairs)))),
    );
    expect(result.ok && result.value).toMatchObject({
      subtitle: { bn: "এক\nদুই" },
      image: { width: 800 },
      cards: [{ price: 2.25 }, { price: 0 }],
      featured: false,
    });
  });

  it("refuses a field the record has no place for, one missing, and a number that is not one", () => {
    const extra = posted(categoryRecord(), (pairs) => [...pairs, ["image.caption", "x"]]);
    expect(extra).toEqual({
      ok: false,
      errors: [{ field: "image.caption", message: "This record has no such field." }],
      typed: categoryRecord(),
    });
    const missing = posted(categoryRecord(), (pairs) => pairs.filter(([name]) => name !== "name.bn"));
    expect(missing).toMatchObject({
      ok: false,
      errors: [{ field: "name.bn", message: "This field is missing from the form." }],
    });
    const notNumber = posted(categoryRecord(), set("image.height", "tall"));
    expect(notNumber).toMatchObject({ ok: false, errors: [{ field: "image.height", message: "Enter a number." }] });
    const empty = posted(categoryRecord(), set("image.height", " "));
    expect(empty.ok).toBe(false);
    const gap = posted(categoryRecord(), (pairs) => pairs.filter(([name]) => !name.startsWith("paragraphs.0.")));
    expect(gap.ok || gap.errors).toContainEqual({ field: "paragraphs", message: "Items of this list are missing." });
    expect(posted(categoryRecord(), (pairs) => [...pairs, ["name.en", "again"]]).ok).toBe(false);
  });

  it("never takes the record's own id from the form", () => {
    const result = recordFromForm(post([...formValues(categoryRecord()), ["slug", "another"]]), categoryRecord());
    expect(result).toMatchObject({ ok: false, errors: [{ field: "slug" }] });
    const kept = recordFromForm(post(formValues(categoryRecord())), categoryRecord());
    expect(kept.ok && (kept.value as { slug: string }).slug).toBe("cyber-security");
  });

  it("ignores the form's own controls", () => {
    const result = recordFromForm(
      post([...formValues(categoryRecord()), ["$revision", "3"], ["$op", "add cards"]]),
      categoryRecord(),
    );
    expect(result).toEqual({ ok: true, value: categoryRecord() });
  });

  it("keeps a card's optional key with the card when cards are reordered, and shapes added items like the others", () => {
    const record = categoryRecord();
    const moved = applyListOp(record, parseListOp("down cards.0")!);
    expect(recordFromForm(post(formValues(moved)), record)).toEqual({ ok: true, value: moved });
    const added = applyListOp(record, parseListOp("add cards")!) as ReturnType<typeof categoryRecord>;
    expect(added.cards[2]).toEqual({ id: "", href: "", title: { en: "", bn: "" }, price: 0 });
    expect(recordFromForm(post(formValues(added)), record)).toEqual({ ok: true, value: added });
    const fewer = applyListOp(record, parseListOp("remove paragraphs.0")!);
    expect(recordFromForm(post(formValues(fewer)), record)).toEqual({ ok: true, value: fewer });
    const noTags = { ...record, tags: [] };
    expect(recordFromForm(post(formValues(noTags)), record)).toEqual({ ok: true, value: noTags });
  });
});

describe("the list buttons", () => {
  it("add, remove and move items, and refuse what names no list or item", () => {
    const record = categoryRecord();
    const up = applyListOp(record, { kind: "up", path: "paragraphs.1" }) as typeof record;
    expect(up.paragraphs.map((paragraph) => paragraph.en)).toEqual(["Second paragraph.", "First paragraph."]);
    expect(record.paragraphs[0]?.en).toBe("First paragraph.");
    expect(applyListOp(record, { kind: "up", path: "paragraphs.0" })).toBeUndefined();
    expect(applyListOp(record, { kind: "down", path: "cards.1" })).toBeUndefined();
    expect(applyListOp(record, { kind: "remove", path: "cards.5" })).toBeUndefined();
    expect(applyListOp(record, { kind: "add", path: "name" })).toBeUndefined();
    expect(applyListOp({ ...record, tags: [] }, { kind: "add", path: "tags" })).toBeUndefined();
    expect(parseListOp("add cards")).toEqual({ kind: "add", path: "cards" });
    expect(parseListOp("explode cards")).toBeUndefined();
    expect(parseListOp("up cards.2.title")).toEqual({ kind: "up", path: "cards.2.title" });
  });
});

describe("missingBangla", () => {
  it("counts text fields with English and no Bangla, in a record or a whole collection", () => {
    expect(missingBangla(categoryRecord())).toBe(3);
    expect(missingBangla([categoryRecord(), { title: { en: "x", bn: " " } }, { title: { en: "", bn: "" } }])).toBe(4);
    expect(missingBangla({ en: "only English", bn: "" })).toBe(1);
    expect(missingBangla("text")).toBe(0);
  });
});

describe("fieldLabel", () => {
  it("names a field by its path, items by their title, whether the path has indexes or ids", () => {
    const record = categoryRecord();
    expect(fieldLabel(record, "cards.cs-penetration-testing.title.bn")).toBe(
      "Cards › Penetration Testing › Title (Bangla)",
    );
    expect(fieldLabel(record, "cards.0.title")).toBe("Cards › Penetration Testing › Title");
    expect(fieldLabel(record, "metaDescription.en")).toBe("Meta description (English)");
    expect(fieldLabel(record, "paragraphs.1.en")).toBe("Paragraphs › Item 2 (English)");
    expect(fieldLabel(record, "")).toBe("The whole record");
    expect(fieldNameOf(record, "cards.cs-projects.title.en")).toBe("cards.1.title.en");
    expect(fieldNameOf(record, "cards.gone.title.en")).toBeUndefined();
  });
});
