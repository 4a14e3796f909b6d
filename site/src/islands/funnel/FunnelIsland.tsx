import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { AUTO_ADVANCE_MS, funnelMessages, FUNNEL_STEPS, hasMainProduct } from '#features/funnel/contract/funnel-steps.ts';
import { fieldMessagesOf } from '../../lib/api.ts';
import { submissionKeys } from '../../lib/submission-key.ts';
import { dropPendingRequest, hasPendingRequest, hasRequestPhotos, queueRequest, sendPendingRequest } from './send-request.ts';
import { newPhotoKey } from '../../lib/request-photos.ts';
import { captureCampaignParameters, readCampaignParameters } from '../../stores/campaign.ts';
import {
  $funnelDraft,
  $funnelSessionId,
  $funnelStep,
  addRow,
  goToStep,
  removeRow,
  resetFunnel,
  restoreFunnel,
  setDraftField,
  toggleProduct,
  updateRow,
} from '../../stores/funnel.ts';
import { dismissToast, showToast, showToastOnNextPage } from '../../stores/toast.ts';
import { trackFunnelEvent } from './analytics.ts';
import { NavigationButtons } from '../ui/NavigationButtons.tsx';
import { ProgressHeader } from './ProgressHeader.tsx';
import {
  ContactStep,
  DimensionsStep,
  InstallationStep,
  loadRequestModule,
  loadStep,
  MaterialStep,
  preloadAfter,
  ProductsStep,
  SummaryStep,
} from './step-modules.ts';
import { followStepHistory, recordStep, stepFromAddress } from './step-history.ts';
import { StepFrame } from '../ui/StepFrame.tsx';
import { ProjectStep } from './steps/ProjectStep.tsx';

const titles: Record<number, [string, string]> = {
  1: ['Was planen Sie?', 'Wählen Sie die Art Ihres Vorhabens.'],
  2: ['Welche Produkte benötigen Sie?', 'Mehrfachauswahl möglich.'],
  3: ['Maße & Mengen', 'Soweit bekannt – sonst messen wir vor Ort.'],
  4: ['Material & Verglasung', 'Ihre Wünsche zu Rahmen und Glas.'],
  5: ['Montage & Zeitrahmen', 'Wo und wann soll es losgehen?'],
  6: ['Ihre Kontaktdaten', 'Damit wir Ihnen das Angebot schicken können.'],
  7: ['Zusammenfassung', 'Bitte prüfen Sie Ihre Angaben.'],
};

/** One key per submission attempt: a retry of unchanged answers is not stored twice. */
const submissionKeyFor = submissionKeys<ReturnType<typeof $funnelDraft.get>>();

const failureToast = { title: funnelMessages.failedTitle, description: funnelMessages.failed, variant: 'destructive' } as const;

