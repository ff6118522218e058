import { useId, useState, type ReactNode } from "react";
import { AI_LIMITS, type LinkedinContent } from "#shared/ai";
import { Badge } from "#web/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { Textarea } from "#web/components/ui/textarea";
import { cn } from "#web/lib/cn";
import { CopyButton } from "../../common/copy-button";

/**
 * Seed 001 "LinkedIn Optimizer" results, only the sections that were asked for: each block with its
 * Copy button. A result generated anew replaces the blocks and what was typed in them.
 */
export function LinkedinResults({ content }: { content: LinkedinContent }) {
  const { headline, about, experience_suggestions, skills_recommendations, featured_content } = content;
  return (
    <div className="space-y-6">
      {headline ? <LimitedText key={headline} title="Headline" initial={headline} limit={AI_LIMITS.linkedinHeadline} rows={2} /> : null}
      {about ? <LimitedText key={about} title="About" initial={about} limit={AI_LIMITS.linkedinAbout} rows={12} /> : null}
      {experience_suggestions.length > 0 ? (
        <Block title="Experience">
          <ul className="space-y-4">
            {experience_suggestions.map((role, index) => {
              const heading = [role.position, role.company].filter(Boolean).join(" at ");
              return (
                <li key={index} className="rounded-lg border border-slate-200 p-4" aria-label={heading}>
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div className="min-w-0">
                      <h3 className="font-semibold text-slate-900">{role.position}</h3>
                      <p className="text-sm text-slate-600">{role.company}</p>
                    </div>
                    <CopyButton text={role.description} label={`Copy description of ${heading}`} />
                  </div>
                  <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-700">{role.description}</p>
                </li>
              );
            })}
          </ul>
        </Block>
      ) : null}
      {skills_recommendations.length > 0 ? (
        <Block title="Recommended Skills" action={<CopyButton text={skills_recommendations.join(", ")} label="Copy skills" />}>
          <ul className="flex flex-wrap gap-2" aria-label="Recommended skills">
            {skills_recommendations.map((skill) => (
              <li key={skill}>
                <Badge variant="secondary" className="text-sm">
                  {skill}
                </Badge>
              </li>
            ))}
          </ul>
        </Block>
      ) : null}
      {featured_content.length > 0 ? (
        <Block title="Featured">
          <ul className="space-y-4">
            {featured_content.map((item, index) => (
              <li key={index} className="rounded-lg border border-slate-200 p-4" aria-label={item.title}>
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h3 className="min-w-0 font-semibold text-slate-900">{item.title}</h3>
                  <CopyButton text={`${item.title}\n${item.description}`} label={`Copy ${item.title}`} />
                </div>
                <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-700">{item.description}</p>
              </li>
            ))}
          </ul>
        </Block>
      ) : null}
    </div>
  );
}

function Block({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>
          <h2 id={headingId}>{title}</h2>
        </CardTitle>
        {action}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** An editable text with LinkedIn's limit as a live counter, red once the text runs past it. */
function LimitedText({ title, initial, limit, rows }: { title: string; initial: string; limit: number; rows: number }) {
  const [text, setText] = useState(initial);
  const id = useId();
  const isOver = text.length > limit;
  return (
    <Block title={title} action={<CopyButton text={text} label={`Copy ${title.toLowerCase()}`} />}>
      <label htmlFor={id} className="sr-only">
        {title}
      </label>
      <Textarea
        id={id}
        value={text}
        rows={rows}
        onChange={(event) => setText(event.target.value)}
        aria-describedby={`${id}-count`}
        aria-invalid={isOver}
        className="field-sizing-fixed resize-y"
      />
      <p id={`${id}-count`} className={cn("mt-2 text-right text-sm tabular-nums", isOver ? "font-medium text-red-700" : "text-slate-500")}>
        {text.length}/{limit} characters
        {isOver ? <span> ({text.length - limit} over LinkedIn&apos;s limit)</span> : null}
      </p>
    </Block>
  );
}
