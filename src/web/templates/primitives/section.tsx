import { Children, type ReactNode } from "react";
import { cn } from "../../lib/cn";

export interface SectionProps {
  title?: ReactNode;
  children?: ReactNode;
  /** Lets a layout hide a section whose children are always rendered (e.g. a wrapper grid). */
  isEmpty?: boolean;
  className?: string;
  titleClassName?: string;
  bodyClassName?: string;
  /** Extra content beside the title, e.g. an icon; the layout styles it. */
  icon?: ReactNode;
}

/** The slot a layout hands to shared renderers (such as custom sections) to get its own section look. */
export type SectionSlot = (props: { title: string; children: ReactNode }) => ReactNode;

/** Children.toArray drops null, undefined and booleans, so `{cond && ...}` and empty maps count as empty. */
export const hasRenderableChildren = (children: ReactNode): boolean => Children.toArray(children).length > 0;

/** A titled resume section that renders nothing at all when it has nothing to show. */
export function Section({ title, children, isEmpty = false, className, titleClassName, bodyClassName, icon }: SectionProps) {
  if (isEmpty || !hasRenderableChildren(children)) return null;
  const hasTitle = title !== undefined && title !== null && title !== "";
  return (
    <section className={cn("min-w-0 wrap-anywhere", className)}>
      {hasTitle && (
        // break-after keeps a heading from ending a printed page without its first entry.
        <h2 className={cn("break-after-avoid", titleClassName)}>
          {icon}
          {title}
        </h2>
      )}
      <div className={cn("min-w-0", bodyClassName)}>{children}</div>
    </section>
  );
}
