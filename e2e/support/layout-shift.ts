import type { Page } from "@playwright/test";

type ShiftWindow = Window & { layoutShifts?: number[] };

/** Records the page's layout shifts from its first paint on; call before opening the page. */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = ((window as ShiftWindow).layoutShifts = []);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The cumulative layout shift so far, as Lighthouse counts it for a load: the sum of the shifts no input caused. */
export async function layoutShiftSoFar(page: Page): Promise<number> {
  return page.evaluate(async () => {
    // Shifts are reported once painted: two frames on, all of those before are in.
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
    return ((window as ShiftWindow).layoutShifts ?? []).reduce((sum, value) => sum + value, 0);
  });
}
