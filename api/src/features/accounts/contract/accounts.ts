import { accountMessages } from './account-messages.ts';
import type { StaffRole } from './permissions.ts';
import {
  addressFieldNames,
  addressPartMaxLengths,
  addressPartOf,
  DEFAULT_COUNTRY,
  type AddressFieldName,
  type AddressFields,
} from '../../../shared/address-fields.ts';
import { emailAddress, optionalText, requiredText } from '../../../shared/schema-helpers.ts';
import { z } from '../../../shared/zod.ts';
import { isExampleAddress } from '../../settings/contract/placeholder-company.ts';

/**
 * Accounts: the schemas the login, registration, reset and profile screens share with the server.
 * Their texts are in account-messages.ts.
 */

export { accountMessages };

export const PASSWORD_MIN_LENGTH = 6;
const PASSWORD_MAX_LENGTH = 128;

/** The registration's rules for a chosen username; the team invitation reuses them. */
export const username = z
  .string({ error: accountMessages.username })
  .check(z.trim(), z.regex(/^[A-Za-z0-9._-]{3,50}$/, { error: accountMessages.username }));
/** A new password's rules (length 6–128), with the message of the form that asks for it. */
export const newPassword = (tooShort: string) =>
  z
    .string({ error: tooShort })
    .check(
      z.minLength(PASSWORD_MIN_LENGTH, { error: tooShort }),
      z.maxLength(PASSWORD_MAX_LENGTH, { error: accountMessages.passwordTooLong }),
    );

export const loginSchema = z.object({
  username: requiredText(accountMessages.usernameRequired, 254),
  password: z
    .string({ error: accountMessages.passwordRequired })
    .check(
      z.minLength(1, { error: accountMessages.passwordRequired }),
      z.maxLength(PASSWORD_MAX_LENGTH, { error: accountMessages.passwordTooLong }),
    ),
});

/** POST /api/register. A `role` may be sent (the old client sends "user"); it is ignored. */
export const registrationSchema = z.object({
  firstName: requiredText(accountMessages.firstNameRequired),
  lastName: requiredText(accountMessages.lastNameRequired),
  email: emailAddress(accountMessages.emailInvalid),
  phone: optionalText(50),
  username,
  password: newPassword(accountMessages.registrationPasswordTooShort),
  role: z.optional(z.string()),
});

/** The registration form: the request plus the confirmation, which must match. */
export const registrationFormSchema = z.extend(registrationSchema, { passwordConfirm: z.string() }).check((context) => {
  if (context.value.password !== context.value.passwordConfirm) {
    context.issues.push({ code: 'custom', message: accountMessages.passwordsDiffer, path: ['passwordConfirm'], input: context.value });
  }
});

/** The two kinds of account that reset a forgotten password, each on its own pages (ADR 032). */
export type ResetAudience = 'admin' | 'customer';

export const forgotPasswordSchema = z.object({ username: requiredText(accountMessages.usernameRequired, 254) });

export const resetPasswordSchema = z.object({
  token: z.string().check(z.minLength(20), z.maxLength(200)),
  newPassword: newPassword(accountMessages.passwordTooShort),
});

/** The three address blocks (address-fields.ts): optional text, the country Deutschland by default. */
function addressSchemas() {
  return Object.fromEntries(
    addressFieldNames.map((field) => {
      const maxLength = addressPartMaxLengths[addressPartOf(field)];
      const check =
        addressPartOf(field) === 'country'
          ? z._default(z.string().check(z.trim(), z.maxLength(maxLength)), DEFAULT_COUNTRY)
          : optionalText(maxLength);
      return [field, check];
    }),
  ) as { [Field in AddressFieldName]: ReturnType<typeof optionalText> };
}

/** PUT /api/customer/profile: personal data and the three addresses. */
export const customerProfileSchema = z.object({
  firstName: requiredText(accountMessages.firstNameRequired),
  lastName: requiredText(accountMessages.lastNameRequired),
  email: z.pipe(
    z.string({ error: accountMessages.emailRequired }).check(z.trim(), z.minLength(1, { error: accountMessages.emailRequired })),
    emailAddress(accountMessages.emailInvalid),
  ),
  phone: optionalText(50),
  ...addressSchemas(),
});
export type CustomerProfile = z.output<typeof customerProfileSchema>;

/** POST /api/customer/email/confirm: the token of the link mailed to the new address. */
export const emailConfirmationSchema = z.object({ token: z.string().check(z.minLength(20), z.maxLength(200)) });

/** PUT /api/admin/profile/name: the name the office's mails are signed with. */
export const staffNameSchema = z.object({
  firstName: requiredText(accountMessages.firstNameRequired),
  lastName: requiredText(accountMessages.lastNameRequired),
});

/**
 * PUT /api/admin/profile/first-sign-in: the name and the e-mail address, typed twice (ADR 080: the address
 * gets the password resets and the Monday report, and a typo would lose them; a link to confirm it could
 * not arrive while the mail server is not set up yet). No address at an example domain.
 */
export const firstSignInSchema = z
  .object({
    ...staffNameSchema.shape,
    email: emailAddress(accountMessages.emailInvalid).check(
      z.refine((email) => !isExampleAddress(email), { error: accountMessages.emailPlaceholder }),
    ),
    emailRepeat: z.string({ error: accountMessages.emailRepeatMismatch }).check(z.trim()),
  })
  .check(
    z.refine((body) => body.email.toLowerCase() === body.emailRepeat.toLowerCase(), {
      error: accountMessages.emailRepeatMismatch,
      path: ['emailRepeat'],
    }),
  );

/** PUT /api/admin/profile/weekly-report: whether an owner gets the Monday report (ADR 069). */
export const weeklyReportChoiceSchema = z.object({ weeklyReport: z.boolean({ error: accountMessages.weeklyReportChoice }) });

/** PUT /api/admin/profile: the e-mail, the current password, and a new one if given. */
export const adminProfileSchema = z.object({
  email: emailAddress(accountMessages.adminEmailInvalid),
  currentPassword: z
    .string({ error: accountMessages.currentPasswordRequired })
    .check(z.minLength(1, { error: accountMessages.currentPasswordRequired }), z.maxLength(PASSWORD_MAX_LENGTH)),
  newPassword: z.optional(newPassword(accountMessages.newPasswordTooShort)),
});

/** The admin profile form: an empty new password means "keep it"; a given one must match its confirmation. */
export const adminProfileFormSchema = z
  .object({
    email: emailAddress(accountMessages.adminEmailInvalid),
    currentPassword: z.string().check(z.minLength(1, { error: accountMessages.currentPasswordRequired })),
    newPassword: z
      .string()
      .check(z.refine((value) => value === '' || value.length >= PASSWORD_MIN_LENGTH, { error: accountMessages.newPasswordTooShort })),
    passwordConfirm: z.string(),
  })
  .check((context) => {
    if (context.value.newPassword !== '' && context.value.newPassword !== context.value.passwordConfirm) {
      context.issues.push({ code: 'custom', message: accountMessages.passwordsDiffer, path: ['passwordConfirm'], input: context.value });
    }
  });

/** The user record the browser keeps as userData (and adminUser for admins). */
export interface AccountUser extends AddressFields {
  id: number;
  username: string;
  email: string;
  /** A staff role (admin = Inhaber, vertrieb, buero, katalog) or customer. */
  role: StaffRole | 'customer';
  firstName: string;
  lastName: string;
  phone: string;
}

export { afterLoginPath, loginPathWithNext } from './login-paths.ts';
