import { Sparkles } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { AI_LIMITS, type OptimizationGoal, type Optimization } from "#shared/ai";
import { contentOf } from "#shared/resume";
import { ResumeSelect } from "#web/components/resume-select";
import { ToolPage } from "#web/components/tool-page";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { Label } from "#web/components/ui/label";
import { Textarea } from "#web/components/ui/textarea";
import { toast } from "#web/lib/toast";
import { toastToolFailure } from "#web/lib/ai-tool-failure";
import { runAiFunction } from "#web/lib/api/ai-functions";
import { useChosenResume } from "#web/lib/api/resumes";
import { OptionChecklist } from "../../common/option-checklist";
import { revealIfBelow } from "../../common/reveal-results";
import { ToolProgress } from "../../common/tool-progress";
import { DEFAULT_GOALS, GOAL_OPTIONS } from "../lib/goals";
import { useSuggestionWrites } from "../lib/use-suggestion-writes";
import { AtsReadingCard } from "./ats-reading-card";
import { OptimizationResults } from "./optimization-results";

type Analysis =
  | { status: "idle" }
  | { status: "working"; startedAt: number }
  /** `resumeId` is the resume analyzed: choosing another one hides its results. */
  | { status: "done"; optimization: Optimization; resumeId: string; hadJobDescription: boolean };

const FAILURE = { title: "Optimization failed", description: "Failed to optimize resume. Please try again." };

/**
 * /optimize-resume, seed 001 "Resume Optimizer": a stored resume scored and reviewed for the goals
 * ticked, against a job when one is pasted. Beyond the seed, a suggestion can be applied to the
 * resume (and undone), and 'What an ATS reads' shows what an applicant tracking system would file.
 */
export function OptimizeResumePage() {
  const [resumeId, setResumeId] = useState("");
  const [jobDescription, setJobDescription] = useState("");
  const [goals, setGoals] = useState<OptimizationGoal[]>(DEFAULT_GOALS);
  const [analysis, setAnalysis] = useState<Analysis>({ status: "idle" });
  const running = useRef<AbortController | null>(null);
  // The resume as stored now, fetched whole once chosen: applying a suggestion saves a new version into the same query.
  const resume = useChosenResume(resumeId || null).data;
  const writes = useSuggestionWrites(resume);
  const isWorking = analysis.status === "working";

  const results = useRef<HTMLDivElement>(null);

  useEffect(() => () => running.current?.abort(), []);
  useEffect(() => {
    if (analysis.status === "done") revealIfBelow(results.current);
  }, [analysis]);

  const optimize = async (event: FormEvent) => {
    event.preventDefault();
    if (isWorking) return;
    if (!resume) {
      toast.error("Missing information", { description: "Please select a resume" });
      return;
    }
    const controller = new AbortController();
    running.current = controller;
    setAnalysis({ status: "working", startedAt: Date.now() });
    const job = jobDescription.trim();
    try {
      const answer = await runAiFunction(
        "optimize-resume",
        { resume: contentOf(resume), jobDescription: job === "" ? null : job, optimizationGoals: goals },
        controller.signal,
      );
      writes.reset();
      setAnalysis({ status: "done", optimization: answer.optimization, resumeId: resume.id, hadJobDescription: job !== "" });
      toast.success(`Resume analyzed (Score: ${answer.optimization.score}/100)`);
    } catch (error) {
      if (controller.signal.aborted) return;
      setAnalysis({ status: "idle" });
      toastToolFailure(error, FAILURE);
    }
  };

  const shown = analysis.status === "done" && analysis.resumeId === resumeId ? analysis : null;

  return (
    <ToolPage title="Resume Optimizer" description="Get an ATS score and specific suggestions to improve your resume.">
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="space-y-6">
          <Card>
            <CardHeader>
              <CardTitle>
                <h2>Optimization Settings</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <form className="space-y-5" onSubmit={(event) => void optimize(event)} aria-label="Optimization settings">
                <div className="space-y-2">
                  <Label htmlFor="optimize-resume-select">Select Resume</Label>
                  <ResumeSelect
                    id="optimize-resume-select"
                    value={resumeId}
                    onChange={setResumeId}
                    emptyOption="Select a resume"
                    disabled={isWorking}
                  />
                </div>
                <div className="space-y-2">
                  <Label htmlFor="optimize-job-description">Target Job Description (optional)</Label>
                  <Textarea
                    id="optimize-job-description"
                    value={jobDescription}
                    onChange={(event) => setJobDescription(event.target.value)}
                    placeholder="Paste the job description to match your resume against it..."
                    rows={7}
                    maxLength={AI_LIMITS.jobDescription}
                    className="field-sizing-fixed max-h-80 resize-y"
                    disabled={isWorking}
                  />
                </div>
                <OptionChecklist
                  legend="Optimization Goals"
                  options={GOAL_OPTIONS}
                  value={goals}
                  onChange={setGoals}
                  disabled={isWorking}
                />
                <Button type="submit" className="w-full" disabled={!resume || isWorking}>
                  <Sparkles aria-hidden="true" />
                  {isWorking ? "Optimizing..." : "Optimize Resume"}
                </Button>
              </form>
            </CardContent>
          </Card>
        </div>

        <div ref={results} className="min-w-0 scroll-mt-20 space-y-6">
          {analysis.status === "working" ? (
            <ToolProgress
              startedAt={analysis.startedAt}
              title="Analyzing your resume..."
              note="With an AI model this can take up to 30 seconds. Your settings are kept."
            />
          ) : null}
          {shown ? (
            <OptimizationResults
              optimization={shown.optimization}
              hadJobDescription={shown.hadJobDescription}
              stateOf={writes.stateOf}
              busyIndex={writes.busyIndex}
              onApply={(improvement, index) => void writes.apply(improvement, index)}
              onUndo={(improvement, index) => void writes.undo(improvement, index)}
            />
          ) : analysis.status !== "working" ? (
            <Card className="border-dashed">
              <CardContent className="py-10 text-center">
                <Sparkles className="mx-auto size-8 text-slate-300" aria-hidden="true" />
                <p className="mt-3 font-medium text-slate-900">Your analysis will appear here</p>
                <p className="mt-1 text-sm text-slate-600">
                  Choose a resume and the goals that matter to you, then select Optimize Resume.
                </p>
              </CardContent>
            </Card>
          ) : null}
        </div>
      </div>
      <div className="mt-6">
        <AtsReadingCard key={resumeId} resume={resume} />
      </div>
    </ToolPage>
  );
}
