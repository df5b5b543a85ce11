import { request } from "node:http";

/**
 * What a page's HTML costs in round trips on Lighthouse's mobile model (Lantern's TCP connection:
 * an initial congestion window of 10 segments of 1,460 bytes, doubling each round trip). A page
 * whose HTML (headers and brotli body, as sent) is one byte past 14,600 is received a round trip
 * later, 150 ms on that model, and its largest image is requested only then: /bn/latest-projects
 * measured an LCP of 1,295 ms at 14,198 bytes of body and 1,167 ms at 12,603 (medians of five,
 * interleaved), against a target of 1,300 ms. Counting the bytes catches that growth before
 * Lighthouse's noisier LCP does.
 */
export const firstRoundTripBytes = 10 * 1460;
const secondRoundTripBytes = 20 * 1460;

/**
 * The home pages hold the hero, the statistics, the services, the projects and the four shared
 * sections (the specification's page table): their HTML takes two round trips, and their largest
 * paint (the hero image) is measured by Lighthouse like every page's.
 */
const twoRoundTripPages = new Set(["/", "/bn"]);

export function roundTripLimit(path: string): { bytes: number; roundTrips: number } {
  return twoRoundTripPages.has(path)
    ? { bytes: firstRoundTripBytes + secondRoundTripBytes, roundTrips: 2 }
    : { bytes: firstRoundTripBytes, roundTrips: 1 };
}

/** The bytes of `url`'s response on the wire, as a browser asking for brotli receives it. */
export function transferBytes(url: string): Promise<{ status: number; headerBytes: number; bodyBytes: number }> {
  return new Promise((resolve, reject) => {
    const asked = request(url, { headers: { "accept-encoding": "gzip, deflate, br, zstd" } }, (response) => {
      let bodyBytes = 0;
      response.on("data", (chunk: Buffer) => (bodyBytes += chunk.length));
      response.on("error", reject);
      response.on("end", () => {
        const { rawHeaders, statusCode = 0, statusMessage = "", httpVersion } = response;
        let headerBytes = Buffer.byteLength(`HTTP/${httpVersion} ${statusCode} ${statusMessage}\r\n\r\n`);
        for (let i = 0; i < rawHeaders.length; i += 2) {
          headerBytes += Buffer.byteLength(`${rawHeaders[i]}: ${rawHeaders[i + 1]}\r\n`);
        }
        resolve({ status: statusCode, headerBytes, bodyBytes });
      });
    });
    asked.on("error", reject);
    asked.end();
  });
}
