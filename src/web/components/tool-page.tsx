import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "../lib/cn";
import { Button } from "./ui/button";

/** Seed 001's way back from a tool or a settings page. */
export function BackToDashboard() {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-2">
      <Link to="/dashboard">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Dashboard
      </Link>
    </Button>
  );
}

interface ToolPageProps {
  title: string;
  /** One line under the title: what the tool does for the user. */
  description: ReactNode;
  /** Buttons at the title's right (they wrap under it on a phone). */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** The frame every career tool shares: the way back, the tool's title and what it does, then its body. */
export function ToolPage({ title, description, actions, className, children }: ToolPageProps) {
  return (
    <div className={cn("mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8", className)}>
      <BackToDashboard />
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
          <p className="mt-1 text-slate-600">{description}</p>
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      <div className="mt-6">{children}</div>
    </div>
  );
}
