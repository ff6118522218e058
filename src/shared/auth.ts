/** Seed 000 section 5: passwords need at least six characters. */
export const PASSWORD_MIN_LENGTH = 6;
