import { useEffect } from 'react';
import { loadProductOptions, loadShopProducts, loadShopStatus } from '../../lib/catalogue.ts';
import { resetShopWizard } from '../../stores/shop.ts';
import { useLoad } from '../ui/use-load.ts';

/** One empty list for a failed read, so the effect below does not see a new list every render. */
const NO_PRODUCTS: never[] = [];

/**
 * What the shop wizard shows: whether the shop is open, its products, and the chosen product's options.
 * A product that is no longer on offer, or whose options cannot be read, starts the wizard afresh.
 */
export function useShopCatalogue(productId: number | null) {
  const status = useLoad(loadShopStatus, 'status');
  const products = useLoad(async (signal) => (await loadShopProducts(signal)).filter((product) => product.active), 'products');
  const options = useLoad(
    productId === null ? null : async (signal) => ({ productId, groups: await loadProductOptions(productId, signal) }),
    productId,
  );

  const productList = products.state === 'error' ? NO_PRODUCTS : products.data;
  const product = productList?.find((candidate) => candidate.id === productId);
  const optionsFailed = options.state === 'error';

  useEffect(() => {
    if (optionsFailed || (productList && productId !== null && !product)) resetShopWizard();
  }, [optionsFailed, productList, product, productId]);

  return {
    // A failed status read must not lock the shop: the save answers 503 when it is closed.
    shopOpen: status.state === 'error' ? true : (status.data?.shop_enabled ?? null),
    products: productList,
    product,
    groups: options.data?.productId === productId ? options.data.groups : null,
    /** The save found the shop switched off meanwhile. */
    markClosed: () => status.setData({ shop_enabled: false }),
  };
}
