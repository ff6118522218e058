import { useId, type ReactNode } from "react";
import { Label } from "./label";

/** What a control needs to be tied to its label and to its error. */
export interface FieldControlProps {
  id: string;
  "aria-invalid": boolean | undefined;
  "aria-describedby": string | undefined;
}

interface FormFieldProps {
  label: string;
  isRequired?: boolean;
  /** Shown under the control, in red, and read with it. */
  error?: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled control with its error under it: the forms of the tracker and the contact page share it. */
export function FormField({ label, isRequired, error, children }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <Label htmlFor={id}>
        {label}
        {isRequired ? (
          <span aria-hidden="true" className="-ml-1.5 text-red-600">
            *
          </span>
        ) : null}
      </Label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": error ? errorId : undefined })}
      {error ? (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
