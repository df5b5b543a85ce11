const dhaka = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Asia/Dhaka",
  dateStyle: "medium",
  timeStyle: "short",
});

/** Staff work in Dhaka: every time is shown there, whatever the server's or browser's zone. */
export const inDhaka = (iso: string) => `${dhaka.format(new Date(iso))} (Dhaka)`;

export const languageNames: Record<string, string> = { en: "English", bn: "Bangla (বাংলা)" };

/** A wait as staff say it: "45 min", "2 h 5 min", "3 days 4 h". */
export function formatWait(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
  const days = Math.floor(hours / 24);
  const unit = days === 1 ? "day" : "days";
  return hours % 24 === 0 ? `${days} ${unit}` : `${days} ${unit} ${hours % 24} h`;
}
