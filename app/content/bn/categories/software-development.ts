export { softwareDevelopment } from "../../categories/software-development.ts"; // TEMP-STUB
