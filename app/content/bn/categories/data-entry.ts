export { dataEntry } from "../../categories/data-entry.ts"; // TEMP-STUB
