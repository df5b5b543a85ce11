import type { SharedSectionsData } from "~/components/sections/shared-sections.tsx";
import { company } from "~/content/company.ts";
import { officeCards } from "~/content/offices.ts";
import { teamMembers } from "~/content/team.ts";
import { testimonials } from "~/content/testimonials.ts";

/** Content of the four shared sections, read by route loaders (so it stays out of the JS bundle). */
export function sharedSectionsData(): SharedSectionsData {
  return { company, teamMembers, testimonials, officeCards };
}
