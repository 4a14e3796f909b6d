import { z } from 'zod';
import { de } from 'zod/locales';

/**
 * zod with German default messages, for the few checks that have no message of their own. Every schema
 * that users' input meets imports z from here, in the browser and on the server alike.
 */
z.config(de());

export { z };
