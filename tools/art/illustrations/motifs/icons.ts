/**
 * Small stroke icons in a 24x24 box, drawn inside chips (see ui.ts chip()). They inherit
 * stroke colour and width from the chip group, so each one is only its geometry. `match`
 * lists words from alt text that the icon can stand for, so a card whose alt mentions
 * "a calendar" gets a calendar chip.
 */
export type Icon = { id: string; match: RegExp; body: string };

const p = (dd: string): string => `<path d="${dd}"/>`;
const c = (cx: number, cy: number, r: number): string => `<circle cx="${cx}" cy="${cy}" r="${r}"/>`;

/** Gear outline: eight teeth on a ring, computed once. */
function gearPath(): string {
  let s = "";
  for (let i = 0; i < 16; i++) {
    const a = (i * Math.PI) / 8 - Math.PI / 16;
    const r = i % 2 === 0 ? 9.5 : 7.2;
    const a2 = a + Math.PI / 8;
    s += `${i ? "L" : "M"}${(12 + Math.cos(a) * r).toFixed(1)} ${(12 + Math.sin(a) * r).toFixed(1)}`;
    s += `L${(12 + Math.cos(a2) * r).toFixed(1)} ${(12 + Math.sin(a2) * r).toFixed(1)}`;
  }
  return s + "Z";
}

