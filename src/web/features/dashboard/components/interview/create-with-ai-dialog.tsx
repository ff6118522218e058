import { Sparkles } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "#web/components/ui/dialog";
import { INTERVIEW_TEMPLATE_PICKER_PATH } from "../../lib/interview-paths";

const TOPICS = [
  "Your industry, experience and the role you want",
  "Your jobs and what you achieved",
  "Education and skills",
  "Projects, certifications and languages",
];

/** Seed 000 "Dashboard": Create with AI explains the interview before it starts. */
export function CreateWithAiDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <span className="inline-flex size-10 items-center justify-center rounded-full bg-blue-50 text-blue-600 max-sm:mx-auto">
            <Sparkles className="size-5" aria-hidden="true" />
          </span>
          <DialogTitle>Create with AI</DialogTitle>
          <DialogDescription>
            The AI will help you create your resume by asking you a few questions, in four short steps. Then it writes the whole resume from
            your answers, ready to edit.
          </DialogDescription>
        </DialogHeader>
        <ol className="space-y-2 text-sm text-slate-700">
          {TOPICS.map((topic, index) => (
            <li key={topic} className="flex items-start gap-3">
              <span className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-slate-100 text-xs font-semibold text-slate-700">
                {index + 1}
              </span>
              <span className="pt-0.5">{topic}</span>
            </li>
          ))}
        </ol>
        <p className="text-sm text-slate-600">First, pick a template. You can switch templates at any time without losing content.</p>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Not now
          </Button>
          <Button asChild>
            <Link to={INTERVIEW_TEMPLATE_PICKER_PATH}>
              <Sparkles aria-hidden="true" />
              Start AI Interview
            </Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
