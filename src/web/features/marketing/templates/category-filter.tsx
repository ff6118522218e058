import { ToggleGroup } from "radix-ui";
import type { TemplateDefinition } from "#web/templates/define-template";

export type CategoryFilterValue = "all" | TemplateDefinition["category"];

const OPTIONS: readonly { value: CategoryFilterValue; label: string }[] = [
  { value: "all", label: "All" },
  { value: "resume", label: "Resume" },
  { value: "cv", label: "CV with photo" },
];

export const inCategory = (template: TemplateDefinition, value: CategoryFilterValue) => value === "all" || template.category === value;

export interface CategoryFilterProps {
  templates: readonly TemplateDefinition[];
  value: CategoryFilterValue;
  onChange: (value: CategoryFilterValue) => void;
}

/**
 * All / Resume / CV with photo, each with how many layouts it holds. A toggle group: one Tab stop,
 * arrow keys move between the options, and one option is always on (choosing the pressed one
 * again keeps it).
 */
export function CategoryFilter({ templates, value, onChange }: CategoryFilterProps) {
  return (
    <ToggleGroup.Root
      type="single"
      value={value}
      onValueChange={(next) => next && onChange(next as CategoryFilterValue)}
      aria-label="Show templates"
      className="inline-flex max-w-full flex-wrap justify-center gap-1 rounded-2xl border border-slate-200 bg-slate-50 p-1 shadow-xs"
    >
      {OPTIONS.map((option) => (
        <ToggleGroup.Item
          key={option.value}
          value={option.value}
          className="inline-flex h-10 items-center gap-1.5 rounded-xl px-2.5 text-[13px] font-medium sm:gap-2 sm:px-4 sm:text-sm text-slate-600 transition-colors outline-none hover:text-slate-900 focus-visible:ring-[3px] focus-visible:ring-blue-500/50 data-[state=on]:bg-white data-[state=on]:text-blue-700 data-[state=on]:shadow-sm"
        >
          {option.label}{" "}
          <span className="rounded-full bg-slate-200/70 px-1.5 py-0.5 sm:px-2 text-xs tabular-nums text-slate-700">
            {templates.filter((template) => inCategory(template, option.value)).length}
          </span>
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
