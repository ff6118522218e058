import { useNavigate } from "react-router";
import { ToolPage } from "#web/components/tool-page";
import { RevampWizard } from "./revamp-wizard";

/** /revamp-cv (seed 001 section 2): the wizard in the tools' frame; a saved CV goes on to the dashboard. */
export function RevampCvPage() {
  const navigate = useNavigate();
  return (
    <ToolPage
      title="Revamp Your CV"
      description="Upload your CV and let AI rewrite it for the job you want: stronger bullets, the right keywords, a sharper summary."
      className="max-w-4xl"
    >
      <RevampWizard onSaved={() => void navigate("/dashboard")} />
    </ToolPage>
  );
}
