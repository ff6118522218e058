/** The two-letter codes of the US states and DC: only these make 'Town, ST' a place ('Engineer, HP' is none). */
const US_STATES =
  "AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY";

/** A place's name as written: up to four capitalised words ('Berlin', 'St. Louis', "Coeur d'Alene", 'Winston-Salem'). */
export const PLACE_NAME = String.raw`[A-Z][\p{L}.'-]*(?:\s+[A-Z][\p{L}.'-]*){0,3}`;

/** 'Austin, TX': a US town (group 1) and its state's code (group 2). */
export const US_CITY_STATE = new RegExp(String.raw`\b(${PLACE_NAME}),\s*(${US_STATES})\b(?![\p{L}])`, "u");

/** Working arrangements written in place of, or beside, a town. */
export const WORK_MODES = String.raw`fully remote|remote[- ]first|100% remote|remote|hybrid|on[- ]?site|in[- ]office`;
