import { Hono } from 'hono';
import { astro } from 'astro/hono';
import { withBaseContentSecurityPolicy } from '../../api/src/platform/http/security-headers.ts';
import { sharedRuntime, startRuntimeOrExit } from '../../api/src/runtime.ts';

/**
 * The one request pipeline (docs/architecture.md): the API under /api first, then Astro's own pipeline for
 * every page. Under `astro dev` this file starts the runtime (configuration, migrations, seed, mail
 * sender); in production scripts/serve.ts has started it already and hands it over (ADR 001).
 */
const { api, uploads } = sharedRuntime() ?? (await startRuntimeOrExit());

const app = new Hono();
app.route('/', api);
app.route('/', uploads);

// The spec's admin login address; every role logs in at /login. Answered here as a real redirect (an Astro
// redirect in a static build becomes an empty page that the build reports as "file not created").
app.get('/admin/login', (c) => c.redirect(`/login${new URL(c.req.url).search}`, 301));

// A page rendered on demand sends its script and style policy as a header, which replaces the
// server's base header; the base directives (no framing, …) are added back here.
app.use(async (c, next) => {
  await next();
  const policy = c.res.headers.get('Content-Security-Policy');
  if (policy) c.res.headers.set('Content-Security-Policy', withBaseContentSecurityPolicy(policy));
});
app.use(astro());

export default app;
