import { startTransition, useEffect, useState } from "react";

/**
 * Whether an element has come within `margin` of the viewport, and stays true once it has: a
 * page of many heavy children (live resume thumbnails) draws each one just before it scrolls
 * into view instead of all of them at load. False on the server and before the element mounts,
 * so pre-rendered HTML carries the light placeholder; true once mounted where there is no
 * IntersectionObserver, so nothing stays hidden.
 *
 * `root` measures against a scrolling or clipping box instead of the viewport (a row that moves
 * sideways inside it: the viewport's margin does not reach past the box's edge). Null while that
 * box is not mounted yet, so nothing is observed against the wrong root.
 */
export function useNearViewport<T extends Element>(margin = "600px", root?: Element | null): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [hasBeenNear, setHasBeenNear] = useState(false);
  const canObserve = typeof IntersectionObserver !== "undefined";
  useEffect(() => {
    if (!element || hasBeenNear || !canObserve || root === null) return;
    const observer = new IntersectionObserver(
      (entries) => {
        // A transition: React draws the children in slices between frames, so a screen that brings
        // several near at once (a wide one shows eight) stays responsive to scrolling and clicks.
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setHasBeenNear(true));
      },
      { rootMargin: margin, root },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, hasBeenNear, canObserve, margin, root]);
  return [setElement, hasBeenNear || (element !== null && !canObserve)];
}
