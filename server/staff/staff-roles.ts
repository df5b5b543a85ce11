/**
 * Who may do what in the staff area (issue 28). A person holds one or more roles; `admin` may use
 * everything, the others one part each, so that an intern who writes articles never sees a
 * client's address and a salesperson never publishes the site. Stored as a comma-separated list
 * in canonical order (staff_users.roles, staff_invites.roles).
 */
export const staffRoles = ["admin", "editor", "sales", "translator"] as const;
export type StaffRole = (typeof staffRoles)[number];

/** What each role is for, as the people page and the CLI say it. */
export const roleDescriptions: Record<StaffRole, string> = {
  admin: "everything, including people and the audit log",
  editor: "the content editor: edit, preview, publish, upload images",
  sales: "leads (inbox, replies, notes, export) and the analytics dashboard",
  translator: "edits English and Bangla texts and saves drafts; cannot publish or change structure",
};

/**
 * The parts of the staff area and the roles (besides admin) that may use each. Every staff loader,
 * action and resource route names one (app/staff/staff-request.server.ts requireStaff); the route ×
 * role test (app/staff/staff-access.test.ts) walks them all.
 */
export const staffAreas = {
  /** The inbox, a lead's page, its replies and notes, the export. */
  leads: ["sales"],
  analytics: ["sales"],
  /** Reading the content editor, previews, history; saving text drafts. */
  content: ["editor", "translator"],
  /** Publishing, restoring, adding, removing or reordering records, uploading images. */
  publishing: ["editor"],
  people: [],
  audit: [],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffArea = keyof typeof staffAreas;

const isRole = (value: string): value is StaffRole => (staffRoles as readonly string[]).includes(value);

/** Roles in canonical order, without repeats. */
export const canonicalRoles = (roles: Iterable<StaffRole>): StaffRole[] => {
  const held = new Set(roles);
  return staffRoles.filter((role) => held.has(role));
};

/** The stored list back as roles; an unknown word is dropped (never read as a right). */
export const rolesFromText = (text: unknown): StaffRole[] =>
  canonicalRoles(
    String(text ?? "")
      .split(",")
      .map((word) => word.trim())
      .filter(isRole),
  );

export const rolesToText = (roles: Iterable<StaffRole>) => canonicalRoles(roles).join(",");

/**
 * "sales,translator" as typed (CLI, form values): every word must be a role and at least one given.
 * Returns the roles, or the reason they cannot be used.
 */
export function parseRoles(words: readonly string[]): { ok: true; roles: StaffRole[] } | { ok: false; reason: string } {
  const given = words
    .flatMap((word) => word.split(","))
    .map((word) => word.trim().toLowerCase())
    .filter(Boolean);
  const unknown = given.filter((word) => !isRole(word));
  if (unknown.length > 0) {
    return { ok: false, reason: `Unknown role "${unknown[0]}": the roles are ${staffRoles.join(", ")}.` };
  }
  if (given.length === 0) return { ok: false, reason: `Choose at least one role: ${staffRoles.join(", ")}.` };
  return { ok: true, roles: canonicalRoles(given as StaffRole[]) };
}

export const mayUse = (roles: readonly StaffRole[], area: StaffArea): boolean =>
  roles.includes("admin") || staffAreas[area].some((role) => roles.includes(role));

/** "sales (or admin)": who may use an area, for the 403 page. */
export function rolesNeeded(area: StaffArea): string {
  const roles: readonly StaffRole[] = staffAreas[area];
  return roles.length === 0 ? "admin" : `${roles.join(" or ")} (or admin)`;
}

/**
 * Where a person lands after signing in or enrolling: the inbox for whom it is open, else the
 * content editor, else their own passkeys (a bare /staff would greet an editor with a refusal).
 */
export function staffHome(roles: readonly StaffRole[]): string {
  if (mayUse(roles, "leads")) return "/staff";
  if (mayUse(roles, "content")) return "/staff/content";
  return "/staff/passkeys";
}
