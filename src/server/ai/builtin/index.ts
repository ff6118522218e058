import type { BuiltinEngine } from "../results";
export const builtinEngine = {} as BuiltinEngine;
