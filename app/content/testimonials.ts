import type { Structure } from "./localized.ts";
import type { Testimonial } from "./schemas.ts";

/**
 * What each language writes about a client: the name as that language writes it, where the client
 * is from ("From Bangladesh") and the feedback. The country and the avatar are declared once, below.
 */
export type TestimonialStrings = { name: string; designation: string; image: { alt: string }; feedback: string };

/** Ten fictional clients; the slider shows them in this order. */
export const testimonialStructure = [
  {
    id: "shapla-handicrafts",
    country: "Bangladesh",
    image: { src: "/art/people/shapla-handicrafts.svg", width: 320, height: 320 },
  },
  {
    id: "dhanmondi-dental-care",
    country: "Bangladesh",
    image: { src: "/art/people/dhanmondi-dental-care.svg", width: 320, height: 320 },
  },
  {
    id: "meghna-agro-traders",
    country: "Bangladesh",
    image: { src: "/art/people/meghna-agro-traders.svg", width: 320, height: 320 },
  },
  {
    id: "bonolota-fashion-house",
    country: "Bangladesh",
    image: { src: "/art/people/bonolota-fashion-house.svg", width: 320, height: 320 },
  },
  {
    id: "sparkle-bay-cleaning",
    country: "United Arab Emirates",
    image: { src: "/art/people/sparkle-bay-cleaning.svg", width: 320, height: 320 },
  },
  {
    id: "desert-breeze-facility-services",
    country: "United Arab Emirates",
    image: { src: "/art/people/desert-breeze-facility-services.svg", width: 320, height: 320 },
  },
  {
    id: "creek-spice-kitchen",
    country: "United Arab Emirates",
    image: { src: "/art/people/creek-spice-kitchen.svg", width: 320, height: 320 },
  },
  {
    id: "najd-trading-est",
    country: "Saudi Arabia",
    image: { src: "/art/people/najd-trading-est.svg", width: 320, height: 320 },
  },
  {
    id: "hijaz-travel-services",
    country: "Saudi Arabia",
    image: { src: "/art/people/hijaz-travel-services.svg", width: 320, height: 320 },
  },
  {
    id: "thames-lettings",
    country: "United Kingdom",
    image: { src: "/art/people/thames-lettings.svg", width: 320, height: 320 },
  },
] as const satisfies readonly Structure<Testimonial, TestimonialStrings>[];
export type TestimonialId = (typeof testimonialStructure)[number]["id"];

export const testimonialStrings = {
  "shapla-handicrafts": {
    name: "Shapla Handicrafts",
    designation: "From Bangladesh",
    image: { alt: "Illustrated avatar for Shapla Handicrafts showing a woven basket and a water lily" },
    feedback:
      "We used to take every order through Facebook messages and too many slipped through. Now customers pay by bKash at checkout, we get an SMS for each order, and my staff spend their day packing parcels instead of answering the same questions in the inbox.",
  },
  "dhanmondi-dental-care": {
    name: "Dhanmondi Dental Care",
    designation: "From Bangladesh",
    image: { alt: "Illustrated avatar for Dhanmondi Dental Care showing a tooth inside a map pin" },
    feedback:
      "New patients now tell our receptionist they found us on Google Maps, which never happened before. The team sorted out our business profile, fixed the clinic pages on our website and replies to reviews in a tone that sounds like us.",
  },
  "meghna-agro-traders": {
    name: "Meghna Agro Traders",
    designation: "From Bangladesh",
    image: { alt: "Illustrated avatar for Meghna Agro Traders showing sacks of grain and a delivery truck" },
    feedback:
      "Our stock used to live in four spreadsheets that never agreed with each other. The inventory system they built shows every warehouse in one screen, and they trained our branch staff in Bangla until everyone was comfortable using it.",
  },
  "bonolota-fashion-house": {
    name: "Bonolota Fashion House",
    designation: "From Bangladesh",
    image: { alt: "Illustrated avatar for Bonolota Fashion House showing a folded saree with a floral border" },
    feedback:
      "For our Eid collection they designed the post graphics, edited the Reels and ran the Facebook and Instagram ads as one campaign. Everything was ready a week early, and the weekly ad reports were short enough that I actually read them.",
  },
  "sparkle-bay-cleaning": {
    name: "Sparkle Bay Cleaning",
    designation: "From United Arab Emirates",
    image: { alt: "Illustrated avatar for Sparkle Bay Cleaning showing a spray bottle in front of a marina skyline" },
    feedback:
      "Customers can book a clean in a minute on their phone and get a WhatsApp confirmation straight away. Dhaka is only two hours ahead of Dubai, so when I send a change in the morning it is usually live before lunch.",
  },
  "desert-breeze-facility-services": {
    name: "Desert Breeze Facility Services",
    designation: "From United Arab Emirates",
    image: { alt: "Illustrated avatar for Desert Breeze Facility Services showing an office tower and a sand dune" },
    feedback:
      "They rewrote our service pages for facility managers rather than homeowners and set up pages for each business district we cover. We now receive site-visit requests for office contracts through the website every month.",
  },
  "creek-spice-kitchen": {
    name: "Creek Spice Kitchen",
    designation: "From United Arab Emirates",
    image: { alt: "Illustrated avatar for Creek Spice Kitchen showing a steaming biryani pot and a dhow boat" },
    feedback:
      "We film on our phones in the kitchen and upload the clips on Sunday. By Tuesday we have a week of Reels and TikToks with Arabic and English captions, cut to the beat and ready to post across both of our branches.",
  },
  "najd-trading-est": {
    name: "Najd Trading Est.",
    designation: "From Saudi Arabia",
    image: { alt: "Illustrated avatar for Najd Trading Est. showing stacked shipping cartons with Arabic labels" },
    feedback:
      "We handed over supplier sheets for our whole hardware range, written in a mix of English and Arabic. They came back as a clean, bilingual catalogue on our online store, with the few unclear items flagged for us rather than guessed.",
  },
  "hijaz-travel-services": {
    name: "Hijaz Travel Services",
    designation: "From Saudi Arabia",
    image: { alt: "Illustrated avatar for Hijaz Travel Services showing an aeroplane above a shield" },
    feedback:
      "Before launching our booking portal we asked them for a penetration test. They found problems our developers had missed, explained each one clearly, and retested after the fixes, so we launched knowing the gaps were closed.",
  },
  "thames-lettings": {
    name: "Thames Lettings",
    designation: "From United Kingdom",
    image: { alt: "Illustrated avatar for Thames Lettings showing a terraced house with a river beneath" },
    feedback:
      "They rebuilt our property website so listings update from our CRM automatically, and now look after it on a monthly plan. Questions are answered the same day, and the monthly maintenance log tells me exactly what was done.",
  },
} satisfies Record<TestimonialId, TestimonialStrings>;
