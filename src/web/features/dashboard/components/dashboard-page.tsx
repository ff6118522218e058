import { useQuery } from "@tanstack/react-query";
import { FileText } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { formatShortDate } from "../../../lib/format-date";
import { resumesQuery } from "../api/resumes";

export function DashboardPage() {
  const resumes = useQuery(resumesQuery);
  // The seed shows the empty state when loading fails; the failure is logged by the query client.
  const list = resumes.data ?? [];

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">My Resumes</h1>
      <section aria-live="polite" className="mt-8">
        {resumes.isPending ? (
          <p className="py-16 text-center text-slate-500">Loading your resumes...</p>
        ) : list.length === 0 ? (
          <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-16 text-center">
            <FileText className="size-12 text-slate-400" aria-hidden="true" />
            <h2 className="mt-4 text-lg font-semibold text-slate-900">No resumes yet</h2>
            <p className="mt-1 text-slate-600">Create your first resume to get started</p>
          </div>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((resume) => (
              <li key={resume.id}>
                <Card>
                  <CardHeader>
                    <CardTitle>{resume.title}</CardTitle>
                  </CardHeader>
                  <CardContent className="text-sm text-slate-500">Last updated {formatShortDate(resume.updated_at)}</CardContent>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
