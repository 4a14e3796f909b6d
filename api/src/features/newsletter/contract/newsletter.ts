import { newsletterMessages } from './newsletter-messages.ts';
import { emailAddress } from '../../../shared/schema-helpers.ts';
import { z } from '../../../shared/zod.ts';

export { NEWSLETTER_CONSENT_VERSION, newsletterMessages } from './newsletter-messages.ts';

/** The newsletter's request schemas; its texts are in newsletter-messages.ts (without zod, for the blog page). */
export const newsletterSignupSchema = z.object({ email: emailAddress(newsletterMessages.email) });
/** Any length up to a bound: a cut-off link is answered like an unknown one, with the link's own message. */
export const newsletterTokenSchema = z.object({ token: z.string().check(z.maxLength(200)) });
