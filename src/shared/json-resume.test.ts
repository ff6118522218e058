import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isResumeId } from "./ids";
import { fromJsonResume, JsonResumeImportError, NOT_A_JSON_RESUME_MESSAGE, toJsonResume, type JsonResume } from "./json-resume";
import { CUSTOM_FIELD_TYPES, emptyResumeContent, resumeContentSchema, type ResumeContent } from "./resume";

/** Export to a file and read it back, as the download and the upload do. */
const roundTrip = (resume: ResumeContent): ResumeContent => fromJsonResume(JSON.parse(JSON.stringify(toJsonResume(resume))));

const fullResume = (): ResumeContent =>
  resumeContentSchema.parse({
    title: "Ada's Engineering CV",
    template_id: "cv-photo-classic",
    personal_info: {
      fullName: "Ada Lovelace",
      email: "ada@example.com",
      phone: "+44 20 7946 0000",
      location: "London, UK",
      linkedin: "https://www.linkedin.com/in/ada-lovelace",
      website: "https://ada.example.com",
      summary: "Mathematician and writer, known for work on the Analytical Engine.",
      photo_url: "https://cdn.example.com/ada.jpg",
    },
    experience: [
      {
        id: "exp-1",
        company: "Analytical Engines Ltd",
        position: "Lead Programmer",
        location: "London",
        startDate: "Jan 1842",
        endDate: "",
        current: true,
        description: "Wrote the first published algorithm.\n• Notes A to G",
      },
      {
        id: "exp-2",
        company: "Babbage & Co",
        position: "Translator",
        location: "Turin",
        startDate: "1840",
        endDate: "1842",
        current: false,
        description: "Translated Menabrea's article.",
      },
      {
        id: "exp-3",
        company: "Stale Ltd",
        position: "Consultant",
        location: "Remote",
        startDate: "2020",
        endDate: "2021",
        current: true,
        description: "End date kept from before 'current' was ticked.",
      },
    ],
    education: [
      {
        id: "edu-1",
        institution: "University of London",
        degree: "BSc",
        field: "Mathematics",
        location: "London",
        startDate: "1832",
        endDate: "1835",
        gpa: "First",
      },
      {
        id: "edu-2",
        institution: "Home tutoring",
        degree: "Diploma",
        field: "Logic",
        location: "Somerset",
        startDate: "1825",
        endDate: "1830",
        gpa: "A",
      },
    ],
    skills: [
      { id: "sk-1", category: "Mathematics", items: ["Calculus", "Logic", "Bernoulli numbers"] },
      { id: "sk-2", category: "Languages", items: ["French", "Italian"] },
    ],
    projects: [
      {
        id: "pr-1",
        name: "Note G",
        description: "An algorithm to compute Bernoulli numbers.",
        technologies: ["Analytical Engine", "Punched cards"],
        link: "https://example.com/note-g",
        startDate: "1842",
        endDate: "1843",
      },
      {
        id: "pr-2",
        name: "Flyology",
        description: "A study of flight.",
        technologies: ["Wings"],
        link: "https://example.com/flyology",
        startDate: "1828",
        endDate: "1829",
      },
    ],
    certifications: [
      { id: "ce-1", name: "Royal Society Fellow", issuer: "Royal Society", date: "1843", credentialId: "RS-1843" },
      { id: "ce-2", name: "Mathematics Tripos", issuer: "Cambridge", date: "1840", credentialId: "MT-42" },
    ],
    languages: [
      { id: "la-1", name: "English", proficiency: "Native" },
      { id: "la-2", name: "French", proficiency: "Fluent" },
    ],
    custom_sections: [
      {
        id: "cs-1",
        title: "Volunteering",
        fields: [
          { id: "f-1", name: "role", label: "Role", type: "text" },
          { id: "f-2", name: "details", label: "Details", type: "textarea" },
          { id: "f-3", name: "since", label: "Since", type: "date" },
        ],
        items: [
          { id: "it-1", role: "Tutor", details: "Taught mathematics\nto village children.", since: "1838-01-01" },
          { id: "it-2", role: "Organiser", details: "Salons.", since: "1840-05-01" },
        ],
      },
      {
        id: "cs-2",
        title: "Publications",
        fields: [{ id: "f-4", name: "title", label: "Title", type: "text" }],
        items: [{ id: "it-3", title: "Sketch of the Analytical Engine" }],
      },
    ],
    layout: { fit_to_page: true },
  });

