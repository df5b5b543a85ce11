import { collection } from "../collection.ts";
import { idField, imageField } from "../common-fields.ts";

export const heroBanners = collection({
  label: "Hero banners",
  help: "The banners that turn on the home page, one after the other.",
  file: "hero-banners",
  list: { min: 1, max: 12, id: "id", name: "title", item: "banner" },
  fields: {
    id: idField,
    eyebrow: { kind: "text", lines: "one", label: "Small line above the title", min: 3, max: 60 },
    title: { kind: "text", lines: "one", label: "Title", min: 5, max: 90 },
    text: { kind: "text", lines: "paragraph", label: "Text", min: 30, max: 220 },
    image: imageField,
    cta: {
      kind: "group",
      label: "Button",
      fields: {
        label: { kind: "text", lines: "one", label: "Button text", min: 3, max: 40 },
        href: { kind: "page", label: "Page it opens" },
      },
    },
  },
});

export const statistics = collection({
  label: "Statistics",
  help: "The figures of the home and about pages.",
  file: "statistics",
  list: { min: 2, max: 8, id: "id", name: "label", item: "figure" },
  fields: {
    id: idField,
    value: { kind: "number", label: "Figure", integer: true, min: 0, max: 1_000_000 },
    suffix: {
      kind: "choice",
      label: "After the figure",
      options: [
        { value: "", label: "nothing" },
        { value: "+", label: "+ (more than)" },
      ],
    },
    label: { kind: "text", lines: "one", label: "What it counts", min: 3, max: 60 },
  },
});

export const rates = collection({
  label: "Rate bars",
  help: "The percentage bars of the company section.",
  file: "rates",
  list: { min: 1, max: 6, id: "id", name: "label", item: "bar" },
  fields: {
    id: idField,
    label: { kind: "text", lines: "one", label: "What it measures", min: 3, max: 60 },
    percent: { kind: "number", label: "Percent", integer: true, min: 0, max: 100 },
  },
});
