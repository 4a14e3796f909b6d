import { accountMessages } from './account-messages.ts';
import { emailAddress, optionalText, requiredText } from './schema-helpers.ts';
import { z } from './zod.ts';

/**
 * Accounts: the schemas the login, registration, reset and profile screens share with the server
 * (accounts-and-admin.md sections 2, 5, 9). Their texts are in account-messages.ts.
 */

export { accountMessages };

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

const username = z.string({ error: accountMessages.username }).check(z.trim(), z.regex(/^[A-Za-z0-9._-]{3,50}$/, { error: accountMessages.username }));
const newPassword = (tooShort: string) =>
  z.string({ error: tooShort }).check(z.minLength(PASSWORD_MIN_LENGTH, { error: tooShort }), z.maxLength(PASSWORD_MAX_LENGTH, { error: accountMessages.passwordTooLong }));

export const loginSchema = z.object({
  username: requiredText(accountMessages.usernameRequired, 254),
  password: z.string({ error: accountMessages.passwordRequired }).check(z.minLength(1, { error: accountMessages.passwordRequired }), z.maxLength(PASSWORD_MAX_LENGTH, { error: accountMessages.passwordTooLong })),
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
export const registrationFormSchema = z
  .extend(registrationSchema, { passwordConfirm: z.string() })
  .check((context) => {
    if (context.value.password !== context.value.passwordConfirm) {
      context.issues.push({ code: 'custom', message: accountMessages.passwordsDiffer, path: ['passwordConfirm'], input: context.value });
    }
  });

export const forgotPasswordSchema = z.object({ username: requiredText(accountMessages.usernameRequired, 254) });

export const resetPasswordSchema = z.object({
  token: z.string().check(z.minLength(20), z.maxLength(200)),
  newPassword: newPassword(accountMessages.passwordTooShort),
});

type AddressPart = 'company' | 'street' | 'house_number' | 'postal_code' | 'city' | 'country';
const addressLimits: Record<AddressPart, number> = { company: 200, street: 200, house_number: 20, postal_code: 20, city: 100, country: 100 };

/** One address block: company, street, house number, postal code, city, and the country (Deutschland by default). */
function addressFields<Prefix extends '' | 'billing_' | 'delivery_'>(prefix: Prefix) {
  return Object.fromEntries(
    (Object.keys(addressLimits) as AddressPart[]).map((part) => [
      `${prefix}${part}`,
      part === 'country' ? z._default(z.string().check(z.trim(), z.maxLength(100)), 'Deutschland') : optionalText(addressLimits[part]),
    ]),
  ) as { [Key in `${Prefix}${AddressPart}`]: ReturnType<typeof optionalText> };
}

/** PUT /api/customer/profile: personal data and the three addresses (accounts-and-admin.md section 3). */
export const customerProfileSchema = z.object({
  firstName: requiredText(accountMessages.firstNameRequired),
  lastName: requiredText(accountMessages.lastNameRequired),
  email: z.pipe(
    z.string({ error: accountMessages.emailRequired }).check(z.trim(), z.minLength(1, { error: accountMessages.emailRequired })),
    emailAddress(accountMessages.emailInvalid),
  ),
  phone: optionalText(50),
  ...addressFields(''),
  ...addressFields('billing_'),
  ...addressFields('delivery_'),
});
export type CustomerProfile = z.output<typeof customerProfileSchema>;

/** POST /api/customer/email/confirm: the token of the link mailed to the new address. */
export const emailConfirmationSchema = z.object({ token: z.string().check(z.minLength(20), z.maxLength(200)) });

/** PUT /api/admin/profile: the e-mail, the current password, and a new one if given. */
export const adminProfileSchema = z.object({
  email: emailAddress(accountMessages.adminEmailInvalid),
  currentPassword: z.string({ error: accountMessages.currentPasswordRequired }).check(z.minLength(1, { error: accountMessages.currentPasswordRequired }), z.maxLength(PASSWORD_MAX_LENGTH)),
  newPassword: z.optional(newPassword(accountMessages.newPasswordTooShort)),
});

/** The admin profile form: an empty new password means "keep it"; a given one must match its confirmation. */
export const adminProfileFormSchema = z
  .object({
    email: emailAddress(accountMessages.adminEmailInvalid),
    currentPassword: z.string().check(z.minLength(1, { error: accountMessages.currentPasswordRequired })),
    newPassword: z.string().check(z.refine((value) => value === '' || value.length >= PASSWORD_MIN_LENGTH, { error: accountMessages.newPasswordTooShort })),
    passwordConfirm: z.string(),
  })
  .check((context) => {
    if (context.value.newPassword !== '' && context.value.newPassword !== context.value.passwordConfirm) {
      context.issues.push({ code: 'custom', message: accountMessages.passwordsDiffer, path: ['passwordConfirm'], input: context.value });
    }
  });

/** The user record the browser keeps as userData (and adminUser for admins). */
export interface AccountUser {
  id: number;
  username: string;
  email: string;
  role: 'admin' | 'customer';
  firstName: string;
  lastName: string;
  phone: string;
  company: string;
  street: string;
  house_number: string;
  postal_code: string;
  city: string;
  country: string;
  billing_company: string;
  billing_street: string;
  billing_house_number: string;
  billing_postal_code: string;
  billing_city: string;
  billing_country: string;
  delivery_company: string;
  delivery_street: string;
  delivery_house_number: string;
  delivery_postal_code: string;
  delivery_city: string;
  delivery_country: string;
}

export interface LoginResponse {
  token: string;
  user: AccountUser;
}

export { accountHomePath, afterLoginPath, loginPathWithNext } from './login-paths.ts';
