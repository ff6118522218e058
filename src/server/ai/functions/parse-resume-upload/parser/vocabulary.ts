import nlp from "compromise";
import { JOB_TITLE_HEADS } from "./job-title-words";
import { rememberedByText } from "./memo";

/**
 * Words that tell the parts of an entry's header apart: a job title has a role word ('Senior
 * Software Engineer'), an employer an organisation word ('Globex Inc.') or none, a school a school
 * word, a degree a degree name. They decide only which of the texts on a header is which; the
 * texts themselves are always the resume's own.
 */
const ROLE_WORDS = new Set([
  ...`accountant administrator advisor adviser agent analyst apprentice architect artist assistant associate attorney auditor
  author barista bookkeeper buyer ceo cfo chef chief cio cashier clerk clinician coach consultant contractor controller
  coo coordinator copywriter counsel counselor cto curator designer developer dentist director dispatcher doctor driver
  economist editor educator electrician engineer executive fellow founder co-founder freelancer gardener generalist
  head hygienist handler illustrator instructor intern internship investigator journalist laborer lawyer lead lecturer
  leader librarian machinist manager marketer mechanic member mentor nurse officer operator owner paralegal partner pharmacist
  photographer physician physiotherapist pilot planner plumber president principal producer professor programmer
  psychologist recruiter registrar representative researcher scientist secretary specialist strategist student
  supervisor surgeon teacher technician technologist therapist trainee trainer translator tutor underwriter vp
  volunteer waiter welder writer sre devops sdet qa ux ui svp evp avp foreman captain steward porter teller cook baker butcher
  barber caretaker joiner courier picker packer storekeeper merchandiser ranger crew ambassador chargehand matron locum scholar
  candidate reporter correspondent interpreter sommelier conservator employee`.split(/\s+/),
  // The same in the other languages resumes are written in (French, German, Spanish, Portuguese,
  // Italian, Dutch): a headline under the name ('ÉLECTRO INFO PHYSICIEN') is no name.
  ...`physicien physicienne ingénieur ingénieure développeur développeuse technicien technicienne informaticien
  informaticienne chercheur chercheuse enseignant enseignante directeur directrice responsable stagiaire chargé chargée
  entwickler entwicklerin ingenieur ingenieurin berater beraterin leiter leiterin projektleiter softwareentwickler
  ingeniero ingeniera desarrollador desarrolladora gerente analista técnico técnica jefe jefa investigador investigadora
  engenheiro engenheira desenvolvedor desenvolvedora pesquisador pesquisadora ingegnere sviluppatore sviluppatrice
  ricercatore ricercatrice ontwikkelaar adviseur medewerker onderzoeker docent`.split(/\s+/),
]);

const ORGANIZATION_WORDS = new Set(
  `inc inc. llc llp ltd ltd. limited corp corp. corporation co co. company companies group holdings gmbh ag sa sas bv nv plc
  pty pvt labs lab technologies technology tech solutions systems services partners associates agency studio studios
  consulting consultancy bank hospital clinic foundation institute university college school ministry department
  council authority government agency network networks media industries international global ventures capital
  enterprises software games health healthcare energy logistics traders trading airlines motors pharmaceuticals center centre club`.split(
    /\s+/,
  ),
);

// Schools in the languages resumes are written in: 'Universidad', 'Universiteit', 'Uniwersytet',
// 'Fachhochschule', 'Hogeschool', 'Faculdade', 'Akademie', 'Conservatorium', 'Cégep'.
const SCHOOL =
  /(?<!\p{L})(?:universit(?:y|ies|ät|at|é|e|à|a|eit|as)|universida(?:d|de)|uniwersytet|üniversitesi|college|institute|institut|instituto|school|academy|akademie|akademia|académie|polytechnic|polytechnique|politecnico|politécnico|conservatory|conservatoire|conservatorium|conservatorio|seminary|(?:fach|kunst)?hochschule|hogeschool|escuela|escola|école|ecole|lycée|gymnasium|faculty\s+of|facultad|faculdade|faculté|c[ée]gep|tafe|iit|mit)(?!\p{L})/iu;