/** The 7-step quote funnel. */
export default function FunnelIsland() {
  const draft = useStore($funnelDraft);
  const step = useStore($funnelStep);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [moved, setMoved] = useState(false);
  const [sending, setSending] = useState(false);
  const [offline, setOffline] = useState(false);
  const advanceTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The browser's Back and Forward reach the handler declared further down (set on every render).
  const followBrowserRef = useRef<(target: number) => Promise<void>>(async () => {});
  // A toast about a problem goes when the problem is gone or the step changes: it must not cover the next step.
  const problemToast = useRef<number | null>(null);
  const productsChosen = hasMainProduct(draft.products);
  useEffect(() => {
    if (problemToast.current === null) return;
    dismissToast(problemToast.current);
    problemToast.current = null;
  }, [step, productsChosen]);

  useEffect(() => {
    if (step > 1) preloadAfter(step);
  }, [step]);

  useEffect(() => {
    restoreFunnel();
    // The address names the step on a reload; never a later one than this tab's draft has reached.
    const fromAddress = stepFromAddress(window.location.search);
    if (fromAddress !== null) goToStep(Math.min(fromAddress, $funnelStep.get()));
    recordStep($funnelStep.get(), 'replace');
    captureCampaignParameters(window.location.search);
    trackFunnelEvent($funnelStep.get(), 'started');
    const stopFollowing = followStepHistory((target) => void followBrowserRef.current(target));
    return () => {
      stopFollowing();
      clearTimeout(advanceTimer.current);
    };
  }, []);

  /** Call only once `loadStep(target)` has resolved, so the step's heading and controls appear together. */
  function moveTo(target: number, history: 'push' | 'replace' = 'push') {
    clearTimeout(advanceTimer.current);
    setErrors({});
    goToStep(target);
    setMoved(true);
    recordStep($funnelStep.get(), history);
    trackFunnelEvent(target, 'started');
  }

  /** The browser's Back or Forward: back counts as leaving the step; forward only over valid steps. */
  async function followBrowser(target: number) {
    const current = $funnelStep.get();
    if (target === current) return;
    const [{ stepErrors }] = await Promise.all([loadRequestModule(), loadStep(target)]);
    if (target < current) {
      trackFunnelEvent(current, 'abandoned');
      moveTo(target, 'replace');
      return;
    }
    for (let step = current; step < target; step += 1) {
      const found = stepErrors(step, $funnelDraft.get());
      if (Object.keys(found).length > 0) {
        await loadStep(step);
        moveTo(step, 'replace');
        setErrors(found);
        return;
      }
      trackFunnelEvent(step, 'completed');
    }
    moveTo(target, 'replace');
  }

  useEffect(() => {
    followBrowserRef.current = followBrowser;
  });

  async function next() {
    const current = $funnelStep.get();
    const target = Math.min(current + 1, FUNNEL_STEPS);
    const [{ stepErrors }] = await Promise.all([loadRequestModule(), loadStep(target)]);
    // A second click or the auto-advance timer got there first while the chunks were loading.
    if ($funnelStep.get() !== current) return;
    const found = stepErrors(current, $funnelDraft.get());
    if (current === 2 && found.produkte) {
      problemToast.current = showToast({
        title: funnelMessages.productsTitle,
        description: funnelMessages.products,
        variant: 'destructive',
      }).id;
      return;
    }
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    trackFunnelEvent(current, 'completed');
    moveTo(target);
  }

  function back() {
    const current = $funnelStep.get();
    trackFunnelEvent(current, 'abandoned');
    const target = Math.max(current - 1, 1);
    void loadStep(target).then(() => moveTo(target));
  }

  function advanceSoon() {
    preloadAfter($funnelStep.get());
    clearTimeout(advanceTimer.current);
    advanceTimer.current = setTimeout(next, AUTO_ADVANCE_MS);
  }

  async function submit() {
    const { stepErrors, stepOfField, toRequest } = await loadRequestModule();
    const current = $funnelDraft.get();
    const found = stepErrors(7, current);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    // The hidden trap field filled in: a bot. Nothing is sent; it sees the ordinary failure.
    if (current.website.trim() !== '') {
      showToast(failureToast);
      return;
    }
    setSending(true);
    try {
      // The photos chosen in step 3 follow the request under a key of their own (issue 48).
      const photoKey = current.photoKey || ((await hasRequestPhotos()) ? newPhotoKey() : '');
      const request = toRequest({ ...current, photoKey }, $funnelSessionId.get(), readCampaignParameters());
      // stepErrors(7) found nothing: the project type is chosen and the consent given, as the route requires.
      await queueRequest({ ...request, projektart: request.projektart!, datenschutz: true }, submissionKeyFor(current));
      await sendQueued();
    } catch (error) {
      await refused(error, stepOfField);
    }
  }

  /** The queued request and its photos, sent; then on to /thank-you. A lost connection keeps them queued. */
  async function sendQueued() {
    await sendPendingRequest();
    // The server records step 7's "completed" with the request itself.
    showToastOnNextPage({ title: funnelMessages.sentTitle, description: funnelMessages.sent });
    resetFunnel();
    window.location.assign('/thank-you');
  }

  async function refused(error: unknown, stepOfField: (field: string) => number) {
    if (error instanceof TypeError) {
      // Without a network the request waits for it; a connection that broke off is sent again by the next click.
      if (!navigator.onLine) {
        setOffline(true);
        return;
      }
      showToast(failureToast);
      setSending(false);
      return;
    }
    await dropPendingRequest();
    showToast(failureToast);
    const issues = fieldMessagesOf(error);
    if (Object.keys(issues).length > 0) {
      const target = Math.min(...Object.keys(issues).map(stepOfField));
      if (target !== 7) moveTo(target);
      setErrors(issues);
    }
    setSending(false);
  }

  // A request queued on this device (the connection dropped, the page was reloaded) is sent when it can be.
  useEffect(() => {
    const resume = async () => {
      if (!(await hasPendingRequest())) return;
      setSending(true);
      setOffline(false);
      try {
        await sendQueued();
      } catch (error) {
        await refused(error, (await loadRequestModule()).stepOfField);
      }
    };
    void resume();
    window.addEventListener('online', resume);
    return () => window.removeEventListener('online', resume);
    // Once per page: the queue on the device is the state, not this component's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const [title, intro] = titles[step]!;
  const footer =
    step === 7 ? (
      <>
        <NavigationButtons onBack={back} />
        <button type="button" className="btn-primary" onClick={submit} disabled={sending}>
          {sending ? 'Wird gesendet...' : 'Angebot anfordern'}
        </button>
      </>
    ) : (
      <NavigationButtons onBack={step > 1 ? back : undefined} onNext={next} nextDisabled={step === 1 && !draft.projektart} />
    );

  /** The current step's fields; steps 1 to 7 each draw their own. */
  function stepFields() {
    switch (step) {
      case 1:
        return (
          <ProjectStep
            value={draft.projektart}
            error={errors.projektart}
            onChoose={(value) => {
              setDraftField('projektart', value);
              advanceSoon();
            }}
          />
        );
      case 2:
        return <ProductsStep products={draft.products} onToggle={toggleProduct} />;
      case 3:
        return (
          <DimensionsStep
            rows={draft.dimensions}
            measurements={draft.selbstmessung}
            onMeasurements={(selbstmessung) => setDraftField('selbstmessung', selbstmessung)}
            configuration={draft.konfiguration}
            errors={errors}
            onChange={updateRow}
            onAdd={addRow}
            onRemove={removeRow}
          />
        );
      case 4:
        return (
          <MaterialStep
            material={draft.material}
            glazing={draft.verglasung}
            fromConfiguration={draft.fromConfiguration ?? []}
            onMaterial={(value) => {
              setDraftField('material', value);
              if ($funnelDraft.get().verglasung) advanceSoon();
            }}
            onGlazing={(value) => {
              setDraftField('verglasung', value);
              if ($funnelDraft.get().material) advanceSoon();
            }}
          />
        );
      case 5:
        return (
          <InstallationStep
            plz={draft.plz}
            timeframe={draft.zeitraum}
            installation={draft.montage}
            plzError={errors.plz}
            onPlz={(value) => setDraftField('plz', value)}
            onTimeframe={(value) => setDraftField('zeitraum', value)}
            onInstallation={(value) => {
              setDraftField('montage', value);
              advanceSoon();
            }}
          />
        );
      case 6:
        return <ContactStep draft={draft} errors={errors} onChange={(field, value) => setDraftField(field, value)} />;
      default:
        return (
          <SummaryStep
            draft={draft}
            errors={errors}
            onConsent={(value) => setDraftField('datenschutz', value)}
            onMarketing={(value) => setDraftField('marketing_ok', value)}
          />
        );
    }
  }

  return (
    <div className="card p-5 sm:p-8">
      <ProgressHeader step={step} />
      {offline && (
        <p role="status" className="mt-4 rounded-lg bg-amber-50 p-3 font-semibold text-amber-900">
          {funnelMessages.offline}
        </p>
      )}
      {/* Keyed by the step: every step gets a frame of its own; nothing of the last one (its Suspense state) carries over. */}
      <StepFrame key={step} title={title} intro={intro} takeFocus={moved} footer={footer}>
        {stepFields()}
      </StepFrame>
    </div>
  );
}
