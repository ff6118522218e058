import { FileText, LayoutTemplate, UserCheck, Users } from "lucide-react";
import type { ComponentType } from "react";
import type { AdminMetrics } from "#shared/api/admin";
import { templateName } from "./template-name";

const numberFormat = new Intl.NumberFormat("en-US");

interface MetricProps {
  label: string;
  value: string;
  icon: ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
}

function Metric({ label, value, icon: Icon }: MetricProps) {
  return (
    <div className="flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-blue-600">
        <Icon className="size-5" aria-hidden={true} />
      </span>
      <dl className="min-w-0">
        <dt className="text-sm text-slate-500">{label}</dt>
        <dd className="truncate text-2xl font-semibold text-slate-900">{value}</dd>
      </dl>
    </div>
  );
}

export function MetricCards({ metrics }: { metrics: AdminMetrics }) {
  return (
    <section aria-label="Metrics" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Metric label="Total Users" value={numberFormat.format(metrics.totalUsers)} icon={Users} />
      <Metric label="Active Users (30d)" value={numberFormat.format(metrics.activeUsers30d)} icon={UserCheck} />
      <Metric label="Total Resumes" value={numberFormat.format(metrics.totalResumes)} icon={FileText} />
      <Metric
        label="Popular Template"
        value={metrics.popularTemplateId === null ? "N/A" : templateName(metrics.popularTemplateId)}
        icon={LayoutTemplate}
      />
    </section>
  );
}