describe("toJsonResume", () => {
  it("writes a JSON Resume v1 document", () => {
    const json = toJsonResume(fullResume());
    expect(json.$schema).toMatch(/jsonresume/);
    expect(json.basics).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.com",
      phone: "+44 20 7946 0000",
      url: "https://ada.example.com",
      summary: "Mathematician and writer, known for work on the Analytical Engine.",
      image: "https://cdn.example.com/ada.jpg",
      location: { address: "London, UK" },
      profiles: [{ network: "LinkedIn", username: "ada-lovelace", url: "https://www.linkedin.com/in/ada-lovelace" }],
    });
    expect(json.work?.[0]).toEqual({
      name: "Analytical Engines Ltd",
      position: "Lead Programmer",
      location: "London",
      startDate: "Jan 1842",
      endDate: "",
      summary: "Wrote the first published algorithm.\n• Notes A to G",
      "x-vitae-current": true,
    });
    expect(json.work?.[1]).not.toHaveProperty("x-vitae-current");
    expect(json.work?.[1]?.endDate).toBe("1842");
    expect(json.work?.[2]).toMatchObject({ endDate: "", "x-vitae-current": true, "x-vitae-endDate": "2021" });
    expect(json.education?.[0]).toEqual({
      institution: "University of London",
      studyType: "BSc",
      area: "Mathematics",
      score: "First",
      startDate: "1832",
      endDate: "1835",
      "x-vitae-location": "London",
    });
    expect(json.skills?.[0]).toEqual({ name: "Mathematics", keywords: ["Calculus", "Logic", "Bernoulli numbers"] });
    expect(json.projects?.[0]).toEqual({
      name: "Note G",
      description: "An algorithm to compute Bernoulli numbers.",
      keywords: ["Analytical Engine", "Punched cards"],
      url: "https://example.com/note-g",
      startDate: "1842",
      endDate: "1843",
    });
    expect(json.certificates?.[0]).toEqual({
      name: "Royal Society Fellow",
      issuer: "Royal Society",
      date: "1843",
      "x-vitae-credentialId": "RS-1843",
    });
    expect(json.languages).toEqual([
      { language: "English", fluency: "Native" },
      { language: "French", fluency: "Fluent" },
    ]);
    expect(json.meta?.["x-vitae"]).toEqual({
      version: 1,
      title: "Ada's Engineering CV",
      template_id: "cv-photo-classic",
      custom_sections: fullResume().custom_sections,
      layout: { fit_to_page: true },
      ids: {
        experience: ["exp-1", "exp-2", "exp-3"],
        education: ["edu-1", "edu-2"],
        skills: ["sk-1", "sk-2"],
        projects: ["pr-1", "pr-2"],
        certifications: ["ce-1", "ce-2"],
        languages: ["la-1", "la-2"],
      },
    });
  });

  it("leaves out empty optional links instead of writing blank ones", () => {
    const json = toJsonResume(emptyResumeContent());
    expect(json.basics).toEqual({ name: "", email: "", phone: "", summary: "", location: { address: "" }, profiles: [] });
    expect(json.work).toEqual([]);
  });

  it("does not share arrays with the resume", () => {
    const resume = fullResume();
    const json = toJsonResume(resume);
    json.skills?.[0]?.keywords?.push("changed");
    json.meta?.["x-vitae"]?.custom_sections.pop();
    expect(resume).toEqual(fullResume());
  });
});

