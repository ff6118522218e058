/**
 * What each layout prints by design, shared by the layout unit tests and the browser and PDF tests.
 */
import { ACADEMIC_TITLES } from "../catalog/academic";

/** The section titles each layout prints for the sample resume (its custom section adds 'Volunteering'). */
export const SECTION_TITLES: Record<string, readonly string[]> = {
  modern: ["Professional Summary", "Experience", "Education", "Skills", "Projects", "Certifications", "Languages"],
  professional: ["Contact", "Skills", "Languages", "Certifications", "Profile", "Experience", "Education", "Projects"],
  minimalist: ["Profile", "Experience", "Education", "Skills", "Projects", "Certifications", "Languages"],
  creative: ["About Me", "Experience", "Projects", "Education", "Certifications", "Skills", "Languages"],
  executive: ["Executive Summary", "Core Competencies", "Professional Experience", "Education", "Selected Projects", "Certifications", "Languages"],
  technical: ["Summary", "Experience", "Notable Projects", "Tech Stack", "Education", "Certifications", "Languages"],
  academic: Object.values(ACADEMIC_TITLES),
  simple: ["Summary", "Experience", "Education", "Skills", "Projects", "Certifications", "Languages"],
  corporate: ["Professional Summary", "Experience", "Education", "Core Competencies", "Projects", "Certifications", "Languages"],
  bold: ["Profile", "Experience", "Skills", "Education", "Projects", "Certifications", "Languages"],
  compact: ["Summary", "Experience", "Projects", "Skills", "Education", "Certifications", "Languages"],
  infographic: ["Contact", "Skills", "Languages", "Profile", "Experience", "Education", "Projects", "Certifications"],
  classic: ["Professional Summary", "Experience", "Education", "Skills", "Projects", "Certifications", "Languages"],
  "cv-photo-modern": ["Profile", "Experience", "Education", "Skills", "Projects", "Certifications", "Languages"],
  "cv-photo-professional": ["Contact", "Skills", "Languages", "Profile", "Work Experience", "Education", "Projects", "Certifications"],
  "cv-photo-creative": ["About Me", "Experience", "Projects", "Skills", "Education", "Certifications", "Languages"],
  "cv-photo-elegant": ["Profile", "Experience", "Education", "Expertise", "Selected Projects", "Certifications", "Languages"],
  "cv-photo-business": ["Profile", "Work Experience", "Education", "Core Competencies", "Projects", "Certifications", "Languages"],
  "cv-photo-academic": ["Profile", "Education", "Experience", "Research & Projects", "Skills", "Certifications", "Languages"],
  "cv-photo-minimalist": ["Contact", "Profile", "Experience", "Education", "Skills", "Projects", "Certifications", "Languages"],
  "cv-photo-executive": ["Executive Summary", "Key Achievements", "Professional Experience", "Core Competencies", "Education", "Certifications", "Languages"],
  "cv-photo-tech": ["Links", "Contact", "Tech Stack", "Certifications", "Languages", "About Me", "Experience", "Notable Projects", "Education"],
};


/** The sample's website and LinkedIn as printed (without scheme). */
export const SAMPLE_WEBSITE = "jordanellis.dev";
export const SAMPLE_LINKEDIN = "linkedin.com/in/jordanellis";

/** Contacts a layout leaves out. */
export const OMITTED_CONTACTS: Record<string, readonly string[]> = {
  executive: [SAMPLE_WEBSITE],
  corporate: [SAMPLE_WEBSITE],
  "cv-photo-elegant": [SAMPLE_WEBSITE],
  "cv-photo-creative": [SAMPLE_LINKEDIN],
};

/** The creative layouts label a current role 'Now'. */
export const PRESENT_LABEL: Record<string, string> = { creative: "Now", "cv-photo-creative": "Now" };
