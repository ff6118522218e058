import { IdCard } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { LinkedinContent, LinkedinSection } from "#shared/ai";
import { contentOf } from "#shared/resume";
import { ResumeSelect } from "#web/components/resume-select";
import { ToolPage } from "#web/components/tool-page";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { Label } from "#web/components/ui/label";
import { toast } from "#web/lib/toast";
import { toastToolFailure } from "#web/lib/ai-tool-failure";
import { runAiFunction } from "#web/lib/api/ai-functions";
import { useChosenResume } from "#web/lib/api/resumes";
import { OptionChecklist, type ChecklistOption } from "../../common/option-checklist";
import { revealIfBelow } from "../../common/reveal-results";
import { ToolProgress } from "../../common/tool-progress";
import { LinkedinResults } from "./linkedin-results";

/** Seed 001 "LinkedIn Optimizer": the five sections, in the seed's order. */
const SECTION_OPTIONS: readonly ChecklistOption<LinkedinSection>[] = [
  { id: "headline", label: "Headline", hint: "Your professional headline" },
  { id: "about", label: "About", hint: "Your summary" },
  { id: "experience", label: "Experience", hint: "A description for each role" },
  { id: "skills", label: "Skills", hint: "Skills to add to your profile" },
  { id: "featured", label: "Featured", hint: "Work to feature on your profile" },
];

const NO_SECTION = "Please select at least one section to optimize.";
const FAILURE = { title: "Generation failed", description: "Failed to generate LinkedIn content. Please try again." };

type Generation = { status: "idle" } | { status: "working"; startedAt: number } | { status: "done"; content: LinkedinContent };

/**
 * /optimize-linkedin, seed 001 "LinkedIn Optimizer": LinkedIn profile content written from a stored
 * resume for the sections ticked. The headline and About are editable, with live counters against
 * LinkedIn's limits, so the user can trim them before copying.
 */
export function OptimizeLinkedinPage() {
  const [resumeId, setResumeId] = useState("");
  const [sections, setSections] = useState<LinkedinSection[]>(["headline", "about"]);
  const [generation, setGeneration] = useState<Generation>({ status: "idle" });
  const running = useRef<AbortController | null>(null);
  // The picker lists summaries: the chosen resume is fetched whole to write from.
  const resume = useChosenResume(resumeId || null).data;
  const isWorking = generation.status === "working";

  const results = useRef<HTMLDivElement>(null);

  useEffect(() => () => running.current?.abort(), []);
  useEffect(() => {
    if (generation.status === "done") revealIfBelow(results.current);
  }, [generation]);

  const generate = async (event: FormEvent) => {
    event.preventDefault();
    if (isWorking) return;
    if (!resume) {
      toast.error("Missing information", { description: "Please select a resume" });
      return;
    }
    if (sections.length === 0) {
      toast.error("Missing information", { description: NO_SECTION });
      return;
    }
    const controller = new AbortController();
    running.current = controller;
    const previous = generation;
    setGeneration({ status: "working", startedAt: Date.now() });
    try {
      const answer = await runAiFunction("optimize-linkedin", { resume: contentOf(resume), sections }, controller.signal);
      setGeneration({ status: "done", content: answer.linkedinContent });
      toast.success("LinkedIn content generated");
    } catch (error) {
      if (controller.signal.aborted) return;
      // Content generated before stays on the page: a failed new try loses nothing.
      setGeneration(previous);
      toastToolFailure(error, FAILURE);
    }
  };

  return (
    <ToolPage title="LinkedIn Optimizer" description="Turn your resume into LinkedIn profile content that recruiters find.">
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Profile Settings</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <form className="space-y-5" onSubmit={(event) => void generate(event)} aria-label="LinkedIn settings">
              <div className="space-y-2">
                <Label htmlFor="linkedin-resume-select">Select Resume</Label>
                <ResumeSelect
                  id="linkedin-resume-select"
                  value={resumeId}
                  onChange={setResumeId}
                  emptyOption="Select a resume"
                  disabled={isWorking}
                />
              </div>
              <OptionChecklist
                legend="Sections to Optimize"
                options={SECTION_OPTIONS}
                value={sections}
                onChange={setSections}
                disabled={isWorking}
                error={sections.length === 0 ? NO_SECTION : undefined}
              />
              <Button type="submit" className="w-full" disabled={!resume || isWorking}>
                <IdCard aria-hidden="true" />
                {isWorking ? "Generating..." : "Generate LinkedIn Content"}
              </Button>
            </form>
          </CardContent>
        </Card>

        <div ref={results} className="min-w-0 scroll-mt-20 space-y-6">
          {generation.status === "working" ? (
            <ToolProgress
              startedAt={generation.startedAt}
              title="Writing your LinkedIn content..."
              note="With an AI model this can take up to 30 seconds. Your choices are kept."
            />
          ) : null}
          {generation.status === "done" ? (
            <LinkedinResults content={generation.content} />
          ) : generation.status === "idle" ? (
            <Card className="border-dashed">
              <CardContent className="py-10 text-center">
                <IdCard className="mx-auto size-8 text-slate-300" aria-hidden="true" />
                <p className="mt-3 font-medium text-slate-900">Your LinkedIn content will appear here</p>
                <p className="mt-1 text-sm text-slate-600">Choose a resume and the sections to write, then select Generate.</p>
              </CardContent>
            </Card>
          ) : null}
        </div>
      </div>
    </ToolPage>
  );
}
