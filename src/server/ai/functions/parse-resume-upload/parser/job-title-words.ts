// The built-in engine's list of job titles is data, read here without its code: the intake does
// not depend on the AI engine.
import jobTitles from "#server/ai/engine/vocabulary/job-titles.json";

// Last words of titles that name no role on their own: a degree ('Master'), an organisation word
// ('Tech'), too general a noun, or a field ('VP Engineering'), which companies are named after too.
const NOT_ROLES = new Set(["master", "tech", "person", "holder", "maker", "resident"]);
// Titles that are also everyday nouns ('Server', 'Host') count only in capitals, which a header's
// words are anyway: they are left out here.
const EVERYDAY = new Set(jobTitles.exactCase.map((title) => title.toLowerCase()));
const MIN_LETTERS = 4;
const FIELD = /ing$/;

/**
 * The words that head a job title: the last word of every title the vocabulary knows ('Nurse' in
 * 'Charge Nurse', 'Bartender'), unless an 'of' or 'in' phrase follows the head ('Head of Sales',
 * 'Software Engineer in Test'). Abbreviations ('RN', 'SDR') are left out: in capitals they collide
 * with other names.
 */
export const JOB_TITLE_HEADS: ReadonlySet<string> = new Set(
  jobTitles.fields
    .flatMap(({ titles }) => titles.flat())
    .filter((form) => !/\s(?:of|in|and)\s/i.test(form))
    .map((form) => form.split(/\s+/).at(-1)!)
    .filter((word) => word.length >= MIN_LETTERS && word !== word.toUpperCase())
    .map((word) => word.toLowerCase())
    .filter((word) => !NOT_ROLES.has(word) && !EVERYDAY.has(word) && !FIELD.test(word)),
);
