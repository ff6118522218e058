import { designerCv } from "./cv/designer";
import { financeManagerCv } from "./cv/finance-manager";
import { graduateCv } from "./cv/graduate";
import { hospitalityCv } from "./cv/hospitality";
import { nurseCv } from "./cv/nurse";
import { salesManagerCv } from "./cv/sales-manager";
import { softwareEngineerCv } from "./cv/software-engineer";
import { teacherCv } from "./cv/teacher";
import { financialAnalystResume } from "./resume/financial-analyst";
import { graduateResume } from "./resume/graduate";
import { graphicDesignerResume } from "./resume/graphic-designer";
import { hotelManagerResume } from "./resume/hotel-manager";
import { registeredNurseResume } from "./resume/registered-nurse";
import { salesRepresentativeResume } from "./resume/sales-representative";
import { softwareEngineerResume } from "./resume/software-engineer";
import { teacherResume } from "./resume/teacher";
import type { ResumeExample } from "./resume-example";

export type { ResumeExample } from "./resume-example";

/** /resume-examples, in resume templates; the professions of issue 14 in one order on both pages. */
export const RESUME_EXAMPLES: readonly ResumeExample[] = [
  softwareEngineerResume,
  registeredNurseResume,
  teacherResume,
  salesRepresentativeResume,
  graphicDesignerResume,
  financialAnalystResume,
  hotelManagerResume,
  graduateResume,
];

/** /cv-examples, in CV-with-photo templates, from several countries. */
export const CV_EXAMPLES: readonly ResumeExample[] = [
  softwareEngineerCv,
  nurseCv,
  teacherCv,
  salesManagerCv,
  designerCv,
  financeManagerCv,
  hospitalityCv,
  graduateCv,
];
