import type * as React from "react";
import { Toaster as SonnerToaster, type ToasterProps } from "sonner";

export type { ToasterProps };

export function Toaster(props: ToasterProps) {
  return (
    <SonnerToaster
      className="toaster group"
      // The product spec requires toasts to clear after 3 seconds.
      duration={3000}
      // Bottom right: at the top they covered the navbar and the editor's Change Template and Export PDF.
      position="bottom-right"
      richColors
      closeButton
      style={
        {
          "--normal-bg": "var(--color-popover)",
          "--normal-text": "var(--color-popover-foreground)",
          "--normal-border": "var(--color-border)",
          "--border-radius": "var(--radius-md)",
        } as React.CSSProperties
      }
      {...props}
    />
  );
}
