import { useCallback } from 'react';
import type { SelfMeasurement } from '#features/funnel/contract/self-measurement.ts';
import { formatSizeMm } from '#shared/format.ts';
import { dimensionTypeLabels } from '#shared/labels.ts';
import { openingTypeLabels } from '#shared/opening-types.ts';
import { accountAnswerOf, accountApi, accountBlobOf } from '../../../../lib/account-api.ts';
import { useLoad } from '../../../ui/use-load.ts';
import { Section } from '../../ui/PageSection.tsx';
import { useBlobUrl } from '../../ui/blob-url.ts';

const leads = accountApi.admin.leads;

const size = (width: number | null, height: number | null) => (width && height ? formatSizeMm({ width, height }) : '–');

/** One photo, fetched with the session's token (an <img> alone would not send it) and shown large. */
function CustomerPhoto({ leadId, photoId, number }: { leadId: number; photoId: number; number: number }) {
  const load = useCallback(
    () => accountBlobOf(leads[':id']['customer-photos'][':photoId'].$get({ param: { id: String(leadId), photoId: String(photoId) } })),
    [leadId, photoId],
  );
  const url = useBlobUrl(load);
  if (!url) return <div className="aspect-[4/3] w-full animate-pulse rounded-lg bg-slate-100" aria-hidden="true" />;
  return (
    <a href={url} target="_blank" rel="noreferrer" className="block">
      <img src={url} alt={`Foto ${number} des Kunden`} className="aspect-[4/3] w-full rounded-lg border border-slate-200 object-cover" />
    </a>
  );
}

function MeasuredElement({ element, number }: { element: SelfMeasurement; number: number }) {
  const label = element.position || `${element.typ ? dimensionTypeLabels[element.typ] : 'Element'} ${number}`;
  return (
    <li className="rounded-lg border border-slate-200 p-3 text-sm">
      <p className="font-semibold text-slate-900">{label}</p>
      <p>
        Rahmen außen: <span className="whitespace-nowrap">{size(element.frameWidthMm, element.frameHeightMm)}</span>
      </p>
      <p>
        Lichte Öffnung innen: <span className="whitespace-nowrap">{size(element.clearWidthMm, element.clearHeightMm)}</span>
      </p>
      {element.openingType && <p>Öffnungsart: {openingTypeLabels[element.openingType]}</p>}
      {element.floor && <p>Etage: {element.floor}</p>}
      {element.note && <p>Notiz: {element.note}</p>}
    </li>
  );
}

/** What the customer measured and photographed with the request (issue 48), marked "vom Kunden gemessen". */
export function CustomerMeasurements({ leadId }: { leadId: number }) {
  const load = useCallback(
    (signal: AbortSignal) =>
      accountAnswerOf(leads[':id']['self-measurement'].$get({ param: { id: String(leadId) } }, { init: { signal } })),
    [leadId],
  );
  const { data } = useLoad(load, leadId);
  if (!data || (data.measurements.length === 0 && data.photos.length === 0)) return null;
  return (
    <Section title="Vom Kunden gemessen" id="lead-self-measurement">
      {data.measurements.length > 0 && (
        <ol className="grid gap-2">
          {data.measurements.map((element, index) => (
            <MeasuredElement key={index} element={element} number={index + 1} />
          ))}
        </ol>
      )}
      {data.photos.length > 0 && (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label="Fotos des Kunden">
          {data.photos.map((photoId, index) => (
            <li key={photoId}>
              <CustomerPhoto leadId={leadId} photoId={photoId} number={index + 1} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