describe("round trip", () => {
  it("returns a deep-equal full resume", () => {
    const resume = fullResume();
    expect(roundTrip(resume)).toStrictEqual(resume);
  });

  it("keeps 'Fit to one page' on, and off", () => {
    expect(roundTrip(fullResume()).layout).toEqual({ fit_to_page: true });
    expect(roundTrip({ ...fullResume(), layout: { fit_to_page: false } }).layout).toEqual({ fit_to_page: false });
  });

  it("returns the canonical empty resume", () => {
    expect(roundTrip(emptyResumeContent())).toStrictEqual(resumeContentSchema.parse(emptyResumeContent()));
  });

  const text = (maxLength: number) =>
    fc.oneof(fc.string({ maxLength }), fc.string({ maxLength, unit: "binary" }), fc.constantFrom("", " ", "  \n", "• bullet", "Present"));
  const id = fc.oneof(fc.uuid(), fc.string({ minLength: 1, maxLength: 100 }));
  const optional = (arb: fc.Arbitrary<string>) => fc.option(arb, { nil: undefined });
  const entries = <T extends { id: string }>(arb: fc.Arbitrary<T>) => fc.uniqueArray(arb, { selector: (entry) => entry.id, maxLength: 4 });
  const fieldName = fc.stringMatching(/^[a-z][a-z0-9_]{0,12}$/);

  const rawResume = fc.record({
    title: fc.string({ minLength: 1, maxLength: 120 }).filter((title) => title.trim() !== ""),
    template_id: fc.stringMatching(/^[a-z0-9-]{1,60}$/),
    personal_info: fc.record({
      fullName: text(40),
      email: text(40),
      phone: text(20),
      location: text(40),
      linkedin: optional(text(60)),
      website: optional(text(60)),
      summary: text(200),
      photo_url: optional(text(60)),
    }),
    experience: entries(
      fc.record({
        id,
        company: text(30),
        position: text(30),
        location: text(30),
        startDate: text(12),
        endDate: text(12),
        current: fc.boolean(),
        description: text(200),
      }),
    ),
    education: entries(
      fc.record({
        id,
        institution: text(30),
        degree: text(30),
        field: text(30),
        location: text(30),
        startDate: text(12),
        endDate: text(12),
        gpa: optional(text(8)),
      }),
    ),
    skills: entries(fc.record({ id, category: text(30), items: fc.array(text(20), { maxLength: 5 }) })),
    projects: entries(
      fc.record({
        id,
        name: text(30),
        description: text(200),
        technologies: fc.array(text(20), { maxLength: 5 }),
        link: optional(text(60)),
        startDate: text(12),
        endDate: text(12),
      }),
    ),
    certifications: entries(fc.record({ id, name: text(30), issuer: text(30), date: text(12), credentialId: text(20) })),
    languages: entries(fc.record({ id, name: text(20), proficiency: text(20) })),
    custom_sections: fc.array(
      fc.record({
        id,
        title: text(30),
        fields: fc.array(fc.record({ id, name: fieldName, label: text(20), type: fc.constantFrom(...CUSTOM_FIELD_TYPES) }), {
          maxLength: 3,
        }),
        items: fc.array(
          fc.tuple(id, fc.dictionary(fieldName, text(40), { maxKeys: 3 })).map(([itemId, values]) => ({
            ...values,
            id: itemId,
          })),
          { maxLength: 3 },
        ),
      }),
      { maxLength: 3 },
    ),
    layout: fc.record({ fit_to_page: fc.boolean() }),
  });
  const validResume = rawResume.map((raw) => resumeContentSchema.parse(raw));

  it("round-trips random valid resumes", () => {
    fc.assert(
      fc.property(validResume, (resume) => {
        expect(roundTrip(resume)).toStrictEqual(resume);
      }),
      { numRuns: 200 },
    );
  });
});