const DEGREE = new RegExp(
  String.raw`(?:^|[\s(])(?:` +
    [
      String.raw`bachelor(?:'?s)?`,
      String.raw`master(?:'?s)?`,
      String.raw`doctor(?:ate)?`,
      String.raw`associate(?:'?s)?\s+(?:degree|of)`,
      String.raw`diploma`,
      String.raw`certificate`,
      String.raw`high\s+school\s+(?:diploma|certificate)`,
      String.raw`ged`,
      String.raw`a[- ]levels?`,
      String.raw`gcses?`,
      String.raw`hnd`,
      String.raw`btec`,
      String.raw`licenciatura`,
      String.raw`licence`,
      String.raw`b\.?\s?(?:sc|s|a|eng|e|fa|ba|comm?|tech|ed|arch|des|pharm|math|mus|n|sn)\.?`,
      String.raw`m\.?\s?(?:sc|s|a|eng|e|fa|ba|com|tech|ed|arch|des|phil|pharm|pa|ph|res)\.?`,
      String.raw`mba`,
      String.raw`ph\.?\s?d\.?`,
      String.raw`d\.?phil`,
      String.raw`ed\.?d\.?`,
      String.raw`j\.?d\.?`,
      String.raw`m\.?d\.?`,
      String.raw`ll\.?[bm]\.?`,
      String.raw`a\.?a\.?s?\.?`,
      // Professional and national degrees: medicine, nursing, public health and policy, social work, India, the UK, Germany, France.
      String.raw`m\.?(?:sn|ph|sw|pp|pa|fa|bbs)\.?`,
      String.raw`b\.?(?:ds|ca)\.?`,
      String.raw`m\.?ca\.?`,
      String.raw`pharm\.?\s?d\.?`,
      String.raw`d\.?(?:ds|vm|np|md)\.?`,
      String.raw`pgce`,
      String.raw`nvq`,
      String.raw`abitur`,
      // India's school-leaving certificates: Secondary and Higher Secondary, the ISC and ICSE boards' own.
      String.raw`s\.?s\.?c\.?`,
      String.raw`h\.?s\.?c\.?`,
      String.raw`isc`,
      String.raw`icse`,
      String.raw`baccalaur(?:e|é)at`,
      String.raw`baccalaureate`,
      String.raw`postgraduate`,
      String.raw`pg(?:de|ce|cert|dip)`,
      String.raw`hn[cd]`,
      // Dotted abbreviations of any degree: 'M.B.A.', 'B.B.A.', 'M.P.H.'.
      String.raw`[bmd]\.(?:[a-z]{1,2}\.){1,3}`,
      String.raw`(?:honours|foundation|dual|joint|associate|undergraduate|graduate)\s+degree`,
      String.raw`degree\s+in`,
      // A professional body's examination is a qualification ('Institute of Marketing Examination').
      String.raw`examinations?`,
      String.raw`laurea`,
      String.raw`diplom[eé]?`,
      String.raw`staatsexamen`,
      String.raw`mestrado`,
      String.raw`bacharelado`,
      String.raw`m[aá]ster`,
      String.raw`maestr[ií]a`,
      String.raw`dipl\.?-ing\.?`,
      String.raw`magist(?:er|ra)`,
    ].join("|") +
    String.raw`)(?=$|[\s,.():;])`,
  "i",
);

// Characters of a line read to tell how it begins: a dozen words and more.
const ACTION_WINDOW = 120;

/**
 * A line that begins with what was done ('Treated sports injuries', 'Managing a team of 9'): a
 * past tense or gerund in its sentence, as compromise reads it ('Advanced Micro Devices',
 * 'Registered Nurse' begin with adjectives).
 */
export const startsWithAction = rememberedByText((text: string): boolean => {
  // Its first words are enough to tag the first; compromise's own patterns cost the square of a
  // long run of punctuation, so it never reads more.
  const first = nlp(text.slice(0, ACTION_WINDOW)).terms().eq(0);
  return first.has("#PastTense") || first.has("#Gerund");
});

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}.&-]+/u)
    .filter(Boolean);

// Professions the list does not name still end like one: 'Mathematician', 'Geologist', 'Florist'
// (not the Nordic surnames 'Lindqvist', 'Bergquist').
const ROLE_SUFFIX = /^[a-z]{3,}(?:ician|ologist|(?<!qv|qu)ist)$/;

const isRoleWord = (word: string) =>
  ROLE_WORDS.has(word.replace(/\.$/, "")) || ROLE_WORDS.has(word.replace(/s$/, "")) || JOB_TITLE_HEADS.has(word) || ROLE_SUFFIX.test(word);

// Words that name a part of an organisation or a field, never an employer of their own: after a
// role they qualify it ('Manager Business Development', 'Scientific Employee / Software Development').
const QUALIFIER_WORDS =
  /\b(?:development|operations|marketing|sales|services|engineering|management|team|support|department|division|research|finance|accounts?|relations|affairs|programs?|projects?|care|unit|ward|office|desk)\b/i;

