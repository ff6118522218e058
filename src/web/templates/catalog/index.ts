import type { TemplateDefinition } from "../define-template";
import { modernTemplate } from "./modern";
import { professionalTemplate } from "./professional";
import { minimalistTemplate } from "./minimalist";
import { creativeTemplate } from "./creative";
import { executiveTemplate } from "./executive";
import { technicalTemplate } from "./technical";
import { academicTemplate } from "./academic";
import { simpleTemplate } from "./simple";
import { corporateTemplate } from "./corporate";
import { boldTemplate } from "./bold";
import { compactTemplate } from "./compact";
import { infographicTemplate } from "./infographic";
import { classicTemplate } from "./classic";
import { cvPhotoModernTemplate } from "./cv-photo-modern";
import { cvPhotoProfessionalTemplate } from "./cv-photo-professional";
import { cvPhotoCreativeTemplate } from "./cv-photo-creative";
import { cvPhotoElegantTemplate } from "./cv-photo-elegant";
import { cvPhotoBusinessTemplate } from "./cv-photo-business";
import { cvPhotoAcademicTemplate } from "./cv-photo-academic";
import { cvPhotoMinimalistTemplate } from "./cv-photo-minimalist";
import { cvPhotoExecutiveTemplate } from "./cv-photo-executive";
import { cvPhotoTechTemplate } from "./cv-photo-tech";

/** Seed 000 order: 13 resumes, then 9 CVs with a photo. Pickers list templates in this order. */
export const templateCatalog: TemplateDefinition[] = [
  modernTemplate,
  professionalTemplate,
  minimalistTemplate,
  creativeTemplate,
  executiveTemplate,
  technicalTemplate,
  academicTemplate,
  simpleTemplate,
  corporateTemplate,
  boldTemplate,
  compactTemplate,
  infographicTemplate,
  classicTemplate,
  cvPhotoModernTemplate,
  cvPhotoProfessionalTemplate,
  cvPhotoCreativeTemplate,
  cvPhotoElegantTemplate,
  cvPhotoBusinessTemplate,
  cvPhotoAcademicTemplate,
  cvPhotoMinimalistTemplate,
  cvPhotoExecutiveTemplate,
  cvPhotoTechTemplate,
];
