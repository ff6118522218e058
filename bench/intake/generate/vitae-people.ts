import type { Certification, Education, Experience, Language, PersonalInfo, Project, SkillGroup } from "#shared/resume";

type Entry<T> = Omit<T, "id">;

/** A resume as typed into Vitae's editor, one for each of its layouts. */
export interface VitaePerson {
  personal_info: PersonalInfo;
  experience: Entry<Experience>[];
  education: Entry<Education>[];
  skills: Entry<SkillGroup>[];
  projects?: Entry<Project>[];
  certifications?: Entry<Certification>[];
  languages?: Entry<Language>[];
}

/** A role; an end of null is the current one (the editor's 'I currently work here'). */
const job = (
  company: string,
  position: string,
  startDate: string,
  endDate: string | null,
  location: string,
  bullets: string[],
): Entry<Experience> => ({
  company,
  position,
  location,
  startDate,
  endDate: endDate ?? "",
  current: endDate === null,
  description: bullets.map((bullet) => `- ${bullet}`).join("\n"),
});

const school = (
  institution: string,
  degree: string,
  field: string,
  startDate: string,
  endDate: string,
  location = "",
): Entry<Education> => ({
  institution,
  degree,
  field,
  location,
  startDate,
  endDate,
});

const skills = (category: string, items: string[]): Entry<SkillGroup> => ({ category, items });

const info = (
  fullName: string,
  email: string,
  phone: string,
  location: string,
  summary: string,
  links: { website?: string; linkedin?: string } = {},
) => ({
  fullName,
  email,
  phone,
  location,
  summary,
  ...links,
});

