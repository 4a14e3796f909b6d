import { newsletterMessages } from './newsletter-messages.ts';
import { emailAddress } from './schema-helpers.ts';
import { z } from './zod.ts';

export { NEWSLETTER_CONSENT_VERSION, newsletterMessages } from './newsletter-messages.ts';

/** The newsletter's request schemas; its texts are in newsletter-messages.ts (without zod, for the blog page). */
export const newsletterSignupSchema = z.object({ email: emailAddress(newsletterMessages.email) });
export const newsletterTokenSchema = z.object({ token: z.string().check(z.minLength(20), z.maxLength(200)) });
