import { useState } from 'react';

/**
 * The state of a form of text fields: values, the messages per field, and `bind(key)` for a TextField's
 * value, error and onChange.
 */
export function useForm<Values extends Record<string, string>>(initial: Values) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const bind = (key: keyof Values & string) => ({
    value: values[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [key]: event.target.value })),
  });
  return { values, setValues, errors, setErrors, bind };
}
