export { ANSWER_LIMITS } from "./answer-limits";
export { fitName, fitNames, leadingWithin } from "./fit-list";
export { fitText, rewriteWithin, rewrittenListWithin } from "./fit-text";
