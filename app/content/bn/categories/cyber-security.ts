export { cyberSecurity } from "../../categories/cyber-security.ts"; // TEMP-STUB