/** Modelled on the sample at https://jsonresume.org/schema, with a LinkedIn profile added. */
const foreign = (): Record<string, unknown> => ({
  $schema: "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json",
  basics: {
    name: "Richard Hendriks",
    label: "Programmer",
    image: "",
    email: "richard.hendriks@mail.com",
    phone: "(912) 555-4321",
    url: "http://richardhendricks.example.com",
    summary: "Richard hails from Tulsa. He has earned degrees from the University of Oklahoma and Stanford.",
    location: {
      address: "2712 Broadway St",
      postalCode: "CA 94115",
      city: "San Francisco",
      countryCode: "US",
      region: "California",
    },
    profiles: [
      { network: "Twitter", username: "neutralthoughts", url: "" },
      { network: "linkedin", username: "richard", url: "https://www.linkedin.com/in/richard" },
    ],
  },
  work: [
    {
      name: "Pied Piper",
      location: "Palo Alto, CA",
      description: "Awesome compression company",
      position: "CEO/President",
      url: "http://piedpiper.example.com",
      startDate: "2013-12-01",
      endDate: "2014-12-01",
      summary: "Pied Piper is a multi-platform technology based on a proprietary compression algorithm.",
      highlights: [
        "Build an algorithm for artist to detect if their music was violating copy right infringement laws",
        "Successfully won Techcrunch Disrupt",
        "  ",
      ],
    },
    { name: "Hooli", position: "Developer", startDate: "2012-01-01" },
    { company: "Old Format Inc", position: "Intern", highlights: ["Only highlights"] },
  ],
  volunteer: [{ organization: "CoderDojo", position: "Teacher" }],
  education: [
    {
      institution: "University of Oklahoma",
      url: "https://www.ou.edu/",
      area: "Information Technology",
      studyType: "Bachelor",
      startDate: "2011-06-01",
      endDate: "2014-01-01",
      score: 4,
      courses: ["DB1101 - Basic SQL", "CS2011 - Java Introduction"],
    },
  ],
  certificates: [{ name: "Certificate of Awesomeness", date: "2021-11-07", issuer: "Pied Piper", url: "http://example.com" }],
  skills: [
    { name: "Web Development", level: "Master", keywords: ["HTML", "CSS", "Javascript"] },
    { name: "Compression", level: "Master", keywords: ["Mpeg", "MP4", "GIF"] },
  ],
  languages: [{ language: "English", fluency: "Native Speaker" }],
  interests: [{ name: "Wildlife", keywords: ["Ferrets", "Unicorns"] }],
  projects: [
    {
      name: "Miss Direction",
      description: "A mapping engine that misguides you",
      highlights: ["Won award at AIHacks 2016", "Built by all women team of newbie programmers"],
      keywords: ["GoogleMaps", "Chrome Extension", "Javascript"],
      startDate: "2016-08-24",
      endDate: "2016-08-24",
      url: "missdirection.example.com",
      roles: ["Team lead"],
    },
  ],
  meta: { canonical: "https://example.com/resume.json", version: "v1.0.0", lastModified: "2017-12-24T15:53:00" },
});

