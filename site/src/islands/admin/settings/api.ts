import type { FundingThresholds } from '#features/catalogue/contract/funding.ts';
import type { InvoiceSettingsJson } from '#features/invoices/contract/invoice-settings.ts';
import type { MailTemplateJson, TemplateInput } from '#features/settings/contract/templates.ts';
import type { LinePresetInput, LinePresetJson } from '#features/settings/contract/line-presets.ts';
import type { CompanySettingsInput, CompanySettingsJson } from '#features/settings/contract/company.ts';
import type { TeamRoleKey } from '#features/team/contract/team.ts';
import { accountAnswerOf, accountApi } from '../../../lib/account-api.ts';

/** Every call of the settings screen (and the reply dialog's template list, the quote editor's presets), through the typed client. */

export type { MailTemplateJson, TemplateInput };

const templates = accountApi.admin.settings.templates;
const idParam = (id: number) => ({ param: { id: String(id) } });

export const loadTemplates = (signal?: AbortSignal) => accountAnswerOf(templates.$get({}, { init: { signal } }));
export const createTemplate = (template: TemplateInput) => accountAnswerOf(templates.$post({ json: template }));
export const updateTemplate = (id: number, template: TemplateInput) =>
  accountAnswerOf(templates[':id'].$put({ ...idParam(id), json: template }));
export const deleteTemplate = (id: number) => accountAnswerOf(templates[':id'].$delete(idParam(id)));

export type { LinePresetJson, LinePresetInput };

const presets = accountApi.admin.settings['line-presets'];

export const loadLinePresets = (signal?: AbortSignal) => accountAnswerOf(presets.$get({}, { init: { signal } }));
export const createLinePreset = (preset: LinePresetInput) => accountAnswerOf(presets.$post({ json: preset }));
export const updateLinePreset = (id: number, preset: LinePresetInput) =>
  accountAnswerOf(presets[':id'].$put({ ...idParam(id), json: preset }));
export const deleteLinePreset = (id: number) => accountAnswerOf(presets[':id'].$delete(idParam(id)));

export type { TeamMemberJson, TeamRoleKey } from '#features/team/contract/team.ts';

const team = accountApi.admin.team;

export const loadTeam = (signal?: AbortSignal) => accountAnswerOf(team.$get({}, { init: { signal } }));
export const inviteTeamMember = (invitation: { email: string; role: TeamRoleKey }) =>
  accountAnswerOf(team.invitations.$post({ json: invitation }));
export const updateTeamMember = (id: number, update: { role?: TeamRoleKey; active?: boolean }) =>
  accountAnswerOf(team[':id'].$put({ ...idParam(id), json: update }));

const mail = accountApi.admin.settings.mail;

/** Einstellungen → E-Mail: how mail goes out, the outbox, and the test mail. */
export const loadMailSettings = (signal?: AbortSignal) => accountAnswerOf(mail.$get(undefined, { init: { signal } }));
export const sendTestMail = (to: string) => accountAnswerOf(mail['test-mail'].$post({ json: { to } }));

/** After a restore: the mails from before the backup, and the owner's "Senden" or "Verwerfen" (ADR 048). */
const held = mail.held;
/** null: every held mail, not only the selected ones. */
const selection = (ids: number[] | null) => (ids === null ? { all: true as const } : { ids });

export const loadHeldMails = (signal?: AbortSignal) => accountAnswerOf(held.$get(undefined, { init: { signal } }));
export const sendHeldMails = (ids: number[] | null) => accountAnswerOf(held.send.$post({ json: selection(ids) }));
export const discardHeldMails = (ids: number[] | null) => accountAnswerOf(held.discard.$post({ json: selection(ids) }));

/** Two-factor sign-in: the owner's requirement for everyone, and the reset of a person who lost the phone (ADR 038). */
const security = accountApi.admin.settings.security;

export const loadSecuritySettings = (signal?: AbortSignal) => accountAnswerOf(security.$get({}, { init: { signal } }));
export const saveSecuritySettings = (requireTwoFactor: boolean) => accountAnswerOf(security.$put({ json: { requireTwoFactor } }));
export const resetMemberTwoFactor = (id: number) => accountAnswerOf(team[':id']['two-factor'].$delete(idParam(id)));
const backups = accountApi.admin.backups;

export const loadBackups = (signal?: AbortSignal) => accountAnswerOf(backups.$get({}, { init: { signal } }));
export const backUpNow = () => accountAnswerOf(backups.$post({}));
export type { CompanySettingsJson };

const company = accountApi.admin.settings.company;

export const loadCompany = (signal?: AbortSignal) => accountAnswerOf(company.$get({}, { init: { signal } }));
export const saveCompany = (settings: CompanySettingsInput) => accountAnswerOf(company.$put({ json: settings }));

const invoiceSettings = accountApi.admin.settings.invoices;
export const loadInvoiceSettings = (signal?: AbortSignal) => accountAnswerOf(invoiceSettings.$get({}, { init: { signal } }));
export const saveInvoiceSettings = (value: InvoiceSettingsJson) => accountAnswerOf(invoiceSettings.$put({ json: value }));

/** Einstellungen → Förderung: the BEG EM maxima behind the förderfähig badge (permission catalogue, ADR 063). */
const funding = accountApi.admin.settings.funding;

export const loadFundingThresholds = (signal?: AbortSignal) => accountAnswerOf(funding.$get({}, { init: { signal } }));
export const saveFundingThresholds = (thresholds: FundingThresholds) => accountAnswerOf(funding.$put({ json: thresholds }));
