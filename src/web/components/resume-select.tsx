import { useQuery } from "@tanstack/react-query";
import type { Resume } from "../../shared/resume";
import { resumesQuery } from "../lib/api/resumes";
import { Select } from "./ui/select";

interface ResumeSelectProps {
  id: string;
  /** The chosen resume's id, or "" for the first option. */
  value: string;
  onChange: (resume: Resume | undefined) => void;
  /** The first option, chosen while no resume is (seed 001: 'Select a resume', 'None - Generate from job description only'). */
  emptyOption: string;
  /** How a resume reads in the list; its title unless the screen says otherwise. */
  labelOf?: (resume: Resume) => string;
  disabled?: boolean;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}

/**
 * The session user's resumes, most recently updated first, as every tool's resume picker (seed 001
 * "Data access"). While they load, and if they cannot be loaded, the list says so instead of
 * looking empty.
 */
export function ResumeSelect({
  id,
  value,
  onChange,
  emptyOption,
  labelOf = (resume) => resume.title,
  disabled,
  ...aria
}: ResumeSelectProps) {
  const resumes = useQuery(resumesQuery);
  const list = resumes.data ?? [];
  const status = resumes.isPending ? "Loading your resumes..." : resumes.isError ? "Your resumes could not be loaded." : null;
  return (
    <div>
      <Select
        id={id}
        value={value}
        disabled={disabled || resumes.isPending}
        onChange={(event) => onChange(list.find((resume) => resume.id === event.target.value))}
        {...aria}
      >
        <option value="">{emptyOption}</option>
        {list.map((resume) => (
          <option key={resume.id} value={resume.id}>
            {labelOf(resume)}
          </option>
        ))}
      </Select>
      {status ? (
        <p className="mt-1 text-sm text-slate-500" role="status">
          {status}
          {resumes.isError ? (
            <button type="button" className="ml-1 font-medium text-blue-700 underline" onClick={() => void resumes.refetch()}>
              Try again
            </button>
          ) : null}
        </p>
      ) : resumes.isSuccess && list.length === 0 ? (
        <p className="mt-1 text-sm text-slate-500">You have no saved resumes yet.</p>
      ) : null}
    </div>
  );
}
