import { useState } from 'react';
import { accountHomePath } from '#features/accounts/contract/login-paths.ts';
import { shopMessages, SIZE_LIMITS_MM } from '#features/shop/contract/shop.ts';
import { fieldErrors, firstErrors } from '#shared/validation.ts';
import { accountApi } from '../../lib/account-api.ts';
import { answerOf, ApiError, messageOf } from '../../lib/api.ts';
import type { ShopProduct } from '../../lib/catalogue.ts';
import { $session, clearSession } from '../../stores/session.ts';
import { resetShopWizard, type ShopWizard } from '../../stores/shop.ts';
import { showToast, showToastOnNextPage } from '../../stores/toast.ts';
import type { ChosenOption } from './selection.ts';

/**
 * The way back from the login (or the registration it offers) tells the shop to finish the save the visitor
 * started, so "In den Warenkorb" need not be pressed again (issue 20). The configuration itself waits in
 * sessionStorage (stores/shop.ts).
 */
export const SAVE_AFTER_LOGIN_PARAM = 'speichern';
const LOGIN_PATH = `/login?next=${encodeURIComponent(`/shop?${SAVE_AFTER_LOGIN_PARAM}=1`)}`;
/** The size check (zod) is its own chunk, fetched once the size step shows (ADR 015). */
export const loadSizeSchema = () => import('#features/shop/contract/shop-schemas.ts');

function sendToLogin() {
  showToastOnNextPage({ title: shopMessages.loginTitle, description: shopMessages.login, variant: 'destructive' });
  window.location.assign(LOGIN_PATH);
}

/**
 * "In den Warenkorb": checks the size, sends a visitor without a session to the login page and back,
 * saves to POST /api/shop/configurations and goes to the account's page. `onClosed` hears of a shop that
 * was switched off meanwhile (503).
 */
export function useSaveConfiguration(onClosed: () => void) {
  const [saving, setSaving] = useState(false);
  const [sizeErrors, setSizeErrors] = useState<Record<string, string>>({});

  async function save(product: ShopProduct, chosen: ChosenOption[], total: number | null, wizard: ShopWizard) {
    const { shopSizeSchema } = await loadSizeSchema();
    const size = shopSizeSchema.safeParse({ width: Number(wizard.width) || undefined, height: Number(wizard.height) || undefined });
    if (!size.success) {
      setSizeErrors(firstErrors(fieldErrors(size.error)));
      return;
    }
    setSizeErrors({});
    const session = $session.get();
    if (!session) return sendToLogin();
    setSaving(true);
    try {
      // Its own 401 handling: back to the shop after the login, not the account's "Session abgelaufen".
      await answerOf(
        accountApi.shop.configurations.$post({
          json: {
            productId: product.id,
            productName: product.name,
            basePrice: product.base_price,
            selectedOptions: Object.fromEntries(
              chosen.map(({ key, choice, price }) => [key, { id: choice.id, name: choice.label, price }]),
            ),
            // Only a hint: the server prices the configuration itself.
            totalPrice: total ?? undefined,
            dimensions: {
              ...size.data,
              minWidth: SIZE_LIMITS_MM.min,
              maxWidth: SIZE_LIMITS_MM.max,
              minHeight: SIZE_LIMITS_MM.min,
              maxHeight: SIZE_LIMITS_MM.max,
            },
          },
        }),
      );
      showToastOnNextPage({ title: shopMessages.savedTitle });
      resetShopWizard();
      // Straight to the role's own page: a detour through /dashboard would show an admin the toast there.
      window.location.assign(accountHomePath(session.user.role));
    } catch (error) {
      setSaving(false);
      if (error instanceof ApiError && error.status === 401) {
        clearSession();
        return sendToLogin();
      }
      if (error instanceof ApiError && error.status === 503) onClosed();
      // 422: the size has no online price (the grid changed meanwhile); the server's message says what to do.
      const description = error instanceof ApiError && error.status === 422 ? messageOf(error, shopMessages.failed) : shopMessages.failed;
      showToast({ title: shopMessages.failedTitle, description, variant: 'destructive' });
    }
  }

  return { save, saving, sizeErrors };
}
