import type { ReactNode } from "react";
import { useNearViewport } from "#web/lib/use-near-viewport";

export interface RenderWhenNearProps {
  /** Drawn once the box nears the viewport; it stays afterwards. */
  children: ReactNode;
  /** Holds the box's place until then (and in the pre-rendered HTML), so nothing shifts. */
  placeholder: ReactNode;
}

/**
 * Each example preview is a whole A4 layout (hundreds of elements): a page of them renders only
 * those near the screen, and the others as the visitor scrolls.
 */
export function RenderWhenNear({ children, placeholder }: RenderWhenNearProps) {
  const [box, isNear] = useNearViewport<HTMLDivElement>();
  return <div ref={box}>{isNear ? children : placeholder}</div>;
}
