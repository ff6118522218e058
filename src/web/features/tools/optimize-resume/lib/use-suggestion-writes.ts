import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import type { Improvement } from "#shared/ai";
import { resumesApi } from "#shared/api/resumes";
import { contentOf, type Resume } from "#shared/resume";
import { toast } from "#web/lib/toast";
import { isApiError } from "#web/lib/api-client";
import { queryKeys } from "#web/lib/api/query-keys";
import { rememberSavedResume, updateResume } from "#web/lib/api/resumes";
import { replaceText, type TextPlace } from "./apply-suggestion";

export type SuggestionState =
  /** The resume holds the current text: it can be applied. */
  | { status: "applicable"; label: string }
  /** Applied by this screen; undo puts the current text back at `place`. */
  | { status: "applied"; label: string; place: TextPlace }
  /** The resume no longer holds the current text (edited since, or never quoted exactly). */
  | { status: "missing" };

/**
 * Applying and undoing suggestions: each writes a new version of the stored resume through the
 * resumes' update, over the version this screen last saw. A newer version on the server (an edit
 * in another tab) is never overwritten: the resume is fetched again, the user is told, and the
 * suggestions are checked against the version now stored.
 */
export function useSuggestionWrites(resume: Resume | undefined) {
  const queryClient = useQueryClient();
  const [applied, setApplied] = useState<ReadonlyMap<number, TextPlace>>(new Map());
  const [busyIndex, setBusyIndex] = useState<number | null>(null);
  // A toast's Undo runs after later renders: it reads the resume, what is applied and whether a
  // save is under way as they are then, not as they were when the toast was shown.
  const latest = useRef<{ resume: Resume | undefined; applied: ReadonlyMap<number, TextPlace>; busy: boolean }>({
    resume,
    applied,
    busy: false,
  });
  useEffect(() => {
    latest.current.resume = resume;
  }, [resume]);
  const setAppliedNow = (next: ReadonlyMap<number, TextPlace>) => {
    latest.current.applied = next;
    setApplied(next);
  };

  const stateOf = (improvement: Improvement, index: number): SuggestionState => {
    if (!resume) return { status: "missing" };
    const place = applied.get(index);
    if (place) {
      const found = replaceText(contentOf(resume), improvement.suggested, improvement.current, improvement.section, place);
      if (found) return { status: "applied", label: found.found.label, place };
    }
    const found = replaceText(contentOf(resume), improvement.current, improvement.suggested, improvement.section);
    return found ? { status: "applicable", label: found.found.label } : { status: "missing" };
  };

  /** Saves the replaced resume; true once stored, false after telling the user why not. */
  const save = async (next: ReturnType<typeof replaceText>, current: Resume): Promise<boolean> => {
    if (!next) {
      toast.error("This text is no longer in your resume", { description: "The resume was edited since it was analyzed." });
      return false;
    }
    try {
      const saved = await updateResume(current.id, next.resume, current.updated_at);
      latest.current.resume = saved;
      rememberSavedResume(queryClient, saved);
      return true;
    } catch (error) {
      if (isApiError(error, resumesApi.update, "RESUME_CONFLICT", "NOT_FOUND")) {
        // The list and every whole resume fetched: the one shown is fetched again as now stored.
        await queryClient.invalidateQueries({ queryKey: queryKeys.resumes });
        toast.error("Your resume was changed elsewhere", {
          description:
            error.code === "NOT_FOUND"
              ? "It was deleted. Nothing was saved."
              : "The latest version was loaded and nothing was overwritten. Check the suggestion and try again.",
        });
      } else {
        toast.error("Could not save your resume", { description: "Check your connection and try again." });
      }
      return false;
    }
  };

  const run = async (index: number, write: (current: Resume) => Promise<void>) => {
    const current = latest.current.resume;
    if (!current || latest.current.busy) return;
    latest.current.busy = true;
    setBusyIndex(index);
    try {
      await write(current);
    } finally {
      latest.current.busy = false;
      setBusyIndex(null);
    }
  };

  const undo = (improvement: Improvement, index: number) =>
    run(index, async (current) => {
      const place = latest.current.applied.get(index);
      const next = replaceText(contentOf(current), improvement.suggested, improvement.current, improvement.section, place);
      if (!(await save(next, current))) return;
      const map = new Map(latest.current.applied);
      map.delete(index);
      setAppliedNow(map);
      toast.success("Suggestion undone", { description: `${next!.found.label} is back as it was.` });
    });

  const apply = (improvement: Improvement, index: number) =>
    run(index, async (current) => {
      const next = replaceText(contentOf(current), improvement.current, improvement.suggested, improvement.section);
      if (!(await save(next, current))) return;
      setAppliedNow(new Map(latest.current.applied).set(index, next!.found.place));
      toast.success("Suggestion applied", {
        description: `Saved in ${next!.found.label}.`,
        action: { label: "Undo", onClick: () => void undo(improvement, index) },
      });
    });

  /** A new analysis (or another resume) starts with nothing applied. */
  const reset = () => setAppliedNow(new Map());

  return { stateOf, apply, undo, busyIndex, reset };
}
