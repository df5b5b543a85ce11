import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; raw: string };

/**
 * A real SMTP server on loopback that keeps what it receives: the notification's recipient and
 * content are checked as a mail server sees them, after nodemailer has encoded everything.
 */
export async function startSmtpSink(options: {
  port: number;
  user: string;
  pass: string;
  /** Called with each email as it is received (the e2e server writes it where the tests read it). */
  onMail?: (mail: ReceivedMail) => void;
}) {
  const received: ReceivedMail[] = [];
  // Every user name a client logged in with, accepted or not: a password sent in clear is a login here.
  const logins: string[] = [];
  const server = new SMTPServer({
    // Plain SMTP on loopback: STARTTLS would need a certificate nodemailer trusts.
    disabledCommands: ["STARTTLS"],
    // Otherwise every connection waits for a reverse DNS lookup of 127.0.0.1 (~100 ms here), which
    // caps a load test's emails at a few dozen a second.
    disableReverseLookup: true,
    // close() ends the connections a pooled client keeps open after this long, instead of 30 s.
    closeTimeout: 100,
    allowInsecureAuth: true,
    onAuth(auth, _session, done) {
      logins.push(auth.username ?? "");
      if (auth.username === options.user && auth.password === options.pass) done(null, { user: auth.username });
      else done(new Error("Invalid username or password"));
    },
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const mailFrom = session.envelope.mailFrom;
        const mail = {
          from: mailFrom ? mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        };
        received.push(mail);
        options.onMail?.(mail);
        done();
      });
    },
    logger: false,
  });
  await new Promise<void>((ready, fail) => {
    server.once("error", fail);
    server.listen(options.port, "127.0.0.1", () => ready());
  });
  // A client that dies mid-message (a killed server process) is an "error" event: kept for the
  // test to look at, instead of an unhandled event that would end the test run.
  const errors: Error[] = [];
  server.on("error", (error) => errors.push(error));
  return {
    received,
    logins,
    errors,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const text = body.replace(/=\r?\n/g, "");
    const bytes: number[] = [];
    for (let i = 0; i < text.length; i += 1) {
      const hex = text.slice(i + 1, i + 3);
      if (text[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
        bytes.push(Number.parseInt(hex, 16));
        i += 2;
      } else bytes.push(text.charCodeAt(i));
    }
    return Buffer.from(bytes).toString("utf8");
  }
  return body;
}

/** The decoded text and HTML parts of a multipart/alternative message, and its top-level headers. */
export function readMail(raw: string): { headers: string; text: string; html: string } {
  const [headers = "", ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join("\r\n\r\n");
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  // A single-part email (plain text only) has its part's headers at the top.
  const parts = boundary ? body.split(`--${boundary}`) : [`${headers}\r\n\r\n${body}`];
  const found = { headers: headers.replace(/\r?\n[ \t]+/g, " "), text: "", html: "" };
  for (const part of parts) {
    const [partHeaders = "", ...partRest] = part.replace(/^\r?\n/, "").split(/\r?\n\r?\n/);
    const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(partHeaders)?.[1]?.toLowerCase() ?? "7bit";
    // SMTP carries CRLF line ends; compare text as it was written.
    const content = decodeBody(partRest.join("\r\n\r\n"), encoding).replace(/\r\n/g, "\n");
    if (/content-type:\s*text\/plain/i.test(partHeaders)) found.text = content;
    if (/content-type:\s*text\/html/i.test(partHeaders)) found.html = content;
  }
  return found;
}
