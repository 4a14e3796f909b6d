import { z } from '../../../shared/zod.ts';

/** GET/PUT /api/admin/settings/security: whether everyone in the office must sign in with a second factor. */
export const securitySettingsSchema = z.object({ requireTwoFactor: z.boolean() });
export type SecuritySettings = z.output<typeof securitySettingsSchema>;

export const securitySettingsMessages = {
  ownSetupFirst: 'Bitte richten Sie zuerst Ihre eigene Zwei-Faktor-Anmeldung im Profil ein.',
} as const;
