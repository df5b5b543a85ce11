/** Year of the build, set by vite.config.ts `define`. */
declare const __BUILD_YEAR__: number;

/** React Router's server build as a module (server/app.ts re-exports it); typed there as ServerBuild. */
declare module "virtual:react-router/server-build";
