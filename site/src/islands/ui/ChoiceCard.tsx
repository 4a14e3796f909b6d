import { Fragment, type ReactNode } from 'react';

interface ChoiceCardProps {
  selected: boolean;
  onSelect: () => void;
  title: string;
  description?: string;
  icon?: ReactNode;
  /** A colour swatch shown in place of an icon. */
  swatch?: string | null;
  extra?: ReactNode;
}

/** "Schiebe-/Hebeschiebetür" may break after the slash, where a reader expects it, before anywhere else. */
function breakableAfterSlashes(title: string): ReactNode {
  const parts = title.split('/');
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && (
        <>
          /<wbr />
        </>
      )}
    </Fragment>
  ));
}

/**
 * One choice among cards: a toggle button (aria-pressed), so Tab reaches each card and Enter or Space
 * chooses it. Single and multiple choice both use it; the group around it says which.
 */
export function ChoiceCard({ selected, onSelect, title, description, icon, swatch, extra }: ChoiceCardProps) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onSelect}
      className={
        'flex h-full w-full items-start gap-3 rounded-xl border-2 bg-white p-4 text-left transition-colors ' +
        (selected ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600' : 'border-slate-200 hover:border-brand-300')
      }
    >
      {icon && <span className="mt-0.5 shrink-0 text-brand-700">{icon}</span>}
      {swatch !== undefined && (
        <span
          aria-hidden="true"
          className="mt-0.5 size-8 shrink-0 rounded-full border border-slate-300"
          ref={(element) => {
            // Set through the DOM, not a style attribute: the pages' CSP allows no inline styles.
            if (element) element.style.background = swatch ?? 'repeating-linear-gradient(45deg,#e5e7eb 0 4px,#fff 4px 8px)';
          }}
        />
      )}
      <span className="min-w-0 flex-1">
        {/* German hyphenation (the page is lang="de"); a word that still does not fit breaks rather than overflow. */}
        <span className="block font-semibold wrap-anywhere hyphens-auto text-brand-900">{breakableAfterSlashes(title)}</span>
        {description && <span className="mt-1 block text-sm text-slate-600">{description}</span>}
        {extra}
      </span>
      <span
        aria-hidden="true"
        className={
          'mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border-2 text-xs font-bold ' +
          (selected ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 text-transparent')
        }
      >
        ✓
      </span>
    </button>
  );
}

/** A group is named by its own label, else by its legend. */
type GroupName = { label: string; legend?: string } | { label?: string; legend: string };

/**
 * One card per value, the chosen one pressed, in a group named for assistive technology; with a legend, the
 * group stands in a fieldset under it.
 */
export function ChoiceCardGroup<Value extends string>({
  label,
  legend,
  wide = false,
  values,
  selected,
  onSelect,
  card,
}: GroupName & {
  /** Three columns from the small breakpoint up instead of two. */
  wide?: boolean;
  values: readonly Value[];
  selected: Value | null;
  onSelect: (value: Value) => void;
  /** What a value's card shows. */
  card: (value: Value) => Pick<ChoiceCardProps, 'title' | 'description' | 'icon'>;
}) {
  const group = (
    <div
      role="group"
      aria-label={label ?? legend}
      className={`${legend ? 'mt-3 ' : ''}grid gap-3 ${wide ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}
    >
      {values.map((value) => (
        <ChoiceCard key={value} selected={selected === value} onSelect={() => onSelect(value)} {...card(value)} />
      ))}
    </div>
  );
  if (!legend) return group;
  return (
    <fieldset>
      <legend className="text-lg font-semibold text-brand-900">{legend}</legend>
      {group}
    </fieldset>
  );
}
