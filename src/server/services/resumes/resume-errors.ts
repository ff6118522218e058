import { AppError } from "../../errors";

// One message for "missing" and "someone else's": a stranger's id must not be told apart from a free one.
export const resumeNotFound = (): AppError => new AppError("NOT_FOUND", "Resume not found.");
