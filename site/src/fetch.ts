import { Hono } from 'hono';
import { astro } from 'astro/hono';
import { withBaseContentSecurityPolicy } from '../../api/src/platform/http/security-headers.ts';

/**
 * Astro's request pipeline. Under `astro dev` it is the only one, so the API under /api and the uploaded
 * images are mounted here first, and this file starts the runtime (configuration, migrations, seed, mail
 * sender). In production scripts/serve.ts answers /api and /uploads itself before a request reaches Astro
 * (ADR 001, ADR 044): the branch is left out of the build, so the server bundle carries no second copy
 * of the API.
 */
const app = new Hono();

if (import.meta.env.DEV) {
  const { sharedRuntime, startRuntimeOrExit } = await import('../../api/src/runtime.ts');
  const { api, uploads } = sharedRuntime() ?? (await startRuntimeOrExit());
  app.route('/', api);
  app.route('/', uploads);
}

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
