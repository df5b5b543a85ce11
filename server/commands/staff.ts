/**
 * The operator's door to the staff inbox; accounts exist only through it:
 *   npm run staff -- invite <email> --role <role>[,<role>…]
 *                                     prints a one-time enrolment link (24 h) giving those roles;
 *                                     --replace for someone who has access (their passkeys and
 *                                     sessions end; their roles stay unless --role says others)
 *   npm run staff -- list             who has access, their roles, passkeys and last sign-in
 *   npm run staff -- revoke <email>   ends that person's sessions and passkeys at once
 * Against the site's own store (SQLite, or PostgreSQL when DATABASE_URL is set).
 */
import { parseArgs } from "node:util";
import { z } from "zod";
import { parseSettings } from "../settings/settings.ts";
import { openDatabase } from "../db/open-database.ts";
import { enrolmentLink } from "../staff/staff-config.ts";
import { parseRoles, roleDescriptions, staffRoles, type StaffRole } from "../staff/staff-roles.ts";
import {
  activeAccount,
  clearAccess,
  createInvite,
  listStaff,
  revokeStaff,
  type StaffSummary,
} from "../staff/staff-users.server.ts";
import { runCommand, UsageError } from "./command.ts";

const usage = `Usage:
  npm run staff -- invite <email> --role <role>[,<role>…] [--replace]
  npm run staff -- list
  npm run staff -- revoke <email>

  invite   prints a link that lets <email> add a passkey and sign in to /staff with the roles
           given (--role admin for the first admin; --role sales,translator for two). It works
           once and expires after 24 hours. Send it to the person yourself (chat, in person). For
           someone who already has access it refuses, unless --replace: then their passkeys and
           sessions end at once and the new link is their way back in (a lost or stolen phone),
           with the roles they had unless --role gives others.
  list     everyone who has or had access, with their roles
  revoke   ends that person's sessions and removes their passkeys and unused invites, at once
           (never the last active admin's)

Roles (a person may hold several):
${staffRoles.map((role) => `  ${role.padEnd(11)}${roleDescriptions[role]}`).join("\n")}

The database is the site's: PostgreSQL when DATABASE_URL is set, otherwise the SQLite file
CONTACT_DB_PATH (default ./data/contact.sqlite). Links use STAFF_ORIGIN when set, otherwise the
site's production URL.`;

type Command =
  | { name: "help" }
  | { name: "list" }
  | { name: "invite"; email: string; replace: boolean; roles: StaffRole[] | null }
  | { name: "revoke"; email: string };

function parseCommand(argv: string[]): Command {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      help: { type: "boolean", short: "h" },
      replace: { type: "boolean" },
      role: { type: "string", multiple: true },
    },
  });
  if (values.help) return { name: "help" };
  const [name, ...rest] = positionals;
  if (values.replace && name !== "invite") throw new UsageError("--replace goes with invite only.");
  if (values.role && name !== "invite") throw new UsageError("--role goes with invite only.");
  if (name === "list") {
    if (rest.length > 0) throw new UsageError(`Unexpected argument "${rest[0]}".`);
    return { name };
  }
  if (name !== "invite" && name !== "revoke") {
    throw new UsageError(name ? `Unknown command "${name}".` : "Missing command.");
  }
  if (rest.length !== 1) throw new UsageError(`${name} needs exactly one email address.`);
  const email = z.email().safeParse(rest[0]?.trim());
  if (!email.success) throw new UsageError(`"${rest[0]}" is not an email address.`);
  if (name === "revoke") return { name, email: email.data };
  const replace = values.replace === true;
  // A new person's roles are always said; a replacing link keeps the person's roles unless told.
  if (!values.role && !replace) {
    throw new UsageError(`invite needs --role: one or more of ${staffRoles.join(", ")}, such as --role admin.`);
  }
  const roles = values.role ? parseRoles(values.role) : null;
  if (roles && !roles.ok) throw new UsageError(roles.reason);
  return { name, email: email.data, replace, roles: roles?.roles ?? null };
}

const dhakaTime = (iso: string | null) =>
  iso === null
    ? "never"
    : `${new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Dhaka", dateStyle: "medium", timeStyle: "short" }).format(new Date(iso))} (Dhaka)`;

function listText(people: StaffSummary[]): string {
  if (people.length === 0) return "Nobody has access yet. Start with: npm run staff -- invite <email>";
  return people
    .map(
      (person) =>
        `${person.email}  ${person.revoked_at ? `revoked ${dhakaTime(person.revoked_at)}` : "active"}\n` +
        `  roles: ${person.roles.join(", ") || "none"}  passkeys: ${person.passkeys}  ` +
        `last sign-in: ${dhakaTime(person.last_sign_in)}`,
    )
    .join("\n");
}

async function main(argv: string[]): Promise<number> {
  const command = parseCommand(argv);
  if (command.name === "help") {
    console.log(usage);
    return 0;
  }
  // Read before touching the store, so a bad STAFF_ORIGIN never leaves an unusable invite behind.
  const { staff, database } = parseSettings();
  const db = await openDatabase(database, { quiet: true });
  try {
    if (command.name === "list") {
      console.log(listText(await listStaff(db)));
      return 0;
    }
    if (command.name === "invite") {
      const active = await activeAccount(db, command.email);
      if (active && !command.replace) {
        // A second link would let whoever holds it add a passkey to a working account.
        console.error(
          `${command.email.toLowerCase()} already has access (${active.passkeys} passkey(s)). If they lost their ` +
            `phone or computer, give them a new link that ends their passkeys and sessions:\n` +
            `  npm run staff -- invite ${command.email.toLowerCase()} --replace`,
        );
        return 1;
      }
      if (active) {
        const removed = await clearAccess(db, command.email, "operator");
        console.log(`Ended ${command.email.toLowerCase()}'s sessions and removed ${removed} passkey(s).`);
      }
      const roles = command.roles ?? active?.roles;
      if (!roles || roles.length === 0)
        throw new UsageError(`invite needs --role: one or more of ${staffRoles.join(", ")}.`);
      const { token, expiresAt } = await createInvite(db, command.email, new Date(), { roles });
      console.log(
        `One-time enrolment link for ${command.email.toLowerCase()} as ${roles.join(", ")} (expires ${dhakaTime(expiresAt)}):`,
      );
      console.log(enrolmentLink(staff, token));
      return 0;
    }
    const revocation = await revokeStaff(db, command.email, "operator");
    if (revocation === "revoked") {
      console.log(`Revoked ${command.email.toLowerCase()}: sessions ended, passkeys and invites removed.`);
      return 0;
    }
    if (revocation === "last admin") {
      console.error(
        `${command.email.toLowerCase()} is the last active admin: invite another admin first ` +
          "(npm run staff -- invite <email> --role admin), then revoke.",
      );
      return 1;
    }
    console.error(`Nobody with the address ${command.email} has access or an invite.`);
    return 1;
  } finally {
    await db.close();
  }
}

/** `npm run staff -- …` (bin/staff.ts): resolves to the exit status. */
export const staffCommand = (argv: string[]): Promise<number> => runCommand(() => main(argv), usage);
