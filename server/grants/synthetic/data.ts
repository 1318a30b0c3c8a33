// The synthetic catalog's data tables: themes, agencies with their programs, and shared vocabulary. The logic that
// draws from them is generate.ts.
import type { CategoryCode, EligibleApplicantCode } from '../codes';
import type { Rng } from './rng';

export const pad = (n: number, width: number): string => String(n).padStart(width, '0');

// ---------------------------------------------------------------------------------------------
// Themes: each agency program points at a theme, which drives categories, prose, applicants and amounts.

export interface Theme {
  /** First is primary; one more may be added. */
  categories: readonly CategoryCode[];
  /** Research-style titles used by research agencies (NIH, NSF, …). */
  research?: readonly string[];
  focuses: readonly string[];
  /** Searchable key phrases woven into descriptions. */
  terms: readonly string[];
  populations: readonly string[];
  /** Verb phrases: "expand …", "train …". */
  activities: readonly string[];
  /** Noun phrases: "measurable gains in …". */
  outcomes: readonly string[];
  applicants: readonly EligibleApplicantCode[];
  /** Award ceiling range in whole dollars. */
  ceiling: readonly [number, number];
}

export const THEMES = {
  literacy: {
    categories: ['ED', 'ISS'],
    research: ['Reading Comprehension and Language Development in the Early Grades', 'Efficacy Studies of Adolescent Literacy Interventions'],
    focuses: ['Elementary Schools', 'Middle Grades', 'School Libraries', 'English Learners', 'Summer Programming'],
    terms: ['after-school literacy', 'reading proficiency', 'family engagement', 'school libraries', 'English learners', 'summer learning', 'high-quality instructional materials'],
    populations: ['students attending high-need schools', 'English learners and their families', 'children in kindergarten through grade 8', 'adult learners with low literacy skills'],
    activities: ['expand after-school literacy programming aligned with state academic standards', 'provide high-quality, age-appropriate books to children and families', 'train teachers and tutors in evidence-based reading instruction', 'establish partnerships among schools, public libraries, and community organizations', 'offer summer learning programs that prevent learning loss', 'modernize school library collections and services'],
    outcomes: ['measurable gains in reading proficiency', 'increased family engagement in literacy activities', 'improved school-day attendance', 'greater access to print and digital reading materials'],
    applicants: ['00', '02', '05', '06', '12', '13', '20', '25'],
    ceiling: [50_000, 2_000_000],
  },
  stem: {
    categories: ['ED', 'ST'],
    research: ['Research on Learning in Formal and Informal Settings', 'Discovery Research PreK-12', 'Broadening Participation in Computing Alliances', 'Improving Undergraduate STEM Education: Directorate for STEM Education', 'Innovative Technology Experiences for Students and Teachers', 'Research Experiences for Undergraduates Sites'],
    focuses: ['Hispanic-Serving Institutions', 'Two-Year Colleges', 'K-12 Teacher Preparation', 'Computational Thinking', 'Rural Schools'],
    terms: ['STEM education', 'computer science', 'undergraduate research experiences', 'teacher preparation', 'computational thinking', 'broadening participation', 'mathematics achievement'],
    populations: ['undergraduate students from groups underrepresented in STEM', 'K-12 teachers in high-need school districts', 'community college students', 'middle and high school students'],
    activities: ['design and test inquiry-based STEM curricula', 'recruit and prepare highly qualified mathematics and science teachers', 'provide authentic undergraduate research experiences', 'build regional partnerships between colleges, employers, and school districts', 'integrate computer science and computational thinking into core courses', 'develop mentoring networks for early-career STEM students'],
    outcomes: ['increased persistence and graduation in STEM majors', 'a larger and more diverse pool of certified STEM teachers', 'improved student achievement in mathematics and science', 'new knowledge about effective STEM teaching practices'],
    applicants: ['05', '06', '12', '13', '20', '23', '00', '25'],
    ceiling: [100_000, 3_000_000],
  },
  earlyChildhood: {
    categories: ['ISS', 'ED', 'HL'],
    research: ['Child Development Research in Early Care and Education Settings', 'Prenatal and Early Childhood Exposures and Developmental Outcomes'],
    focuses: ['Infants and Toddlers', 'Family Child Care Networks', 'Tribal Communities', 'Workforce Development', 'Home-Based Services'],
    terms: ['early childhood', 'home visiting', 'child care', 'kindergarten readiness', 'infant and toddler care', 'developmental screening', 'family support'],
    populations: ['low-income families with young children', 'pregnant women and new parents', 'children from birth through age five', 'early care and education providers'],
    activities: ['expand access to high-quality infant and toddler child care', 'deliver evidence-based home visiting services to expectant and parenting families', 'conduct developmental screening and referral for young children', 'strengthen the early childhood workforce through training and compensation strategies', 'coordinate early care, health, and family support services', 'improve transitions from preschool to kindergarten'],
    outcomes: ['improved kindergarten readiness', 'increased enrollment in licensed child care', 'healthier birth outcomes and child development', 'stronger family economic stability'],
    applicants: ['00', '01', '02', '07', '11', '12', '13', '06'],
    ceiling: [100_000, 4_000_000],
  },
  food: {
    categories: ['FN', 'AG'],
    focuses: ['Rural Food Deserts', 'School Meals', 'Tribal Food Sovereignty', 'Produce Prescription Projects', 'Planning Projects'],
    terms: ['food insecurity', 'fresh fruits and vegetables', 'nutrition incentives', 'local food systems', 'food banks', 'farm to school', 'SNAP participants'],
    populations: ['low-income households experiencing food insecurity', 'SNAP participants', 'schoolchildren and their families', 'small and mid-sized farmers'],
    activities: ['increase purchases of fresh fruits and vegetables by SNAP participants', 'connect local producers with schools, food banks, and retailers', 'develop community food assessments and food system plans', 'build cold storage, aggregation, and distribution capacity', 'provide nutrition education paired with incentives', 'establish community gardens and urban farms'],
    outcomes: ['reduced food insecurity in target communities', 'increased consumption of fruits and vegetables', 'new market opportunities for local producers', 'stronger community food system infrastructure'],
    applicants: ['12', '13', '00', '01', '02', '07', '06', '25'],
    ceiling: [25_000, 1_000_000],
  },
  agriculture: {
    categories: ['AG', 'ST'],
    research: ['Agriculture and Food Research Initiative: Sustainable Agricultural Systems', 'Soil Health and Carbon Sequestration Research', 'Plant Breeding for Agricultural Production', 'Animal Health and Disease Research'],
    focuses: ['Socially Disadvantaged Producers', 'Military Veteran Farmers', 'Specialty Crops', 'Extension Programs', 'Integrated Projects'],
    terms: ['beginning farmers', 'soil health', 'sustainable agriculture', 'crop production', 'cooperative extension', 'climate-smart agriculture', 'specialty crops'],
    populations: ['beginning farmers and ranchers', 'agricultural producers and land managers', 'small and mid-sized farm operations', 'veteran and socially disadvantaged producers'],
    activities: ['deliver training in farm business planning and financial management', 'conduct on-farm research and demonstrations of conservation practices', 'develop improved crop varieties and integrated pest management strategies', 'expand cooperative extension outreach to underserved producers', 'support land access and succession planning', 'disseminate research findings through field days and online tools'],
    outcomes: ['improved farm profitability and viability', 'wider adoption of soil health practices', 'more resilient crop production systems', 'an expanded network of trained beginning farmers'],
    applicants: ['06', '20', '12', '13', '07', '11', '00', '25'],
    ceiling: [50_000, 3_000_000],
  },
  watershed: {
    categories: ['ENV', 'NR'],
    research: ['Nutrient Dynamics and Harmful Algal Blooms in Freshwater Systems', 'Water Quality Monitoring and Modeling Research'],
    focuses: ['Great Lakes Basin', 'Chesapeake Bay Watershed', 'Urban Streams', 'Agricultural Runoff', 'Source Water Protection'],
    terms: ['watershed restoration', 'water quality', 'stormwater management', 'nutrient pollution', 'riparian buffers', 'green infrastructure', 'wetland restoration'],
    populations: ['communities in impaired watersheds', 'local governments and conservation districts', 'rural water systems', 'neighborhoods affected by flooding and polluted runoff'],
    activities: ['restore riparian buffers and stream channels', 'install green infrastructure to capture and treat stormwater', 'reduce nutrient and sediment loading from agricultural lands', 'develop and implement watershed-based plans', 'monitor water quality and share data with the public', 'restore wetlands that provide habitat and flood storage'],
    outcomes: ['measurable reductions in nutrient and sediment loads', 'improved water quality in impaired waters', 'restored acres of wetland and riparian habitat', 'greater local capacity for watershed stewardship'],
    applicants: ['00', '01', '02', '04', '07', '12', '06', '11'],
    ceiling: [25_000, 2_000_000],
  },
  brownfields: {
    categories: ['ENV', 'CD'],
    focuses: ['Community-Wide Assessments', 'Site-Specific Cleanup', 'Small Communities', 'Former Industrial Corridors', 'Tribal Lands'],
    terms: ['brownfields', 'environmental justice', 'site assessment', 'contaminated properties', 'air quality monitoring', 'community revitalization', 'environmental education'],
    populations: ['communities overburdened by pollution', 'neighborhoods surrounding vacant industrial sites', 'small and rural communities', 'tribal and territorial governments'],
    activities: ['inventory, characterize, and assess contaminated properties', 'clean up brownfield sites for productive reuse', 'deploy community-scale air quality monitoring networks', 'engage residents in area-wide planning for site reuse', 'deliver environmental education to students and community members', 'expand recycling and solid waste infrastructure'],
    outcomes: ['acres of land made ready for reuse', 'leveraged public and private redevelopment investment', 'reduced exposure to environmental hazards', 'stronger community participation in environmental decision-making'],
    applicants: ['00', '01', '02', '04', '07', '08', '12', '11'],
    ceiling: [50_000, 4_000_000],
  },
  wildfire: {
    categories: ['DPR', 'NR', 'IIJ'],
    research: ['Fire Science and Fuels Management Research'],
    focuses: ['Wildland-Urban Interface', 'Tribal Forest Lands', 'Post-Fire Recovery', 'Planning Projects', 'Western States'],
    terms: ['wildfire resilience', 'hazardous fuels reduction', 'community wildfire protection plans', 'wildland-urban interface', 'forest health', 'prescribed fire', 'post-fire recovery'],
    populations: ['at-risk communities in the wildland-urban interface', 'rural fire departments', 'private forest landowners', 'tribal communities'],
    activities: ['develop or update community wildfire protection plans', 'carry out hazardous fuels reduction on high-risk lands', 'train and equip volunteer and rural fire departments', 'restore forest health through thinning and prescribed fire', 'support post-fire watershed and reforestation work', 'educate homeowners on defensible space and home hardening'],
    outcomes: ['reduced wildfire risk to homes and critical infrastructure', 'acres of hazardous fuels treated', 'increased local firefighting capacity', 'healthier, more resilient forest landscapes'],
    applicants: ['00', '01', '02', '04', '07', '11', '12', '13'],
    ceiling: [20_000, 5_000_000],
  },
  hazardMitigation: {
    categories: ['DPR', 'CD'],
    focuses: ['Capability and Capacity Building', 'Swift Current', 'Small Impoverished Communities', 'Nature-Based Solutions', 'Extreme Heat'],
    terms: ['hazard mitigation', 'flood risk', 'disaster resilience', 'emergency management', 'critical infrastructure', 'nature-based solutions', 'extreme heat'],
    populations: ['communities with high natural hazard risk', 'state, local, tribal, and territorial emergency managers', 'owners of repetitively flooded properties', 'fire departments and emergency medical services'],
    activities: ['elevate, acquire, or floodproof repetitively flooded structures', 'update hazard mitigation plans and building codes', 'retrofit critical facilities against seismic and wind hazards', 'implement nature-based flood protection projects', 'purchase firefighting and emergency response equipment', 'establish cooling centers and extreme heat response plans'],
    outcomes: ['reduced future disaster losses', 'improved emergency preparedness and response capacity', 'fewer repetitive flood insurance claims', 'stronger and more resilient critical infrastructure'],
    applicants: ['00', '01', '02', '04', '07', '11', '12', '25'],
    ceiling: [50_000, 5_000_000],
  },
  substanceUse: {
    categories: ['HL', 'LJL'],
    research: ['Mechanisms of Opioid Use Disorder Treatment Response', 'Prevention of Polysubstance Use in Adolescents', 'Implementation Research on Medications for Opioid Use Disorder in Justice Settings', 'Harm Reduction Approaches for People Who Use Drugs'],
    focuses: ['Rural Communities', 'Justice-Involved Individuals', 'Pregnant and Postpartum Women', 'Tribal Nations', 'Emergency Department Bridge Programs'],
    terms: ['opioid use disorder', 'substance use prevention', 'medication for opioid use disorder', 'naloxone distribution', 'recovery support services', 'harm reduction', 'overdose prevention'],
    populations: ['individuals with opioid use disorder', 'adolescents and young adults at risk of substance misuse', 'people leaving jails and prisons', 'families affected by addiction'],
    activities: ['expand access to FDA-approved medications for opioid use disorder', 'distribute naloxone and train first responders in overdose reversal', 'provide peer recovery support and recovery housing', 'implement community-level substance use prevention strategies', 'link emergency department patients to ongoing treatment', 'integrate substance use treatment with primary care'],
    outcomes: ['fewer fatal and non-fatal overdoses', 'increased treatment initiation and retention', 'reduced substance misuse among youth', 'improved recovery outcomes and community reintegration'],
    applicants: ['00', '01', '02', '07', '11', '12', '06', '13'],
    ceiling: [100_000, 5_000_000],
  },
  mentalHealth: {
    categories: ['HL', 'ISS'],
    research: ['Services Research for Serious Mental Illness', 'Suicide Prevention Interventions in Health Care Settings', 'Digital Mental Health Interventions for Youth', 'Neural Mechanisms of Anxiety and Depression'],
    focuses: ['School-Based Services', 'Youth and Young Adults', 'Crisis Continuum', 'Rural and Frontier Areas', 'Veterans and Military Families'],
    terms: ['mental health', 'suicide prevention', 'crisis response', 'behavioral health', 'trauma-informed care', 'school-based mental health', 'serious mental illness'],
    populations: ['children and youth with serious emotional disturbance', 'adults with serious mental illness', 'students in K-12 schools', 'people experiencing a mental health crisis'],
    activities: ['expand school-based mental health screening and services', 'establish mobile crisis teams and crisis stabilization services', 'train educators and first responders in mental health awareness', 'implement evidence-based suicide prevention programs', 'integrate behavioral health into primary care', 'build the behavioral health workforce in underserved areas'],
    outcomes: ['reduced suicide attempts and deaths', 'increased access to timely behavioral health care', 'fewer emergency department visits for mental health crises', 'improved school climate and student well-being'],
    applicants: ['00', '01', '02', '05', '07', '11', '12', '06'],
    ceiling: [100_000, 4_000_000],
  },
  ruralHealth: {
    categories: ['HL'],
    research: ['Rural Health Research Centers', 'Health Equity Research in Primary Care'],
    focuses: ['Frontier Communities', 'Maternal Health', 'Chronic Disease Management', 'Critical Access Hospitals', 'Planning Grants'],
    terms: ['rural health', 'telehealth', 'community health workers', 'chronic disease prevention', 'primary care access', 'health equity', 'maternal health'],
    populations: ['residents of rural and frontier counties', 'uninsured and underinsured patients', 'pregnant and postpartum women in rural areas', 'adults living with diabetes and hypertension'],
    activities: ['expand primary care services through outreach and mobile clinics', 'deploy telehealth networks connecting rural clinics to specialists', 'train and deploy community health workers', 'implement chronic disease self-management programs', 'form rural health networks to share resources and services', 'improve quality reporting in small health care practices'],
    outcomes: ['improved access to primary and preventive care', 'better management of chronic conditions', 'reduced avoidable hospitalizations', 'sustainable rural health networks'],
    applicants: ['12', '13', '00', '01', '07', '11', '06', '20'],
    ceiling: [100_000, 1_500_000],
  },
  biomedical: {
    categories: ['HL', 'ST'],
    research: ['Mechanisms of Cardiometabolic Disease Across the Lifespan', 'Cancer Prevention and Control Clinical Trials', "Alzheimer's Disease and Related Dementias Research", "Maximizing Investigators' Research Award", 'Research Career Development in Clinical and Translational Science', 'Health Disparities Research in Chronic Kidney Disease', 'Innovative Technologies for Precision Medicine', 'Medical Scientist Training Program'],
    focuses: ['Early-Stage Investigators', 'Underrepresented Populations', 'Pediatric Studies', 'Data Science', 'Clinical Trial Readiness'],
    terms: ['biomedical research', 'clinical trials', 'health disparities', 'translational science', 'research training', 'precision medicine', 'chronic disease'],
    populations: ['populations that experience health disparities', 'early-stage investigators', 'pediatric and older adult populations', 'patients with chronic disease'],
    activities: ['conduct hypothesis-driven studies of disease mechanisms', 'support clinical trials of promising prevention and treatment strategies', 'develop shared research resources and data infrastructure', 'train the next generation of physician-scientists', 'build multidisciplinary research teams across institutions', 'translate laboratory discoveries into clinical practice'],
    outcomes: ['new knowledge of disease mechanisms', 'validated interventions ready for larger trials', 'a diverse and well-trained biomedical workforce', 'reduced disparities in health outcomes'],
    applicants: ['06', '20', '12', '13', '22', '23', '07', '25'],
    ceiling: [150_000, 5_000_000],
  },
  workforce: {
    categories: ['ELT', 'ED'],
    focuses: ['Registered Apprenticeship', 'Clean Energy Jobs', 'Health Care Occupations', 'Opportunity Youth', 'Advanced Manufacturing'],
    terms: ['workforce training', 'registered apprenticeship', 'career pathways', 'industry-recognized credentials', 'sector partnerships', 'dislocated workers', 'job placement'],
    populations: ['dislocated and unemployed workers', 'opportunity youth ages 16 to 24', 'incumbent workers seeking advancement', 'adults without a postsecondary credential'],
    activities: ['design employer-driven training aligned with in-demand occupations', 'expand registered apprenticeship and pre-apprenticeship programs', 'provide supportive services such as transportation and child care', 'develop stackable, industry-recognized credentials', 'build regional sector partnerships with employers and training providers', 'offer paid work experience and job placement services'],
    outcomes: ['increased employment and earnings for participants', 'more industry-recognized credentials earned', 'higher apprenticeship completion rates', 'employers with a skilled, diverse talent pipeline'],
    applicants: ['00', '01', '02', '06', '12', '13', '20', '25'],
    ceiling: [150_000, 5_000_000],
  },
  housing: {
    categories: ['HO', 'ISS'],
    focuses: ['Unsheltered Homelessness', 'Rural Communities', 'Older Adults', 'Youth Aging Out of Foster Care', 'Lead Hazard Control'],
    terms: ['affordable housing', 'homelessness', 'rapid rehousing', 'permanent supportive housing', 'housing stability', 'lead hazard control', 'fair housing'],
    populations: ['individuals and families experiencing homelessness', 'low-income renters', 'youth experiencing homelessness', 'residents of distressed public housing'],
    activities: ['provide rapid rehousing and rental assistance', 'develop permanent supportive housing with wraparound services', 'rehabilitate and preserve existing affordable rental units', 'remediate lead-based paint and other home health hazards', 'coordinate entry and outreach across homeless service providers', 'offer housing counseling and fair housing education'],
    outcomes: ['reduced homelessness and shorter episodes of homelessness', 'more affordable units preserved or produced', 'improved housing stability for participants', 'fewer children exposed to lead hazards'],
    applicants: ['00', '01', '02', '08', '07', '12', '13', '11'],
    ceiling: [100_000, 5_000_000],
  },
  communityDevelopment: {
    categories: ['CD', 'RD', 'BC'],
    focuses: ['Persistent Poverty Counties', 'Coal Communities', 'Downtown Districts', 'Regional Innovation Clusters', 'Public Works'],
    terms: ['economic development', 'small business growth', 'downtown revitalization', 'regional innovation', 'job creation', 'public facilities', 'distressed communities'],
    populations: ['economically distressed communities', 'small towns and rural regions', 'entrepreneurs and small businesses', 'low- and moderate-income residents'],
    activities: ['construct or upgrade public facilities that support private investment', 'provide technical assistance and training to small businesses', 'develop regional economic development strategies', 'revitalize downtown commercial districts', 'capitalize revolving loan funds for local businesses', 'support innovation hubs and business incubators'],
    outcomes: ['new and retained jobs', 'private investment leveraged in target areas', 'increased business formation', 'improved public infrastructure in distressed areas'],
    applicants: ['00', '01', '02', '04', '07', '12', '06', '25'],
    ceiling: [50_000, 5_000_000],
  },
  broadband: {
    categories: ['CD', 'IS', 'IIJ'],
    focuses: ['Unserved Rural Areas', 'Tribal Lands', 'Covered Populations', 'Anchor Institutions', 'Device Access'],
    terms: ['rural broadband', 'digital equity', 'digital literacy', 'broadband adoption', 'telemedicine', 'device access', 'internet affordability'],
    populations: ['households in unserved and underserved rural areas', 'older adults and veterans', 'residents of tribal lands', 'students and job seekers without home internet'],
    activities: ['deploy high-speed broadband infrastructure to unserved locations', 'provide digital literacy training and digital navigator services', 'distribute devices and technical support to covered populations', 'connect schools, libraries, and clinics to distance learning and telemedicine', 'enroll households in affordable internet service offerings', 'map broadband availability and adoption gaps'],
    outcomes: ['more households with affordable high-speed internet', 'improved digital skills and broadband adoption', 'expanded access to telehealth and online learning', 'narrowed digital divide in target communities'],
    applicants: ['00', '01', '02', '07', '11', '12', '22', '23'],
    ceiling: [100_000, 5_000_000],
  },
  arts: {
    categories: ['AR'],
    focuses: ['Rural Arts Organizations', 'Youth Arts Learning', 'Public Art', 'Folk and Traditional Arts', 'Arts and Health'],
    terms: ['arts education', 'creative placemaking', 'folk and traditional arts', 'public art', 'performing arts', 'arts engagement', 'artist residencies'],
    populations: ['underserved communities with limited access to the arts', 'students and lifelong learners', 'local artists and culture bearers', 'military service members and veterans'],
    activities: ['present performances, exhibitions, and festivals', 'commission public art that reflects community identity', 'support artist residencies in schools and community settings', 'document and share folk and traditional art forms', 'integrate arts and culture into local planning efforts', 'provide sequential arts instruction for young people'],
    outcomes: ['broader public engagement with the arts', 'stronger arts learning for children and youth', 'vibrant, culturally rich public spaces', 'sustained careers for local artists'],
    applicants: ['12', '02', '01', '00', '07', '06', '20', '25'],
    ceiling: [5_000, 150_000],
  },
  humanities: {
    categories: ['HU', 'ED'],
    focuses: ['Oral History', 'Community Colleges', 'Historically Black Colleges and Universities', 'Local and Regional History', 'Digital Projects'],
    terms: ['public humanities', 'oral history', 'cultural heritage', 'digital humanities', 'archives', 'humanities education', 'local history'],
    populations: ['general public audiences', 'college faculty and students', 'veterans and their families', 'archivists and cultural heritage professionals'],
    activities: ['develop public programs, exhibitions, and discussion series', 'record and preserve community oral histories', 'digitize and describe archival collections', 'create humanities curricula for community college students', 'build open-source digital humanities tools', 'train staff in preventive conservation of collections'],
    outcomes: ['broader public engagement with history and culture', 'preserved and accessible cultural heritage collections', 'strengthened humanities teaching', 'new digital resources for scholars and the public'],
    applicants: ['12', '06', '20', '07', '02', '01', '00', '21'],
    ceiling: [10_000, 500_000],
  },
  museums: {
    categories: ['HU', 'ED', 'IS'],
    focuses: ['Small Museums', 'Collections Stewardship', 'Lifelong Learning', 'Community Anchors', 'Library Workforce'],
    terms: ['museum collections', 'library services', 'collections care', 'community anchors', 'digital collections', 'informal learning', 'library workforce'],
    populations: ['museum and library visitors of all ages', 'library and information science students', 'tribal libraries and cultural centers', 'small and rural museums'],
    activities: ['improve care, documentation, and storage of museum collections', 'digitize collections and make them accessible online', 'design informal learning programs for families and schools', 'recruit and train the next generation of librarians', 'strengthen libraries and museums as community anchors', 'conduct collections assessments and conservation surveys'],
    outcomes: ['better-preserved and more accessible collections', 'increased community use of libraries and museums', 'a more diverse library and museum workforce', 'stronger institutional capacity in small organizations'],
    applicants: ['12', '02', '01', '00', '06', '20', '07', '11'],
    ceiling: [10_000, 750_000],
  },
  youthJustice: {
    categories: ['LJL', 'ISS'],
    focuses: ['Rural Communities', 'Tribal Youth', 'Youth Aging Out of Foster Care', 'Girls in the Juvenile Justice System', 'Community-Based Alternatives'],
    terms: ['youth mentoring', 'juvenile justice', 'violence prevention', 'diversion programs', 'reentry services', 'at-risk youth', 'restorative justice'],
    populations: ['youth at risk of involvement with the juvenile justice system', 'children of incarcerated parents', 'youth returning from secure placement', 'young people exposed to community violence'],
    activities: ['recruit, train, and match mentors with youth', 'implement community-based diversion as an alternative to detention', 'provide reentry case management and family engagement services', 'deploy street outreach and violence interruption programs', 'use restorative justice practices in schools and courts', 'reduce racial and ethnic disparities in juvenile justice systems'],
    outcomes: ['reduced juvenile arrests and recidivism', 'improved school engagement and attendance', 'fewer youth placed in secure detention', 'reductions in community violence'],
    applicants: ['00', '01', '02', '07', '11', '12', '13', '06'],
    ceiling: [100_000, 2_000_000],
  },
  publicSafety: {
    categories: ['LJL'],
    focuses: ['Small and Rural Agencies', 'Crisis Intervention Teams', 'Pretrial Reform', 'Victim Services', 'Data Sharing'],
    terms: ['reentry', 'recidivism reduction', 'law enforcement', 'crisis intervention teams', 'victim services', 'pretrial services', 'data-driven policing'],
    populations: ['people returning from incarceration', 'crime victims and survivors', 'local law enforcement and prosecutors', 'justice-involved individuals with mental illness'],
    activities: ['provide pre- and post-release reentry services', 'establish law enforcement and behavioral health co-responder teams', 'implement data-driven crime reduction strategies', 'expand trauma-informed services for victims of crime', 'improve pretrial risk assessment and supervision', 'train justice professionals in de-escalation'],
    outcomes: ['reduced recidivism', 'safer communities with lower violent crime rates', 'improved outcomes for people with mental illness in contact with the justice system', 'greater access to victim services'],
    applicants: ['00', '01', '02', '07', '11', '12', '13', '06'],
    ceiling: [100_000, 3_000_000],
  },
  cleanEnergy: {
    categories: ['EN', 'ST'],
    research: ['Basic Energy Sciences Research', 'Grid Modernization and Energy Storage Research', 'Advanced Materials for Solar Energy Conversion', 'Hydrogen and Fuel Cell Technologies Research'],
    focuses: ['Rural Electric Cooperatives', 'Low-Income Households', 'Tribal Energy', 'Public Buildings', 'Small Businesses'],
    terms: ['clean energy', 'energy efficiency', 'solar energy', 'energy storage', 'grid resilience', 'building decarbonization', 'energy burden'],
    populations: ['low-income households with high energy burdens', 'rural small businesses and agricultural producers', 'local governments and school districts', 'tribal utilities'],
    activities: ['install solar and battery storage on public and community facilities', 'retrofit buildings to reduce energy use', 'conduct energy audits for small businesses and farms', 'develop community solar subscriptions for low-income households', 'train workers for clean energy installation and maintenance', 'demonstrate microgrids that improve grid resilience'],
    outcomes: ['reduced energy costs for households and businesses', 'increased renewable energy generation', 'lower greenhouse gas emissions', 'a trained clean energy workforce'],
    applicants: ['00', '01', '02', '07', '06', '22', '23', '12'],
    ceiling: [20_000, 5_000_000],
  },
  transportation: {
    categories: ['T', 'IIJ'],
    focuses: ['Planning Grants', 'Rural Corridors', 'Transit Fleet Replacement', 'Pedestrian and Bicycle Safety', 'Tribal Transportation'],
    terms: ['roadway safety', 'public transit', 'active transportation', 'bridge repair', 'zero-emission buses', 'complete streets', 'freight mobility'],
    populations: ['communities with high traffic fatality rates', 'transit-dependent residents', 'rural and tribal communities', 'neighborhoods divided by highways'],
    activities: ['develop comprehensive safety action plans', 'construct sidewalks, bike lanes, and safe crossings', 'replace aging transit buses with zero-emission vehicles', 'repair or replace structurally deficient bridges', 'reconnect neighborhoods divided by transportation infrastructure', 'improve rural freight and farm-to-market routes'],
    outcomes: ['fewer roadway deaths and serious injuries', 'improved transit reliability and ridership', 'safer routes for people walking and biking', 'infrastructure in a state of good repair'],
    applicants: ['00', '01', '02', '04', '07', '08', '11', '25'],
    ceiling: [250_000, 5_000_000],
  },
  nationalService: {
    categories: ['ISS', 'CD', 'ED'],
    focuses: ['Education', 'Disaster Services', 'Economic Opportunity', 'Healthy Futures', 'Veterans and Military Families'],
    terms: ['national service', 'volunteer engagement', 'senior volunteers', 'community service', 'AmeriCorps members', 'disaster services', 'economic opportunity'],
    populations: ['volunteers age 55 and older', 'AmeriCorps members serving in high-need communities', 'students who need academic support', 'families recovering from disasters'],
    activities: ['place AmeriCorps members in schools to provide tutoring and mentoring', 'recruit and manage volunteers to meet local needs', 'engage senior volunteers as foster grandparents and companions', 'support disaster preparedness and recovery through trained volunteers', 'build the capacity of community organizations to fight poverty', 'address public health needs through community outreach'],
    outcomes: ['more volunteers engaged in solving community problems', 'improved academic outcomes for students served', 'stronger nonprofit capacity', 'pathways to education and careers for members'],
    applicants: ['00', '07', '12', '13', '06', '20', '02', '01'],
    ceiling: [50_000, 2_000_000],
  },
  conservation: {
    categories: ['NR', 'ENV', 'HU'],
    focuses: ['Underrepresented Communities', 'Urban Parks', 'Tribal Heritage', 'Migratory Birds', 'Public Lands'],
    terms: ['historic preservation', 'outdoor recreation', 'wildlife habitat', 'endangered species', 'public lands', 'cultural resources', 'park access'],
    populations: ['urban neighborhoods lacking park access', 'tribal historic preservation offices', 'state fish and wildlife agencies', 'owners of nationally significant historic properties'],
    activities: ['rehabilitate nationally significant historic structures', 'create and renovate outdoor recreation facilities', 'restore habitat for threatened and endangered species', 'survey and nominate historic places to the National Register', 'acquire land for conservation and public access', 'monitor wildlife populations and control invasive species'],
    outcomes: ['preserved historic and cultural resources', 'increased access to parks and outdoor recreation', 'recovery of listed species populations', 'acres of habitat protected or restored'],
    applicants: ['00', '01', '02', '07', '11', '12', '06', '04'],
    ceiling: [25_000, 3_000_000],
  },
  climateScience: {
    categories: ['ST', 'ENV', 'NR'],
    research: ['Climate Variability and Predictability', 'Coastal and Ocean Modeling Testbed', 'Earth System Dynamics', 'Water Resources Research and Data Collection', 'Geologic Mapping Program', 'Physical Oceanography'],
    focuses: ['Gulf Coast', 'Pacific Islands', 'Arctic Communities', 'Great Lakes', 'Drought Early Warning'],
    terms: ['coastal resilience', 'climate adaptation', 'ocean observing', 'sea level rise', 'fisheries', 'drought', 'hydrologic data'],
    populations: ['coastal communities facing sea level rise', 'fishing-dependent communities', 'state and local resource managers', 'researchers and graduate students'],
    activities: ['collect and share ocean, coastal, and hydrologic observations', 'develop decision-support tools for climate adaptation planning', 'restore coastal habitats that buffer storm surge', 'improve forecasts of drought, floods, and extreme weather', 'support sustainable fisheries management', 'train graduate students in earth system science'],
    outcomes: ['improved forecasts and early warnings', 'coastal communities better prepared for flooding', 'healthier fisheries and coastal habitats', 'open data and models used by decision-makers'],
    applicants: ['06', '20', '12', '00', '01', '02', '07', '22'],
    ceiling: [50_000, 5_000_000],
  },
  smallBusiness: {
    categories: ['BC', 'CD'],
    focuses: ['Women Entrepreneurs', 'Veteran-Owned Businesses', 'Rural Entrepreneurs', 'Innovation and Technology', 'Export Readiness'],
    terms: ['small business', 'entrepreneurship', 'access to capital', 'technical assistance', 'business counseling', 'innovation ecosystems', 'export assistance'],
    populations: ['women, veteran, and minority entrepreneurs', 'startups and early-stage technology firms', 'rural small business owners', 'aspiring entrepreneurs'],
    activities: ['provide one-on-one business counseling and training', 'help small businesses access loans and investment capital', 'support accelerators and incubators for technology startups', 'offer export readiness and international trade assistance', 'connect entrepreneurs to federal research and development funding', 'deliver entrepreneurship education in underserved communities'],
    outcomes: ['new businesses started and jobs created', 'increased capital accessed by small businesses', 'more competitive SBIR/STTR proposals', 'higher small business survival rates'],
    applicants: ['06', '20', '12', '00', '02', '23', '13', '25'],
    ceiling: [50_000, 1_500_000],
  },
} as const satisfies Record<string, Theme>;

