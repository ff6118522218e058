import { v7 as uuidv7, validate, version } from "uuid";

/** Resume ids are made by the client and ordered by creation time (UUIDv7). */
export const newResumeId = (): string => uuidv7();

export const isResumeId = (value: string): boolean => validate(value) && version(value) === 7;

/** The id a client gives one save of a resume, to recognise the version it wrote (Resume.save_id). */
export const newSaveId = (): string => uuidv7();

/** Ids of entries inside a resume (experience rows, custom fields, ...): unique, short, no order needed. */
export const newEntryId = (): string => uuidv7();
