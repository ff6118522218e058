import { RefreshCw, TriangleAlert } from "lucide-react";
import { ApiError } from "../lib/api-client";
import { Button } from "./ui/button";

interface ListLoadFailureProps {
  /** What could not be loaded, as a heading: 'Could not load your applications'. */
  title: string;
  error: Error;
  isRetrying: boolean;
  onRetry: () => void;
}

/** A list that failed to load: said plainly, with a way to try again, and never shown as an empty list. */
export function ListLoadFailure({ title, error, isRetrying, onRetry }: ListLoadFailureProps) {
  // fetch() rejects only when no answer came back at all; an answer with an error status is an ApiError.
  const reason =
    error instanceof ApiError
      ? "The server could not send the list. Try again in a moment."
      : "We could not reach the server. Check your connection, then try again.";
  return (
    <div role="alert" className="flex flex-col items-center rounded-2xl border border-red-200 bg-red-50 px-6 py-16 text-center">
      <TriangleAlert className="size-12 text-red-500" aria-hidden="true" />
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mt-1 max-w-md text-slate-700">{reason}</p>
      <Button variant="outline" className="mt-6" onClick={onRetry} disabled={isRetrying}>
        <RefreshCw className={isRetrying ? "size-4 animate-spin" : "size-4"} aria-hidden="true" />
        {isRetrying ? "Trying again..." : "Try again"}
      </Button>
    </div>
  );
}
