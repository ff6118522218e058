import { designerCv } from "./cv/designer";
import { financeManagerCv } from "./cv/finance-manager";
import { graduateCv } from "./cv/graduate";
import { hospitalityCv } from "./cv/hospitality";
import { nurseCv } from "./cv/nurse";
import { salesManagerCv } from "./cv/sales-manager";
import { softwareEngineerCv } from "./cv/software-engineer";
import { teacherCv } from "./cv/teacher";
import type { ResumeExample } from "./resume-example";

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
