import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';
import { companySnapshot } from '../settings/current-company.ts';
import type { TwoFactorSetupJson } from './contract/two-factor.ts';

/**
 * TOTP as every authenticator app speaks it (RFC 6238: SHA-1, 6 digits, 30-second steps), through
 * otpauth (ADR 038): we write no HOTP ourselves.
 */
const PERIOD_SECONDS = 30;
/** One step either side of now: a phone's clock a little off, or a code typed as it changed. */
const WINDOW_STEPS = 1;

function totpOf(secret: string, label = '') {
  return new TOTP({
    issuer: companySnapshot().brand,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
  });
}

/** A new random secret (160 bits, as RFC 4226 recommends), its otpauth:// address and that address as a QR code. */
export function newTotpSetup(username: string): TwoFactorSetupJson {
  const secret = new Secret({ size: 20 }).base32;
  const uri = totpOf(secret, username).toString();
  return { secret, uri, qrSvg: renderSVG(uri, { pixelSize: 6 }) };
}

/** The 30-second step the code belongs to, if it is the code of a step within the window around now; else null. */
export function stepOfCode(secret: string, code: string, now = Date.now()): number | null {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: now, window: WINDOW_STEPS });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}
