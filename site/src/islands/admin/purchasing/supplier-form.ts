import { formatCentsForInput, parseEuroToCents } from '#features/catalogue/contract/price-input.ts';
import type { SupplierAddress, SupplierJson } from '#features/purchasing/contract/purchasing.ts';
import { supplierMessages as m } from '#features/purchasing/contract/purchasing-messages.ts';
import type { SupplierInput } from '#features/purchasing/contract/supplier-schemas.ts';

/**
 * The Lieferanten form's values as typed (percentages as "40,00") and the body they make. A discount is
 * kept in hundredths of a percent, which is the cents of the percent as typed.
 */
export interface SupplierDraft extends SupplierAddress {
  leadTimeWeeks: string;
  discount: string;
  /** Product id → its own discount ('' for the supplier's). */
  products: Record<number, string>;
  /** Option id → the supplier's article code. */
  articleCodes: Record<number, string>;
}

export const emptySupplier: SupplierDraft = {
  name: '',
  street: '',
  postcode: '',
  city: '',
  orderEmail: '',
  customerNumber: '',
  leadTimeWeeks: '6',
  discount: '0,00',
  products: {},
  articleCodes: {},
};

export function draftOfSupplier(supplier: SupplierJson): SupplierDraft {
  return {
    ...supplier,
    leadTimeWeeks: String(supplier.leadTimeWeeks),
    discount: formatCentsForInput(supplier.discount),
    products: Object.fromEntries(
      supplier.products.map((product) => [product.productId, product.discount === null ? '' : formatCentsForInput(product.discount)]),
    ),
    articleCodes: Object.fromEntries(supplier.articleCodes.map((code) => [code.optionId, code.code])),
  };
}

/** The body, or the message of the field a percentage could not be read in. */
export function supplierBodyOf(
  draft: SupplierDraft,
  grids: ReadonlyMap<number, SupplierJson['products'][number]['priceGrid']>,
): { ok: true; body: SupplierInput } | { ok: false; errors: Record<string, string> } {
  const percent = (text: string) => parseEuroToCents(text);
  const discount = percent(draft.discount);
  const errors: Record<string, string> = {};
  if (!discount.ok) errors.discount = m.discount;
  const products = Object.entries(draft.products).map(([id, text]) => {
    const own = text.trim() === '' ? null : percent(text);
    if (own && !own.ok) errors[`product-${id}`] = m.discount;
    return { productId: Number(id), discount: own?.ok ? own.value : null, priceGrid: grids.get(Number(id)) ?? null };
  });
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: {
      name: draft.name,
      street: draft.street,
      postcode: draft.postcode,
      city: draft.city,
      orderEmail: draft.orderEmail,
      customerNumber: draft.customerNumber,
      leadTimeWeeks: Number(draft.leadTimeWeeks),
      discount: discount.ok ? discount.value : 0,
      products,
      articleCodes: Object.entries(draft.articleCodes)
        .filter(([, code]) => code.trim() !== '')
        .map(([optionId, code]) => ({ optionId: Number(optionId), code: code.trim() })),
    },
  };
}
