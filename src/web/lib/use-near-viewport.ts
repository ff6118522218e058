import { startTransition, useEffect, useState } from "react";

/**
 * Whether an element has come within `margin` of the viewport, and stays true once it has: a
 * page of many heavy children (live resume thumbnails) draws each one just before it scrolls
 * into view instead of all of them at load. False on the server and before the element mounts,
 * so pre-rendered HTML carries the light placeholder; true once mounted where there is no
 * IntersectionObserver, so nothing stays hidden.
 */
export function useNearViewport<T extends Element>(margin = "600px"): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [hasBeenNear, setHasBeenNear] = useState(false);
  const canObserve = typeof IntersectionObserver !== "undefined";
  useEffect(() => {
    if (!element || hasBeenNear || !canObserve) return;
    const observer = new IntersectionObserver(
      (entries) => {
        // A transition: React draws the children in slices between frames, so a screen that brings
        // several near at once (a wide one shows eight) stays responsive to scrolling and clicks.
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setHasBeenNear(true));
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, hasBeenNear, canObserve, margin]);
  return [setElement, hasBeenNear || (element !== null && !canObserve)];
}
