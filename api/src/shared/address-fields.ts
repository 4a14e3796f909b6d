/**
 * The account's three address blocks, defined once (issue 8): the users table's columns (db/schema.ts),
 * the profile schema and the AccountUser type (accounts.ts) and the mapping between rows and the JSON
 * names (auth/users.ts) are all derived from this map. The JSON names are the spec's snake_case ones; the
 * column properties are their camelCase, as drizzle names them elsewhere.
 */
export const addressPartMaxLengths = { company: 200, street: 200, house_number: 20, postal_code: 20, city: 100, country: 100 } as const;

export type AddressPart = keyof typeof addressPartMaxLengths;

/** Own address (no prefix), billing and delivery address. */
const addressPrefixes = ['', 'billing_', 'delivery_'] as const;
export type AddressPrefix = (typeof addressPrefixes)[number];

/** A field of the JSON, e.g. `billing_postal_code`. */
export type AddressFieldName = `${AddressPrefix}${AddressPart}`;

/** What a new account and an emptied country field hold. */
export const DEFAULT_COUNTRY = 'Deutschland';

type CamelCase<Name extends string> = Name extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : Name;

/** The column property of a field in the users table, e.g. `billingPostalCode`. */
export type AddressColumnKey<Field extends AddressFieldName = AddressFieldName> = CamelCase<Field>;

export const addressFieldNames = addressPrefixes.flatMap((prefix) =>
  (Object.keys(addressPartMaxLengths) as AddressPart[]).map((part): AddressFieldName => `${prefix}${part}`),
);

export const addressColumnKey = <Field extends AddressFieldName>(field: Field) =>
  field.replace(/_(\w)/g, (_match, letter: string) => letter.toUpperCase()) as AddressColumnKey<Field>;

/** The part a field stands for, e.g. `postal_code` for `billing_postal_code`. */
export const addressPartOf = (field: AddressFieldName) => field.replace(/^(billing|delivery)_/, '') as AddressPart;

export type AddressFields = { [Field in AddressFieldName]: string };
export type AddressColumns = { [Field in AddressFieldName as AddressColumnKey<Field>]: string };

/** The JSON fields of a users row. */
export function addressFieldsOf(row: AddressColumns): AddressFields {
  return Object.fromEntries(addressFieldNames.map((field) => [field, row[addressColumnKey(field)]])) as AddressFields;
}

/** The users columns of the JSON fields. */
export function addressColumnsOf(fields: AddressFields): AddressColumns {
  return Object.fromEntries(addressFieldNames.map((field) => [addressColumnKey(field), fields[field]])) as AddressColumns;
}
