import { ArrowLeft, Check } from "lucide-react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { TemplateCard } from "#web/components/templates/template-card";
import { Button } from "#web/components/ui/button";
import { templateCatalog } from "#web/templates/catalog";
import { editorPath, startNewResume } from "#web/lib/start-editing";
import { interviewPath } from "../lib/interview-paths";

/**
 * /dashboard/templates — seed 000 "Template picker": choosing a template opens a blank resume in it,
 * or on the AI path (`?next=interview`, decision 020) the AI interview in it.
 */
export function TemplatePickerPage() {
  const navigate = useNavigate();
  const isAiPath = useSearchParams()[0].get("next") === "interview";
  const chooseTemplate = (templateId: string) => navigate(isAiPath ? interviewPath(templateId) : editorPath(startNewResume(templateId)));
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <Button asChild variant="ghost" size="sm">
        <Link to="/dashboard">
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to My Resumes
        </Link>
      </Button>
      <div className="mt-4 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Build Your Perfect Resume</h1>
        <p className="mt-2 text-slate-600">
          {isAiPath ? "Pick a design for the resume the AI interview will write." : "Pick a design to start with."} You can switch templates
          at any time without losing content.
        </p>
      </div>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {templateCatalog.map((template) => (
          <li key={template.id}>
            <TemplateCard
              template={template}
              showCategory
              action={
                <Button className="w-full" aria-label={`Use Template ${template.name}`} onClick={() => chooseTemplate(template.id)}>
                  Use Template
                </Button>
              }
            />
          </li>
        ))}
      </ul>
      <ul className="mt-10 flex flex-wrap justify-center gap-3" aria-label="What every template gives you">
        {["Easy to Edit", "PDF Export", "ATS Friendly"].map((chip) => (
          <li key={chip} className="inline-flex items-center gap-1.5 rounded-full bg-blue-50 px-3 py-1 text-sm font-medium text-blue-700">
            <Check className="size-4" aria-hidden="true" />
            {chip}
          </li>
        ))}
      </ul>
    </div>
  );
}
