import { v7 as uuidv7, validate, version } from "uuid";

/** Resume ids are made by the client and ordered by creation time (UUIDv7). */
export const newResumeId = (): string => uuidv7();

export const isResumeId = (value: string): boolean => validate(value) && version(value) === 7;

/** Ids of entries inside a resume (experience rows, custom fields, ...): unique, short, no order needed. */
export const newEntryId = (): string => uuidv7();