describe("fromJsonResume: foreign files", () => {
  it("maps every documented field", () => {
    const resume = fromJsonResume(foreign());
    expect(resume.title).toBe("Richard Hendriks Resume");
    expect(resume.template_id).toBe("modern");
    expect(resume.personal_info).toEqual({
      fullName: "Richard Hendriks",
      email: "richard.hendriks@mail.com",
      phone: "(912) 555-4321",
      location: "2712 Broadway St",
      linkedin: "https://www.linkedin.com/in/richard",
      website: "http://richardhendricks.example.com",
      summary: "Richard hails from Tulsa. He has earned degrees from the University of Oklahoma and Stanford.",
      photo_url: "",
    });
    expect(resume.experience.map(({ id: _id, ...rest }) => rest)).toEqual([
      {
        company: "Pied Piper",
        position: "CEO/President",
        location: "Palo Alto, CA",
        startDate: "2013-12-01",
        endDate: "2014-12-01",
        current: false,
        description:
          "Pied Piper is a multi-platform technology based on a proprietary compression algorithm.\n" +
          "• Build an algorithm for artist to detect if their music was violating copy right infringement laws\n" +
          "• Successfully won Techcrunch Disrupt",
      },
      {
        company: "Hooli",
        position: "Developer",
        location: "",
        startDate: "2012-01-01",
        endDate: "",
        current: false,
        description: "",
      },
      {
        company: "Old Format Inc",
        position: "Intern",
        location: "",
        startDate: "",
        endDate: "",
        current: false,
        description: "• Only highlights",
      },
    ]);
    expect(resume.education.map(({ id: _id, ...rest }) => rest)).toEqual([
      {
        institution: "University of Oklahoma",
        degree: "Bachelor",
        field: "Information Technology",
        location: "",
        startDate: "2011-06-01",
        endDate: "2014-01-01",
        gpa: "4",
      },
    ]);
    expect(resume.skills.map(({ id: _id, ...rest }) => rest)).toEqual([
      { category: "Web Development", items: ["HTML", "CSS", "Javascript"] },
      { category: "Compression", items: ["Mpeg", "MP4", "GIF"] },
    ]);
    expect(resume.projects.map(({ id: _id, ...rest }) => rest)).toEqual([
      {
        name: "Miss Direction",
        description: "A mapping engine that misguides you\n• Won award at AIHacks 2016\n• Built by all women team of newbie programmers",
        technologies: ["GoogleMaps", "Chrome Extension", "Javascript"],
        link: "missdirection.example.com",
        startDate: "2016-08-24",
        endDate: "2016-08-24",
      },
    ]);
    expect(resume.certifications.map(({ id: _id, ...rest }) => rest)).toEqual([
      { name: "Certificate of Awesomeness", issuer: "Pied Piper", date: "2021-11-07", credentialId: "" },
    ]);
    expect(resume.languages.map(({ id: _id, ...rest }) => rest)).toEqual([{ name: "English", proficiency: "Native Speaker" }]);
    expect(resume.custom_sections).toEqual([]);
  });

  it("gives every entry a fresh, unique id", () => {
    const resume = fromJsonResume(foreign());
    const ids = [
      ...resume.experience,
      ...resume.education,
      ...resume.skills,
      ...resume.projects,
      ...resume.certifications,
      ...resume.languages,
    ].map((entry) => entry.id);
    expect(ids).toHaveLength(9);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(isResumeId(id)).toBe(true);
  });

  it("joins city, region and country code when there is no address", () => {
    const data = foreign();
    data.basics = { location: { city: "San Francisco", region: "California", countryCode: "US", postalCode: "94115" } };
    expect(fromJsonResume(data).personal_info.location).toBe("San Francisco, California, US");
    data.basics = { location: { address: " ", city: "Berlin" } };
    expect(fromJsonResume(data).personal_info.location).toBe("Berlin");
  });

  it("names the resume after the person, or 'Imported Resume'", () => {
    expect(fromJsonResume({ work: [] }).title).toBe("Imported Resume");
    expect(fromJsonResume({ basics: { name: "   " } }).title).toBe("Imported Resume");
    const long = fromJsonResume({ basics: { name: "N".repeat(200) } }).title;
    expect(long).toHaveLength(120);
    expect(long.endsWith(" Resume")).toBe(true);
  });

  it("reads the current flag only with an empty end date", () => {
    const work = (item: Record<string, unknown>) => fromJsonResume({ work: [item] }).experience[0];
    expect(work({ endDate: "", "x-vitae-current": true })).toMatchObject({ endDate: "", current: true });
    expect(work({ "x-vitae-current": true })).toMatchObject({ endDate: "", current: true });
    expect(work({})).toMatchObject({ endDate: "", current: false });
    expect(work({ endDate: "" })).toMatchObject({ endDate: "", current: false });
    expect(work({ endDate: "2020", "x-vitae-current": true })).toMatchObject({ endDate: "2020", current: false });
    expect(work({ endDate: "", "x-vitae-current": "yes" })).toMatchObject({ current: false });
  });

  it("builds the LinkedIn url from a username, and reads older field names", () => {
    const resume = fromJsonResume({
      basics: {
        website: "https://old.example.com",
        picture: "https://old.example.com/me.png",
        profiles: [{ network: "LinkedIn", username: "someone" }],
      },
    });
    expect(resume.personal_info).toMatchObject({
      linkedin: "https://www.linkedin.com/in/someone",
      website: "https://old.example.com",
      photo_url: "https://old.example.com/me.png",
    });
  });

  it("ignores values of the wrong type", () => {
    const resume = fromJsonResume({
      basics: { name: 42, email: ["x"], location: "Berlin", profiles: "none" },
      work: [null, "x", { name: { a: 1 }, highlights: "not a list" }],
      skills: [{ name: "Tools", keywords: ["git", 3, null, { a: 1 }] }],
      languages: {},
    });
    expect(resume.personal_info).toMatchObject({ fullName: "42", email: "", location: "", linkedin: "" });
    expect(resume.experience).toHaveLength(1);
    expect(resume.experience[0]).toMatchObject({ company: "", description: "" });
    expect(resume.skills[0]?.items).toEqual(["git", "3"]);
    expect(resume.languages).toEqual([]);
  });

  it("reports content over the limits with a user-facing message", () => {
    expect(() => fromJsonResume({ work: [{ summary: "x".repeat(5001) }] })).toThrow(
      new JsonResumeImportError("This JSON Resume cannot be imported (work, entry 1, description): Must be at most 5000 characters."),
    );
  });
});

