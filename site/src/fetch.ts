import { Hono } from 'hono';
import { astro } from 'astro/hono';
import { startRuntimeOrExit } from '../../api/src/runtime.ts';

/**
 * The one request pipeline, in dev and in production (DESIGN.md section 1): the API under /api first,
 * then Astro's own pipeline for every page. Start-up work (configuration, migrations, seed) runs once
 * when the server loads this module, before it accepts requests.
 */
const { api } = await startRuntimeOrExit();

const app = new Hono();
app.route('/', api);
app.use(astro());

export default app;
