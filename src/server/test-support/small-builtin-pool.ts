import type { BuiltinPoolOptions, LaneOptions } from "../ai/builtin-pool";
import { defaultBuiltinPool } from "../ai/builtin-pool";

/**
 * A pool of one worker per lane, as on a two-core server, with the default limits unless the test
 * sets its own. Under tsx a worker idles at about 150 MB (engine) to 200 MB (intake) resident,
 * twice a built one: the memory caps leave room for that.
 */
export function smallBuiltinPool(
  overrides: { engine?: Partial<LaneOptions>; intake?: Partial<LaneOptions>; ocr?: Partial<LaneOptions> } = {},
): BuiltinPoolOptions {
  const defaults = defaultBuiltinPool();
  return {
    engine: { ...defaults.engine, size: 1, runningPerUser: 1, memoryMb: 1024, ...overrides.engine },
    intake: { ...defaults.intake, size: 1, runningPerUser: 1, memoryMb: 768, ...overrides.intake },
    ocr: { ...defaults.ocr, ...overrides.ocr },
  };
}
