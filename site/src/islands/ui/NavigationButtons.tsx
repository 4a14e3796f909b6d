import { ArrowLeft, ArrowRight } from 'lucide-react';

interface NavigationButtonsProps {
  onBack?: (() => void) | undefined;
  onNext?: () => void;
  nextDisabled?: boolean;
}

export function NavigationButtons({ onBack, onNext, nextDisabled = false }: NavigationButtonsProps) {
  return (
    <>
      {onBack ? (
        <button type="button" onClick={onBack} className="btn-outline">
          <ArrowLeft size={18} aria-hidden="true" /> Zurück
        </button>
      ) : (
        <span />
      )}
      {onNext && (
        <button type="button" onClick={onNext} disabled={nextDisabled} className="btn-primary">
          Weiter <ArrowRight size={18} aria-hidden="true" />
        </button>
      )}
    </>
  );
}
