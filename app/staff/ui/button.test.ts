import { expect, it } from "vitest";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "./button.tsx";

// cn() joins and does not merge: a variant and a size must never both set one property.
const families = [
  /^min-h-/,
  /^px-/,
  /^bg-/,
  /^text-(xs|sm|base|lg)$/,
  /^text-(?!xs|sm|base|lg)/,
  /^ring-\d/,
  /^ring-(?!\d)/,
];

it("gives every variant and size one class per property, and a target of at least 36 px", () => {
  for (const variant of ["primary", "secondary", "danger"] satisfies ButtonVariant[]) {
    for (const size of ["default", "small"] satisfies ButtonSize[]) {
      const classes = buttonClasses({ variant, size }).split(" ");
      for (const family of families) {
        expect(classes.filter((name) => family.test(name)).length, `${variant} ${size} ${family}`).toBeLessThanOrEqual(
          1,
        );
      }
      expect(
        classes.some((name) => name === "min-h-11" || name === "min-h-9"),
        `${variant} ${size}`,
      ).toBe(true);
    }
  }
});
