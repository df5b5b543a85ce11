import { describe, expect, it } from "vitest";
import { initialEdition } from "~/content/edition/initial-edition.ts";
import { applyListOp } from "./list-ops.ts";
import { formValues, recordFields, type FormField } from "./record-fields.ts";
import { recordFromForm } from "./record-from-form.ts";

/** The brand and contact details as the editor loads them: the initial edition's site record. */
const site = () => structuredClone(initialEdition.site) as Record<string, unknown> & { socialProfiles: unknown[] };

const post = (pairs: [string, string][]) => {
  const form = new FormData();
  for (const [name, value] of pairs) form.append(name, value);
  return form;
};

function fieldsByName(record: unknown): Map<string, FormField> {
  const byName = new Map<string, FormField>();
  const index = (list: FormField[]) => {
    for (const field of list) {
      byName.set(field.name, field);
      if (field.kind === "group") index(field.fields);
      if (field.kind === "list") field.items.forEach((item) => index(item.fields));
    }
  };
  index(recordFields(record));
  return byName;
}

describe("the brand and contact details in the generic record form", () => {
  it("shows the words side by side, the contact values and coordinates once, and the lists as lists of records", () => {
    const fields = fieldsByName(site());
    expect(fields.get("tagline")).toMatchObject({ kind: "pair" });
    expect(fields.get("address.street")).toMatchObject({ kind: "pair" });
    expect(fields.get("phone.display")).toMatchObject({ kind: "text", value: "+880 1712-345678" });
    expect(fields.get("socialProfiles")).toMatchObject({ kind: "list", of: "records" });
    expect(fields.get("mobilePayments")).toMatchObject({ kind: "list", of: "records" });
    expect(fields.get("mobilePayments.0.accountType")).toMatchObject({ kind: "pair" });
    expect(fields.get("officeVideo.youtubeId")).toMatchObject({ value: "" });
    expect(fields.get("geo.latitude")).toMatchObject({ value: 23.79372 });
    expect(fields.get("openingHours")).toMatchObject({ kind: "list", of: "records" });
    expect(fields.get("openingHours.0.opens")).toMatchObject({ kind: "text", value: "10:00" });
    expect(fields.get("areaServed.3.name")).toMatchObject({ kind: "pair" });
  });

  it("takes a moved office's coordinates and new closing time as numbers and text", () => {
    const changed = formValues(site()).map(([name, value]): [string, string] => {
      if (name === "geo.latitude") return [name, "23.8103"];
      if (name === "openingHours.0.closes") return [name, "18:00"];
      return [name, value];
    });
    const result = recordFromForm(post(changed), site());
    expect(result).toMatchObject({
      ok: true,
      value: { geo: { latitude: 23.8103, longitude: 90.40461 }, openingHours: [{ closes: "18:00" }] },
    });
  });

  it("rebuilds the record exactly from what the form posts, and takes a new phone number", () => {
    expect(recordFromForm(post(formValues(site())), site())).toEqual({ ok: true, value: site() });
    const changed = formValues(site()).map(([name, value]): [string, string] => [
      name,
      name === "phone.display" ? "+880 1555-000111" : value,
    ]);
    const result = recordFromForm(post(changed), site());
    expect(result).toMatchObject({ ok: true, value: { phone: { display: "+880 1555-000111" } } });
  });

  it("adds a blank social profile and a payment number, and removes one", () => {
    const added = applyListOp(site(), { kind: "add", path: "socialProfiles" }) as ReturnType<typeof site>;
    expect(added.socialProfiles).toHaveLength(9);
    expect(added.socialProfiles.at(-1)).toEqual({ network: "", label: "", href: "" });
    const payments = applyListOp(site(), { kind: "add", path: "mobilePayments" }) as { mobilePayments: unknown[] };
    expect(payments.mobilePayments.at(-1)).toEqual({ provider: "", accountType: { en: "", bn: "" }, number: "" });
    const removed = applyListOp(site(), { kind: "remove", path: "socialProfiles.7" }) as ReturnType<typeof site>;
    expect(removed.socialProfiles.map((p) => (p as { network: string }).network)).not.toContain("pinterest");
  });
});
