import type { OrderStatus } from '#features/orders/contract/orders.ts';
import type { FundingApprovalBody } from '#features/orders/contract/funding-approval.ts';
import { accountAnswerOf, accountApi, accountBlobOf } from '../../../lib/account-api.ts';

/** The "Aufträge" screen's calls (issue 14). `search` is the screen's address query, passed on as it is. */

const orders = accountApi.admin.orders;
const idParam = (id: number) => ({ param: { id: String(id) } });

export const loadOrders = (search: URLSearchParams, signal?: AbortSignal) =>
  accountAnswerOf(orders.$get({ query: Object.fromEntries(search) }, { init: { signal } }));

export const loadOrder = (id: number, signal?: AbortSignal) => accountAnswerOf(orders[':id'].$get(idParam(id), { init: { signal } }));

export const setOrderStatus = (
  id: number,
  status: OrderStatus,
  change: { reason: string; note: string; notifyCustomer: boolean; beforeMontage: boolean } = {
    reason: '',
    note: '',
    notifyCustomer: false,
    beforeMontage: false,
  },
) => accountAnswerOf(orders[':id'].status.$put({ ...idParam(id), json: { status, ...change } }));

export const saveTaxCertificateDetails = (id: number, details: { buildingYear: number; ownerOccupied: boolean }) =>
  accountAnswerOf(orders[':id']['tax-certificate'].$put({ ...idParam(id), json: details }));

export const loadTaxCertificate = (id: number) => accountBlobOf(orders[':id']['tax-certificate'].$get(idParam(id)));

export const saveFundingApproval = (id: number, body: FundingApprovalBody) =>
  accountAnswerOf(orders[':id']['funding-approval'].$put({ ...idParam(id), json: body }));
