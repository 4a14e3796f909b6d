import { z } from '../../../shared/zod.ts';
import { twoFactorMessages as m } from './two-factor-messages.ts';
import type { TwoFactorStep } from '../../../shared/staff-access.ts';

/**
 * Two-factor sign-in (TOTP, RFC 6238) with recovery codes: the requests of the code step, the profile's
 * section and the owner's settings, and what the API answers. Texts in two-factor-messages.ts.
 */

export { twoFactorMessages } from './two-factor-messages.ts';

/** What a session still needs after the password; in shared/, since the request context (platform/http/env.ts) carries it. */
export type { TwoFactorStep };

/** Spaces a person types or an app shows in the middle ("123 456") are not part of the code. */
const appCode = z.string({ error: m.codeRequired }).check(
  z.maxLength(20, { error: m.codeFormat }),
  z.overwrite((value) => value.replace(/\s+/g, '')),
  z.regex(/^\d{6}$/, { error: m.codeFormat }),
);

/** xxxx-xxxx-xxxx, read without regard to case, spaces or dashes typed differently. */
const RECOVERY_CODE_PATTERN = /^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/;
function normaliseRecoveryCode(value: string): string {
  const plain = value.toLowerCase().replace(/[^a-z0-9]/g, '');
  return plain.length === 12 ? `${plain.slice(0, 4)}-${plain.slice(4, 8)}-${plain.slice(8)}` : value.trim().toLowerCase();
}
const recoveryCode = z
  .string({ error: m.recoveryCodeFormat })
  .check(
    z.maxLength(40, { error: m.recoveryCodeFormat }),
    z.overwrite(normaliseRecoveryCode),
    z.regex(RECOVERY_CODE_PATTERN, { error: m.recoveryCodeFormat }),
  );

/** POST /api/admin/login/two-factor: a code from the app, or one of the recovery codes. */
export const twoFactorLoginSchema = z
  .object({ code: z.optional(appCode), recoveryCode: z.optional(recoveryCode) })
  .check(
    z.refine((input) => (input.code === undefined) !== (input.recoveryCode === undefined), { error: m.codeOrRecoveryCode, path: ['code'] }),
  );
export type TwoFactorLoginInput = z.output<typeof twoFactorLoginSchema>;

/** POST /api/admin/profile/two-factor: the secret the setup showed and the first code the app made from it. */
export const twoFactorEnableSchema = z.object({
  secret: z.string({ error: m.secretFormat }).check(z.regex(/^[A-Z2-7]{32}$/, { error: m.secretFormat })),
  code: appCode,
});

/** POST /api/admin/profile/two-factor/recovery-codes */
export const twoFactorCodeSchema = z.object({ code: appCode });

/** DELETE /api/admin/profile/two-factor: a code from the app, or the password. */
export const twoFactorDisableSchema = z
  .object({ code: z.optional(appCode), password: z.optional(z.string({ error: m.codeOrPassword }).check(z.maxLength(128))) })
  .check(z.refine((input) => Boolean(input.code) || Boolean(input.password), { error: m.codeOrPassword, path: ['code'] }));
export type TwoFactorDisableInput = z.output<typeof twoFactorDisableSchema>;

/** The profile's view of it, and of this session. */
export interface TwoFactorStatusJson {
  enabled: boolean;
  /** The owner requires it for everyone. */
  required: boolean;
  recoveryCodesLeft: number;
  /** What this session must still do before the back office opens; null: nothing. */
  pending: TwoFactorStep | null;
}

export interface TwoFactorSetupJson {
  /** Base32, for typing into the app by hand. */
  secret: string;
  uri: string;
  /** The QR code of the uri, an SVG element's markup (inline: no data: URL for img-src). */
  qrSvg: string;
}