export const vitaePeople: Record<string, VitaePerson> = {
  modern: {
    personal_info: info(
      "Hugo Almeida",
      "hugo.almeida@example.pt",
      "+351 912 345 678",
      "Lisbon, Portugal",
      "Frontend engineer focused on accessible, fast web apps.",
      {
        website: "hugoalmeida.example",
      },
    ),
    experience: [
      job("Tidewater Labs", "Senior Frontend Engineer", "Mar 2021", null, "Lisbon", [
        "Lead the design-system team of four",
        "Cut bundle size by 38%",
      ]),
      job("Atlântico Digital", "Frontend Developer", "Sep 2017", "Feb 2021", "Porto", ["Built React dashboards for energy clients"]),
    ],
    education: [school("Universidade do Porto", "MSc", "Informatics Engineering", "2012", "2017")],
    skills: [skills("Frontend", ["React", "TypeScript", "CSS", "Accessibility"]), skills("Tooling", ["Vite", "Playwright", "Storybook"])],
    languages: [
      { name: "Portuguese", proficiency: "Native" },
      { name: "English", proficiency: "Fluent" },
    ],
  },
  professional: {
    personal_info: info(
      "Rachel Goldberg",
      "rachel.goldberg@example.com",
      "(215) 555-0131",
      "Philadelphia, PA",
      "Employment lawyer advising employers on compliance, investigations and litigation.",
      {
        linkedin: "linkedin.com/in/rachelgoldberg",
      },
    ),
    experience: [
      job("Whitman Clarke LLP", "Senior Associate", "2018", null, "Philadelphia, PA", [
        "Defend employers in wage-and-hour class actions",
        "Counsel HR teams on investigations",
      ]),
      job("Office of the City Solicitor", "Assistant City Solicitor", "2014", "2018", "Philadelphia, PA", [
        "Litigated labor and employment matters for the City",
      ]),
    ],
    education: [
      school("Temple University Beasley School of Law", "J.D.", "", "2011", "2014"),
      school("University of Pittsburgh", "B.A.", "Political Science", "2007", "2011"),
    ],
    skills: [skills("Practice", ["Employment litigation", "Investigations", "Wage and hour", "FMLA/ADA"])],
    certifications: [{ name: "Pennsylvania Bar", issuer: "Supreme Court of Pennsylvania", date: "2014", credentialId: "" }],
  },
  minimalist: {
    personal_info: info(
      "Yuki Tanaka",
      "yuki.tanaka@example.jp",
      "+81 90 1234 5678",
      "Osaka, Japan",
      "Industrial designer for small household appliances.",
    ),
    experience: [
      job("Kansai Home Electric", "Industrial Designer", "Apr 2019", null, "Osaka", [
        "Designed a rice cooker line selling 200k units a year",
      ]),
      job("Studio Mori", "Junior Designer", "Apr 2016", "Mar 2019", "Kyoto", ["Modelled concepts in Rhino and KeyShot"]),
    ],
    education: [school("Kyoto Institute of Technology", "B.Eng.", "Design", "2012", "2016")],
    skills: [skills("", ["Rhino", "KeyShot", "SolidWorks", "Sketching", "Design for manufacture"])],
  },
  creative: {
    personal_info: info(
      "Zara Okonkwo",
      "zara@studiozara.example",
      "+44 7700 900218",
      "Bristol, UK",
      "Illustrator and motion designer for brands, books and broadcast.",
      {
        website: "studiozara.example",
      },
    ),
    experience: [
      job("Freelance", "Illustrator & Motion Designer", "2020", null, "Bristol", [
        "Clients include publishers, charities and two BBC series",
      ]),
      job("Aardvark Animation", "Motion Designer", "2016", "2020", "Bristol", ["Animated title sequences and explainer films"]),
    ],
    education: [school("University of the West of England", "BA (Hons)", "Illustration", "2013", "2016")],
    skills: [
      skills("Tools", ["After Effects", "Procreate", "Illustrator", "Cinema 4D"]),
      skills("Craft", ["Storyboarding", "Character design"]),
    ],
  },
  executive: {
    personal_info: info(
      "Richard Vance",
      "richard.vance@example.com",
      "+1 (312) 555-0175",
      "Chicago, IL",
      "Chief Financial Officer with 22 years in manufacturing and distribution; led two IPOs.",
      {
        linkedin: "linkedin.com/in/richardvance",
      },
    ),
    experience: [
      job("Lakefront Industrial Holdings", "Chief Financial Officer", "Jan 2017", null, "Chicago, IL", [
        "Led the 2019 IPO raising $420M",
        "Refinanced $900M of debt",
      ]),
      job("Prairie Components", "VP Finance", "Jun 2010", "Dec 2016", "Milwaukee, WI", ["Built FP&A from scratch for a $1.2B business"]),
      job("KPMG", "Audit Senior Manager", "Sep 2001", "May 2010", "Chicago, IL", ["Audited industrial and distribution clients"]),
    ],
    education: [
      school("Kellogg School of Management, Northwestern University", "MBA", "", "2006", "2008"),
      school("University of Notre Dame", "BBA", "Accountancy", "1997", "2001"),
    ],
    skills: [skills("", ["Capital markets", "M&A", "FP&A", "Investor relations", "Treasury"])],
  },
  technical: {
    personal_info: info(
      "Arjun Mehta",
      "arjun.mehta@example.in",
      "+91 98765 43210",
      "Bengaluru, India",
      "Site reliability engineer keeping payment systems at four nines.",
      {
        website: "arjunmehta.example",
        linkedin: "linkedin.com/in/arjunmehta",
      },
    ),
    experience: [
      job("Kaveri Pay", "Staff SRE", "2020-08", null, "Bengaluru", [
        "Own SLOs for 30 payment services",
        "Built chaos drills that found 14 failure modes",
      ]),
      job("Indus Cloud", "SRE II", "2017-07", "2020-07", "Hyderabad", ["Migrated monitoring to Prometheus and Grafana"]),
    ],
    education: [school("IIT Madras", "B.Tech", "Computer Science and Engineering", "2013", "2017")],
    skills: [skills("Languages", ["Go", "Python", "Bash"]), skills("Platform", ["Kubernetes", "Prometheus", "Envoy", "PostgreSQL"])],
    projects: [
      {
        name: "slo-kit",
        description: "Open-source SLO burn-rate alert generator",
        technologies: ["Go"],
        link: "github.com/arjunmehta/slo-kit",
        startDate: "",
        endDate: "",
      },
    ],
  },
  academic: {
    personal_info: info(
      "Prof. Eleanor Whitcombe",
      "e.whitcombe@example.ac.uk",
      "+44 131 496 0552",
      "Edinburgh, UK",
      "Historian of early modern Scotland and the book trade.",
    ),
    experience: [
      job("University of Edinburgh", "Professor of Early Modern History", "2015", null, "Edinburgh", [
        "Director of the Centre for the History of the Book",
      ]),
      job("University of St Andrews", "Lecturer in History", "2008", "2015", "St Andrews", ["Taught Reformation and print culture"]),
    ],
    education: [
      school("University of Oxford", "DPhil", "History", "2004", "2008"),
      school("University of Glasgow", "MA (Hons)", "History", "2000", "2004"),
    ],
    skills: [skills("Research", ["Palaeography", "Archival research", "Digital humanities", "Latin"])],
  },
  simple: {
    personal_info: info(
      "Carlos Rivera",
      "carlos.rivera@example.com",
      "(786) 555-0117",
      "Miami, FL",
      "Bilingual customer-service lead for travel and hospitality.",
    ),
    experience: [
      job("Sunbay Cruises", "Guest Services Supervisor", "May 2019", null, "Miami, FL", [
        "Lead a team of 12 agents",
        "Raised satisfaction scores to 4.7/5",
      ]),
      job("Palmetto Hotels", "Front Desk Agent", "Jun 2016", "Apr 2019", "Miami Beach, FL", ["Checked in 150 guests a day"]),
    ],
    education: [school("Miami Dade College", "A.A.", "Hospitality Management", "2014", "2016")],
    skills: [skills("", ["Customer service", "Conflict resolution", "Opera PMS", "Spanish", "Scheduling"])],
  },
  corporate: {
    personal_info: info(
      "Ingrid Solberg",
      "ingrid.solberg@example.no",
      "+47 912 34 567",
      "Oslo, Norway",
      "Procurement manager for energy and offshore projects.",
      {
        linkedin: "linkedin.com/in/ingridsolberg",
      },
    ),
    experience: [
      job("Nordsjø Energi ASA", "Procurement Manager", "August 2018", null, "Oslo", [
        "Run category strategy for NOK 3bn of spend",
        "Negotiated frame agreements with 40 suppliers",
      ]),
      job("Fjord Offshore", "Senior Buyer", "January 2013", "July 2018", "Stavanger", ["Bought subsea equipment and services"]),
    ],
    education: [school("BI Norwegian Business School", "MSc", "Business", "2011", "2013")],
    skills: [skills("", ["Strategic sourcing", "Contract negotiation", "SAP Ariba", "Supplier risk"])],
  },
  bold: {
    personal_info: info(
      "Jamal Carter",
      "jamal.carter@example.com",
      "404.555.0162",
      "Atlanta, GA",
      "Sales leader who builds teams that beat their number.",
    ),
    experience: [
      job("Peachstate Logistics", "Regional Sales Director", "03/2020", null, "Atlanta, GA", [
        "Grew the Southeast region from $18M to $31M",
        "Hired and coached 9 account managers",
      ]),
      job("Freightway", "Account Manager", "01/2015", "02/2020", "Charlotte, NC", ["President's Club 2017 and 2019"]),
    ],
    education: [school("Georgia State University", "BBA", "Marketing", "2010", "2014")],
    skills: [skills("", ["Enterprise sales", "Team leadership", "Salesforce", "Forecasting", "Negotiation"])],
  },
  compact: {
    personal_info: info(
      "Mei Lin Chen",
      "meilin.chen@example.sg",
      "+65 9123 4567",
      "Singapore",
      "QA engineer who automates the tests people used to click through.",
      {
        website: "meilinchen.example",
      },
    ),
    experience: [
      job("Lion City Fintech", "Senior QA Automation Engineer", "Jul 2020", null, "Singapore", [
        "Built a Playwright suite of 1,400 tests",
        "Cut release regression from 3 days to 4 hours",
      ]),
      job("Straits Software", "QA Engineer", "Jan 2017", "Jun 2020", "Singapore", ["Wrote API tests in Postman and Newman"]),
      job("Straits Software", "QA Intern", "May 2016", "Dec 2016", "Singapore", ["Manual testing of the mobile banking app"]),
    ],
    education: [school("National University of Singapore", "BComp", "Information Systems", "2013", "2017")],
    skills: [skills("Testing", ["Playwright", "Cypress", "Postman", "JMeter"]), skills("Languages", ["TypeScript", "Java"])],
    certifications: [{ name: "ISTQB Certified Tester Foundation Level", issuer: "ISTQB", date: "2018", credentialId: "" }],
  },
  infographic: {
    personal_info: info(
      "Sofía Herrera",
      "sofia.herrera@example.mx",
      "+52 55 5123 4567",
      "Mexico City, Mexico",
      "Growth marketer for consumer apps in Latin America.",
    ),
    experience: [
      job("Rápido Apps", "Head of Growth", "Feb 2021", null, "Mexico City", [
        "Grew monthly active users from 400k to 2.1M",
        "Run a $3M paid acquisition budget",
      ]),
      job("Mercado Verde", "Performance Marketing Manager", "Aug 2017", "Jan 2021", "Guadalajara", ["Cut cost per install by 45%"]),
    ],
    education: [school("Tecnológico de Monterrey", "Licenciatura", "Marketing", "2012", "2016")],
    skills: [skills("Channels", ["Google Ads", "Meta Ads", "ASO", "Email"]), skills("Analytics", ["Amplitude", "SQL", "Looker"])],
    languages: [
      { name: "Spanish", proficiency: "Native" },
      { name: "English", proficiency: "Professional" },
    ],
  },
  classic: {
    personal_info: info(
      "William Ashford",
      "w.ashford@example.co.uk",
      "020 7946 0874",
      "London, UK",
      "Chartered surveyor specialising in commercial property valuation.",
    ),
    experience: [
      job("Ashcombe & Reid", "Associate Director, Valuation", "2016", null, "London", [
        "Value office and retail portfolios up to £400M",
        "Lead a team of six surveyors",
      ]),
      job("Knight Lambert", "Graduate Surveyor", "2011", "2016", "London", ["Completed APC and qualified MRICS in 2013"]),
    ],
    education: [school("University of Reading", "BSc", "Real Estate", "2008", "2011")],
    skills: [skills("", ["Commercial valuation", "Argus Enterprise", "Red Book", "Lease advisory"])],
    certifications: [{ name: "MRICS", issuer: "Royal Institution of Chartered Surveyors", date: "2013", credentialId: "" }],
  },
  "cv-photo-modern": {
    personal_info: info(
      "Anna Kowalczyk",
      "anna.kowalczyk@example.pl",
      "+48 601 234 567",
      "Warsaw, Poland",
      "UX researcher who makes teams listen to users early.",
      {
        website: "annakowalczyk.example",
      },
    ),
    experience: [
      job("Vistula Bank", "Lead UX Researcher", "Oct 2019", null, "Warsaw", ["Built a research ops program running 120 studies a year"]),
      job("Baltic Interactive", "UX Researcher", "Jan 2016", "Sep 2019", "Gdańsk", ["Ran usability tests for e-commerce clients"]),
    ],
    education: [school("University of Warsaw", "MA", "Psychology", "2010", "2015")],
    skills: [skills("", ["Usability testing", "Interviews", "Survey design", "Dovetail", "Figma"])],
  },
  "cv-photo-professional": {
    personal_info: info(
      "Thomas Müller",
      "thomas.mueller@example.de",
      "+49 89 2180 3344",
      "Munich, Germany",
      "Mechanical engineer in automotive powertrain development.",
      {
        linkedin: "linkedin.com/in/thomasmueller-eng",
      },
    ),
    experience: [
      job("Isar Automotive AG", "Senior Development Engineer", "04/2018", null, "Munich", ["Lead thermal design of EV battery packs"]),
      job("Bavaria Motorenwerk", "Development Engineer", "10/2013", "03/2018", "Ingolstadt", [
        "Validated gearbox components on test benches",
      ]),
    ],
    education: [school("Technische Universität München", "Dipl.-Ing.", "Mechanical Engineering", "2007", "2013")],
    skills: [skills("", ["CATIA V5", "ANSYS", "MATLAB/Simulink", "DFMEA", "Thermal management"])],
    languages: [
      { name: "German", proficiency: "Native" },
      { name: "English", proficiency: "C1" },
    ],
  },
  "cv-photo-creative": {
    personal_info: info(
      "Chiara Bianchi",
      "chiara.bianchi@example.it",
      "+39 347 123 4567",
      "Milan, Italy",
      "Fashion photographer and art director.",
      {
        website: "chiarabianchi.example",
      },
    ),
    experience: [
      job("Studio Bianchi", "Photographer & Art Director", "2018", null, "Milan", ["Campaigns for four Milan fashion houses"]),
      job("Vogue Italia", "Photo Assistant", "2014", "2018", "Milan", ["Assisted on 60+ editorial shoots"]),
    ],
    education: [school("Istituto Europeo di Design", "Diploma", "Photography", "2011", "2014")],
    skills: [skills("", ["Capture One", "Lightroom", "Studio lighting", "Art direction", "Retouching"])],
  },
  "cv-photo-elegant": {
    personal_info: info(
      "Amara Nwosu",
      "amara.nwosu@example.ng",
      "+234 803 123 4567",
      "Lagos, Nigeria",
      "Hotel general manager for luxury properties in West Africa.",
      {
        linkedin: "linkedin.com/in/amaranwosu",
      },
    ),
    experience: [
      job("Eko Grand Hotel", "General Manager", "Jan 2019", null, "Lagos", [
        "Lead a 310-room hotel with 420 staff",
        "Raised RevPAR by 27% in two years",
      ]),
      job("Accra Palm Resort", "Hotel Manager", "Mar 2014", "Dec 2018", "Accra", ["Opened the resort's conference centre"]),
    ],
    education: [school("École hôtelière de Lausanne", "BSc", "International Hospitality Management", "2006", "2010")],
    skills: [skills("", ["Revenue management", "Guest experience", "P&L management", "Opera", "Pre-opening"])],
  },
  "cv-photo-business": {
    personal_info: info(
      "Lars Eriksson",
      "lars.eriksson@example.se",
      "+46 70 123 45 67",
      "Stockholm, Sweden",
      "Management consultant in retail and consumer goods.",
      {
        website: "larseriksson.example",
      },
    ),
    experience: [
      job("Nordic Strategy Partners", "Principal", "Sep 2019", null, "Stockholm", [
        "Lead pricing and assortment projects for grocery chains",
      ]),
      job("Nordic Strategy Partners", "Consultant", "Aug 2015", "Aug 2019", "Stockholm", ["Built store-network models for five retailers"]),
    ],
    education: [school("Stockholm School of Economics", "MSc", "Business and Economics", "2010", "2015")],
    skills: [skills("", ["Pricing strategy", "Financial modelling", "Workshop facilitation", "PowerPoint", "Alteryx"])],
  },
  "cv-photo-academic": {
    personal_info: info(
      "Dr. Samuel Osei",
      "s.osei@example.edu.gh",
      "+233 24 123 4567",
      "Accra, Ghana",
      "Epidemiologist working on malaria and maternal health.",
    ),
    experience: [
      job("University of Ghana School of Public Health", "Senior Lecturer in Epidemiology", "2017", null, "Accra", [
        "Principal investigator on a $1.2M malaria cohort study",
      ]),
      job("Noguchi Memorial Institute", "Research Fellow", "2013", "2017", "Accra", ["Ran field surveillance across 12 districts"]),
    ],
    education: [
      school("London School of Hygiene & Tropical Medicine", "PhD", "Epidemiology", "2009", "2013"),
      school("Kwame Nkrumah University of Science and Technology", "MPH", "", "2007", "2009"),
    ],
    skills: [skills("", ["Stata", "R", "Cohort studies", "Survey design", "Grant writing"])],
  },
  "cv-photo-minimalist": {
    personal_info: info(
      "Noah Fischer",
      "noah.fischer@example.ch",
      "+41 79 123 45 67",
      "Zurich, Switzerland",
      "Barista trainer and coffee roaster.",
      {
        website: "noahfischer.example",
      },
    ),
    experience: [
      job("Bergkaffee Rösterei", "Head Roaster", "Spring 2020", null, "Zurich", ["Roast 400 kg a week across 12 origins"]),
      job("Café Limmat", "Barista Trainer", "Autumn 2016", "Winter 2019", "Zurich", ["Trained 30 baristas; two reached the Swiss finals"]),
    ],
    education: [school("Specialty Coffee Association", "Coffee Skills Program", "Roasting Professional", "2018", "2019")],
    skills: [skills("", ["Coffee roasting", "Cupping", "Espresso", "Staff training", "Quality control"])],
  },
  "cv-photo-executive": {
    personal_info: info(
      "Margaret O'Brien",
      "margaret.obrien@example.com",
      "+1 617 555 0190",
      "Boston, MA",
      "Hospital CEO with a record of turning around safety-net systems.",
      {
        linkedin: "linkedin.com/in/margaretobrien",
      },
    ),
    experience: [
      job("Commonwealth Community Health", "President & CEO", "September 2016", null, "Boston, MA", [
        "Returned the system to profit within two years",
        "Opened three community clinics",
      ]),
      job("Bay State Medical Center", "Chief Nursing Officer", "June 2009", "August 2016", "Springfield, MA", [
        "Led 1,800 nurses; Magnet designation in 2014",
      ]),
    ],
    education: [
      school("Harvard T.H. Chan School of Public Health", "MPH", "Health Policy", "2005", "2007"),
      school("Boston College", "BSN", "Nursing", "1988", "1992"),
    ],
    skills: [skills("", ["Healthcare leadership", "Turnarounds", "Quality and safety", "Labor relations"])],
  },
  "cv-photo-tech": {
    personal_info: info(
      "Dmitri Volkov",
      "dmitri.volkov@example.dev",
      "+1 (650) 555-0158",
      "Palo Alto, CA",
      "Machine learning engineer shipping ranking and search models.",
      {
        website: "dmitrivolkov.example",
        linkedin: "linkedin.com/in/dmitrivolkov",
      },
    ),
    experience: [
      job("Quill Search", "Senior ML Engineer", "2021-05", null, "Palo Alto, CA", [
        "Trained the learning-to-rank model serving 40M queries a day",
      ]),
      job("Cartwheel AI", "ML Engineer", "2018-06", "2021-04", "San Francisco, CA", ["Built feature pipelines in Spark and Feast"]),
    ],
    education: [school("Stanford University", "MS", "Computer Science", "2016", "2018")],
    skills: [skills("ML", ["PyTorch", "XGBoost", "Learning to rank"]), skills("Systems", ["Spark", "Ray", "Kubernetes"])],
    projects: [
      {
        name: "rankbench",
        description: "Benchmarks for ranking losses",
        technologies: ["Python", "PyTorch"],
        link: "",
        startDate: "",
        endDate: "",
      },
    ],
  },
};
