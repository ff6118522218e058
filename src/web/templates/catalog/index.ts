import type { TemplateDefinition } from "../define-template";
import { TEMPLATE_IDS, type TemplateId } from "../../lib/template-ids";
import { academicTemplate } from "./academic";
import { boldTemplate } from "./bold";
import { classicTemplate } from "./classic";
import { compactTemplate } from "./compact";
import { corporateTemplate } from "./corporate";
import { creativeTemplate } from "./creative";
import { cvPhotoAcademicTemplate } from "./cv-photo-academic";
import { cvPhotoBusinessTemplate } from "./cv-photo-business";
import { cvPhotoCreativeTemplate } from "./cv-photo-creative";
import { cvPhotoElegantTemplate } from "./cv-photo-elegant";
import { cvPhotoExecutiveTemplate } from "./cv-photo-executive";
import { cvPhotoMinimalistTemplate } from "./cv-photo-minimalist";
import { cvPhotoModernTemplate } from "./cv-photo-modern";
import { cvPhotoProfessionalTemplate } from "./cv-photo-professional";
import { cvPhotoTechTemplate } from "./cv-photo-tech";
import { executiveTemplate } from "./executive";
import { infographicTemplate } from "./infographic";
import { minimalistTemplate } from "./minimalist";
import { modernTemplate } from "./modern";
import { professionalTemplate } from "./professional";
import { simpleTemplate } from "./simple";
import { technicalTemplate } from "./technical";

/** Every id of TEMPLATE_IDS has its definition: the type leaves none out. */
const definitions: Record<TemplateId, TemplateDefinition> = {
  modern: modernTemplate,
  professional: professionalTemplate,
  minimalist: minimalistTemplate,
  creative: creativeTemplate,
  executive: executiveTemplate,
  technical: technicalTemplate,
  academic: academicTemplate,
  simple: simpleTemplate,
  corporate: corporateTemplate,
  bold: boldTemplate,
  compact: compactTemplate,
  infographic: infographicTemplate,
  classic: classicTemplate,
  "cv-photo-modern": cvPhotoModernTemplate,
  "cv-photo-professional": cvPhotoProfessionalTemplate,
  "cv-photo-creative": cvPhotoCreativeTemplate,
  "cv-photo-elegant": cvPhotoElegantTemplate,
  "cv-photo-business": cvPhotoBusinessTemplate,
  "cv-photo-academic": cvPhotoAcademicTemplate,
  "cv-photo-minimalist": cvPhotoMinimalistTemplate,
  "cv-photo-executive": cvPhotoExecutiveTemplate,
  "cv-photo-tech": cvPhotoTechTemplate,
};

/** The definitions in TEMPLATE_IDS order. */
export const templateCatalog: TemplateDefinition[] = TEMPLATE_IDS.map((id) => definitions[id]);
