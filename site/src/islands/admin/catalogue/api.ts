import type {
  ChangeLogEntryJson,
  OptionCategoryJson,
  OptionJson,
  optionBodySchema,
  ProductCategoryJson,
  productBodySchema,
  ProductJson,
  productLineBodySchema,
  ProductLineJson,
} from '#features/catalogue/contract/catalogue-admin.ts';
import type { PriceGrid } from '#features/catalogue/contract/price-grid.ts';
import type { z } from '#shared/zod.ts';
import { accountAnswerOf, accountApi } from '../../../lib/account-api.ts';

/**
 * Every call of the catalogue screens, in one module, through the typed
 * client: paths, bodies and answers are the routes' own types (ADR 022).
 */

export type { ChangeLogEntryJson, OptionCategoryJson, ProductCategoryJson, ProductJson, ProductLineJson };
/** An option as the shop-option calls answer it. */
export type ShopOptionJson = OptionJson;

export type ProductLineInput = z.output<typeof productLineBodySchema>;
export type ProductInput = z.output<typeof productBodySchema>;
export type ShopOptionInput = z.input<typeof optionBodySchema>;

const admin = accountApi.admin;
const withSignal = (signal?: AbortSignal) => ({ init: { signal } });
const idParam = (id: number) => ({ param: { id: String(id) } });
const productParam = (productId: number) => ({ param: { productId: String(productId) } });

// Product lines
export const loadProductLines = (signal?: AbortSignal) => accountAnswerOf(admin['product-lines'].$get({}, withSignal(signal)));
export const createProductLine = (line: ProductLineInput) => accountAnswerOf(admin['product-lines'].$post({ json: line }));
export const updateProductLine = (id: number, line: ProductLineInput) =>
  accountAnswerOf(admin['product-lines'][':id'].$put({ ...idParam(id), json: line }));
export const deleteProductLine = (id: number) => accountAnswerOf(admin['product-lines'][':id'].$delete(idParam(id)));

// Product categories
export const loadProductCategories = (lineId: number, signal?: AbortSignal) =>
  accountAnswerOf(admin['product-categories'].$get({ query: { line: String(lineId) } }, withSignal(signal)));
export const createProductCategory = (category: Omit<ProductCategoryJson, 'id'>) =>
  accountAnswerOf(admin['product-categories'].$post({ json: category }));
export const updateProductCategory = (id: number, category: { name: string; description: string }) =>
  accountAnswerOf(admin['product-categories'][':id'].$put({ ...idParam(id), json: category }));
export const deleteProductCategory = (id: number) => accountAnswerOf(admin['product-categories'][':id'].$delete(idParam(id)));

// Products
export const loadProducts = (signal?: AbortSignal) => accountAnswerOf(admin.products.$get({}, withSignal(signal)));
export const createProduct = (product: ProductInput) => accountAnswerOf(admin.products.$post({ json: product }));
export const updateProduct = (id: number, product: ProductInput) =>
  accountAnswerOf(admin.products[':id'].$put({ ...idParam(id), json: product }));
export const deleteProduct = (id: number) => accountAnswerOf(admin.products[':id'].$delete(idParam(id)));
/** Sets the product's size price grid, or removes it (null): the product is then priced by its base price alone. */
export const savePriceGrid = (id: number, grid: PriceGrid | null) =>
  accountAnswerOf(admin.products[':id']['price-grid'].$put({ ...idParam(id), json: { price_grid: grid } }));

// Option categories and options
export const loadOptionCategories = (signal?: AbortSignal) => accountAnswerOf(admin['shop-option-categories'].$get({}, withSignal(signal)));
export const createOptionCategory = (category: { name: string; description: string }) =>
  accountAnswerOf(admin['shop-option-categories'].$post({ json: category }));
export const loadShopOptions = (signal?: AbortSignal, category?: string) =>
  accountAnswerOf(admin['shop-options'].$get({ query: category ? { category } : {} }, withSignal(signal)));
export const createShopOption = (option: ShopOptionInput) => accountAnswerOf(admin['shop-options'].$post({ json: option }));
export const updateShopOption = (id: number, option: ShopOptionInput) =>
  accountAnswerOf(admin['shop-options'][':id'].$put({ ...idParam(id), json: option }));
export const deleteShopOption = (id: number) => accountAnswerOf(admin['shop-options'][':id'].$delete(idParam(id)));
/** Drag and drop or keyboard: the category's options in their new order, written in one call. */
export const reorderOptions = (categoryId: number, optionIds: number[]) =>
  accountAnswerOf(admin['shop-option-categories'][':id'].order.$put({ ...idParam(categoryId), json: { option_ids: optionIds } }));
export const uploadOptionImage = (imageData: string, fileName: string) =>
  accountAnswerOf(admin['upload-option-image'].$post({ json: { imageData, fileName } }));

// Assignments
export const loadAssignments = (productId: number, signal?: AbortSignal) =>
  accountAnswerOf(admin['product-options'][':productId'].$get(productParam(productId), withSignal(signal)));
/** Replaces all of a product's options in one transaction on the server. */
export const replaceAssignments = (productId: number, optionIds: number[]) =>
  accountAnswerOf(admin['product-options'][':productId'].$put({ ...productParam(productId), json: { option_ids: optionIds } }));
export const assignOption = (productId: number, optionId: number) =>
  accountAnswerOf(admin['product-options'].$post({ json: { product_id: productId, option_id: optionId } }));
export const unassignOption = (productId: number, optionId: number) =>
  accountAnswerOf(admin['product-options'].$delete({ json: { product_id: productId, option_id: optionId } }));

// Global options (read only: the spec wires up no save calls)
export const loadGlobalOptionCategories = (signal?: AbortSignal) =>
  accountAnswerOf(admin['global-option-categories'].$get({}, withSignal(signal)));
export const loadGlobalOptions = (categoryId: number, signal?: AbortSignal) =>
  accountAnswerOf(admin['global-options'].$get({ query: { category: String(categoryId) } }, withSignal(signal)));

// Shop switch
export const loadShopSettings = (signal?: AbortSignal) => accountAnswerOf(admin.settings.shop.$get({}, withSignal(signal)));
export const saveShopEnabled = (enabled: boolean) => accountAnswerOf(admin.settings.shop.$put({ json: { enabled } }));

// Change log
export const loadChangeLog = (search: URLSearchParams, signal?: AbortSignal) =>
  accountAnswerOf(admin['change-log'].$get({ query: Object.fromEntries(search) }, withSignal(signal)));
