import { useBusyAction } from '../ui/busy-action.ts';
import { catalogueScreenMessages } from '#features/catalogue/contract/catalogue-screen-messages.ts';
import { showToast } from '../../../stores/toast.ts';
import { loadShopSettings, saveShopEnabled } from './api.ts';
import { LoadState } from '../ui/LoadState.tsx';
import { ScreenTitle } from '../ui/ScreenTitle.tsx';
import { SwitchField } from '../ui/SwitchField.tsx';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { useLoad } from '../../ui/use-load.ts';

/**
 * /admin/shop-settings: the shop switch and, while the shop is off, the warning box. The permission check happens in the admin island: a role without 'shop' never gets here.
 */
export default function ShopSettingsScreen() {
  const { data, setData, state, reload } = useLoad((signal) => loadShopSettings(signal), 'shop-settings');
  const { busy: saving, run } = useBusyAction();
  const { confirm, dialog } = useConfirm();

  async function change(enabled: boolean) {
    // Closing turns visitors away mid-purchase: ask first, saying what they will see.
    if (!enabled && !(await confirm(catalogueScreenMessages.confirmShopClose))) return;
    // The switch moves at once; a refused save puts it back.
    setData({ shop_enabled: enabled });
    await run(
      async () => {
        setData(await saveShopEnabled(enabled));
        showToast({ title: enabled ? catalogueScreenMessages.shopEnabled : catalogueScreenMessages.shopDisabled });
      },
      catalogueScreenMessages.shopSettingsSaveFailed,
      () => setData({ shop_enabled: !enabled }),
    );
  }

  return (
    <section className="card grid max-w-2xl grid-cols-1 gap-5" aria-labelledby="admin-screen-title">
      <ScreenTitle title="Shop-Einstellungen" />
      <LoadState state={state} error={catalogueScreenMessages.shopSettingsLoadFailed} empty={null} onRetry={reload}>
        {data && (
          <>
            <SwitchField label="Shop verfügbar" checked={data.shop_enabled} disabled={saving} onChange={change} />
            <p className="text-sm text-slate-600">
              {data.shop_enabled
                ? 'Besucher können den Fenster-Shop unter /shop nutzen.'
                : 'Der Fenster-Shop ist für Besucher geschlossen.'}
            </p>
            {!data.shop_enabled && (
              <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
                <p className="font-semibold">Wartungsmodus</p>
                <p className="mt-1">{catalogueScreenMessages.shopDisabledWarning}</p>
              </div>
            )}
          </>
        )}
      </LoadState>
      {dialog}
    </section>
  );
}
