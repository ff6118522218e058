import { describe, expect, it } from "vitest";
import { toFirstPerson } from "./first-person";

describe("toFirstPerson", () => {
  it.each([
    ["Senior software engineer with nine years of experience.", "I am a senior software engineer with nine years of experience."],
    ["Experience includes roles at Acme and Globex.", "My experience includes roles at Acme and Globex."],
    ["Hands-on project work includes Weather App.", "My hands-on project work includes Weather App."],
    ["Software Engineer with 6+ years of experience in technology.", "I am a Software Engineer with 6+ years of experience in technology."],
    ["Platform engineer who has delivered 12 migrations.", "I am a platform engineer who has delivered 12 migrations."],
    ["Led teams of 12 across three countries.", "I led teams of 12 across three countries."],
    ["Leads the data platform team.", "I lead the data platform team."],
    ["Looking to bring this experience to a Staff Engineer role.", "I am looking to bring this experience to a Staff Engineer role."],
    ["Skilled in SQL and Python.", "I am skilled in SQL and Python."],
    ["Recently focused on developer tooling.", "I recently focused on developer tooling."],
    ["Currently at Acme Inc.", "I am currently at Acme Inc."],
    ["I build data tools.", "I build data tools."],
  ])("%j", (sentence, expected) => expect(toFirstPerson(sentence)).toBe(expected));
});
