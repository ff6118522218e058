import type * as React from "react";
import { ChevronDownIcon } from "lucide-react";
import { cn } from "../../lib/cn";

export type SelectProps = React.ComponentProps<"select"> & {
  wrapperClassName?: string;
};

export function Select({ className, wrapperClassName, children, ...props }: SelectProps) {
  return (
    <div data-slot="select-wrapper" className={cn("relative w-full has-[select:disabled]:opacity-50", wrapperClassName)}>
      <select
        data-slot="select"
        className={cn(
          "flex h-9 w-full min-w-0 appearance-none rounded-md border border-input bg-transparent py-1 pr-9 pl-3 text-base shadow-xs transition-[color,box-shadow] outline-none md:text-sm",
          "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
          "disabled:pointer-events-none disabled:cursor-not-allowed",
          "aria-invalid:border-destructive aria-invalid:ring-destructive/20",
          "[&>option]:bg-popover [&>option]:text-popover-foreground",
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDownIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground select-none"
      />
    </div>
  );
}

export function SelectOption(props: React.ComponentProps<"option">) {
  return <option data-slot="select-option" {...props} />;
}

export function SelectOptGroup(props: React.ComponentProps<"optgroup">) {
  return <optgroup data-slot="select-optgroup" {...props} />;
}

export { Select as NativeSelect, SelectOption as NativeSelectOption, SelectOptGroup as NativeSelectOptGroup };
