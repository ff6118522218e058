import { Link, useNavigate, useParams } from "react-router";
import { newResumeId } from "#shared/ids";
import type { ResumeContent } from "#shared/resume";
import { Button } from "#web/components/ui/button";
import { useCreateResume } from "#web/lib/api/resumes";
import { templateCatalog } from "#web/templates/catalog";
import { editorPath } from "#web/lib/start-editing";
import { INTERVIEW_TEMPLATE_PICKER_PATH } from "../../lib/interview-paths";
import { AiInterviewWizard } from "./ai-interview-wizard";

/**
 * /dashboard/interview/:templateId (decision 020): the AI interview in the chosen template. The
 * generated resume is stored at once, then opens in the editor; Cancel returns to My Resumes.
 */
export function AiInterviewPage() {
  const { templateId = "" } = useParams();
  const navigate = useNavigate();
  const creation = useCreateResume();

  if (!templateCatalog.some((template) => template.id === templateId)) {
    return (
      <div className="mx-auto max-w-md px-4 py-24 text-center">
        <h1 className="text-2xl font-bold text-slate-900">Template not found</h1>
        <p className="mt-2 text-slate-600">Choose one of the templates to start the AI interview.</p>
        <Button asChild className="mt-6">
          <Link to={INTERVIEW_TEMPLATE_PICKER_PATH}>Choose a Template</Link>
        </Button>
      </div>
    );
  }

  const openInEditor = async (resume: ResumeContent) => {
    const created = await creation.mutateAsync({ id: newResumeId(), content: { ...resume, template_id: templateId } });
    navigate(editorPath(created.id));
  };

  return <AiInterviewWizard templateId={templateId} onComplete={openInEditor} onCancel={() => navigate("/dashboard")} />;
}