describe("fromJsonResume: files exported by Vitae", () => {
  it("keeps saved ids by position and gives rows added by hand fresh ones", () => {
    const json = toJsonResume(fullResume()) as JsonResume & { work: object[] };
    json.work.push({ name: "Added by hand" });
    const resume = fromJsonResume(json);
    expect(resume.experience.map((entry) => entry.id).slice(0, 3)).toEqual(["exp-1", "exp-2", "exp-3"]);
    expect(isResumeId(resume.experience[3]?.id ?? "")).toBe(true);
  });

  it("replaces repeated or invalid saved ids", () => {
    const json = toJsonResume(fullResume());
    const meta = json.meta?.["x-vitae"];
    if (!meta) throw new Error("meta expected");
    meta.ids.languages = ["same", "same"];
    meta.ids.skills = [5 as unknown as string, ""];
    const resume = fromJsonResume(json);
    expect(resume.languages[0]?.id).toBe("same");
    expect(isResumeId(resume.languages[1]?.id ?? "")).toBe(true);
    expect(resume.skills.every((group) => isResumeId(group.id))).toBe(true);
  });

  it("treats an unknown meta version as a foreign file", () => {
    const resume = fromJsonResume({ ...toJsonResume(fullResume()), meta: { "x-vitae": { version: 2, title: "Future" } } });
    expect(resume.title).toBe("Ada Lovelace Resume");
    expect(resume.template_id).toBe("modern");
    expect(resume.custom_sections).toEqual([]);
  });

  it("falls back per field when the meta block was edited badly", () => {
    const resume = fromJsonResume({
      ...toJsonResume(fullResume()),
      meta: { "x-vitae": { version: 1, title: "  ", template_id: "Not Valid", ids: "nope" } },
    });
    expect(resume.title).toBe("Ada Lovelace Resume");
    expect(resume.template_id).toBe("modern");
    expect(resume.experience).toHaveLength(3);
  });

  it("reads a file exported before the layout settings existed, or with a broken one, as the default layout", () => {
    const json = toJsonResume(fullResume());
    const { layout: _layout, ...older } = json.meta!["x-vitae"]!;
    expect(fromJsonResume({ ...json, meta: { "x-vitae": older } }).layout).toEqual({ fit_to_page: false });
    expect(fromJsonResume({ ...json, meta: { "x-vitae": { ...older, layout: { fit_to_page: "yes" } } } }).layout).toEqual({
      fit_to_page: false,
    });
    expect(fromJsonResume({ ...json, meta: { "x-vitae": older } }).title).toBe("Ada's Engineering CV");
  });
});

describe("fromJsonResume: not a JSON Resume", () => {
  it.each([
    ["null", null],
    ["undefined", undefined],
    ["an array", []],
    ["a string", "x"],
    ["a number", 42],
    ["an unrelated object", { foo: 1 }],
    ["basics that is not an object", { basics: "x" }],
    ["work that is not a list", { work: {} }],
    ["only other sections", { skills: [], languages: [] }],
  ])("rejects %s", (_label, input) => {
    expect(() => fromJsonResume(input)).toThrow(JsonResumeImportError);
    expect(() => fromJsonResume(input)).toThrow(NOT_A_JSON_RESUME_MESSAGE);
  });

  it("uses the documented message", () => {
    expect(NOT_A_JSON_RESUME_MESSAGE).toBe("This file is not a JSON Resume.");
  });
});
