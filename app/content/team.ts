import type { Structure } from "./localized.ts";
import type { TeamMember } from "./schemas.ts";

/** What each language writes about a team member; portrait and profile links are declared once, below. */
export type TeamMemberStrings = { name: string; role: string; bio: string; image: { alt: string } };

/** Fictional staff for the Expert Team section, in order; profile URLs are placeholders. */
export const teamMemberStructure = [
  {
    id: "farhan-kabir",
    image: { src: "/art/people/farhan-kabir.svg", width: 320, height: 320 },
    socials: [
      { network: "linkedin", href: "https://www.linkedin.com/in/farhan-kabir-example" },
      { network: "facebook", href: "https://www.facebook.com/farhan.kabir.example" },
      { network: "x", href: "https://x.com/farhankabir_example" },
    ],
  },
  {
    id: "nusrat-jahan",
    image: { src: "/art/people/nusrat-jahan.svg", width: 320, height: 320 },
    socials: [
      { network: "linkedin", href: "https://www.linkedin.com/in/nusrat-jahan-example" },
      { network: "github", href: "https://github.com/nusrat-jahan-example" },
    ],
  },
  {
    id: "sabbir-hossain",
    image: { src: "/art/people/sabbir-hossain.svg", width: 320, height: 320 },
    socials: [
      { network: "linkedin", href: "https://www.linkedin.com/in/sabbir-hossain-example" },
      { network: "facebook", href: "https://www.facebook.com/sabbir.hossain.example" },
      { network: "instagram", href: "https://www.instagram.com/sabbir.hossain.example" },
    ],
  },
  {
    id: "tahmina-akter",
    image: { src: "/art/people/tahmina-akter.svg", width: 320, height: 320 },
    socials: [
      { network: "behance", href: "https://www.behance.net/tahmina-akter-example" },
      { network: "instagram", href: "https://www.instagram.com/tahmina.akter.example" },
      { network: "linkedin", href: "https://www.linkedin.com/in/tahmina-akter-example" },
    ],
  },
] as const satisfies readonly Structure<TeamMember, TeamMemberStrings>[];
export type TeamMemberId = (typeof teamMemberStructure)[number]["id"];

export const teamMemberStrings = {
  "farhan-kabir": {
    name: "Farhan Kabir",
    role: "Founder & CEO",
    bio: "Farhan spent eight years building software for garment exporters before starting the agency. He scopes every new project himself and is the person clients call when a decision needs making.",
    image: { alt: "Illustrated portrait of Farhan Kabir, a man in a navy blazer with short black hair" },
  },
  "nusrat-jahan": {
    name: "Nusrat Jahan",
    role: "Lead Software Engineer",
    bio: "Nusrat leads the development team and reviews every pull request that goes to a client. She works mainly in TypeScript, Laravel and Flutter and looks after hosting, testing and deployments.",
    image: { alt: "Illustrated portrait of Nusrat Jahan, a woman in a teal hijab smiling beside a laptop" },
  },
  "sabbir-hossain": {
    name: "Sabbir Hossain",
    role: "Head of Digital Marketing",
    bio: "Sabbir plans the SEO and paid advertising for clients in Bangladesh and the Gulf. He insists on working tracking before the first ad goes live and writes every monthly report himself.",
    image: { alt: "Illustrated portrait of Sabbir Hossain, a man with glasses and a trimmed beard in a white shirt" },
  },
  "tahmina-akter": {
    name: "Tahmina Akter",
    role: "Creative Lead",
    bio: "Tahmina runs design and video, from brand identities and packaging to Reels and explainer animations. She often draws colour and pattern from traditional Bangladeshi textiles.",
    image: { alt: "Illustrated portrait of Tahmina Akter, a woman with long hair holding a stylus" },
  },
} satisfies Record<TeamMemberId, TeamMemberStrings>;
