import { describe, expect, it } from "vitest";
import { browserFamily, deviceClass, isBotUserAgent } from "./user-agent.server.ts";

const ua = {
  chromeAndroid:
    "Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Mobile Safari/537.36",
  samsungTablet:
    "Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/27.0 Chrome/125.0.0.0 Safari/537.36",
  iphoneSafari:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1",
  ipad: "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
  facebookAndroid:
    "Mozilla/5.0 (Linux; Android 12; Redmi Note 11) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/138.0.0.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/500.0.0.0;]",
  edgeWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0",
  operaWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36 OPR/123.0.0.0",
  firefoxLinux: "Mozilla/5.0 (X11; Linux x86_64; rv:143.0) Gecko/20100101 Firefox/143.0",
  safariMac:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15",
  chromeMac:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36",
  headless:
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36",
  googlebot: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  googlebotSmartphone:
    "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
};

describe("device class", () => {
  it("tells phones, tablets and desktops apart from the User-Agent", () => {
    expect(deviceClass(ua.chromeAndroid)).toBe("phone");
    expect(deviceClass(ua.iphoneSafari)).toBe("phone");
    expect(deviceClass(ua.facebookAndroid)).toBe("phone");
    expect(deviceClass(ua.samsungTablet)).toBe("tablet");
    expect(deviceClass(ua.ipad)).toBe("tablet");
    expect(deviceClass(ua.edgeWindows)).toBe("desktop");
    expect(deviceClass(ua.safariMac)).toBe("desktop");
    expect(deviceClass("")).toBe("desktop");
  });
});

describe("browser family", () => {
  it("names the browser, not the engines it builds on", () => {
    expect(browserFamily(ua.chromeAndroid)).toBe("Chrome");
    expect(browserFamily(ua.chromeMac)).toBe("Chrome");
    expect(browserFamily(ua.samsungTablet)).toBe("Samsung Internet");
    expect(browserFamily(ua.iphoneSafari)).toBe("Safari");
    expect(browserFamily(ua.safariMac)).toBe("Safari");
    expect(browserFamily(ua.facebookAndroid)).toBe("Facebook");
    expect(browserFamily(ua.edgeWindows)).toBe("Edge");
    expect(browserFamily(ua.operaWindows)).toBe("Opera");
    expect(browserFamily(ua.firefoxLinux)).toBe("Firefox");
    expect(browserFamily("Mozilla/5.0 (X11) SomethingNew/1.0")).toBe("Other");
  });

  it("names Safari only when Safari/ follows Version/, or Mobile/ follows AppleWebKit/", () => {
    expect(browserFamily("Mozilla/5.0 (X11) Version/1.2 Foo Safari/1")).toBe("Safari");
    expect(browserFamily("Mozilla/5.0 (X11) Safari/1 Version/1.2")).toBe("Other");
    expect(browserFamily("Mozilla/5.0 (X11) Version/ Safari/1")).toBe("Other");
    expect(browserFamily("Mozilla/5.0 (X11) AppleWebKit/605 Mobile/15E148")).toBe("Safari");
    expect(browserFamily("Mozilla/5.0 (X11) Mobile/15E148 AppleWebKit/605")).toBe("Other");
  });

  it("reads a User-Agent no further than its first 512 characters", () => {
    const padded = (agent: string) => `${agent} ${"x".repeat(16_000)}`;
    expect(browserFamily(padded(ua.iphoneSafari))).toBe("Safari");
    expect(deviceClass(padded(ua.iphoneSafari))).toBe("phone");
    expect(isBotUserAgent(padded(ua.chromeAndroid))).toBe(false);
    const late = `Mozilla/5.0 (X11) ${" ".repeat(600)} Firefox/143.0`;
    expect(browserFamily(late)).toBe("Other");
  });
});

describe("bots", () => {
  it("counts browsers as people", () => {
    for (const agent of [ua.chromeAndroid, ua.iphoneSafari, ua.facebookAndroid, ua.edgeWindows, ua.firefoxLinux]) {
      expect(isBotUserAgent(agent), agent).toBe(false);
    }
  });

  it("does not count crawlers, scripts, libraries or an empty User-Agent", () => {
    for (const agent of [
      ua.googlebot,
      ua.googlebotSmartphone,
      "",
      "curl/8.5.0",
      "node",
      "Wget/1.21",
      "Go-http-client/1.1",
      "Java/17",
      "facebookexternalhit/1.1",
    ]) {
      expect(isBotUserAgent(agent), agent).toBe(true);
    }
  });

  it("does not count headless Chrome unless the site's own browser tests ask for it", () => {
    expect(isBotUserAgent(ua.headless)).toBe(true);
    expect(isBotUserAgent(ua.headless, { countHeadless: true })).toBe(false);
    expect(isBotUserAgent(ua.googlebot, { countHeadless: true })).toBe(true);
  });
});
