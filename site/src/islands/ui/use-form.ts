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

/**
 * `bind(key)` for a form whose state holds more than text (numbers, switches, lists): a TextField's or
 * TextArea's value, the server's message for it, and the change that writes the text back into the state.
 */
export function textBinder<Values extends object>(values: Values, setValues: (values: Values) => void, errors: Record<string, string>) {
  return (key: { [Key in keyof Values]: Values[Key] extends string ? Key : never }[keyof Values] & string) => ({
    value: values[key] as string,
    error: errors[key],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [key]: event.target.value }),
  });
}
