import { describe, expect, it } from "vitest";
import { mailboxKey } from "./mailbox-key.server.ts";

describe("mailboxKey", () => {
  it("folds case and removes a +tag from the local part, on any domain", () => {
    expect(mailboxKey("Victim@Example.com")).toBe("victim@example.com");
    expect(mailboxKey("victim+1@example.com")).toBe("victim@example.com");
    expect(mailboxKey("VICTIM+news+2@EXAMPLE.COM")).toBe("victim@example.com");
    expect(mailboxKey("+only-a-tag@example.com")).toBe("@example.com");
  });

  it("removes the dots of a Gmail address and folds googlemail.com into gmail.com", () => {
    expect(mailboxKey("v.i.c.t.i.m@gmail.com")).toBe("victim@gmail.com");
    expect(mailboxKey("V.ictim+promo@GoogleMail.com")).toBe("victim@gmail.com");
    expect(mailboxKey("victim@googlemail.com")).toBe("victim@gmail.com");
  });

  it("keeps the dots everywhere else, where they may name another mailbox", () => {
    expect(mailboxKey("first.last@example.com")).toBe("first.last@example.com");
    expect(mailboxKey("first.last@mail.gmail.com.example")).toBe("first.last@mail.gmail.com.example");
  });
});
