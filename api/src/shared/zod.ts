/**
 * The schemas that the islands share with the server are written with zod/mini: the same checks as
 * classic zod at a fraction of the bundle size, which the island pages' JavaScript budget needs.
 * German fallback messages are switched on by the server (api/src/app.ts); every message a visitor can
 * meet in the browser is written out in the schemas.
 */
export * as z from 'zod/mini';
