import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#web/components/ui/button";

export interface CallToActionProps {
  isSignedIn: boolean;
  /** Where a signed-in visitor goes: the tool itself. Visitors go to /auth first. */
  to: string;
  label: string;
}

/** Into the product: the tool for a signed-in visitor, the sign-in page for everyone else. */
export function CallToAction({ isSignedIn, to, label }: CallToActionProps) {
  return (
    <Button asChild size="lg" className="h-12 rounded-xl px-6 text-base shadow-lg shadow-blue-600/20">
      <Link to={isSignedIn ? to : "/auth"}>
        {label}
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  );
}
