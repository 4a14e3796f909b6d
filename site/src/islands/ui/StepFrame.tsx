import { Suspense, useEffect, useId, useRef, type ReactNode } from 'react';

interface StepFrameProps {
  title: string;
  intro?: string;
  /** True when the visitor just arrived at this step: the heading takes the focus. */
  takeFocus: boolean;
  children: ReactNode;
  footer: ReactNode;
}

/** A step of a wizard (funnel, shop): its heading (focused on arrival, so screen readers announce the new step), body and buttons. */
export function StepFrame({ title, intro, takeFocus, children, footer }: StepFrameProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => {
    if (!takeFocus) return;
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'nearest' });
  }, [takeFocus, title]);

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="text-2xl font-bold text-brand-900 outline-none sm:text-3xl">
        {title}
      </h2>
      {intro && <p className="mt-2 text-slate-600">{intro}</p>}
      {/* A step's body may be its own chunk (the funnel's steps 2–7): heading and buttons stay while it loads. */}
      <div className="mt-6">
        <Suspense fallback={null}>{children}</Suspense>
      </div>
      <div className="mt-8 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-6">{footer}</div>
    </section>
  );
}
