import { useRef, useState, type Dispatch, type RefObject, type SetStateAction } from "react";

/** What a schema or the API says is wrong: the path's first step names the field. */
export interface FieldIssue {
  path: PropertyKey[] | string;
  message: string;
}

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export interface FormDraft<Draft extends Record<Field, string>, Field extends string> {
  draft: Draft;
  setDraft: Dispatch<SetStateAction<Draft>>;
  errors: FieldErrors<Field>;
  /** Shows each field's first issue (from the form's schema or the server's 422) and focuses the first field in error. */
  showIssues: (issues: readonly FieldIssue[]) => void;
  /**
   * A text field's name, value and onChange; a corrected field stops saying it is wrong, the others
   * keep their message until the next try.
   */
  field: (field: Field) => { name: Field; value: Draft[Field]; onChange: (event: { target: { value: string } }) => void };
  /** Goes on the form: the fields are found in it by their name. */
  formRef: RefObject<HTMLFormElement | null>;
}

/**
 * A form of text fields checked by a schema before it is sent and by the server after: what the
 * user typed, each field's message, and the focus moved to the first field in error, in screen order.
 */
export function useFormDraft<Draft extends Record<Field, string>, Field extends string>(
  initial: Draft | (() => Draft),
  fieldOrder: readonly Field[],
): FormDraft<Draft, Field> {
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const formRef = useRef<HTMLFormElement>(null);

  const change = (field: Field, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const showIssues = (issues: readonly FieldIssue[]) => {
    const found: FieldErrors<Field> = {};
    for (const issue of issues) {
      const field = String(Array.isArray(issue.path) ? issue.path[0] : issue.path).split(".")[0] as Field;
      if (fieldOrder.includes(field)) found[field] ??= issue.message;
    }
    setErrors(found);
    const first = fieldOrder.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const field = (name: Field) => ({
    name,
    value: draft[name],
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
  });

  return { draft, setDraft, errors, showIssues, field, formRef };
}
