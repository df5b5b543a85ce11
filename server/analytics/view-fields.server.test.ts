import type { IncomingHttpHeaders } from "node:http";
import { describe, expect, it } from "vitest";
import { campaign, countryFromHeader, pagePath, referrerHost, viewFields } from "./view-fields.server.ts";

const own = new Set(["jamdani-digital.example.com"]);
const iphone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1";

describe("the page a view is counted under", () => {
  it("is one path for /about-us, /about-us/ and /about-us/index.html", () => {
    expect(pagePath("/about-us")).toBe("/about-us");
    expect(pagePath("/about-us/")).toBe("/about-us");
    expect(pagePath("/about-us/index.html")).toBe("/about-us");
    expect(pagePath("/")).toBe("/");
    expect(pagePath("/index.html")).toBe("/");
    expect(pagePath("/bn/")).toBe("/bn");
    expect(pagePath("/about-us///")).toBe("/about-us");
    expect(pagePath("///")).toBe("/");
    expect(pagePath("/about-us/index.html/")).toBe("/about-us/index.html");
  });

  it("is cut to 200 characters, whatever a scanner asks for", () => {
    expect(pagePath(`/${"a".repeat(10_000)}`)).toHaveLength(200);
  });
});

describe("the referrer", () => {
  it("keeps only the host of another site, without www.", () => {
    expect(referrerHost("https://www.google.com/search?q=agency+dhaka", own)).toBe("google.com");
    expect(referrerHost("https://m.facebook.com/", own)).toBe("m.facebook.com");
    expect(referrerHost("http://EXAMPLE.org:8080/a", own)).toBe("example.org");
    expect(referrerHost(`https://example.net/${"x".repeat(10_000)}`, own)).toBe("example.net");
  });

  it("drops our own pages, non-web URLs and garbage", () => {
    expect(referrerHost("https://jamdani-digital.example.com/about-us", own)).toBeNull();
    expect(referrerHost("https://www.jamdani-digital.example.com/", own)).toBeNull();
    expect(referrerHost("android-app://com.google.android.gm/", own)).toBeNull();
    expect(referrerHost("javascript:alert(1)", own)).toBeNull();
    expect(referrerHost("not a url", own)).toBeNull();
    expect(referrerHost("", own)).toBeNull();
    expect(referrerHost(`https://${"a".repeat(10_000)}.com/`, own)).toBeNull();
  });

  it("stores an internationalised host in its ASCII form, never markup", () => {
    expect(referrerHost("https://বাংলা.example/", own)).toBe("xn--54b7fta0cc.example");
    expect(referrerHost("https://<script>.example/", own)).toBeNull();
  });
});

describe("the campaign", () => {
  it("reads utm_source, utm_medium and utm_campaign from the query string", () => {
    expect(campaign("/?utm_source=facebook&utm_medium=cpc&utm_campaign=Eid%20Offer")).toEqual({
      utmSource: "facebook",
      utmMedium: "cpc",
      utmCampaign: "Eid Offer",
    });
    expect(campaign("/our-services")).toEqual({ utmSource: null, utmMedium: null, utmCampaign: null });
  });

  it("survives hostile values: 10 KB, control characters, bad escapes, invalid UTF-8", () => {
    const result = campaign(`/?utm_campaign=${"x".repeat(10_000)}&utm_source=a%00b%0D%0Ac&utm_medium=%E0%A6%ff%C3%28%`);
    expect(result.utmCampaign).toBe("x".repeat(100));
    expect(result.utmSource).toBe("a b c");
    expect(result.utmMedium).toBe("\uFFFD\uFFFD\uFFFD(%");
    expect(campaign("/?utm_source=%3Cscript%3Ealert(1)%3C/script%3E").utmSource).toBe("<script>alert(1)</script>");
  });
});

describe("the country", () => {
  it("is two letters from the trusted header, or nothing", () => {
    expect(countryFromHeader("bd")).toBe("BD");
    expect(countryFromHeader("XX")).toBeNull();
    expect(countryFromHeader("T1")).toBeNull();
    expect(countryFromHeader("Bangladesh")).toBeNull();
    expect(countryFromHeader(undefined)).toBeNull();
  });
});

describe("a whole view", () => {
  const request = (url: string, headers: IncomingHttpHeaders, status = 200) => ({
    url,
    pathname: url.split("?")[0]!,
    status,
    headers: { host: "jamdani-digital.example.com", "user-agent": iphone, ...headers },
    address: "203.0.113.9",
  });

  it("takes path, language, status, referrer, campaign, device and browser from the request", () => {
    const fields = viewFields(
      request("/bn/our-services/?utm_source=newsletter", { referer: "https://www.google.com/" }),
      { ownHosts: own },
    );
    expect(fields).toEqual({
      path: "/bn/our-services",
      language: "bn",
      status: 200,
      referrer: "google.com",
      utmSource: "newsletter",
      utmMedium: null,
      utmCampaign: null,
      device: "phone",
      browser: "Safari",
      country: null,
    });
  });

  it("is in the language its page is shown in: the prefix's, as the site decides it", () => {
    const language = (path: string) => viewFields(request(path, {}), { ownHosts: own }).language;
    expect(language("/bn")).toBe("bn");
    expect(language("/bn/contact-us")).toBe("bn");
    expect(language("/bnx")).toBe("en");
    expect(language("/")).toBe("en");
    // A page not found at /bn.php is shown in Bangla (app/root.tsx reads localeFromPath).
    expect(language("/bn.php")).toBe("bn");
  });

  it("drops a referrer from the host the request came to (a staging or local address)", () => {
    const fields = viewFields(request("/", { host: "127.0.0.1:4173", referer: "http://127.0.0.1:4173/about-us" }), {
      ownHosts: own,
    });
    expect(fields.referrer).toBeNull();
  });

  it("reads the country only from the configured header, else from the lookup", () => {
    const headers = { "cf-ipcountry": "BD" };
    expect(viewFields(request("/", headers), { ownHosts: own }).country).toBeNull();
    expect(viewFields(request("/", headers), { ownHosts: own, countryHeader: "cf-ipcountry" }).country).toBe("BD");
    const lookup = (address: string) => (address === "203.0.113.9" ? "IN" : null);
    expect(
      viewFields(request("/", {}), { ownHosts: own, countryHeader: "cf-ipcountry", lookupCountry: lookup }).country,
    ).toBe("IN");
  });

  it("records a 404 as such", () => {
    expect(viewFields(request("/wp-login.php", {}, 404), { ownHosts: own })).toMatchObject({
      path: "/wp-login.php",
      status: 404,
    });
  });
});
