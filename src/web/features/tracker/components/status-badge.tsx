import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from "#shared/applications";
import { Badge } from "#web/components/ui/badge";
import { cn } from "#web/lib/cn";

/** Seed 001 section 4: applied blue, interview purple, offer green, rejected red. */
const STATUS_TONES: Record<ApplicationStatus, { badge: string; dot: string }> = {
  applied: { badge: "border-blue-200 bg-blue-50 text-blue-800", dot: "bg-blue-500" },
  interview: { badge: "border-purple-200 bg-purple-50 text-purple-800", dot: "bg-purple-500" },
  offer: { badge: "border-green-200 bg-green-50 text-green-800", dot: "bg-green-500" },
  rejected: { badge: "border-red-200 bg-red-50 text-red-800", dot: "bg-red-500" },
};

export function StatusBadge({ status, className }: { status: ApplicationStatus; className?: string }) {
  return (
    <Badge variant="outline" data-status={status} className={cn(STATUS_TONES[status].badge, className)}>
      {APPLICATION_STATUS_LABELS[status]}
    </Badge>
  );
}

/** The status's colour alone, beside a text that names it (the board's column headings). */
export function StatusDot({ status }: { status: ApplicationStatus }) {
  return <span aria-hidden="true" className={cn("inline-block size-2.5 shrink-0 rounded-full", STATUS_TONES[status].dot)} />;
}
