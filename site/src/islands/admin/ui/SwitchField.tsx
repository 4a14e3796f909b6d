import { useId } from 'react';

/** An on/off switch: a checkbox with role switch, so screen readers say "ein"/"aus" and Space toggles it. */
export function SwitchField({
  label,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className="peer relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-400 transition-colors checked:bg-brand-700 before:absolute before:top-0.5 before:left-0.5 before:size-5 before:rounded-full before:bg-white before:transition-transform checked:before:translate-x-5 disabled:cursor-not-allowed disabled:opacity-60"
      />
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
    </div>
  );
}
