import { startTransition, useEffect, useRef, useState, type ReactNode } from "react";

/** How far below the fold a preview starts rendering, so it is drawn before it scrolls into view. */
const NEAR_MARGIN = "600px 0px";

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
  const box = useRef<HTMLDivElement>(null);
  const [isNear, setIsNear] = useState(false);
  useEffect(() => {
    const element = box.current;
    // Every browser the app runs in has IntersectionObserver; jsdom, in tests, has none and keeps the placeholder.
    if (!element || isNear || typeof IntersectionObserver === "undefined") return;
    // A transition: React draws the previews in slices between frames, so a screen that brings
    // several near at once (a wide one shows eight) stays responsive to scrolling and clicks.
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && startTransition(() => setIsNear(true)),
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear]);
  return <div ref={box}>{isNear ? children : placeholder}</div>;
}
