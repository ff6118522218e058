import { FileText, Sparkles } from "lucide-react";
import { useId, type FormEvent } from "react";
import { AI_LIMITS, CAREER_LEVELS, REVAMP_GOALS, REVAMP_TONES } from "#shared/ai";
import { Button } from "#web/components/ui/button";
import { Checkbox } from "#web/components/ui/checkbox";
import { Input } from "#web/components/ui/input";
import { Label } from "#web/components/ui/label";
import { Select } from "#web/components/ui/select";
import { Textarea } from "#web/components/ui/textarea";
import { cn } from "#web/lib/cn";
import {
  CAREER_LEVEL_LABELS,
  REVAMP_GOAL_OPTIONS,
  REVAMP_TONE_OPTIONS,
  isCareerLevel,
  jobDescriptionToParse,
  toggleGoal,
  type RevampChoices,
} from "../lib/revamp-choices";
import { WizardError } from "./wizard-error";

interface ConfigureStepProps {
  fileName: string;
  choices: RevampChoices;
  onChange: (choices: RevampChoices) => void;
  /** Why the last revamp failed, or why it may not start yet. */
  error: string | null;
  onRevamp: () => void;
  onChooseAnotherFile: () => void;
}

/**
 * Seed 001's configure step: an optional job description, or a target role (title, industry,
 * level) when there is none; the goals and the tone. Everything typed stays when a revamp fails.
 */
export function ConfigureStep({ fileName, choices, onChange, error, onRevamp, onChooseAnotherFile }: ConfigureStepProps) {
  const id = useId();
  const aimsAtJob = jobDescriptionToParse(choices) !== null;
  const set = <K extends keyof RevampChoices>(key: K, value: RevampChoices[K]) => onChange({ ...choices, [key]: value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onRevamp();
  };

  return (
    <form onSubmit={submit} className="space-y-6" noValidate>
      <div className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm">
        <FileText className="size-5 shrink-0 text-blue-600" aria-hidden="true" />
        <p className="min-w-0 flex-1 basis-52 text-slate-700">
          Revamping <span className="font-medium [overflow-wrap:anywhere] text-slate-900">{fileName}</span>
        </p>
        <Button type="button" variant="link" size="sm" className="h-auto px-0" onClick={onChooseAnotherFile}>
          Choose another file
        </Button>
      </div>

      <div className="space-y-2">
        <Label htmlFor={`${id}-job`}>Job description (optional)</Label>
        <Textarea
          id={`${id}-job`}
          value={choices.jobDescription}
          maxLength={AI_LIMITS.jobDescription}
          className="min-h-40"
          aria-describedby={`${id}-job-hint`}
          placeholder="Paste the job advert to aim your CV at it"
          onChange={(event) => set("jobDescription", event.target.value)}
        />
        <p id={`${id}-job-hint`} className="text-xs text-slate-500">
          With a job description, your CV is aimed at that job&apos;s skills and keywords. Without one, tell us the role you want.
        </p>
      </div>

      {!aimsAtJob && (
        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold text-slate-900">Target role</legend>
          <div className="grid gap-4 sm:grid-cols-3">
            <div className="space-y-2">
              <Label htmlFor={`${id}-title`}>Target role title</Label>
              <Input
                id={`${id}-title`}
                value={choices.targetTitle}
                maxLength={AI_LIMITS.jobField}
                placeholder="e.g. Senior Software Engineer"
                onChange={(event) => set("targetTitle", event.target.value)}
              />
            </div>
            <div className="space-y-2">
              <Label htmlFor={`${id}-industry`}>Industry</Label>
              <Input
                id={`${id}-industry`}
                value={choices.industry}
                maxLength={AI_LIMITS.jobField}
                placeholder="e.g. Fintech"
                onChange={(event) => set("industry", event.target.value)}
              />
            </div>
            <div className="space-y-2">
              <Label htmlFor={`${id}-level`}>Level</Label>
              <Select
                id={`${id}-level`}
                value={choices.level}
                onChange={(event) => {
                  if (isCareerLevel(event.target.value)) set("level", event.target.value);
                }}
              >
                {CAREER_LEVELS.map((level) => (
                  <option key={level} value={level}>
                    {CAREER_LEVEL_LABELS[level]}
                  </option>
                ))}
              </Select>
            </div>
          </div>
        </fieldset>
      )}

      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-900">Optimization goals</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {REVAMP_GOALS.map((goal) => (
            <div
              key={goal}
              className="flex items-start gap-3 rounded-lg border border-slate-200 p-3 has-[button[data-state=checked]]:border-blue-300 has-[button[data-state=checked]]:bg-blue-50/50"
            >
              <Checkbox
                id={`${id}-goal-${goal}`}
                className="mt-0.5"
                checked={choices.goals.includes(goal)}
                aria-describedby={`${id}-goal-${goal}-hint`}
                onCheckedChange={(checked) => set("goals", toggleGoal(choices.goals, goal, checked === true))}
              />
              <div className="min-w-0 space-y-0.5">
                <Label htmlFor={`${id}-goal-${goal}`}>{REVAMP_GOAL_OPTIONS[goal].label}</Label>
                <p id={`${id}-goal-${goal}-hint`} className="text-xs text-slate-500">
                  {REVAMP_GOAL_OPTIONS[goal].description}
                </p>
              </div>
            </div>
          ))}
        </div>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-900">Tone</legend>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {REVAMP_TONES.map((tone) => (
            <label
              key={tone}
              className={cn(
                "flex cursor-pointer items-start gap-3 rounded-lg border p-3 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
                choices.tone === tone ? "border-blue-300 bg-blue-50/50" : "border-slate-200",
              )}
            >
              <input
                type="radio"
                name={`${id}-tone`}
                value={tone}
                checked={choices.tone === tone}
                onChange={() => set("tone", tone)}
                className="mt-0.5 size-4 accent-blue-600"
              />
              <span className="min-w-0 space-y-0.5">
                <span className="block text-sm font-medium text-slate-900">{REVAMP_TONE_OPTIONS[tone].label}</span>
                <span className="block text-xs text-slate-500">{REVAMP_TONE_OPTIONS[tone].description}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {error && <WizardError message={error} />}

      <div className="flex justify-end">
        <Button type="submit" size="lg" className="max-sm:w-full">
          <Sparkles aria-hidden="true" />
          Revamp My CV
        </Button>
      </div>
    </form>
  );
}
