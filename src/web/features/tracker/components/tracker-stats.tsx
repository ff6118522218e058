import type { LucideIcon } from "lucide-react";
import { Briefcase, Building2, CalendarDays } from "lucide-react";
import type { JobApplication } from "#shared/applications";
import { countCompanies, countThisWeek } from "../lib/tracker-stats";

/** Seed 001's three stat cards, over every application (the search does not change them). */
export function TrackerStats({ applications, now }: { applications: JobApplication[]; now: Date }) {
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-4">
      <Stat label="Total Applications" value={applications.length} icon={Briefcase} tone="bg-blue-50 text-blue-600" />
      <Stat label="This Week" value={countThisWeek(applications, now)} icon={CalendarDays} tone="bg-purple-50 text-purple-600" />
      <Stat label="Companies" value={countCompanies(applications)} icon={Building2} tone="bg-green-50 text-green-600" />
    </dl>
  );
}

function Stat({ label, value, icon: Icon, tone }: { label: string; value: number; icon: LucideIcon; tone: string }) {
  return (
    <div className="flex min-w-0 items-stretch gap-4 rounded-xl sm:items-center border border-slate-200 bg-white p-3 shadow-sm sm:p-5">
      <span className={`hidden size-11 shrink-0 items-center justify-center rounded-lg sm:flex ${tone}`} aria-hidden="true">
        <Icon className="size-5" />
      </span>
      {/* The number at the bottom: on a phone one label takes two lines, and the three numbers still line up. */}
      <div className="flex h-full min-w-0 flex-col justify-between sm:h-auto">
        <dt className="text-xs leading-tight font-medium text-slate-500 sm:text-sm">{label}</dt>
        <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums sm:text-3xl">{value}</dd>
      </div>
    </div>
  );
}
