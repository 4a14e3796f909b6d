import type { PriceGrid } from '#features/catalogue/contract/price-grid.ts';
import type { SupplierInput } from '#features/purchasing/contract/supplier-schemas.ts';
import type { OrderPurchasesJson } from '#features/purchasing/contract/purchasing.ts';
import type { PurchasingSettings } from '#features/purchasing/contract/purchasing-settings.ts';
import { accountAnswerOf, accountApi, accountBlobOf } from '../../../lib/account-api.ts';
import { ApiError } from '../../../lib/api.ts';
import { $session } from '../../../stores/session.ts';

/** The calls of suppliers and Bestellungen (issue 49). */

const admin = accountApi.admin;
const idParam = (id: number) => ({ param: { id: String(id) } });

export const loadSuppliers = (signal?: AbortSignal) => accountAnswerOf(admin.suppliers.$get(undefined, { init: { signal } }));
export const createSupplier = (body: SupplierInput) => accountAnswerOf(admin.suppliers.$post({ json: body }));
export const updateSupplier = (id: number, body: SupplierInput) =>
  accountAnswerOf(admin.suppliers[':id'].$put({ ...idParam(id), json: body }));
export const deleteSupplier = (id: number) => accountAnswerOf(admin.suppliers[':id'].$delete(idParam(id)));
export const savePurchaseGrid = (supplierId: number, productId: number, grid: PriceGrid | null) =>
  accountAnswerOf(
    admin.suppliers[':id'].products[':productId']['price-grid'].$put({
      param: { id: String(supplierId), productId: String(productId) },
      json: { price_grid: grid },
    }),
  );
export const loadProducts = (signal?: AbortSignal) => accountAnswerOf(admin.products.$get(undefined, { init: { signal } }));

export const loadPurchases = (orderId: number, signal?: AbortSignal) =>
  accountAnswerOf(admin.orders[':id']['purchase-orders'].$get(idParam(orderId), { init: { signal } }));
export const orderFromSuppliers = (orderId: number) => accountAnswerOf(admin.orders[':id']['purchase-orders'].$post(idParam(orderId)));
export const sendPurchaseOrder = (id: number) => accountAnswerOf(admin['purchase-orders'][':id'].send.$post(idParam(id)));
export const replacePurchaseOrder = (id: number) => accountAnswerOf(admin['purchase-orders'][':id'].replace.$post(idParam(id)));
export const loadPurchasePdf = (id: number) => accountBlobOf(admin['purchase-orders'][':id'].pdf.$get(idParam(id)));
export const loadConfirmationPdf = (id: number) => accountBlobOf(admin['purchase-orders'][':id'].confirmation.pdf.$get(idParam(id)));
export const loadMargin = (orderId: number, signal?: AbortSignal) =>
  accountAnswerOf(admin.orders[':id'].margin.$get(idParam(orderId), { init: { signal } }));

/**
 * The AB or the delivery as multipart/form-data (its JSON part and a file). A plain fetch: the typed client
 * knows no multipart body for these routes (they read the parts themselves).
 */
export async function sendWithFile(
  id: number,
  step: 'confirmation' | 'delivery',
  body: unknown,
  file: { name: 'file' | 'photo'; value: File | null },
): Promise<OrderPurchasesJson> {
  const form = new FormData();
  form.set(step, JSON.stringify(body));
  if (file.value) form.set(file.name, file.value);
  const token = $session.get()?.token;
  const response = await fetch(`/api/admin/purchase-orders/${id}/${step}`, {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: form,
  });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  return (await response.json()) as OrderPurchasesJson;
}

export const loadOptions = (signal?: AbortSignal) => accountAnswerOf(admin['shop-options'].$get({ query: {} }, { init: { signal } }));

export const loadMargins = (year: number, by: 'month' | 'source', signal?: AbortSignal) =>
  accountAnswerOf(admin.margins.$get({ query: { year: String(year), by } }, { init: { signal } }));
export const loadPurchasingSettings = (signal?: AbortSignal) =>
  accountAnswerOf(admin.settings.purchasing.$get(undefined, { init: { signal } }));
export const savePurchasingSettings = (body: PurchasingSettings) => accountAnswerOf(admin.settings.purchasing.$put({ json: body }));