type ThemeId = keyof typeof THEMES;

// ---------------------------------------------------------------------------------------------
// Agencies with their Grants.gov codes, contact domains, opportunity number formats and programs.

interface NumberContext {
  fy: number;
  yy: string;
  /** Posted date, YYYY-MM-DD. */
  posted: string;
  theme: ThemeId;
}

/** [theme, assistance listing number, assistance listing title, program titles]. */
type Program = readonly [ThemeId, string, string, readonly string[]];

export interface Agency {
  name: string;
  code: string;
  /** How prose refers to the agency ("NIH", "the Department"). */
  short: string;
  domain: string;
  mailboxes: readonly string[];
  weight: number;
  /** Probability of a research-style title when the theme has research titles. */
  research: number;
  nihMechanism?: boolean;
  number: (r: Rng, c: NumberContext) => string;
  url: (opportunityNumber: string) => string;
  programs: readonly Program[];
}

const slug = (num: string): string => num.toLowerCase().replaceAll(' ', '-');
const siteUrl = (base: string) => (num: string) => `${base}/${slug(num)}`;

const NIH_INSTITUTES: Partial<Record<ThemeId, readonly string[]>> = {
  biomedical: ['HL', 'CA', 'DK', 'MD', 'AG', 'GM'],
  substanceUse: ['DA', 'AA'],
  mentalHealth: ['MH'],
  earlyChildhood: ['HD'],
};

