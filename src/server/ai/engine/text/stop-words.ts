/** English function words: never a keyword, never the edge of a phrase. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  `a about above after again against all also am an and any are as at be because been before being below between both but by
  can could did do does doing down during each either else etc ever every few for from further had has have having he her here
  hers herself him himself his how i if in into is it its itself just least less let like may me might more most must my myself
  neither no nor not now of off on once only or other our ours ourselves out over own per plus same shall she should so some such
  than that the their theirs them themselves then there these they this those through thus to too under until up upon us very via
  was we were what when where whether which while who whom whose why will with within without would yet you your yours yourself
  yourselves e.g i.e ie eg including include includes across along among around towards toward onto whilst amongst`.split(/\s+/),
);

/**
 * The words every job advert uses and that say nothing about the job: the advert's own vocabulary
 * ("role", "candidate", "requirements"), praise ("strong", "excellent", "dynamic"), time and pay
 * ("years", "salary", "benefits"), and the equal-opportunity statement. A keyword is never one of
 * these, and a phrase does not begin or end with one.
 */
export const BOILERPLATE_WORDS: ReadonlySet<string> = new Set(
  `ability abilities able about-us accountable accuracy-minded additional advantage advantageous applicant applicants application
  applications apply applying appropriate approach areas aspect aspects asset assets attitude background based basis benefit business
  benefits best better bonus bonuses boost business-critical candidate candidates capability capable career careers chance
  colleagues company companies competitive complex comprehensive consideration core critical culture current daily day days
  dedicated degree demonstrable demonstrated description desire desirable desired detail details different difference duties duty
  dynamic eager effective effectively efficient eligible employee employees employer employment encouraged engaging enjoy
  environment environments equal equivalent essential excellent exceptional exciting existing expectation expectations experience
  experienced experiences expert expertise extensive familiar familiarity fast fast-paced field fit flexible focus focused
  full-time part-time full time part goal goals good great growing growth hands-on help high highly hire hiring hour hours
  ideal ideally impact important including individual individuals industry innovative insight interest interested job jobs join
  joining key kind knowledge large level levels looking love lot lots make making manner matter meaningful member members minimum
  mission motivated multiple must-have nice nice-to-have need needed needs new next offer offers office one opportunities
  opportunity organization organisation outstanding overview paced part passion passionate people perks person plus position
  positions practical preferably preference preferred previous primary prior proactive professional proficiency proficient
  program proven qualification qualifications qualified quality range real related relevant remote hybrid onsite on-site
  reporting requirement requirements required requires responsibilities responsibility responsible résumé resume right robust
  role roles salary scalable schedule seeking self senior junior setting similar skill skills solid solution solutions someone
  something specialist start starting status strong structure successful summary support supporting talented task tasks team teams
  thing things time today top total type types understanding unique variety various way ways well wide willing willingness
  work working works world year years yrs yr week weeks month months daily weekly monthly annual annually competitive pay paid
  holiday holidays leave vacation pto insurance dental vision medical-insurance 401k 401 pension retirement wellness stipend
  equity stock options discount discounts allowance reimbursement relocation visa sponsorship commute parking perk
  race color colour religion sex gender identity orientation national origin age disability veteran protected
  characteristic characteristics applicable law laws accommodation accommodations regardless qualified-applicants
  inc llc ltd corp corporation co gmbh plc group us we our you your they week-end weekend shift shifts overtime plus
  eoe equal-opportunity affirmative action please email submit send cv cover letter resume apply now click link today
  responsibilities requirements qualifications benefits compensation leading accurate timely world-class award-winning
  thriving fun friendly supportive collaborative inclusive diverse rewarding fulfilling challenging amazing awesome busy
  local global international national regional innovative cutting-edge state-of-the-art fantastic wonderful exceptional extra`.split(/\s+/),
);

/** A word that is never a keyword on its own: a function word or job-advert boilerplate. */
export function isBoilerplate(word: string): boolean {
  const lower = word.toLowerCase();
  return STOP_WORDS.has(lower) || BOILERPLATE_WORDS.has(lower);
}
