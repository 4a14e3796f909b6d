import { loadProductOptions, loadProducts } from '../../lib/catalogue.ts';
import { useLoad } from '../ui/use-load.ts';

/**
 * The configurator's catalogue: all products at once, a product's options only once it is chosen.
 * The size is asked in fields of its own, so its option group is left out.
 */
export function useConfiguratorCatalogue(productId: number | null) {
  const products = useLoad(loadProducts, 'products');
  const options = useLoad(
    productId === null
      ? null
      : async (signal) => ({
          productId,
          groups: (await loadProductOptions(productId, signal)).filter((group) => group.type !== 'dimensions'),
        }),
    productId,
  );
  const optionGroups = options.data && options.data.productId === productId ? options.data.groups : null;
  return { products: products.data, productsFailed: products.state === 'error', optionGroups };
}
