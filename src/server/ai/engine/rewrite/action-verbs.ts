const words = (list: string): readonly string[] => list.trim().split(/\s+/);

/**
 * Action verbs a resume bullet may open with, by the kind of work they name, in the base form;
 * their other forms come from compromise (verb-forms.ts). A verb appears under one kind only.
 */
export const ACTION_VERBS = {
  leadership: words(`
    lead manage direct head oversee supervise spearhead orchestrate champion guide chair steer
    delegate empower mobilize mobilise motivate inspire unite recruit hire appoint captain command
    govern preside drive own sponsor rally`),
  creation: words(`
    build create design develop engineer launch establish architect code implement produce
    author write draft compose construct assemble fabricate form invent pioneer prototype initiate
    introduce originate devise formulate conceive program craft shape institute incubate conceptualize
    conceptualise envision innovate co-found`),
  improvement: words(`
    improve optimize optimise streamline enhance refine upgrade modernize modernise transform revamp
    overhaul redesign restructure reorganize reorganise rebuild accelerate boost increase reduce
    lower decrease minimize minimise maximize maximise strengthen simplify standardize standardise
    consolidate centralize centralise automate expedite revitalize revitalise remodel re-engineer
    rework rewrite reshape shorten tighten eliminate cut halve double triple lift raise elevate
    amplify advance upskill retool`),
  analysis: words(`
    analyze analyse assess evaluate research investigate audit model measure quantify calculate
    compute examine review survey benchmark diagnose identify inspect interpret map study explore
    detect discover estimate compare correlate extract mine profile synthesize synthesise test
    experiment pinpoint uncover scrutinize appraise gauge predict forecast segment visualize
    visualise`),
  communication: words(`
    present communicate negotiate persuade advise consult brief pitch articulate correspond
    publicize publicise address convince influence lobby mediate moderate edit translate document
    publish announce clarify explain convey liaise facilitate speak report summarize summarise
    showcase demonstrate host interview arbitrate reconcile resolve`),
  teaching: words(`
    train teach educate mentor tutor instruct coach onboard enable lecture counsel nurture foster cultivate
    grade inform`),
  achievement: words(`
    achieve exceed surpass win earn attain deliver complete accomplish secure outperform capture
    reach finish realize realise beat top award obtain gain save recover restore`),
  growth: words(`
    sell market promote grow expand scale generate close acquire prospect upsell source land retain
    convert monetize monetise penetrate target brand advertise campaign attract engage open broaden
    diversify extend multiply`),
  operations: words(`
    coordinate organize organise plan schedule prioritize prioritise operate run process maintain
    administer dispatch distribute supply procure purchase stock allocate assign arrange book
    catalog catalogue categorize classify compile file log record register route ship sort stage
    staff track monitor execute fulfil fulfill prepare control regulate order package load deploy`),
  technical: words(`
    migrate integrate configure debug troubleshoot fix refactor containerize provision script
    install patch encrypt query index cache instrument virtualize harden parallelize port release
    tune repair wire calibrate commission decommission network customize customise localize
    localise`),
  finance: words(`
    budget invoice bill balance fund invest trim collect price underwrite finance account hedge
    recoup tax bank approve authorize authorise`),
  service: words(`
    support serve answer respond welcome greet care nurse treat triage advocate represent
    accommodate attend comfort escort aid rescue protect safeguard ensure enforce certify uphold
    verify validate check clean cook bake`),
  teamwork: words(`
    contribute collaborate partner cooperate co-author co-lead co-ordinate unify bridge connect align
    volunteer`),
  creative: words(`
    illustrate sketch photograph film animate curate style render paint draw perform choreograph
    storyboard decorate dress shoot score narrate stylize sculpt print`),
} as const satisfies Record<string, readonly string[]>;

export type VerbKind = keyof typeof ACTION_VERBS;

/**
 * Verbs that open a line without saying what was achieved: a line opening with one does not count
 * as opening with an action verb; rewriting replaces the common openings (weak-openings.ts).
 */
export const WEAK_VERBS: ReadonlySet<string> = new Set(
  words(`be have do get go make help work assist participate use utilize utilise handle deal try become involve take task`),
);
