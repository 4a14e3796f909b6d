interface MultiSelectProps<Value extends string> {
  legend: string;
  options: readonly Value[];
  labels: Record<Value, string>;
  value: Value[];
  onChange: (value: Value[]) => void;
}

/** A multi-select as a group of checkboxes: every choice visible, reachable by keyboard, no library. */
export function MultiSelect<Value extends string>({ legend, options, labels, value, onChange }: MultiSelectProps<Value>) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {options.map((option) => (
          <label key={option} className="inline-flex min-h-9 items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              className="size-4 accent-brand-700"
              checked={value.includes(option)}
              onChange={(event) => onChange(event.target.checked ? [...value, option] : value.filter((item) => item !== option))}
            />
            {labels[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
