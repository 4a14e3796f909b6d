import type { funnelEventActions } from '#features/funnel/contract/funnel.ts';
import { api } from '../../lib/api.ts';
import { readCampaignParameters } from '../../stores/campaign.ts';
import { $funnelDraft, $funnelSessionId } from '../../stores/funnel.ts';

/**
 * Step events for the funnel analysis. Only the non-personal choices travel; names and contacts stay in
 * the browser until the request itself is sent. Failures are silent.
 */
export function trackFunnelEvent(step: number, action: (typeof funnelEventActions)[number]): void {
  const { projektart, products, material, verglasung, montage, zeitraum } = $funnelDraft.get();
  api['funnel-analytics']
    .$post(
      {
        json: {
          session_id: $funnelSessionId.get(),
          step,
          action,
          data: { projektart, ...products, material, verglasung, montage, zeitraum },
          utm_params: readCampaignParameters(),
        },
      },
      // An event sent just before a page moves on (a step's "completed", then the visitor leaves) may
      // finish after the page is gone instead of being cancelled with it.
      { init: { keepalive: true } },
    )
    .catch(() => {});
}
