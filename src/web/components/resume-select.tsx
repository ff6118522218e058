import { useQuery } from "@tanstack/react-query";
import type { ResumeSummary } from "#shared/api/resumes";
import { resumesQuery, useChosenResume } from "../lib/api/resumes";
import { Select } from "./ui/select";

interface ResumeSelectProps {
  id: string;
  /** The chosen resume's id, or "" for the first option. */
  value: string;
  /** The id chosen, "" for the first option; the screen reads the whole resume with useChosenResume. */
  onChange: (id: string) => void;
  /** The first option, chosen while no resume is (seed 001: 'Select a resume', 'None - Generate from job description only'). */
  emptyOption: string;
  /** How a resume reads in the list; its title unless the screen says otherwise. */
  labelOf?: (resume: ResumeSummary) => string;
  disabled?: boolean;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}

const titleOf = (resume: ResumeSummary) => resume.title;

/**
 * The session user's resumes, most recently updated first, as every tool's resume picker (seed 001
 * "Data access"). The list holds summaries; the chosen resume is fetched whole once chosen, and
 * the picker says so while it loads. While the list loads, and if it or the chosen resume cannot
 * be loaded, the picker says so instead of looking empty.
 */
export function ResumeSelect({ id, value, onChange, emptyOption, labelOf = titleOf, disabled, ...aria }: ResumeSelectProps) {
  const resumes = useQuery(resumesQuery);
  const chosen = useChosenResume(value || null);
  const list = resumes.data ?? [];
  const failed = resumes.isError ? resumes : chosen.isError ? chosen : null;
  const status = resumes.isPending
    ? "Loading your resumes..."
    : resumes.isError
      ? "Your resumes could not be loaded."
      : chosen.isError
        ? "This resume could not be loaded."
        : chosen.isLoading
          ? "Loading this resume..."
          : null;
  return (
    <div>
      <Select
        id={id}
        value={value}
        disabled={disabled || resumes.isPending}
        onChange={(event) => onChange(event.target.value)}
        aria-busy={chosen.isLoading}
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
          {failed ? (
            <button type="button" className="ml-1 font-medium text-blue-700 underline" onClick={() => void failed.refetch()}>
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
