import { Expand } from "lucide-react";
import { useState } from "react";
import { Button } from "#web/components/ui/button";
import { getTemplate } from "#web/templates/registry";
import { ResumeThumbnail } from "#web/templates/template-thumbnail";
import { ExampleFullView } from "./example-full-view";
import { RenderWhenNear } from "./render-when-near";
import type { ResumeExample } from "./samples/resume-example";
import { UseExampleButton } from "./use-example-button";

/** The preview's width: four cards fit a 1280 px row and one a 360 px screen. */
const PREVIEW_WIDTH = 248;
const PREVIEW_HEIGHT = Math.round(PREVIEW_WIDTH * (297 / 210));

export interface ExampleCardProps {
  example: ResumeExample;
  onUse: () => void;
  isStarting: boolean;
}

/** One sample resume: its first page in miniature, who it is for, why it works, and what to do with it. */
export function ExampleCard({ example, onUse, isStarting }: ExampleCardProps) {
  const [isOpen, setIsOpen] = useState(false);
  const template = getTemplate(example.content.template_id);
  const templateName = template.name;
  // The CV layouts' names already say what they are ('Elegant CV with Photo'), and are long enough.
  const templateLabel = template.category === "cv" ? templateName : `${templateName} template`;
  const headingId = `example-${example.slug}`;
  return (
    <article
      aria-labelledby={headingId}
      data-example={example.slug}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xs transition-shadow hover:shadow-lg"
    >
      <div className="relative flex justify-center bg-linear-to-b from-slate-100 to-slate-50 px-3 pt-4">
        <RenderWhenNear placeholder={<div className="rounded-t-sm bg-white" style={{ width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT }} />}>
          <ResumeThumbnail
            resume={example.content}
            width={PREVIEW_WIDTH}
            className="rounded-t-sm shadow-md ring-1 ring-slate-900/5 transition-transform duration-300 group-hover:-translate-y-1 motion-reduce:transition-none"
          />
        </RenderWhenNear>
        {/* A click on the page opens it too; keyboard and screen-reader users have 'Full size' below, so this stays out of the tab order. */}
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          onClick={() => setIsOpen(true)}
          className="absolute inset-0 cursor-zoom-in"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 border-t border-slate-200 p-5">
        <p className="text-xs font-semibold tracking-wide text-blue-700 uppercase">{templateLabel}</p>
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {example.profession}
        </h3>
        <p className="text-sm text-slate-500">{example.content.personal_info.fullName}</p>
        <p className="text-sm leading-6 text-slate-600">
          <span className="font-medium text-slate-900">Why it works: </span>
          {example.whyItWorks}
        </p>
        <div className="mt-auto flex flex-wrap gap-2 pt-3 *:grow">
          <UseExampleButton onUse={onUse} isStarting={isStarting} profession={example.profession} size="sm" />
          <Button type="button" variant="outline" size="sm" onClick={() => setIsOpen(true)}>
            <Expand aria-hidden="true" />
            Full size
            <span className="sr-only">: {example.profession}</span>
          </Button>
        </div>
      </div>
      <ExampleFullView
        example={example}
        templateName={templateName}
        open={isOpen}
        onOpenChange={setIsOpen}
        onUse={onUse}
        isStarting={isStarting}
      />
    </article>
  );
}