export const icons: Icon[] = [
  { id: "gear", match: /\bgears?\b|settings|cog/, body: p(gearPath()) + c(12, 12, 3) },
  {
    id: "wrench",
    match: /wrench|repair|maintenance|spanner/,
    body: p("M14.5 4.5a5 5 0 0 0-5.8 6.6L3.5 16.3a2 2 0 0 0 2.9 2.9l5.2-5.2a5 5 0 0 0 6.6-5.8l-3 3-2.8-.7-.7-2.8z"),
  },
  {
    id: "heart",
    match: /hearts?\b|likes?\b|love/,
    body: p("M12 20s-7.5-4.6-7.5-10A4.2 4.2 0 0 1 12 7.4 4.2 4.2 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10z"),
  },
  {
    id: "star",
    match: /stars?\b|ratings?|reviews?/,
    body: p("M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.8z"),
  },
  { id: "check", match: /check|tick|approved|verified|green status/, body: p("M5 12.5l4.5 4.5L19 7.5") },
  {
    id: "mail",
    match: /e-?mail|envelope|newsletter|inbox/,
    body: p("M3.5 6.5h17v11h-17z") + p("M3.5 7l8.5 6.5L20.5 7"),
  },
  {
    id: "bell",
    match: /bell|notification|alert/,
    body: p("M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 1.5h-15z") + p("M10 20.5h4"),
  },
  { id: "search", match: /search|magnif|seo\b|google/, body: c(10.5, 10.5, 5.5) + p("M14.5 14.5l5 5") },
  {
    id: "cart",
    match: /cart|basket|checkout|shop/,
    body: p("M3 4.5h2.5l2.2 10.5h10l2-7.5H6.6") + c(9, 19, 1.4) + c(16.5, 19, 1.4),
  },
  { id: "code", match: /\bcode\b|developer|html/, body: p("M8.5 7l-5 5 5 5M15.5 7l5 5-5 5M13.5 5l-3 14") },
  {
    id: "cloud",
    match: /cloud|hosting|upload|sync/,
    body: p("M7 18.5a4.5 4.5 0 0 1-.6-9A6 6 0 0 1 18 9.6a4.5 4.5 0 0 1-.5 8.9z"),
  },
  {
    id: "lock",
    match: /lock|password|encrypt|secure/,
    body: p("M5.5 11h13v9h-13z") + p("M8.5 11V8a3.5 3.5 0 0 1 7 0v3"),
  },
  { id: "key", match: /\bkeys?\b|credential/, body: c(8, 12, 4) + p("M12 12h9M18 12v3M21 12v2") },
  {
    id: "shield",
    match: /shield|protect|guard/,
    body: p("M12 3.5l7 2.5v5.5c0 4.6-3 7.6-7 9-4-1.4-7-4.4-7-9V6z") + p("M9 12l2.2 2.2L15.5 10"),
  },
  {
    id: "eye",
    match: /\beyes?\b|monitor|watch|visib|privacy/,
    body: p("M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z") + c(12, 12, 3),
  },
  {
    id: "bug",
    match: /\bbugs?\b|malware|virus|threat/,
    body:
      p("M8 9.5a4 4 0 0 1 8 0V15a4 4 0 0 1-8 0z") +
      p("M8 12H4.5M16 12h3.5M8.5 8L6 5.5M15.5 8L18 5.5M8 16l-2.5 2.5M16 16l2.5 2.5M12 9.5v9"),
  },
  { id: "warning", match: /warning|risk|vulnerab|danger/, body: p("M12 4l9 15.5H3z") + p("M12 10v4M12 17v.1") },
  { id: "play", match: /\bplay\b|youtube|reel/, body: p("M8.5 5.5v13l10-6.5z") },
  {
    id: "scissors",
    match: /scissor|\bcuts?\b|trim/,
    body: c(6.5, 17.5, 2.5) + c(6.5, 6.5, 2.5) + p("M8.5 8l11 9M8.5 16l11-9"),
  },
  {
    id: "music",
    match: /music|audio|sound|voice/,
    body: p("M9 17.5V6l10-2v11.5") + c(6.5, 17.5, 2.5) + c(16.5, 15.5, 2.5),
  },
  { id: "pen", match: /\bpen\b|vector|drawing/, body: p("M12 3l5 8-5 10-5-10z") + c(12, 11.5, 1.6) + p("M12 3v7") },
  {
    id: "brush",
    match: /brush|paint|retouch/,
    body: p("M19.5 4.5l-8.5 9 2 2 8.5-9.5z") + p("M10 14.5c-2.5 0-4 1.5-4 4-1 1-2 1.5-3 1.5 4 1.5 8 .5 9-3.5z"),
  },
  {
    id: "image",
    match: /photos?\b|images?\b|picture/,
    body: p("M3.5 5.5h17v13h-17z") + c(8.5, 10, 1.8) + p("M3.5 17l5.5-5 4 3.5 3-2.5 4.5 4"),
  },
  {
    id: "bars",
    match: /bar chart|analytics|statistic|metric|report/,
    body: p("M4 20h16M6.5 20v-6M11 20V8M15.5 20v-9M20 20V5"),
  },
  {
    id: "pie",
    match: /pie|donut|share/,
    body: p("M12 3.5v8.5h8.5A8.5 8.5 0 1 1 12 3.5z") + p("M15 3.8A8.5 8.5 0 0 1 20.2 9H15z"),
  },
  {
    id: "trend",
    match: /growth|trend|rising|increase|conversion/,
    body: p("M3.5 17l5.5-5.5 4 4 7.5-8") + p("M15.5 7.5h5v5"),
  },
  { id: "target", match: /target|goal|aim|audience/, body: c(12, 12, 8.5) + c(12, 12, 5) + c(12, 12, 1.5) },
  {
    id: "calendar",
    match: /calendar|schedul|date|booking|appointment/,
    body: p("M4 6h16v14H4zM4 10.5h16M8.5 3.5v5M15.5 3.5v5"),
  },
  {
    id: "user",
    match: /\busers?\b|profile|customer|employee|person|account/,
    body: c(12, 8.5, 4) + p("M4.5 20.5a7.5 7.5 0 0 1 15 0"),
  },
  {
    id: "globe",
    match: /globe|world|international|global|translat|language/,
    body: c(12, 12, 8.5) + p("M3.5 12h17M12 3.5c-4 4.5-4 12.5 0 17M12 3.5c4 4.5 4 12.5 0 17"),
  },
  {
    id: "pin",
    match: /\bmaps?\b|location|local|pin\b/,
    body: p("M12 21s-6.5-6-6.5-11a6.5 6.5 0 0 1 13 0c0 5-6.5 11-6.5 11z") + c(12, 10, 2.4),
  },
  { id: "clock", match: /clock|time|hours|deadline|uptime/, body: c(12, 12, 8.5) + p("M12 7v5l3.5 2") },
  { id: "chat", match: /chat|message|comment|support|whatsapp|conversation/, body: p("M4 5.5h16v10H10l-4.5 4v-4H4z") },
  {
    id: "doc",
    match: /document|\bfiles?\b|invoice|pdf|receipt|payslip|paper/,
    body: p("M6 3.5h8.5l3.5 3.5v13.5H6z") + p("M14 3.5V7.5h4M9 12h6M9 15.5h6"),
  },
  {
    id: "database",
    match: /database|\bsql\b|records/,
    body:
      `<ellipse cx="12" cy="6" rx="7" ry="2.8"/>` +
      p("M5 6v12c0 1.5 3 2.8 7 2.8s7-1.3 7-2.8V6M5 12c0 1.5 3 2.8 7 2.8s7-1.3 7-2.8"),
  },
  { id: "filter", match: /filter|clean|sort|dedup/, body: p("M4 5h16l-6 7.5V19l-4 1.5v-8z") },
  {
    id: "mic",
    match: /\bmic|podcast|voice-?over|narrat/,
    body: p("M9 5.5a3 3 0 0 1 6 0V12a3 3 0 0 1-6 0z") + p("M5.5 11.5a6.5 6.5 0 0 0 13 0M12 18v3"),
  },
  { id: "camera", match: /camera|shoot|filming/, body: p("M3.5 8h4l1.5-2.5h6L16.5 8h4v11h-17z") + c(12, 13, 3.5) },
  {
    id: "coin",
    match: /payment|price|pricing|coin|money|wallet|bank|payroll|salary|budget|\bads?\b|cost/,
    body: c(12, 12, 8.5) + p("M14.5 8.5h-3.7a1.8 1.8 0 0 0 0 3.5h2.4a1.8 1.8 0 0 1 0 3.5H9.5M12 6.5v11"),
  },
  { id: "bolt", match: /speed|fast|performance|quick|power/, body: p("M13 3L5.5 13.5H12L11 21l7.5-10.5H12z") },
  {
    id: "megaphone",
    match: /campaign|announce|promot/,
    body: p("M4 10v4h3l8 4.5v-13L7 10z") + p("M18 9.5a3.5 3.5 0 0 1 0 5"),
  },
  {
    id: "layers",
    match: /layers?\b|stack|brand kit/,
    body: p("M12 4l8.5 4.5L12 13 3.5 8.5z") + p("M3.5 12.5L12 17l8.5-4.5M3.5 16L12 20.5l8.5-4.5"),
  },
  {
    id: "link",
    match: /\blinks?\b|backlink|connect|integrat/,
    body:
      p("M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1") + p("M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1"),
  },
];

export const iconById = (id: string): Icon => {
  const icon = icons.find((i) => i.id === id);
  if (!icon) throw new Error(`unknown icon "${id}"`);
  return icon;
};
