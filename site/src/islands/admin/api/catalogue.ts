import type {
  AssignmentJson,
  ChangeLogEntryJson,
  ChangeLogPageJson,
  ImageUploadJson,
  OptionCategoryJson,
  OptionJson,
  optionBodySchema,
  ProductCategoryJson,
  productBodySchema,
  ProductJson,
  productLineBodySchema,
  ProductLineJson,
  ShopSettingsJson,
} from '#shared/catalogue-admin.ts';
import type { z } from '#shared/zod.ts';
import { accountRequest } from '../../../lib/account-api.ts';

/**
 * Every call of the catalogue screens (accounts-and-admin.md section 7), in one module: when the site moves
 * to Hono's typed client, this file is the one that changes. Shapes from the shared contract (catalogue-admin.ts).
 */

export type { ChangeLogEntryJson, OptionCategoryJson, ProductCategoryJson, ProductJson, ProductLineJson };
/** An option as the shop-option calls answer it. */
export type ShopOptionJson = OptionJson;

export type ProductLineInput = z.output<typeof productLineBodySchema>;
export type ProductInput = z.output<typeof productBodySchema>;
export type ShopOptionInput = z.input<typeof optionBodySchema>;

const json = (method: 'POST' | 'PUT' | 'DELETE', body?: unknown) => ({ method, ...(body === undefined ? {} : { body }) });

// Product lines
export const loadProductLines = (signal?: AbortSignal) => accountRequest<ProductLineJson[]>('/api/admin/product-lines', { signal });
export const createProductLine = (line: ProductLineInput) => accountRequest<ProductLineJson>('/api/admin/product-lines', json('POST', line));
export const updateProductLine = (id: number, line: ProductLineInput) => accountRequest<ProductLineJson>(`/api/admin/product-lines/${id}`, json('PUT', line));
export const deleteProductLine = (id: number) => accountRequest<unknown>(`/api/admin/product-lines/${id}`, json('DELETE'));

// Product categories
export const loadProductCategories = (lineId: number, signal?: AbortSignal) =>
  accountRequest<ProductCategoryJson[]>(`/api/admin/product-categories?${new URLSearchParams({ line: String(lineId) })}`, { signal });
export const createProductCategory = (category: Omit<ProductCategoryJson, 'id'>) =>
  accountRequest<ProductCategoryJson>('/api/admin/product-categories', json('POST', category));
export const updateProductCategory = (id: number, category: { name: string; description: string }) =>
  accountRequest<ProductCategoryJson>(`/api/admin/product-categories/${id}`, json('PUT', category));
export const deleteProductCategory = (id: number) => accountRequest<unknown>(`/api/admin/product-categories/${id}`, json('DELETE'));

// Products
export const loadProducts = (signal?: AbortSignal) => accountRequest<ProductJson[]>('/api/admin/products', { signal });
export const createProduct = (product: ProductInput) => accountRequest<ProductJson>('/api/admin/products', json('POST', product));
export const updateProduct = (id: number, product: ProductInput) => accountRequest<ProductJson>(`/api/admin/products/${id}`, json('PUT', product));
export const deleteProduct = (id: number) => accountRequest<unknown>(`/api/admin/products/${id}`, json('DELETE'));

// Option categories and options
export const loadOptionCategories = (signal?: AbortSignal) => accountRequest<OptionCategoryJson[]>('/api/admin/shop-option-categories', { signal });
export const createOptionCategory = (category: { name: string; description: string }) =>
  accountRequest<OptionCategoryJson>('/api/admin/shop-option-categories', json('POST', category));
export const loadShopOptions = (signal?: AbortSignal, category?: string) =>
  accountRequest<ShopOptionJson[]>(`/api/admin/shop-options${category ? `?${new URLSearchParams({ category })}` : ''}`, { signal });
export const createShopOption = (option: ShopOptionInput) => accountRequest<ShopOptionJson>('/api/admin/shop-options', json('POST', option));
export const updateShopOption = (id: number, option: ShopOptionInput) => accountRequest<ShopOptionJson>(`/api/admin/shop-options/${id}`, json('PUT', option));
export const deleteShopOption = (id: number) => accountRequest<unknown>(`/api/admin/shop-options/${id}`, json('DELETE'));
/** Drag and drop or keyboard: the category's options in their new order, written in one call. */
export const reorderOptions = (categoryId: number, optionIds: number[]) =>
  accountRequest<unknown>(`/api/admin/shop-option-categories/${categoryId}/order`, json('PUT', { option_ids: optionIds }));
export const uploadOptionImage = (imageData: string, fileName: string) =>
  accountRequest<ImageUploadJson>('/api/admin/upload-option-image', json('POST', { imageData, fileName }));

// Assignments
export const loadAssignments = (productId: number, signal?: AbortSignal) =>
  accountRequest<AssignmentJson[]>(`/api/admin/product-options/${productId}`, { signal });
/** Replaces all of a product's options in one transaction on the server. */
export const replaceAssignments = (productId: number, optionIds: number[]) =>
  accountRequest<unknown>(`/api/admin/product-options/${productId}`, json('PUT', { option_ids: optionIds }));
export const assignOption = (productId: number, optionId: number) =>
  accountRequest<unknown>('/api/admin/product-options', json('POST', { product_id: productId, option_id: optionId }));
export const unassignOption = (productId: number, optionId: number) =>
  accountRequest<unknown>('/api/admin/product-options', json('DELETE', { product_id: productId, option_id: optionId }));

// Global options (read only: the spec wires up no save calls)
export const loadGlobalOptionCategories = (signal?: AbortSignal) => accountRequest<OptionCategoryJson[]>('/api/admin/global-option-categories', { signal });
export const loadGlobalOptions = (categoryId: number, signal?: AbortSignal) =>
  accountRequest<OptionJson[]>(`/api/admin/global-options?${new URLSearchParams({ category: String(categoryId) })}`, { signal });

// Shop switch
export const loadShopSettings = (signal?: AbortSignal) => accountRequest<ShopSettingsJson>('/api/admin/settings/shop', { signal });
export const saveShopEnabled = (enabled: boolean) => accountRequest<ShopSettingsJson>('/api/admin/settings/shop', json('PUT', { enabled }));

// Change log
export const loadChangeLog = (search: URLSearchParams, signal?: AbortSignal) => accountRequest<ChangeLogPageJson>(`/api/admin/change-log?${search}`, { signal });
