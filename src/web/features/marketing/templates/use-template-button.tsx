import { ArrowRight } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { Button } from "#web/components/ui/button";
import { rememberChosenTemplate } from "#web/lib/chosen-before-sign-in";
import type { TemplateDefinition } from "#web/templates/define-template";

export interface UseTemplateButtonProps {
  template: TemplateDefinition;
  isSignedIn: boolean;
  className?: string;
}

/**
 * 'Use this template': for a signed-in user what the dashboard's template picker does (a blank
 * resume in this layout, open in the editor); a visitor signs in first, and the choice is
 * remembered so the dashboard opens it after sign-in. The template's name is
 * part of the accessible name, because a gallery shows many of these buttons.
 */
export function UseTemplateButton({ template, isSignedIn, className }: UseTemplateButtonProps) {
  const navigate = useNavigate();
  // The visible words start the accessible name, so voice control users can say what they see.
  const name = `Use this template: ${template.name}`;
  const label = (
    <>
      Use this template
      <ArrowRight aria-hidden="true" />
    </>
  );
  if (!isSignedIn) {
    return (
      <Button asChild className={className}>
        <Link to="/auth" aria-label={name} onClick={() => rememberChosenTemplate(template.id)}>
          {label}
        </Link>
      </Button>
    );
  }
  // Loaded on the click: starting a resume brings the resume schemas, which a visitor browsing
  // the gallery never needs, and which weighed on the page's first seconds on a phone.
  const start = async () => {
    const { editorPath, startNewResume } = await import("#web/lib/start-editing");
    void navigate(editorPath(startNewResume(template.id)));
  };
  return (
    <Button className={className} aria-label={name} onClick={() => void start()}>
      {label}
    </Button>
  );
}
