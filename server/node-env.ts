/**
 * Imported first by server/index.ts, before anything that loads React (react-router does). React
 * picks its build from NODE_ENV when first loaded; unset, it would be the development build:
 * slower, with error details in rendered HTML, and a mismatch with the production react-dom a
 * later import would pick once NODE_ENV is set. env.ts validates the value afterwards.
 */
process.env.NODE_ENV ??= "production";