export const AGENCIES: readonly Agency[] = [
  {
    name: 'National Institutes of Health', code: 'HHS-NIH11', short: 'NIH', domain: 'nih.gov', mailboxes: ['grantsinfo'], weight: 4, research: 1, nihMechanism: true,
    number: (r, c) => `${r.chance(0.5) ? r.pick(['PAR', 'PA']) : `RFA-${r.pick(NIH_INSTITUTES[c.theme] ?? ['OD'])}`}-${c.yy}-${pad(r.range(1, 399), 3)}`,
    url: (num) => `https://grants.nih.gov/grants/guide/${num.startsWith('RFA') ? 'rfa' : 'pa'}-files/${num}.html`,
    programs: [
      ['biomedical', '93.859', 'Biomedical Research and Research Training', ['Medical Scientist Training Program']],
      ['biomedical', '93.837', 'Cardiovascular Diseases Research', ['Cardiovascular Research Training Program']],
      ['biomedical', '93.393', 'Cancer Cause and Prevention Research', ['Cancer Prevention Research Program']],
      ['biomedical', '93.847', 'Diabetes, Digestive, and Kidney Diseases Extramural Research', ['Kidney Disease Research Centers']],
      ['biomedical', '93.307', 'Minority Health and Health Disparities Research', ['Health Disparities Research Centers']],
      ['substanceUse', '93.279', 'Drug Abuse and Addiction Research Programs', ['Drug Abuse Prevention Research Program']],
      ['mentalHealth', '93.242', 'Mental Health Research Grants', ['Mental Health Services Research Program']],
      ['earlyChildhood', '93.865', 'Child Health and Human Development Extramural Research', ['Child Development Research Program']],
    ],
  },
  {
    name: 'Centers for Disease Control and Prevention', code: 'HHS-CDC-HHSCDCERA', short: 'CDC', domain: 'cdc.gov', mailboxes: ['ogstims', 'grantsinfo'], weight: 1.5, research: 0.2,
    number: (r, c) => `CDC-RFA-${r.pick(['DP', 'CE', 'PS', 'OT', 'TP', 'DD'])}-${c.yy}-${pad(r.range(1, 299), 4)}`,
    url: siteUrl('https://www.cdc.gov/grants/funding-opportunities'),
    programs: [
      ['ruralHealth', '93.945', 'Assistance Programs for Chronic Disease Prevention and Control', ['Chronic Disease Prevention and Health Promotion', 'National Diabetes Prevention Program', 'Racial and Ethnic Approaches to Community Health']],
      ['substanceUse', '93.136', 'Injury Prevention and Control Research and State and Community Based Programs', ['Overdose Data to Action', 'Overdose Prevention in Communities']],
      ['mentalHealth', '93.136', 'Injury Prevention and Control Research and State and Community Based Programs', ['Comprehensive Suicide Prevention Program', 'Preventing Adverse Childhood Experiences']],
      ['ruralHealth', '93.421', "Strengthening Public Health Systems and Services through National Partnerships to Improve and Protect the Nation's Health", ['Strengthening Public Health Infrastructure', 'Community Health Workers for Public Health Response and Resilience']],
    ],
  },
  {
    name: 'Health Resources and Services Administration', code: 'HHS-HRSA', short: 'HRSA', domain: 'hrsa.gov', mailboxes: ['grants', 'ruralhealthgrants'], weight: 1.5, research: 0.1,
    number: (r, c) => `HRSA-${c.yy}-${pad(r.range(1, 150), 3)}`,
    url: siteUrl('https://www.hrsa.gov/grants/find-funding'),
    programs: [
      ['ruralHealth', '93.912', 'Rural Health Care Services Outreach, Rural Health Network Development and Small Health Care Provider Quality Improvement', ['Rural Health Care Services Outreach Program', 'Rural Health Network Development Program', 'Small Health Care Provider Quality Improvement Program']],
      ['ruralHealth', '93.211', 'Telehealth Programs', ['Telehealth Network Grant Program', 'Telehealth Resource Centers']],
      ['earlyChildhood', '93.870', 'Maternal, Infant and Early Childhood Home Visiting Grant', ['Maternal, Infant, and Early Childhood Home Visiting Program', 'Home Visiting Innovation Awards']],
      ['substanceUse', '93.912', 'Rural Health Care Services Outreach, Rural Health Network Development and Small Health Care Provider Quality Improvement', ['Rural Communities Opioid Response Program', 'Rural Communities Opioid Response Program-Implementation']],
      ['mentalHealth', '93.732', 'Mental and Behavioral Health Education and Training Grants', ['Behavioral Health Workforce Education and Training Program', 'Graduate Psychology Education Program']],
    ],
  },
  {
    name: 'Substance Abuse and Mental Health Services Administration', code: 'HHS-SAMHS-SAMHSA', short: 'SAMHSA', domain: 'samhsa.hhs.gov', mailboxes: ['foagrants', 'grantsinfo'], weight: 1.5, research: 0,
    number: (r, c) => `${r.pick(['TI', 'SM', 'SP', 'FG'])}-${c.yy}-${pad(r.range(1, 40), 3)}`,
    url: siteUrl('https://www.samhsa.gov/grants/grant-announcements'),
    programs: [
      ['substanceUse', '93.243', 'Substance Abuse and Mental Health Services Projects of Regional and National Significance', ['Strategic Prevention Framework Partnerships for Success', 'Medication-Assisted Treatment for Prescription Drug and Opioid Addiction', 'First Responders Comprehensive Addiction and Recovery Act Grants', 'Building Communities of Recovery']],
      ['substanceUse', '93.788', 'Opioid STR', ['State Opioid Response Grants', 'Tribal Opioid Response Grants']],
      ['mentalHealth', '93.243', 'Substance Abuse and Mental Health Services Projects of Regional and National Significance', ['Project AWARE', 'Mental Health Awareness Training', 'Garrett Lee Smith Youth Suicide Prevention', 'Certified Community Behavioral Health Clinic Expansion Grants']],
      ['mentalHealth', '93.958', 'Block Grants for Community Mental Health Services', ['988 Crisis Line Capacity Building', "Children's Mental Health Initiative"]],
    ],
  },
  {
    name: 'Administration for Children and Families', code: 'HHS-ACF', short: 'ACF', domain: 'acf.hhs.gov', mailboxes: ['ofa', 'ocs', 'ohs'], weight: 1.5, research: 0,
    number: (r, c) => `HHS-${c.fy}-ACF-${r.pick(['OCS', 'OHS', 'OCC', 'ACYF-CB', 'ACYF-FYSB'])}-${r.pick(['EE', 'HS', 'YS', 'FX', 'CU'])}-${pad(r.range(1, 250), 4)}`,
    url: siteUrl('https://www.acf.hhs.gov/grants'),
    programs: [
      ['earlyChildhood', '93.600', 'Head Start', ['Early Head Start-Child Care Partnerships', 'Head Start and Early Head Start Expansion']],
      ['earlyChildhood', '93.575', 'Child Care and Development Block Grant', ['Preschool Development Grants Birth Through Five', 'Infant-Toddler Child Care Workforce Initiative']],
      ['housing', '93.623', 'Basic Center Grant', ['Basic Center Program', 'Transitional Living Program for Homeless Youth']],
      ['youthJustice', '93.623', 'Basic Center Grant', ['Street Outreach Program', 'Runaway and Homeless Youth Prevention Demonstration']],
      ['communityDevelopment', '93.570', 'Community Services Block Grant Discretionary Awards', ['Community Economic Development Program', 'Rural Community Development Program']],
    ],
  },
  {
    name: 'U.S. National Science Foundation', code: 'NSF', short: 'NSF', domain: 'nsf.gov', mailboxes: ['grantsgovsupport', 'info'], weight: 3, research: 0.85,
    number: (r, c) => `NSF ${c.yy}-${r.range(500, 620)}`,
    url: siteUrl('https://www.nsf.gov/funding/opportunities'),
    programs: [
      ['stem', '47.076', 'STEM Education', ['Robert Noyce Teacher Scholarship Program', 'Advancing Informal STEM Learning', 'Improving Undergraduate STEM Education']],
      ['stem', '47.070', 'Computer and Information Science and Engineering', ['Computer Science for All', 'Broadening Participation in Computing']],
      ['climateScience', '47.050', 'Geosciences', ['Coastlines and People', 'Geoscience Education and Diversity']],
      ['agriculture', '47.074', 'Biological Sciences', ['Plant Genome Research Program', 'Biology Integration Institutes']],
      ['cleanEnergy', '47.049', 'Mathematical and Physical Sciences', ['Materials Research Science and Engineering Centers']],
      ['cleanEnergy', '47.041', 'Engineering', ['Emerging Frontiers in Research and Innovation', 'Energy, Power, Control, and Networks']],
      ['smallBusiness', '47.084', 'NSF Technology, Innovation and Partnerships', ['Regional Innovation Engines', 'Innovation Corps Hubs', 'Accelerating Research Translation']],
    ],
  },
  {
    name: 'Department of Education', code: 'ED', short: 'the Department', domain: 'ed.gov', mailboxes: ['oese', 'ope'], weight: 2, research: 0.1,
    number: (r, c) => `ED-GRANTS-${c.posted.slice(5, 7)}${c.posted.slice(8, 10)}${c.yy}-${pad(r.range(1, 12), 3)}`,
    url: siteUrl('https://www.ed.gov/grants-and-programs'),
    programs: [
      ['literacy', '84.287', 'Twenty-First Century Community Learning Centers', ['Twenty-First Century Community Learning Centers', 'Nita M. Lowey 21st Century Community Learning Centers']],
      ['literacy', '84.215', 'Innovative Approaches to Literacy, Full-Service Community Schools, and Promise Neighborhoods', ['Innovative Approaches to Literacy', 'Full-Service Community Schools Program']],
      ['literacy', '84.371', 'Comprehensive Literacy Development', ['Comprehensive Literacy State Development Program']],
      ['stem', '84.411', 'Education Innovation and Research (formerly Investing in Innovation (i3) Fund)', ['Education Innovation and Research: Early-Phase Grants', 'Education Innovation and Research: Mid-Phase Grants']],
      ['stem', '84.031', 'Higher Education Institutional Aid', ['Hispanic-Serving Institutions STEM and Articulation Program', 'Minority Science and Engineering Improvement Program']],
      ['mentalHealth', '84.184', 'School Safety National Activities', ['School-Based Mental Health Services Grant Program', 'Mental Health Service Professional Demonstration Grant Program']],
      ['earlyChildhood', '84.335', 'Child Care Access Means Parents in School', ['Child Care Access Means Parents in School']],
      ['workforce', '84.051', 'Career and Technical Education -- National Programs', ['Career Connected High Schools', 'Innovation and Modernization Grants for Career and Technical Education']],
    ],
  },
  {
    name: 'Environmental Protection Agency', code: 'EPA', short: 'EPA', domain: 'epa.gov', mailboxes: ['grants', 'brownfields'], weight: 1.5, research: 0.1,
    number: (r, c) => `EPA-${r.pick(['OLEM-OBLR', 'OW-OWOW', 'OAR-OAQPS', 'OEJECR-OEJ', 'OA-OEE', 'R5-GL'])}-${c.yy}-${pad(r.range(1, 20), 2)}`,
    url: siteUrl('https://www.epa.gov/grants'),
    programs: [
      ['brownfields', '66.818', 'Brownfields Multipurpose, Assessment, Revolving Loan Fund, and Cleanup Cooperative Agreements', ['Brownfields Assessment and Cleanup Grants', 'Brownfields Multipurpose Grants', 'Brownfields Revolving Loan Fund Grants']],
      ['brownfields', '66.306', 'Environmental Justice Collaborative Problem-Solving Cooperative Agreement Program', ['Environmental Justice Collaborative Problem-Solving Cooperative Agreements']],
      ['brownfields', '66.034', 'Surveys, Studies, Research, Investigations, Demonstrations, and Special Purpose Activities Relating to the Clean Air Act', ['Enhanced Air Quality Monitoring for Communities']],
      ['brownfields', '66.951', 'Environmental Education Grants', ['Environmental Education Grants']],
      ['watershed', '66.460', 'Nonpoint Source Implementation Grants', ['Nonpoint Source Management Program', 'Watershed Restoration Grants']],
      ['watershed', '66.469', 'Great Lakes Program', ['Great Lakes Restoration Initiative', 'Great Lakes Geographic Program Grants']],
      ['watershed', '66.440', 'Urban Waters Small Grants', ['Urban Waters Small Grants']],
    ],
  },
  {
    name: 'National Institute of Food and Agriculture', code: 'USDA-NIFA', short: 'NIFA', domain: 'usda.gov', mailboxes: ['nifa-grants', 'policy'], weight: 1.5, research: 0.4,
    number: (r) => `USDA-NIFA-${r.pick(['CFP', 'GSNIP', 'BFRDP', 'AFRI', 'SARE', 'SCRI', 'OREI'])}-${pad(r.range(9000, 12000), 6)}`,
    url: siteUrl('https://www.nifa.usda.gov/grants/funding-opportunities'),
    programs: [
      ['food', '10.225', 'Community Food Projects', ['Community Food Projects Competitive Grants Program']],
      ['food', '10.331', 'Gus Schumacher Nutrition Incentive Program', ['Gus Schumacher Nutrition Incentive Program', 'GusNIP Produce Prescription Program']],
      ['agriculture', '10.310', 'Agriculture and Food Research Initiative (AFRI)', ['Agriculture and Food Research Initiative Foundational and Applied Science Program']],
      ['agriculture', '10.311', 'Beginning Farmer and Rancher Development Program', ['Beginning Farmer and Rancher Development Program']],
      ['agriculture', '10.500', 'Cooperative Extension Service', ['Agricultural Extension Capacity Grants', 'Farm and Ranch Stress Assistance Network']],
      ['agriculture', '10.215', 'Sustainable Agriculture Research and Education', ['Sustainable Agriculture Research and Education']],
    ],
  },
  {
    name: 'Rural Utilities Service', code: 'USDA-RUS', short: 'USDA Rural Development', domain: 'usda.gov', mailboxes: ['reconnect', 'rus.grants'], weight: 1, research: 0,
    number: (r, c) => `RUS-${c.yy}-${pad(r.range(1, 3), 2)}-${r.pick(['RECONNECT', 'DLT', 'CC', 'WWD'])}`,
    url: siteUrl('https://www.rd.usda.gov/programs-services'),
    programs: [
      ['broadband', '10.752', 'Rural eConnectivity Program', ['ReConnect Rural Broadband Program']],
      ['broadband', '10.855', 'Distance Learning and Telemedicine Loans and Grants', ['Distance Learning and Telemedicine Grants']],
      ['broadband', '10.863', 'Community Connect Grant Program', ['Community Connect Grants']],
      ['watershed', '10.760', 'Water and Waste Disposal Systems for Rural Communities', ['Water and Waste Disposal Technical Assistance and Training Grants', 'Emergency Community Water Assistance Grants']],
    ],
  },
  {
    name: 'Rural Business-Cooperative Service', code: 'USDA-RBCS', short: 'USDA Rural Development', domain: 'usda.gov', mailboxes: ['rbcs.grants'], weight: 1, research: 0,
    number: (r, c) => `RBCS-${c.yy}-${r.pick(['RBDG', 'REAP', 'RCDG', 'VAPG'])}-${pad(r.range(1, 99), 2)}`,
    url: siteUrl('https://www.rd.usda.gov/programs-services'),
    programs: [
      ['communityDevelopment', '10.351', 'Rural Business Development Grant', ['Rural Business Development Grants']],
      ['cleanEnergy', '10.868', 'Rural Energy for America Program', ['Rural Energy for America Program Renewable Energy Systems and Energy Efficiency Improvement Grants', 'Rural Energy for America Program Energy Audit and Renewable Energy Development Assistance']],
      ['smallBusiness', '10.771', 'Rural Cooperative Development Grants', ['Rural Cooperative Development Grants', 'Socially Disadvantaged Groups Grant']],
      ['agriculture', '10.352', 'Value-Added Producer Grants', ['Value-Added Producer Grants']],
    ],
  },
  {
    name: 'Forest Service', code: 'USDA-FS', short: 'the Forest Service', domain: 'usda.gov', mailboxes: ['sm.fs.cwdg', 'sm.fs.grants'], weight: 1, research: 0.1,
    number: (r, c) => `USDA-FS-${c.fy}-${r.pick(['CWDG', 'LSR', 'VFA', 'CFLR', 'UCF'])}-${pad(r.range(1, 30), 2)}`,
    url: siteUrl('https://www.fs.usda.gov/managing-land/grants'),
    programs: [
      ['wildfire', '10.720', 'Infrastructure Investment and Jobs Act Community Wildfire Defense Grants', ['Community Wildfire Defense Grants']],
      ['wildfire', '10.698', 'State & Private Forestry Cooperative Fire Assistance', ['Volunteer Fire Assistance', 'State Fire Assistance: Hazardous Fuels Reduction']],
      ['wildfire', '10.664', 'Cooperative Forestry Assistance', ['Landscape Scale Restoration', 'Collaborative Forest Landscape Restoration']],
      ['conservation', '10.675', 'Urban and Community Forestry Program', ['Urban and Community Forestry Grants']],
    ],
  },
  {
    name: 'Bureau of Justice Assistance', code: 'USDOJ-OJP-BJA', short: 'BJA', domain: 'usdoj.gov', mailboxes: ['grants', 'bja.info'], weight: 1.5, research: 0,
    number: (r, c) => `O-BJA-${c.fy}-${r.range(171000, 173999)}`,
    url: siteUrl('https://bja.ojp.gov/funding/opportunities'),
    programs: [
      ['publicSafety', '16.738', 'Edward Byrne Memorial Justice Assistance Grant Program', ['Edward Byrne Memorial Justice Assistance Grant Program', 'Byrne Discretionary Community Project Grants']],
      ['publicSafety', '16.812', 'Second Chance Act Reentry Initiative', ['Second Chance Act Community-Based Reentry Program', 'Second Chance Act Pay for Success Initiative']],
      ['publicSafety', '16.745', 'Criminal and Juvenile Justice and Mental Health Collaboration Program', ['Justice and Mental Health Collaboration Program', 'Connect and Protect: Law Enforcement Behavioral Health Response']],
      ['publicSafety', '16.835', 'Body Worn Camera Policy and Implementation', ['Body-Worn Camera Policy and Implementation Program']],
      ['substanceUse', '16.838', 'Comprehensive Opioid, Stimulant, and Other Substances Use Program', ['Comprehensive Opioid, Stimulant, and Substance Use Site-based Program']],
    ],
  },
  {
    name: 'Office of Juvenile Justice Delinquency Prevention', code: 'USDOJ-OJP-OJJDP', short: 'OJJDP', domain: 'usdoj.gov', mailboxes: ['grants', 'ojjdp.info'], weight: 1, research: 0,
    number: (r, c) => `O-OJJDP-${c.fy}-${r.range(171000, 173999)}`,
    url: siteUrl('https://ojjdp.ojp.gov/funding/opportunities'),
    programs: [
      ['youthJustice', '16.726', 'Juvenile Mentoring Program', ['Youth Mentoring Initiative', 'Multistate Mentoring Programs Initiative', 'Mentoring for Youth Affected by Opioid and Other Substance Misuse']],
      ['youthJustice', '16.540', 'Juvenile Justice and Delinquency Prevention', ['Juvenile Justice System Reform Initiative', 'Community-Based Alternatives to Youth Incarceration Initiative']],
      ['youthJustice', '16.831', 'Children of Incarcerated Parents', ['Children of Incarcerated Parents Initiative']],
      ['youthJustice', '16.123', 'Community-Based Violence Prevention Program', ['Community-Based Violence Intervention and Prevention Initiative']],
    ],
  },
  {
    name: 'Department of Housing and Urban Development', code: 'HUD', short: 'HUD', domain: 'hud.gov', mailboxes: ['grants', 'cpd'], weight: 1.5, research: 0,
    number: (r, c) => `FR-${r.range(6500, 6999)}-N-${pad(r.range(1, 60), 2)}${r.chance(0.3) ? `-${c.yy}` : ''}`,
    url: siteUrl('https://www.hud.gov/program_offices/spm/gmomgmt/grantsinfo/fundingopps'),
    programs: [
      ['housing', '14.267', 'Continuum of Care Program', ['Continuum of Care Program', 'Continuum of Care Builds']],
      ['housing', '14.276', 'Youth Homelessness Demonstration Program', ['Youth Homelessness Demonstration Program']],
      ['housing', '14.239', 'Home Investment Partnerships Program', ['HOME Investment Partnerships Program', 'Pathways to Removing Obstacles to Housing']],
      ['housing', '14.900', 'Lead Hazard Reduction Demonstration Grant', ['Lead Hazard Reduction Grant Program', 'Healthy Homes Production Grant Program']],
      ['housing', '14.889', 'Choice Neighborhoods Implementation Grants', ['Choice Neighborhoods Implementation Grants', 'Choice Neighborhoods Planning Grants']],
      ['communityDevelopment', '14.218', 'Community Development Block Grants/Entitlement Grants', ['Community Development Block Grant Program', 'Community Development Block Grant Disaster Recovery']],
    ],
  },
  {
    name: 'National Endowment for the Arts', code: 'NEA', short: 'the NEA', domain: 'arts.gov', mailboxes: ['grants', 'artsed'], weight: 1.5, research: 0,
    number: (r, c) => `${c.fy}NEA${pad(r.range(1, 9), 2)}${r.pick(['GAP', 'OT', 'CA', 'AEP', 'FTA', 'CF'])}`,
    url: siteUrl('https://www.arts.gov/grants'),
    programs: [
      ['arts', '45.024', 'Promotion of the Arts Grants to Organizations and Individuals', ['Grants for Arts Projects', 'Our Town Creative Placemaking', 'Challenge America', 'Creative Forces Community Engagement Grants']],
      ['arts', '45.025', 'Promotion of the Arts Partnership Agreements', ['Folk and Traditional Arts Partnerships', 'Arts Education Partnership Grants']],
    ],
  },
  {
    name: 'National Endowment for the Humanities', code: 'NEH', short: 'NEH', domain: 'neh.gov', mailboxes: ['publicpgms', 'preservation', 'odh'], weight: 1, research: 0,
    number: (r, c) => `${c.fy}${pad(r.range(1, 12), 2)}${pad(r.range(1, 28), 2)}-${r.pick(['GE', 'PW', 'PE', 'HAA', 'AV', 'HC'])}`,
    url: siteUrl('https://www.neh.gov/program'),
    programs: [
      ['humanities', '45.164', 'Promotion of the Humanities Public Programs', ['Public Humanities Projects', 'Dialogues on the Experience of War']],
      ['humanities', '45.149', 'Promotion of the Humanities Division of Preservation and Access', ['Preservation and Access Education and Training', 'Sustaining Cultural Heritage Collections']],
      ['humanities', '45.169', 'Promotion of the Humanities Office of Digital Humanities', ['Digital Humanities Advancement Grants']],
      ['humanities', '45.162', 'Promotion of the Humanities Teaching and Learning Resources and Curriculum Development', ['Humanities Initiatives at Community Colleges', 'Landmarks of American History and Culture']],
    ],
  },
  {
    name: 'Institute of Museum and Library Services', code: 'IMLS', short: 'IMLS', domain: 'imls.gov', mailboxes: ['museums', 'libraries'], weight: 1, research: 0,
    number: (r, c) => `${r.pick(['MFA', 'IGSM', 'NLG-L', 'LB21', 'NAL', 'AAHC'])}-FY${c.yy}-${pad(r.range(1, 9), 2)}`,
    url: siteUrl('https://www.imls.gov/grants/available'),
    programs: [
      ['museums', '45.301', 'Museums for America', ['Museums for America', 'Inspire! Grants for Small Museums', 'Museum Grants for African American History and Culture']],
      ['museums', '45.312', 'National Leadership Grants', ['National Leadership Grants for Libraries', 'National Leadership Grants for Museums']],
      ['museums', '45.313', 'Laura Bush 21st Century Librarian Program', ['Laura Bush 21st Century Librarian Program']],
      ['museums', '45.311', 'Native American and Native Hawaiian Library Services', ['Native American Library Services Enhancement Grants']],
      ['broadband', '45.312', 'National Leadership Grants', ['Libraries and Digital Inclusion Initiative']],
    ],
  },
  {
    name: 'Department of Energy - Golden Field Office', code: 'DOE-GFO', short: 'DOE', domain: 'ee.doe.gov', mailboxes: ['eere-foa', 'infrastructure'], weight: 1.5, research: 0.35,
    number: (r) => `DE-FOA-000${r.range(3100, 3999)}`,
    url: siteUrl('https://www.energy.gov/eere/funding'),
    programs: [
      ['cleanEnergy', '81.128', 'Energy Efficiency and Conservation Block Grant Program', ['Energy Efficiency and Conservation Block Grants']],
      ['cleanEnergy', '81.117', 'Energy Efficiency and Renewable Energy Information Dissemination, Outreach, Training and Technical Analysis/Assistance', ['Clean Energy Workforce Development Grants', 'Clean Energy Innovator Fellowships']],
      ['cleanEnergy', '81.087', 'Renewable Energy Research and Development', ['Solar Energy Technologies Office Funding Program', 'Community Solar Access Initiative']],
      ['cleanEnergy', '81.086', 'Conservation Research and Development', ['Building Technologies Energy Efficiency Program', 'Buildings Energy Efficiency Frontiers and Innovation Technologies']],
      ['cleanEnergy', '81.049', 'Office of Science Financial Assistance Program', ['Office of Science Early Career Research Program']],
    ],
  },
  {
    name: 'Employment and Training Administration', code: 'DOL-ETA', short: 'ETA', domain: 'dol.gov', mailboxes: ['eta.grants', 'apprenticeship'], weight: 1.5, research: 0,
    number: (r, c) => `FOA-ETA-${c.yy}-${pad(r.range(1, 30), 2)}`,
    url: siteUrl('https://www.dol.gov/agencies/eta/grants/apply/find-opportunities'),
    programs: [
      ['workforce', '17.268', 'H-1B Job Training Grants', ['H-1B Skills Training Grants', 'H-1B One Workforce Grant Program']],
      ['workforce', '17.274', 'YouthBuild', ['YouthBuild']],
      ['workforce', '17.285', 'Apprenticeship USA Grants', ['Apprenticeship Building America', 'State Apprenticeship Expansion Formula']],
      ['workforce', '17.261', 'WIOA Pilots, Demonstrations, and Research Projects', ['Strengthening Community Colleges Training Grants', 'Workforce Pathways for Youth']],
      ['publicSafety', '17.270', 'Reentry Employment Opportunities', ['Reentry Employment Opportunities: Pathway Home', 'Young Adult Reentry Partnership']],
    ],
  },
  {
    name: 'Department of Homeland Security - FEMA', code: 'DHS-DHS', short: 'FEMA', domain: 'fema.dhs.gov', mailboxes: ['fema-grants-news', 'fema-bric'], weight: 1.5, research: 0,
    number: (r, c) => `DHS-${c.yy}-${r.pick(['MT', 'GPD', 'FAF', 'EMPG'])}-${pad(r.range(1, 120), 3)}-00-99`,
    url: siteUrl('https://www.fema.gov/grants'),
    programs: [
      ['hazardMitigation', '97.047', 'BRIC: Building Resilient Infrastructure and Communities', ['Building Resilient Infrastructure and Communities']],
      ['hazardMitigation', '97.029', 'Flood Mitigation Assistance', ['Flood Mitigation Assistance', 'Flood Mitigation Assistance Swift Current']],
      ['hazardMitigation', '97.044', 'Assistance to Firefighters Grant', ['Assistance to Firefighters Grants', 'Fire Prevention and Safety Grants']],
      ['hazardMitigation', '97.042', 'Emergency Management Performance Grants', ['Emergency Management Performance Grants']],
      ['wildfire', '97.039', 'Hazard Mitigation Grant', ['Hazard Mitigation Grant Program Post-Fire']],
    ],
  },
  {
    name: 'National Oceanic and Atmospheric Administration', code: 'DOC-NOAA-ERA', short: 'NOAA', domain: 'noaa.gov', mailboxes: ['grants', 'oar.grants'], weight: 1.5, research: 0.4,
    number: (r, c) => `NOAA-${r.pick(['NOS-OCM', 'OAR-CPO', 'NMFS-HCPO', 'OAR-SG', 'NOS-IOOS'])}-${c.fy}-${r.range(2000000, 2009999)}`,
    url: siteUrl('https://www.noaa.gov/grants'),
    programs: [
      ['climateScience', '11.419', 'Coastal Zone Management Administration Awards', ['Coastal Resilience Grants', 'Climate Resilience Regional Challenge']],
      ['climateScience', '11.417', 'Sea Grant Support', ['National Sea Grant College Program', 'Sea Grant Aquaculture Initiative']],
      ['climateScience', '11.431', 'Climate and Atmospheric Research', ['Climate Adaptation Partnerships', 'Climate Program Office Research Competitions']],
      ['climateScience', '11.012', 'Integrated Ocean Observing System (IOOS)', ['Ocean Observing and Monitoring']],
      ['watershed', '11.463', 'Habitat Conservation', ['Habitat Conservation and Restoration', 'Coastal and Marine Habitat Restoration']],
      ['conservation', '11.463', 'Habitat Conservation', ['Restoring Fish Passage through Barrier Removal']],
    ],
  },
  {
    name: 'Economic Development Administration', code: 'DOC-EDA', short: 'EDA', domain: 'eda.gov', mailboxes: ['grants', 'eda.info'], weight: 1, research: 0,
    number: (r, c) => `EDA-${r.pick(['EDAP', 'DISASTER', 'B2S', 'RECOMPETE', 'GJC'])}-${c.fy}${r.chance(0.5) ? `-${pad(r.range(1, 9), 2)}` : ''}`,
    url: siteUrl('https://www.eda.gov/funding/funding-opportunities'),
    programs: [
      ['communityDevelopment', '11.307', 'Economic Adjustment Assistance', ['Economic Development Assistance Programs', 'Assistance to Coal Communities', 'Recompete Pilot Program']],
      ['communityDevelopment', '11.300', 'Investments for Public Works and Economic Development Facilities', ['Public Works Program']],
      ['smallBusiness', '11.020', 'Cluster Grants', ['Build to Scale Program', 'Venture Challenge']],
      ['workforce', '11.307', 'Economic Adjustment Assistance', ['Good Jobs Challenge']],
    ],
  },
  {
    name: 'National Telecommunications and Information Administration', code: 'DOC-NTIA', short: 'NTIA', domain: 'ntia.gov', mailboxes: ['internetforall', 'digitalequity'], weight: 1, research: 0,
    number: (r, c) => `NTIA-${r.pick(['DE', 'TBCP', 'BEAD', 'MMCP'])}-${c.yy}-${pad(r.range(1, 15), 2)}`,
    url: siteUrl('https://www.ntia.gov/funding-programs'),
    programs: [
      ['broadband', '11.032', 'State Digital Equity Capacity Grant Program', ['State Digital Equity Capacity Grant Program']],
      ['broadband', '11.029', 'Tribal Broadband Connectivity Program', ['Tribal Broadband Connectivity Program']],
      ['broadband', '11.035', 'Broadband Equity, Access, and Deployment Program', ['Broadband Equity, Access, and Deployment Program']],
      ['broadband', '11.034', 'Digital Equity Competitive Grant Program', ['Digital Equity Competitive Grant Program', 'Digital Navigators Initiative']],
    ],
  },
  {
    name: 'AmeriCorps', code: 'CNCS', short: 'AmeriCorps', domain: 'americorps.gov', mailboxes: ['americorpsgrants', 'seniorcorps'], weight: 1, research: 0,
    number: (r, c) => `AC-${c.fy}-${r.pick(['ASN', 'RSVP', 'VGF', 'FGP', 'VISTA', 'PHA'])}-${pad(r.range(1, 40), 3)}`,
    url: siteUrl('https://americorps.gov/partner/funding-opportunities'),
    programs: [
      ['nationalService', '94.006', 'AmeriCorps State and National', ['AmeriCorps State and National Grants', 'Public Health AmeriCorps']],
      ['nationalService', '94.002', 'AmeriCorps Seniors Retired and Senior Volunteer Program', ['AmeriCorps Seniors RSVP']],
      ['nationalService', '94.011', 'AmeriCorps Seniors Foster Grandparent Program', ['Foster Grandparent Program']],
      ['nationalService', '94.013', 'AmeriCorps VISTA', ['AmeriCorps VISTA Project Sponsorship']],
      ['nationalService', '94.021', 'Volunteer Generation Fund', ['Volunteer Generation Fund']],
      ['literacy', '94.006', 'AmeriCorps State and National', ['AmeriCorps Literacy Tutoring Initiative']],
    ],
  },
  {
    name: 'National Park Service', code: 'DOI-NPS', short: 'the National Park Service', domain: 'nps.gov', mailboxes: ['stlpg', 'hpf_grants'], weight: 1, research: 0,
    number: (r, c) => `P${c.yy}AS${pad(r.range(1, 800), 5)}`,
    url: siteUrl('https://www.nps.gov/subjects/grants'),
    programs: [
      ['conservation', '15.904', 'Historic Preservation Fund Grants-In-Aid', ['Historic Preservation Fund Grants', "Save America's Treasures", 'Underrepresented Community Grants']],
      ['conservation', '15.916', 'Outdoor Recreation Acquisition, Development and Planning', ['Outdoor Recreation Legacy Partnership Program', 'Land and Water Conservation Fund State-side Assistance']],
      ['conservation', '15.954', 'National Park Service Conservation, Protection, Outreach and Education', ['Cultural Resources Research and Outreach Agreements']],
      ['humanities', '15.904', 'Historic Preservation Fund Grants-In-Aid', ['African American Civil Rights Grants', 'History of Equal Rights Grants']],
    ],
  },
  {
    name: 'Fish and Wildlife Service', code: 'DOI-FWS', short: 'the Service', domain: 'fws.gov', mailboxes: ['fa_grants', 'wsfr'], weight: 1, research: 0,
    number: (r, c) => `F${c.yy}AS${pad(r.range(1, 600), 5)}`,
    url: siteUrl('https://www.fws.gov/service/financial-assistance'),
    programs: [
      ['conservation', '15.615', 'Cooperative Endangered Species Conservation Fund', ['Endangered Species Recovery Grants', 'Habitat Conservation Planning Assistance Grants']],
      ['conservation', '15.608', 'Fish and Wildlife Management Assistance', ['Wildlife Habitat Restoration Partnerships', 'Partners for Fish and Wildlife']],
      ['conservation', '15.623', 'North American Wetlands Conservation Fund', ['North American Wetlands Conservation Act Grants']],
      ['watershed', '15.614', 'Coastal Wetlands Planning, Protection and Restoration', ['National Coastal Wetlands Conservation Grants']],
    ],
  },
  {
    name: 'Geological Survey', code: 'DOI-USGS1', short: 'USGS', domain: 'usgs.gov', mailboxes: ['gs-grants', 'wrri'], weight: 1, research: 0.8,
    number: (r, c) => `G${c.yy}AS${pad(r.range(1, 300), 5)}`,
    url: siteUrl('https://www.usgs.gov/programs/funding-opportunities'),
    programs: [
      ['climateScience', '15.808', 'U.S. Geological Survey Research and Data Collection', ['Climate Adaptation Science Centers Research']],
      ['climateScience', '15.810', 'National Cooperative Geologic Mapping', ['National Cooperative Geologic Mapping Program']],
      ['watershed', '15.805', 'Assistance to State Water Resources Research Institutes', ['Water Resources Research Act Program']],
    ],
  },
  {
    name: 'Department of Transportation', code: 'DOT-OST', short: 'DOT', domain: 'dot.gov', mailboxes: ['raisegrants', 'ss4a'], weight: 1, research: 0,
    number: (r, c) => `DOT-${r.pick(['RAISE', 'SS4A', 'RCP', 'RURAL', 'FTA-LOWNO'])}-FY${c.fy}${r.chance(0.4) ? `-${pad(r.range(1, 9), 2)}` : ''}`,
    url: siteUrl('https://www.transportation.gov/grants'),
    programs: [
      ['transportation', '20.933', 'National Infrastructure Investments', ['Rebuilding American Infrastructure with Sustainability and Equity', 'Better Utilizing Investments to Leverage Development']],
      ['transportation', '20.939', 'Safe Streets and Roads for All', ['Safe Streets and Roads for All']],
      ['transportation', '20.526', 'Buses and Bus Facilities Formula, Competitive, and Low or No Emissions Programs', ['Low or No Emission Bus Program', 'Buses and Bus Facilities Competitive Program']],
      ['transportation', '20.205', 'Highway Planning and Construction', ['Rural Surface Transportation Grant Program', 'Bridge Investment Program']],
      ['transportation', '20.940', 'Reconnecting Communities', ['Reconnecting Communities Pilot Program']],
    ],
  },
  {
    name: 'Small Business Administration', code: 'SBA', short: 'SBA', domain: 'sba.gov', mailboxes: ['grants', 'oed'], weight: 1, research: 0,
    number: (r, c) => `${r.pick(['OED', 'OWBO', 'OSBDC', 'FAST', 'OIT'])}-${c.fy}-${pad(r.range(1, 20), 2)}`,
    url: siteUrl('https://www.sba.gov/funding-programs/grants'),
    programs: [
      ['smallBusiness', '59.037', 'Small Business Development Centers', ['Small Business Development Centers']],
      ['smallBusiness', '59.043', "Women's Business Ownership Assistance", ["Women's Business Center Program"]],
      ['smallBusiness', '59.058', 'Federal and State Technology Partnership Program', ['Federal and State Technology Partnership Program', 'Growth Accelerator Fund Competition']],
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Shared vocabulary.

export const NIH_MECHANISMS = ['R01 Clinical Trial Not Allowed', 'R01 Clinical Trial Optional', 'R21 Clinical Trial Not Allowed', 'R34 Clinical Trial Required', 'U01 Clinical Trial Optional', 'K01 Independent Clinical Trial Not Allowed', 'R03 Clinical Trial Not Allowed', 'T32', 'P50 Clinical Trial Optional', 'R61/R33 Clinical Trial Optional'];
export const GENERAL_FOCUSES = ['Rural Communities', 'Tribal Nations', 'Underserved Urban Areas', 'Persistent Poverty Counties', 'Capacity Building', 'Planning and Implementation', 'Technical Assistance Center', 'Pilot Projects', 'Statewide Implementation', 'U.S. Territories'];
export const RESEARCH_AIMS = ['advance understanding of the underlying biological, behavioral, and social mechanisms', 'test the effectiveness of interventions in real-world settings', 'develop and validate new measurement tools, models, and data resources', 'generate rigorous evidence to inform policy and practice', 'integrate methods across disciplines to address complex questions'];
export const PRIORITIES = ['demonstrate strong partnerships among local governments, community-based organizations, and institutions of higher education', 'serve communities with high rates of poverty or persistent disinvestment', 'incorporate evidence-based practices and a rigorous evaluation design', 'leverage non-federal resources to sustain activities beyond the period of performance', 'engage people with lived experience in project design and governance', 'serve rural, tribal, or geographically isolated communities', 'use data to set measurable targets and track progress', 'coordinate with existing state, regional, and local plans'];
export const ELIGIBILITY_NOTES = [
  'Applicants must demonstrate a formal partnership with at least one community-based organization serving the target population.',
  'Individuals and for-profit entities are not eligible to apply under this announcement.',
  'Only one application per eligible entity will be accepted; later submissions replace earlier ones.',
  'Tribal organizations must include a resolution of support from the governing body of each tribe to be served.',
  'Applicants must have an active SAM.gov registration and Unique Entity Identifier (UEI) at the time of application.',
  'Foreign entities and non-domestic components of U.S. organizations are not eligible to apply.',
  'Current recipients with active awards under this program that extend beyond the anticipated start date are not eligible.',
  'Faith-based organizations, community action agencies, and regional planning organizations are eligible under the Others category.',
  'Institutions may submit no more than two applications, each led by a different project director.',
  'Projects must primarily serve communities in rural areas as defined in Section C of this notice.',
];
export const FIRST_NAMES = ['Maria', 'James', 'Aisha', 'Robert', 'Linda', 'David', 'Mei', 'Carlos', 'Jennifer', 'Michael', 'Priya', 'Thomas', 'Angela', 'Daniel', 'Keisha', 'Steven', 'Laura', 'Kevin', 'Rosa', 'Brian'];
export const LAST_NAMES = ['Chen', 'Johnson', 'Patel', 'Williams', 'Garcia', 'Nguyen', 'Brown', 'Martinez', 'Davis', 'Okafor', 'Miller', 'Hernandez', 'Wilson', 'Kim', 'Anderson', 'Lopez', 'Thompson', 'Begay', 'Moore', 'Jackson'];
export const CONTACT_ROLES = ['Program Officer', 'Grants Management Specialist', 'Program Specialist', 'Project Officer', 'Grants Management Officer'];
export const OFFICE_NAMES = ['Grants Management Office', 'Program Office', 'Grants Information Center', 'Funding Opportunity Support'];
export const AREA_CODES = ['202', '301', '703', '240', '571', '312', '415', '303', '404', '617'];
