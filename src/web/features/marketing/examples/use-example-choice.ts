import { useNavigate } from "react-router";
import type { ResumeContent } from "#shared/resume";
import { rememberChosenExample } from "#web/lib/chosen-before-sign-in";
import { useStartFromExample } from "#web/lib/start-chosen";

/**
 * 'Use this example': signed in, a new resume with the example's content opens in the editor;
 * otherwise the example is remembered and the visitor signs in first (the dashboard creates it).
 */
export function useExampleChoice(isSignedIn: boolean): { choose: (content: ResumeContent) => void; isStarting: boolean } {
  const navigate = useNavigate();
  const { start, isStarting } = useStartFromExample();
  const choose = (content: ResumeContent) => {
    if (isSignedIn) {
      start(content);
      return;
    }
    rememberChosenExample(content);
    void navigate("/auth");
  };
  return { choose, isStarting };
}