/** A text that names a part of an organisation or a field, which qualifies a role beside it. */
export const isRoleQualifier = (text: string) => QUALIFIER_WORDS.test(text);

/** How strongly a text reads as a job title: the number of role words in it. */
export function roleScore(text: string): number {
  // A compound title counts by its parts ('Editor-in-Chief').
  const roles = words(text).filter((word) => isRoleWord(word) || (word.includes("-") && word.split("-").some(isRoleWord))).length;
  return roles + (CJK_ROLE_END.test(text) ? 1 : 0);
}

// Chinese and Japanese titles end in the role's word, with no space before it ('软件工程师', '学生会主席', '営業部長').
const CJK_ROLE = String.raw`(?:主席|会长|會長|部长|部長|社长|社長|队长|隊長|组长|組長|班长|班長|干事|幹事|委员|委員|经理|經理|总监|總監|主管|主任|助理|工程师|工程師|实习生|實習生|研究员|研究員|设计师|設計師|分析师|分析師|顾问|顧問|负责人|負責人|秘书|秘書|编辑|編輯|记者|記者|教师|教師|讲师|講師|教授|创始人|創始人|合伙人|合夥人|总裁|總裁|董事|专员|專員|志愿者|志願者|店長|課長|係長|担当|エンジニア|マネージャー|インターン|リーダー)`;
const CJK_ROLE_END = new RegExp(`${CJK_ROLE}$`, "u");
// The words organisations end in: a company, centre, college, association, department, office, team.
const CJK_ORGANIZATION_END = String.raw`(?:公司|集团|集團|中心|协会|協會|学会|學會|实验室|實驗室|研究所|研究院|医院|醫院|银行|銀行|工作室|事务所|事務所|株式会社|大学|大學|学院|學院|部|会|會|社|团|團|队|隊|组|組|局|处|處|室|科|厂|廠|店|所|院|校)`;
const CJK_WORD = String.raw`[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}ー]`;
// An organisation's name and a role's, a space apart ('東和商事株式会社 営業部長') or run together
// ('计算机学院学生科创中心主席', '营销部经理'). Run together, the name must end like an organisation's:
// a title of a field and a role ('项目经理', project manager) names none, and stays whole.
const CJK_NAME_AND_ROLE = [
  new RegExp(String.raw`^(${CJK_WORD}+)\s+(${CJK_WORD}*${CJK_ROLE})$`, "u"),
  new RegExp(String.raw`^(${CJK_WORD}*?${CJK_ORGANIZATION_END})(${CJK_ROLE})$`, "u"),
];

/** A CJK text that names an organisation and then a role, apart; null for any other text. */
export function cjkNameAndRole(text: string): { name: string; role: string } | null {
  for (const pattern of CJK_NAME_AND_ROLE) {
    const found = pattern.exec(text);
    if (found) return { name: found[1]!, role: found[2]! };
  }
  return null;
}

/** How strongly a text reads as an organisation: organisation words, a school word or an ampersand between names. */
export function organizationScore(text: string): number {
  return words(text).filter((word) => ORGANIZATION_WORDS.has(word)).length + (isSchool(text) ? 1 : 0) + (/\w\s*&\s*\w/.test(text) ? 1 : 0);
}

// CJK writes no spaces between words: a school's word ends its name ('某某大学', '東京大学院').
const CJK_SCHOOL = /(?:大学|大學|学院|學院|学校|學校|中学|中學|高中|研究生院|大学院)/u;
// Bachelor, master, doctor and undergraduate degrees in Chinese and Japanese.
const CJK_DEGREE = /(?:学士|學士|硕士|碩士|修士|博士|本科|专科|專科)/u;

export const isSchool = (text: string) => SCHOOL.test(text) || CJK_SCHOOL.test(text);
export const isDegree = (text: string) => DEGREE.test(` ${text}`) || CJK_DEGREE.test(text);

/** Levels a language is given at: the words, and the CEFR grades. */
export const LANGUAGE_LEVEL = new RegExp(
  String.raw`\b(?:native(?:\s+speaker)?|mother\s+tongue|bilingual|fluent|fluency|proficient|advanced|upper[- ]intermediate|intermediate|conversational|working(?:\s+proficiency)?|professional(?:\s+working)?(?:\s+proficiency)?|limited(?:\s+working)?(?:\s+proficiency)?|elementary|basic|beginner|full\s+professional(?:\s+proficiency)?|[abc][12])\b`,
  "i",
);
