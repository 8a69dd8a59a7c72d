/**
 * Hand-written tables the demo developers are drawn from (demo-developers.ts): where they live, the
 * roles they do, and the lines of their resumes. Every person, company and school is invented.
 * Skills are canonical names of the skill taxonomy (resume-engine/skills/taxonomy-data.ts); a
 * resume line that names a skill of its role is only used for a developer who has that skill, so a
 * resume never shows a technology its profile lacks.
 */
import type { TExperienceLevel } from '#shared/profile-values.ts';

export type TDemoCity = {
  location: string;
  /** '#' is replaced by a digit; US and UK numbers are in the ranges reserved for fiction. */
  phone: string;
  /** Salary level against the US (1.0). */
  salaryFactor: number;
};

type TDemoRegion = {
  /** How many demo developers come from here. */
  count: number;
  firstNames: readonly string[];
  lastNames: readonly string[];
  cities: readonly TDemoCity[];
};

export type TDemoRole = {
  /** How many demo developers do this work. */
  count: number;
  /** The levels a developer of this role may have (an engineering manager is senior). */
  levels: readonly TExperienceLevel[];
  /** Fewest years of work, where the role needs more than its level does. */
  minYears?: number;
  /** Job titles by the level of the job: a senior's earlier jobs take the mid and entry titles. */
  titles: Record<TExperienceLevel, readonly string[]>;
  /** Every developer of the role lists these... */
  coreSkills: readonly string[];
  /** ...and a few of these. */
  extraSkills: readonly string[];
  /** Resume lines; {pct}, {count}, {team}, {big}, {ms} and {cov} become numbers. */
  bullets: readonly string[];
  /** Lines for mid and senior jobs only (leading, owning, mentoring). */
  leadBullets: readonly string[];
  /** '{years}' and '{skills}' are filled in. */
  summary: string;
  bios: readonly string[];
  /** The profile's experience line: '6 years building …'. */
  experiencePhrase: string;
  degreeFields: readonly string[];
  certifications: readonly string[];
  /** Pay against a backend developer of the same level (1.0). */
  salaryFactor: number;
};

/** US base salaries in dollars a year, by level: a range the minimum is drawn from. */
export const BASE_SALARY: Record<TExperienceLevel, readonly [number, number]> = {
  entry: [62_000, 88_000],
  mid: [95_000, 135_000],
  senior: [140_000, 190_000],
};

/** Years of work by level. */
export const YEARS_BY_LEVEL: Record<TExperienceLevel, readonly [number, number]> = {
  entry: [1, 2],
  mid: [3, 6],
  senior: [7, 15],
};

export const DEMO_REGIONS: readonly TDemoRegion[] = [
  {
    count: 15,
    firstNames: ['Jordan', 'Taylor', 'Morgan', 'Emily', 'Marcus', 'Olivia', 'Ethan', 'Hannah', 'Tyler', 'Brianna', 'Caleb', 'Megan', 'Darnell', 'Keisha', 'Connor', 'Rachel', 'Derek', 'Lauren'],
    lastNames: ['Whitfield', 'Caldwell', 'Brennan', 'Okafor', 'Delgado', 'Hollis', 'Pruitt', 'Sandoval', 'Kessler', 'Marsh', 'Abernathy', 'Galloway', 'Thornton', 'Foster', 'Langley', 'Mercer'],
    cities: [
      { location: 'San Francisco, CA, United States', phone: '+1 415 555 01##', salaryFactor: 1.15 },
      { location: 'Seattle, WA, United States', phone: '+1 206 555 01##', salaryFactor: 1.1 },
      { location: 'New York, NY, United States', phone: '+1 212 555 01##', salaryFactor: 1.1 },
      { location: 'Austin, TX, United States', phone: '+1 512 555 01##', salaryFactor: 0.95 },
      { location: 'Chicago, IL, United States', phone: '+1 312 555 01##', salaryFactor: 0.95 },
      { location: 'Boston, MA, United States', phone: '+1 617 555 01##', salaryFactor: 1.05 },
      { location: 'Denver, CO, United States', phone: '+1 303 555 01##', salaryFactor: 0.95 },
      { location: 'Atlanta, GA, United States', phone: '+1 404 555 01##', salaryFactor: 0.9 },
      { location: 'Raleigh, NC, United States', phone: '+1 919 555 01##', salaryFactor: 0.9 },
      { location: 'Portland, OR, United States', phone: '+1 503 555 01##', salaryFactor: 0.95 },
    ],
  },
  {
    count: 2,
    firstNames: ['Liam', 'Chloé', 'Owen', 'Avery', 'Noah', 'Maëlle'],
    lastNames: ['Tremblay', 'MacLeod', 'Gagnon', 'Fraser', 'Bouchard', 'Campbell'],
    cities: [
      { location: 'Toronto, ON, Canada', phone: '+1 416 555 01##', salaryFactor: 0.8 },
      { location: 'Vancouver, BC, Canada', phone: '+1 604 555 01##', salaryFactor: 0.8 },
      { location: 'Montreal, QC, Canada', phone: '+1 514 555 01##', salaryFactor: 0.75 },
    ],
  },
  {
    count: 3,
    firstNames: ['Oliver', 'Amelia', 'Harry', 'Isla', 'Callum', 'Niamh', 'Rhys', 'Aoife'],
    lastNames: ['Ashworth', 'Pemberton', 'Doyle', 'Gallagher', 'Hargreaves', 'Kavanagh', 'Whitmore', 'Byrne'],
    cities: [
      { location: 'London, United Kingdom', phone: '+44 20 7946 0###', salaryFactor: 0.75 },
      { location: 'Manchester, United Kingdom', phone: '+44 161 496 0###', salaryFactor: 0.6 },
      { location: 'Dublin, Ireland', phone: '+353 1 555 ####', salaryFactor: 0.7 },
    ],
  },
  {
    count: 5,
    firstNames: ['Lukas', 'Jonas', 'Clara', 'Anouk', 'Lena', 'Mathis', 'Elise', 'Sven', 'Freya', 'Jan', 'Amélie', 'Bastian'],
    lastNames: ['Becker', 'Hartmann', 'Jansen', 'de Vries', 'Moreau', 'Lefèvre', 'Lindgren', 'Nilsson', 'Vogel', 'Bakker', 'Fontaine', 'Sørensen'],
    cities: [
      { location: 'Berlin, Germany', phone: '+49 30 5550 ####', salaryFactor: 0.65 },
      { location: 'Munich, Germany', phone: '+49 89 5550 ####', salaryFactor: 0.7 },
      { location: 'Amsterdam, Netherlands', phone: '+31 20 555 ####', salaryFactor: 0.65 },
      { location: 'Paris, France', phone: '+33 1 55 55 ## ##', salaryFactor: 0.6 },
      { location: 'Zurich, Switzerland', phone: '+41 44 555 ## ##', salaryFactor: 1.0 },
      { location: 'Stockholm, Sweden', phone: '+46 8 555 ### ##', salaryFactor: 0.6 },
    ],
  },
  {
    count: 3,
    firstNames: ['Lucía', 'Javier', 'Marta', 'Diego', 'Inês', 'João', 'Giulia', 'Matteo', 'Carmen', 'Tiago'],
    lastNames: ['García', 'Navarro', 'Ortega', 'Silva', 'Carvalho', 'Rossi', 'Bianchi', 'Moreno', 'Pereira', 'Ferrari'],
    cities: [
      { location: 'Madrid, Spain', phone: '+34 91 555 ## ##', salaryFactor: 0.45 },
      { location: 'Barcelona, Spain', phone: '+34 93 555 ## ##', salaryFactor: 0.45 },
      { location: 'Lisbon, Portugal', phone: '+351 21 555 ####', salaryFactor: 0.4 },
      { location: 'Milan, Italy', phone: '+39 02 5555 ####', salaryFactor: 0.45 },
    ],
  },
  {
    count: 3,
    firstNames: ['Mateusz', 'Zuzana', 'Tomasz', 'Katarzyna', 'Andrei', 'Ioana', 'Petr', 'Agnieszka', 'Kristjan', 'Marek'],
    lastNames: ['Nowak', 'Dvořák', 'Popescu', 'Horvat', 'Kovács', 'Tamm', 'Novotný', 'Wójcik', 'Ionescu', 'Zieliński'],
    cities: [
      { location: 'Warsaw, Poland', phone: '+48 22 555 ## ##', salaryFactor: 0.4 },
      { location: 'Kraków, Poland', phone: '+48 12 555 ## ##', salaryFactor: 0.38 },
      { location: 'Prague, Czech Republic', phone: '+420 2 5555 ####', salaryFactor: 0.4 },
      { location: 'Bucharest, Romania', phone: '+40 21 555 ####', salaryFactor: 0.35 },
      { location: 'Tallinn, Estonia', phone: '+372 555 ####', salaryFactor: 0.42 },
    ],
  },
  {
    count: 5,
    firstNames: ['Priya', 'Arjun', 'Ananya', 'Rohan', 'Kavya', 'Vikram', 'Meera', 'Aditya', 'Sneha', 'Karthik'],
    lastNames: ['Sharma', 'Iyer', 'Reddy', 'Menon', 'Nair', 'Kulkarni', 'Gupta', 'Rao', 'Desai', 'Krishnan'],
    cities: [
      { location: 'Bengaluru, India', phone: '+91 80 5555 ####', salaryFactor: 0.28 },
      { location: 'Hyderabad, India', phone: '+91 40 5555 ####', salaryFactor: 0.26 },
      { location: 'Pune, India', phone: '+91 20 5555 ####', salaryFactor: 0.25 },
      { location: 'Chennai, India', phone: '+91 44 5555 ####', salaryFactor: 0.25 },
    ],
  },
  {
    count: 2,
    firstNames: ['Wei', 'Mei Ling', 'Jun', 'Xin Yi', 'Kai', 'Hui Min', 'Zhi Hao', 'Ting'],
    lastNames: ['Tan', 'Lim', 'Chen', 'Wong', 'Goh', 'Huang', 'Ong', 'Lin'],
    cities: [
      { location: 'Singapore', phone: '+65 5555 ####', salaryFactor: 0.8 },
      { location: 'Taipei, Taiwan', phone: '+886 2 5555 ####', salaryFactor: 0.45 },
    ],
  },
  {
    count: 2,
    firstNames: ['Haruto', 'Yui', 'Sota', 'Aoi', 'Ren', 'Hina', 'Daiki', 'Mio'],
    lastNames: ['Sato', 'Suzuki', 'Takahashi', 'Watanabe', 'Ito', 'Yamamoto', 'Nakamura', 'Kobayashi'],
    cities: [
      { location: 'Tokyo, Japan', phone: '+81 3 5555 ####', salaryFactor: 0.6 },
      { location: 'Osaka, Japan', phone: '+81 6 5555 ####', salaryFactor: 0.55 },
    ],
  },
  {
    count: 1,
    firstNames: ['Min-jun', 'Seo-yeon', 'Ji-ho', 'Ha-eun', 'Do-yun', 'Su-bin'],
    lastNames: ['Kim', 'Park', 'Choi', 'Jung', 'Kang', 'Yoon'],
    cities: [{ location: 'Seoul, South Korea', phone: '+82 2 555 ####', salaryFactor: 0.55 }],
  },
  {
    count: 1,
    firstNames: ['Anh', 'Minh', 'Linh', 'Quang', 'Thao', 'Huy'],
    lastNames: ['Nguyen', 'Tran', 'Pham', 'Hoang', 'Vu', 'Dang'],
    cities: [{ location: 'Ho Chi Minh City, Vietnam', phone: '+84 28 5555 ####', salaryFactor: 0.25 }],
  },
  {
    count: 5,
    firstNames: ['Santiago', 'Valentina', 'Mateo', 'Camila', 'Sebastián', 'Daniela', 'Alejandro', 'Mariana', 'Nicolás', 'Isabella'],
    lastNames: ['Hernández', 'Gómez', 'Ramírez', 'Castillo', 'Vargas', 'Morales', 'Rojas', 'Herrera', 'Medina', 'Suárez'],
    cities: [
      { location: 'Mexico City, Mexico', phone: '+52 55 5555 ####', salaryFactor: 0.35 },
      { location: 'Guadalajara, Mexico', phone: '+52 33 5555 ####', salaryFactor: 0.33 },
      { location: 'Buenos Aires, Argentina', phone: '+54 11 5555 ####', salaryFactor: 0.32 },
      { location: 'Bogotá, Colombia', phone: '+57 601 555 ####', salaryFactor: 0.3 },
      { location: 'Medellín, Colombia', phone: '+57 604 555 ####', salaryFactor: 0.3 },
      { location: 'Santiago, Chile', phone: '+56 2 2555 ####', salaryFactor: 0.36 },
      { location: 'Montevideo, Uruguay', phone: '+598 2 555 ####', salaryFactor: 0.36 },
    ],
  },
  {
    count: 3,
    firstNames: ['Lucas', 'Beatriz', 'Gabriel', 'Larissa', 'Rafael', 'Júlia', 'Thiago', 'Fernanda'],
    lastNames: ['Oliveira', 'Souza', 'Lima', 'Almeida', 'Ribeiro', 'Barbosa', 'Rocha', 'Cardoso'],
    cities: [
      { location: 'São Paulo, Brazil', phone: '+55 11 5555 ####', salaryFactor: 0.35 },
      { location: 'Florianópolis, Brazil', phone: '+55 48 5555 ####', salaryFactor: 0.33 },
      { location: 'Belo Horizonte, Brazil', phone: '+55 31 5555 ####', salaryFactor: 0.32 },
      { location: 'Recife, Brazil', phone: '+55 81 5555 ####', salaryFactor: 0.3 },
    ],
  },
]; // prettier-ignore

const COMPUTING_FIELDS = ['Computer Science', 'Software Engineering', 'Computer Engineering', 'Information Systems'] as const;

export const DEMO_ROLES: readonly TDemoRole[] = [
  {
    count: 4,
    levels: ['entry', 'mid', 'senior'],
    titles: { entry: ['Junior Frontend Developer'], mid: ['Frontend Developer', 'Frontend Engineer'], senior: ['Senior Frontend Engineer', 'Staff Frontend Engineer'] },
    coreSkills: ['JavaScript', 'TypeScript', 'React', 'HTML', 'CSS'],
    extraSkills: ['Next.js', 'Redux', 'Tailwind CSS', 'Vite', 'Jest', 'Cypress', 'Storybook', 'Accessibility', 'GraphQL', 'Webpack', 'Figma', 'Sass', 'React Query', 'Vue.js'],
    bullets: [
      'Rebuilt the product catalogue in React and TypeScript, cutting the JavaScript shipped per page by {pct}%',
      'Moved the marketing pages to Next.js; largest contentful paint dropped by {ms} ms',
      'Built a component library in Storybook that {count} product teams now share',
      'Replaced hand-written data fetching with React Query and removed {pct}% of the client state code',
      'Fixed every WCAG 2.1 AA issue of the sign-up flow after an Accessibility review with screen-reader users',
      'Wrote Cypress tests for the checkout that caught {count} regressions before release',
      'Moved the build from Webpack to Vite, taking the local dev server start from 40 s to 3 s',
      'Turned Figma designs into responsive pages with Tailwind CSS',
      'Raised test coverage of the form library to {cov}% with Jest',
      'Added a GraphQL layer that cut the API calls per page by {pct}%',
      'Ported a legacy admin panel to Vue.js, one screen at a time, without a feature freeze',
      'Shipped the new onboarding flow used by {big} customers in its first month',
    ],
    leadBullets: [
      'Set the TypeScript and CSS conventions for a front-end group of {team} engineers',
      'Defined a performance budget and the alerts that keep the home page fast on mid-range phones',
    ],
    summary: 'Frontend developer with {years} of experience building fast, accessible web interfaces with {skills}.',
    bios: [
      'Frontend developer who cares about performance budgets, design systems and interfaces that work for everyone.',
      'I turn designs into fast, accessible React applications and keep the component library tidy.',
    ],
    experiencePhrase: 'building web interfaces',
    degreeFields: [...COMPUTING_FIELDS, 'Interaction Design'],
    certifications: ['Meta Front-End Developer Certificate', 'Certified Professional in Web Accessibility'],
    salaryFactor: 0.95,
  },
  {
    count: 3,
    levels: ['entry', 'mid', 'senior'],
    titles: { entry: ['Junior Java Developer'], mid: ['Backend Engineer', 'Java Developer'], senior: ['Senior Backend Engineer', 'Senior Java Engineer'] },
    coreSkills: ['Java', 'Spring Boot', 'PostgreSQL', 'REST'],
    extraSkills: ['Kotlin', 'Hibernate', 'Apache Kafka', 'Docker', 'Kubernetes', 'Redis', 'JUnit', 'Microservices', 'AWS', 'gRPC', 'Gradle', 'Maven', 'Elasticsearch'],
    bullets: [
      'Built the payments REST API in Java and Spring Boot that settles {big} transactions a month',
      'Split a billing monolith into Microservices with clear ownership and their own PostgreSQL schemas',
      'Moved order events to Apache Kafka, taking nightly reconciliation from 3 hours to {count} minutes',
      'Cut p95 latency of the pricing service by {pct}% with Redis caching and better PostgreSQL indexes',
      'Wrote JUnit and Testcontainers suites that run on every merge request in under {count} minutes',
      'Introduced gRPC between internal services and removed {pct}% of the hand-written mapping code',
      'Rewrote the search indexer on Elasticsearch, cutting reindex time by {pct}%',
      'Migrated build scripts from Maven to Gradle with a shared build cache',
      'Packaged the services in Docker and moved them to Kubernetes with zero-downtime deploys',
      'Wrote new services in Kotlin alongside the Java code base',
      'Mapped a 200-table schema with Hibernate and removed the N+1 queries from the hottest endpoints',
    ],
    leadBullets: [
      'Owned the on-call rotation and postmortems for {count} backend services',
      'Designed the public API versioning policy adopted by every backend team',
    ],
    summary: 'Backend engineer with {years} of experience designing reliable services and APIs with {skills}.',
    bios: [
      'Backend engineer who likes boring, reliable systems: clear APIs, good indexes and dashboards that tell the truth.',
      'Java and Spring developer focused on payments and order systems that never lose a message.',
    ],
    experiencePhrase: 'building backend services',
    degreeFields: COMPUTING_FIELDS,
    certifications: ['Oracle Certified Professional: Java SE 17 Developer', 'AWS Certified Developer – Associate'],
    salaryFactor: 1,
  },
  {
    count: 3,
    levels: ['entry', 'mid', 'senior'],
    titles: { entry: ['Junior Python Developer'], mid: ['Backend Developer', 'Python Developer'], senior: ['Senior Python Engineer', 'Senior Backend Developer'] },
    coreSkills: ['Python', 'Django', 'PostgreSQL'],
    extraSkills: ['FastAPI', 'Celery', 'Redis', 'Docker', 'AWS', 'pytest', 'Flask', 'RabbitMQ', 'GraphQL', 'Elasticsearch', 'SQLAlchemy', 'Amazon S3'],
    bullets: [
      'Built the customer portal back end in Python and Django, serving {big} requests a day',
      'Wrote a FastAPI service for document uploads with streaming to Amazon S3',
      'Moved slow report generation into Celery workers and cut page timeouts by {pct}%',
      'Tuned PostgreSQL queries and indexes, halving the database CPU at peak',
      'Raised test coverage of the core apps to {cov}% with pytest and factory fixtures',
      'Replaced a nightly file import with RabbitMQ consumers that retry failed records',
      'Added Redis caching to the product API and cut median response time by {ms} ms',
      'Containerised the services with Docker and cut onboarding of new developers to one day',
      'Migrated a legacy Flask app to Django without downtime',
      'Built a GraphQL endpoint for the mobile team with per-field permissions',
      'Rebuilt full-text search on Elasticsearch with typo tolerance',
    ],
    leadBullets: [
      'Led the upgrade to the latest Python and Django versions across {count} services',
      'Introduced design reviews for schema changes and wrote the migration playbook',
    ],
    summary: 'Python backend developer with {years} of experience shipping web services and data-heavy APIs with {skills}.',
    bios: [
      'Python developer who enjoys clean Django apps, fast queries and tests that make refactoring safe.',
      'Backend developer building APIs and background jobs in Python; happiest when a slow page becomes a fast one.',
    ],
    experiencePhrase: 'building Python web services',
    degreeFields: [...COMPUTING_FIELDS, 'Mathematics'],
    certifications: ['AWS Certified Developer – Associate', 'PCAP – Certified Associate in Python Programming'],
    salaryFactor: 1,
  },
  {
    count: 2,
    levels: ['mid', 'senior'],
    titles: { entry: ['Software Engineer'], mid: ['Go Developer', 'Backend Engineer'], senior: ['Senior Go Engineer', 'Staff Backend Engineer'] },
    coreSkills: ['Go', 'PostgreSQL', 'Docker'],
    extraSkills: ['Kubernetes', 'gRPC', 'Redis', 'Apache Kafka', 'Prometheus', 'AWS', 'Google Cloud', 'Microservices', 'Terraform', 'NATS', 'Distributed systems'],
    bullets: [
      'Wrote the ingestion service in Go that handles {big} events a day on {count} small instances',
      'Designed gRPC contracts between {count} internal services with backward-compatible versioning',
      'Cut memory use of the gateway by {pct}% by profiling allocations in Go',
      'Added Prometheus metrics and SLO alerts to every service the team owns',
      'Built a rate limiter on Redis shared by all public endpoints',
      'Moved batch jobs to streaming consumers on Apache Kafka',
      'Deployed the services to Kubernetes on Google Cloud with Terraform-managed infrastructure',
      'Replaced polling between services with NATS messages and cut p99 latency by {ms} ms',
      'Ran the services in Docker on AWS with blue-green releases',
      'Wrote PostgreSQL migrations that run online on tables of {big} rows',
    ],
    leadBullets: [
      'Led the design of a multi-region setup for the platform’s distributed systems',
      'Mentored backend engineers new to Go through pairing and code reviews',
    ],
    summary: 'Backend engineer with {years} of experience writing fast, observable services in {skills}.',
    bios: [
      'Go developer who likes small services, clear contracts and graphs that show what production is doing.',
      'Backend engineer working on high-throughput services in Go; interested in performance and reliability.',
    ],
    experiencePhrase: 'building backend services in Go',
    degreeFields: COMPUTING_FIELDS,
    certifications: ['Certified Kubernetes Application Developer (CKAD)', 'Google Cloud Professional Cloud Developer'],
    salaryFactor: 1.05,
  },
  {
    count: 2,
    levels: ['entry', 'mid', 'senior'],
    titles: { entry: ['Junior .NET Developer'], mid: ['.NET Developer', 'C# Developer'], senior: ['Senior .NET Engineer', 'Lead .NET Developer'] },
    coreSkills: ['C#', '.NET', 'ASP.NET', 'Microsoft SQL Server'],
    extraSkills: ['Azure', 'Entity Framework', 'Docker', 'RabbitMQ', 'xUnit', 'Redis', 'Microservices', 'Blazor'],
    bullets: [
      'Built the claims processing API in C# and ASP.NET used by {count} partner insurers',
      'Moved the line-of-business apps from on-premises servers to Azure',
      'Replaced long SQL Server scripts with Entity Framework queries covered by xUnit tests',
      'Cut report generation time by {pct}% by tuning Microsoft SQL Server indexes',
      'Set up build pipelines that test and deploy every merge',
      'Wrote scheduled jobs on Azure that import partner files overnight',
      'Added RabbitMQ messaging between the order and invoicing services',
      'Built an internal dashboard in Blazor that replaced {count} spreadsheets',
      'Upgraded {count} services to the latest .NET LTS release',
    ],
    leadBullets: ['Led a team of {team} .NET developers through the move to Microservices'],
    summary: '.NET developer with {years} of experience building business applications and APIs with {skills}.',
    bios: [
      'C# and .NET developer building dependable business systems, from SQL Server schemas to Azure deployments.',
      '.NET engineer who enjoys untangling legacy systems and moving them to the cloud one service at a time.',
    ],
    experiencePhrase: 'building .NET applications',
    degreeFields: [...COMPUTING_FIELDS, 'Business Informatics'],
    certifications: ['Microsoft Certified: Azure Developer Associate', 'Microsoft Certified: Azure Fundamentals'],
    salaryFactor: 0.95,
  },
  {
    count: 4,
    levels: ['entry', 'mid', 'senior'],
    titles: {
      entry: ['Junior Full-Stack Developer', 'Junior Software Developer'],
      mid: ['Full-Stack Developer', 'Software Engineer'],
      senior: ['Senior Full-Stack Engineer', 'Senior Software Engineer'],
    },
    coreSkills: ['TypeScript', 'JavaScript', 'React', 'Node.js', 'PostgreSQL'],
    extraSkills: ['Next.js', 'Express', 'NestJS', 'GraphQL', 'Docker', 'AWS', 'Prisma', 'Redis', 'Jest', 'Tailwind CSS', 'MongoDB', 'Vercel', 'Playwright', 'Stripe'],
    bullets: [
      'Built the booking product end to end in React, Node.js and PostgreSQL, from schema to release',
      'Wrote a NestJS API with role-based access that serves the web app and partner integrations',
      'Moved the storefront to Next.js on Vercel and cut time to first byte by {ms} ms',
      'Integrated Stripe subscriptions and invoices, bringing in the first {big} dollars of recurring revenue',
      'Replaced hand-built query strings with Prisma and typed queries across {count} services',
      'Added Playwright tests for the {count} most used flows',
      'Built an Express webhook service that processes {big} events a week',
      'Designed a GraphQL schema shared by three front ends',
      'Cut the AWS bill by {pct}% by right-sizing instances and caching in Redis',
      'Moved a reporting collection from MongoDB to PostgreSQL with a zero-downtime backfill',
      'Raised Jest coverage of the shared utilities to {cov}%',
      'Ran the apps in Docker locally and in CI so every developer had the same setup',
    ],
    leadBullets: [
      'Led the rewrite of the customer dashboard, shipping it in {count} incremental releases',
      'Ran weekly architecture reviews for a product team of {team} engineers',
    ],
    summary: 'Full-stack developer with {years} of experience shipping web products end to end with {skills}.',
    bios: [
      'Full-stack developer who likes owning a feature from the database to the button.',
      'TypeScript everywhere: React in front, Node.js behind, PostgreSQL underneath. I care about fast feedback loops.',
    ],
    experiencePhrase: 'building web applications',
    degreeFields: COMPUTING_FIELDS,
    certifications: ['AWS Certified Developer – Associate', 'MongoDB Associate Developer'],
    salaryFactor: 1,
  },
  {
    count: 2,
    levels: ['entry', 'mid', 'senior'],
    titles: { entry: ['Junior Ruby Developer'], mid: ['Ruby on Rails Developer', 'Full-Stack Developer'], senior: ['Senior Rails Engineer', 'Senior Full-Stack Developer'] },
    coreSkills: ['Ruby', 'Ruby on Rails', 'PostgreSQL', 'JavaScript'],
    extraSkills: ['Redis', 'RSpec', 'Heroku', 'React', 'Docker', 'AWS', 'GraphQL', 'Elasticsearch'],
    bullets: [
      'Built the subscription billing of a Ruby on Rails SaaS used by {big} small businesses',
      'Cut the RSpec suite from 25 to {count} minutes by removing database-heavy fixtures',
      'Moved background jobs to Redis-backed queues with retries and dead letters',
      'Upgraded a large Rails application across two major versions without a freeze',
      'Added React widgets to server-rendered pages where interaction needed them',
      'Moved hosting from Heroku to AWS and cut the bill by {pct}%',
      'Found and fixed slow PostgreSQL queries with query plans, halving average response time',
      'Built a GraphQL API for partner integrations',
    ],
    leadBullets: ['Coached {count} developers on testing practice and code review'],
    summary: 'Rails developer with {years} of experience building and scaling SaaS products with {skills}.',
    bios: [
      'Ruby on Rails developer who values well-named code, fast tests and shipping small changes often.',
      'Full-stack Rails developer who has grown SaaS products from the first customer to thousands.',
    ],
    experiencePhrase: 'building Rails applications',
    degreeFields: [...COMPUTING_FIELDS, 'Physics'],
    certifications: ['AWS Certified Cloud Practitioner'],
    salaryFactor: 0.95,
  },
  {
    count: 2,
    levels: ['entry', 'mid', 'senior'],
    titles: { entry: ['Junior iOS Developer'], mid: ['iOS Developer', 'iOS Engineer'], senior: ['Senior iOS Engineer', 'Lead iOS Developer'] },
    coreSkills: ['Swift', 'iOS', 'SwiftUI', 'Xcode'],
    extraSkills: ['UIKit', 'Combine', 'Core Data', 'XCTest', 'Fastlane', 'Firebase', 'Objective-C', 'Swift Package Manager', 'Core ML'],
    bullets: [
      'Built the banking app’s new payments screens in Swift and SwiftUI for {big} monthly users',
      'Moved screens from UIKit to SwiftUI one feature at a time',
      'Added offline mode with Core Data sync and conflict handling',
      'Cut crash rate to below 0.1% by fixing the top {count} crashes reported by Firebase',
      'Automated App Store releases with Fastlane, from build to screenshots',
      'Wrote XCTest unit and UI tests that run on every pull request',
      'Replaced callback chains with Combine publishers in the networking layer',
      'Wrapped an old Objective-C module in a Swift Package Manager package',
      'Shipped on-device image tagging with Core ML',
    ],
    leadBullets: ['Led the iOS team of {team} developers and set up weekly release trains'],
    summary: 'iOS developer with {years} of experience shipping polished native apps with {skills}.',
    bios: [
      'iOS developer who sweats the details: smooth animations, accessible screens and a crash-free release.',
      'Native iOS engineer working in Swift and SwiftUI; I like apps that feel fast even on a bad connection.',
    ],
    experiencePhrase: 'building iOS apps',
    degreeFields: COMPUTING_FIELDS,
    certifications: ['App Development with Swift Certified User'],
    salaryFactor: 1,
  },
  {
    count: 2,
    levels: ['entry', 'mid', 'senior'],
    titles: { entry: ['Junior Android Developer'], mid: ['Android Developer', 'Android Engineer'], senior: ['Senior Android Engineer', 'Lead Android Developer'] },
    coreSkills: ['Kotlin', 'Android', 'Jetpack Compose'],
    extraSkills: ['Java', 'Retrofit', 'Room', 'Dagger', 'RxJava', 'Espresso', 'Firebase', 'Kotlin Multiplatform', 'Gradle'],
    bullets: [
      'Rebuilt the ride-booking flow in Kotlin and Jetpack Compose for {big} Android users',
      'Moved networking to Retrofit with typed errors and retries',
      'Added an offline cache with Room so the app opens without a connection',
      'Replaced RxJava chains with coroutines, removing {pct}% of the threading code',
      'Wrote Espresso tests for the checkout that run on a device farm every night',
      'Cut cold start time by {ms} ms by deferring work and trimming Dagger graphs',
      'Shared the pricing logic with the iPhone app through Kotlin Multiplatform',
      'Sped up Gradle builds by {pct}% with build caching and modularisation',
      'Migrated legacy Java screens to Kotlin',
    ],
    leadBullets: ['Led Android architecture for {count} feature teams'],
    summary: 'Android developer with {years} of experience building fast, reliable native apps with {skills}.',
    bios: [
      'Android developer who likes modern Kotlin, Compose and apps that work on every budget phone.',
      'Native Android engineer focused on performance, offline support and clean architecture.',
    ],
    experiencePhrase: 'building Android apps',
    degreeFields: COMPUTING_FIELDS,
    certifications: ['Associate Android Developer'],
    salaryFactor: 1,
  },
  {
    count: 2,
    levels: ['entry', 'mid', 'senior'],
    titles: { entry: ['Junior Mobile Developer'], mid: ['Mobile Developer', 'React Native Developer'], senior: ['Senior Mobile Engineer', 'Lead Mobile Developer'] },
    coreSkills: ['React Native', 'TypeScript', 'iOS', 'Android'],
    extraSkills: ['Expo', 'Redux', 'Flutter', 'Dart', 'Firebase', 'Detox', 'Jest', 'GraphQL'],
    bullets: [
      'Shipped one React Native code base to iOS and Android for {big} users',
      'Moved the app to Expo managed builds and over-the-air updates',
      'Built a fitness tracking prototype in Flutter and Dart in {count} weeks',
      'Added Detox tests for sign-up and payment',
      'Cut the app bundle size by {pct}% by lazy-loading rarely used screens',
      'Replaced ad-hoc state with Redux slices and typed selectors',
      'Added remote config and crash reporting with Firebase',
      'Connected the app to a GraphQL API with offline caching',
    ],
    leadBullets: ['Set up the mobile release process and app store reviews for {count} apps'],
    summary: 'Mobile developer with {years} of experience shipping cross-platform apps with {skills}.',
    bios: [
      'Cross-platform mobile developer: one code base, two stores, and no compromise on feel.',
      'Mobile developer who likes React Native, good tooling and quick releases.',
    ],
    experiencePhrase: 'building mobile apps',
    degreeFields: COMPUTING_FIELDS,
    certifications: [],
    salaryFactor: 0.95,
  },
  {
    count: 3,
    levels: ['entry', 'mid', 'senior'],
    titles: { entry: ['Junior Data Engineer'], mid: ['Data Engineer', 'Analytics Engineer'], senior: ['Senior Data Engineer', 'Lead Data Engineer'] },
    coreSkills: ['Python', 'SQL', 'Apache Spark', 'Apache Airflow'],
    extraSkills: ['dbt', 'Snowflake', 'Apache Kafka', 'AWS', 'Google Cloud', 'Google BigQuery', 'Databricks', 'Apache Parquet', 'Terraform', 'Scala', 'PostgreSQL', 'Amazon Redshift', 'Delta Lake'],
    bullets: [
      'Built Apache Airflow pipelines that load {big} rows a day from {count} source systems',
      'Rewrote the nightly batch in Apache Spark, cutting run time from 6 hours to {count}0 minutes',
      'Modelled the sales warehouse in dbt with tests on every model',
      'Moved the warehouse to Snowflake and cut query costs by {pct}%',
      'Streamed clickstream events from Apache Kafka into the lake in near real time',
      'Ran Spark jobs on Databricks with Delta Lake tables and time travel for audits',
      'Stored raw data as Apache Parquet files partitioned by day',
      'Built the finance reporting tables in Google BigQuery',
      'Wrote Terraform for the data platform’s buckets, roles and schedules',
      'Replaced hand-written SQL exports with tested Python jobs',
      'Tuned Amazon Redshift sort keys and halved dashboard load times',
      'Wrote Spark jobs in Scala for the largest joins',
    ],
    leadBullets: ['Defined data contracts with {count} product teams so schema changes stop breaking reports'],
    summary: 'Data engineer with {years} of experience building reliable pipelines and warehouses with {skills}.',
    bios: [
      'Data engineer who builds pipelines people can trust: tested, documented and on time every morning.',
      'I move data from where it is made to where it is useful, with Python, SQL and Spark.',
    ],
    experiencePhrase: 'building data pipelines',
    degreeFields: [...COMPUTING_FIELDS, 'Mathematics'],
    certifications: ['Databricks Certified Data Engineer Associate', 'Google Cloud Professional Data Engineer', 'dbt Analytics Engineering Certification'],
    salaryFactor: 1.05,
  },
  {
    count: 2,
    levels: ['entry', 'mid', 'senior'],
    titles: { entry: ['Junior Data Scientist', 'Data Analyst'], mid: ['Data Scientist'], senior: ['Senior Data Scientist', 'Lead Data Scientist'] },
    coreSkills: ['Python', 'Pandas', 'scikit-learn', 'SQL', 'Statistics', 'Data analysis'],
    extraSkills: ['R', 'XGBoost', 'Jupyter', 'A/B testing', 'Tableau', 'PyTorch', 'Time series analysis', 'Apache Spark', 'Matplotlib', 'Google BigQuery'],
    bullets: [
      'Built a churn model with scikit-learn and XGBoost that flags {pct}% of leaving customers a month ahead',
      'Designed and analysed A/B testing of pricing changes worth {big} dollars a year',
      'Forecast weekly demand for {count} regions with time series analysis',
      'Wrote the Python and Pandas feature pipeline that feeds {count} models',
      'Built Tableau dashboards the sales team reads every morning',
      'Explained model results to product managers with Jupyter notebooks and plain charts in Matplotlib',
      'Queried billions of rows in Google BigQuery to size new markets',
      'Moved a feature job to Apache Spark when the data outgrew one machine',
      'Tried a PyTorch model for ticket routing that beat the rule-based baseline by {pct}%',
      'Kept a shared library of R scripts for the survey team',
    ],
    leadBullets: ['Set the review process for experiments across {count} product teams'],
    summary: 'Data scientist with {years} of experience turning data into decisions with {skills}.',
    bios: [
      'Data scientist who prefers a simple model that ships over a clever one that does not.',
      'I design experiments, build models and explain them in plain words.',
    ],
    experiencePhrase: 'in data science and analytics',
    degreeFields: ['Statistics', 'Mathematics', 'Economics', 'Computer Science'],
    certifications: ['Google Data Analytics Certificate', 'Tableau Desktop Specialist'],
    salaryFactor: 1.05,
  },
  {
    count: 3,
    levels: ['entry', 'mid', 'senior'],
    titles: {
      entry: ['Junior Machine Learning Engineer'],
      mid: ['Machine Learning Engineer', 'ML Engineer'],
      senior: ['Senior Machine Learning Engineer', 'Staff ML Engineer'],
    },
    coreSkills: ['Python', 'PyTorch', 'Machine learning'],
    extraSkills: [
      'TensorFlow', 'scikit-learn', 'MLflow', 'Hugging Face', 'Docker', 'Kubernetes', 'AWS', 'NumPy',
      'Large language models', 'Natural language processing', 'Computer vision', 'Amazon SageMaker', 'Kubeflow', 'CUDA',
    ],
    bullets: [
      'Trained and shipped a PyTorch ranking model that lifted click-through by {pct}%',
      'Fine-tuned Hugging Face models for support-ticket classification in {count} languages',
      'Built a question-answering service on large language models with evaluation sets for every release',
      'Tracked experiments and model versions in MLflow so every result can be reproduced',
      'Served models from Docker containers on Kubernetes with p99 latency under {ms} ms',
      'Built natural language processing pipelines that tag {big} documents a day',
      'Trained computer vision models for defect detection on production-line images',
      'Moved training jobs to Amazon SageMaker and cut GPU costs by {pct}%',
      'Wrote Kubeflow pipelines that retrain models weekly',
      'Sped up inference {count} times with CUDA kernels and batching',
      'Ported an older TensorFlow model to PyTorch without losing accuracy',
      'Built feature baselines in scikit-learn and NumPy before any deep model',
    ],
    leadBullets: ['Led the model review board and the rules for shipping a model to production'],
    summary: 'Machine learning engineer with {years} of experience taking models from notebook to production with {skills}.',
    bios: [
      'ML engineer who cares as much about evaluation and monitoring as about model architecture.',
      'I build machine learning systems that are measured, reproducible and cheap to run.',
    ],
    experiencePhrase: 'building machine learning systems',
    degreeFields: ['Computer Science', 'Machine Learning', 'Applied Mathematics', 'Electrical Engineering'],
    certifications: ['AWS Certified Machine Learning – Specialty', 'TensorFlow Developer Certificate'],
    salaryFactor: 1.15,
  },
  {
    count: 4,
    levels: ['entry', 'mid', 'senior'],
    titles: {
      entry: ['Junior DevOps Engineer', 'Junior Cloud Engineer'],
      mid: ['DevOps Engineer', 'Site Reliability Engineer', 'Platform Engineer'],
      senior: ['Senior Site Reliability Engineer', 'Senior DevOps Engineer', 'Staff Platform Engineer'],
    },
    coreSkills: ['Kubernetes', 'Terraform', 'Docker', 'AWS', 'Linux', 'DevOps'],
    extraSkills: ['Prometheus', 'Grafana', 'Helm', 'Argo CD', 'GitHub Actions', 'Ansible', 'Go', 'Python', 'Bash', 'Datadog', 'Google Cloud', 'Azure', 'Istio', 'OpenTelemetry'],
    bullets: [
      'Moved {count}0 services to Kubernetes on AWS with Terraform modules the teams reuse',
      'Built GitHub Actions pipelines that take a commit to production in under {count} minutes',
      'Set up Prometheus and Grafana dashboards and SLO alerts for every customer-facing service',
      'Cut cloud spend by {pct}% with right-sized node pools and scheduled scale-downs',
      'Introduced Argo CD for declarative deploys and removed manual kubectl access',
      'Packaged internal services as Helm charts with shared defaults',
      'Automated server patching on Linux hosts with Ansible',
      'Wrote Go and Python tools that automate certificate rotation',
      'Added OpenTelemetry tracing across {count} services and found the slowest hops',
      'Moved logging and alerting to Datadog and cut alert noise by {pct}%',
      'Rolled out Istio to encrypt and authenticate traffic between services',
      'Wrote Bash and Docker tooling for reproducible developer environments',
      'Ran workloads on both Google Cloud and Azure for a regulated customer',
    ],
    leadBullets: [
      'Led outage reviews and blameless postmortems for a platform of {big} daily users',
      'Defined the on-call rotation and runbooks for {count} teams',
    ],
    summary: 'DevOps and reliability engineer with {years} of experience running cloud platforms with {skills}.',
    bios: [
      'Site reliability engineer who automates the toil away and keeps the pager quiet.',
      'Platform engineer building paved roads: teams ship safely without thinking about the plumbing.',
    ],
    experiencePhrase: 'running cloud infrastructure',
    degreeFields: COMPUTING_FIELDS,
    certifications: ['Certified Kubernetes Administrator (CKA)', 'AWS Certified Solutions Architect – Associate', 'HashiCorp Certified: Terraform Associate'],
    salaryFactor: 1.05,
  },
  {
    count: 3,
    levels: ['entry', 'mid', 'senior'],
    titles: { entry: ['Junior QA Engineer', 'QA Analyst'], mid: ['QA Automation Engineer', 'Software Engineer in Test'], senior: ['Senior QA Automation Engineer', 'QA Lead'] },
    coreSkills: ['Test automation', 'QA', 'Playwright', 'TypeScript', 'Cypress'],
    extraSkills: ['Selenium', 'Java', 'Postman', 'JMeter', 'k6', 'Cucumber', 'Jenkins', 'REST Assured', 'Appium', 'TestRail', 'pytest', 'Python'],
    bullets: [
      'Built a Playwright suite in TypeScript that covers the {count}0 most important user journeys',
      'Cut flaky test failures by {pct}% by fixing waits and test data isolation',
      'Moved regression checks from manual runs to Cypress in CI',
      'Wrote API tests with Postman collections and REST Assured for {count} services',
      'Ran load tests with JMeter and k6 before every big launch',
      'Kept test cases and release sign-off in TestRail',
      'Automated mobile smoke tests with Appium on real devices',
      'Wrote Cucumber scenarios together with product owners',
      'Ported an old Selenium suite in Java to Playwright and cut run time by {pct}%',
      'Added pytest checks for the data exports in Python',
      'Ran the suites in Jenkins in parallel on every merge',
    ],
    leadBullets: ['Set the test strategy for a product group of {count} teams'],
    summary: 'QA automation engineer with {years} of experience building fast, trustworthy test suites with {skills}.',
    bios: [
      'QA engineer who believes tests should be fast, readable and trusted by the whole team.',
      'I find bugs before customers do and automate the checks so they stay found.',
    ],
    experiencePhrase: 'in test automation and QA',
    degreeFields: [...COMPUTING_FIELDS, 'Mathematics'],
    certifications: ['ISTQB Certified Tester Foundation Level', 'ISTQB Advanced Level Test Automation Engineer'],
    salaryFactor: 0.85,
  },
  {
    count: 2,
    levels: ['entry', 'mid', 'senior'],
    titles: { entry: ['Junior Security Analyst'], mid: ['Application Security Engineer', 'Security Engineer'], senior: ['Senior Security Engineer', 'Lead Application Security Engineer'] },
    coreSkills: ['Application security', 'Cybersecurity', 'OWASP', 'Penetration testing', 'Python'],
    extraSkills: ['Burp Suite', 'Threat modeling', 'Snyk', 'AWS', 'Kubernetes', 'SIEM', 'Splunk', 'Nmap', 'Wireshark', 'Cryptography', 'DevSecOps', 'Terraform'],
    bullets: [
      'Ran penetration testing of {count} web applications and tracked every finding to a fix',
      'Ran threat modeling sessions with product teams before new features were built',
      'Added Snyk scans to CI and cut open high-severity issues by {pct}%',
      'Built Splunk detections for suspicious logins and data exports',
      'Reviewed code against the OWASP Top 10 and wrote secure-coding guides',
      'Found and reported an access-control flaw with Burp Suite before release',
      'Hardened AWS accounts and Kubernetes clusters against the CIS benchmarks',
      'Wrote Python tools that check {big} cloud resources a day for misconfigurations',
      'Rolled out DevSecOps checks in every Terraform change',
      'Investigated network anomalies with Nmap and Wireshark',
      'Reviewed key management and cryptography choices in the payments service',
      'Tuned SIEM alerts and cut false positives by {pct}%',
    ],
    leadBullets: ['Ran the security champions programme across {count} engineering teams'],
    summary: 'Security engineer with {years} of experience finding and fixing weaknesses with {skills}.',
    bios: [
      'Application security engineer who helps developers ship safe code without slowing them down.',
      'I break things on purpose so attackers cannot, then help teams fix them for good.',
    ],
    experiencePhrase: 'in application security',
    degreeFields: ['Computer Science', 'Information Security'],
    certifications: ['Offensive Security Certified Professional (OSCP)', 'CompTIA Security+', 'GIAC Web Application Penetration Tester (GWAPT)'],
    salaryFactor: 1.05,
  },
  {
    count: 2,
    levels: ['entry', 'mid', 'senior'],
    titles: { entry: ['Junior Embedded Software Engineer'], mid: ['Embedded Software Engineer', 'Firmware Engineer'], senior: ['Senior Embedded Systems Engineer', 'Lead Firmware Engineer'] },
    coreSkills: ['C', 'C++', 'Embedded systems', 'Firmware', 'RTOS'],
    extraSkills: ['FreeRTOS', 'Zephyr', 'ARM Cortex', 'STM32', 'ESP32', 'Embedded Linux', 'Yocto', 'I2C', 'UART', 'CAN bus', 'Python', 'MQTT', 'Bluetooth', 'JTAG'],
    bullets: [
      'Wrote firmware in C for battery-powered sensors that last {count} years on one cell',
      'Ported the motor controller firmware to FreeRTOS on STM32 chips',
      'Built a C++ driver layer for I2C and UART peripherals with tests that run on the host',
      'Brought up a custom board on Embedded Linux with a Yocto image',
      'Added Bluetooth Low Energy provisioning on ESP32 devices',
      'Sent device telemetry over MQTT to the cloud back end',
      'Debugged timing issues with JTAG probes and logic analysers',
      'Implemented CAN bus diagnostics for an electric vehicle charger',
      'Moved a product line to Zephyr on ARM Cortex cores',
      'Wrote Python test rigs that flash and test {count}0 boards an hour',
      'Cut idle power draw by {pct}% with smarter sleep modes',
    ],
    leadBullets: ['Led firmware for a device family shipped to {big} customers'],
    summary: 'Embedded software engineer with {years} of experience writing firmware for real hardware with {skills}.',
    bios: [
      'Embedded engineer at home between the oscilloscope and the compiler.',
      'Firmware developer who likes small memory budgets, clear state machines and devices that never need a reboot.',
    ],
    experiencePhrase: 'writing embedded software',
    degreeFields: ['Electrical Engineering', 'Computer Engineering', 'Mechatronics'],
    certifications: [],
    salaryFactor: 0.95,
  },
  {
    count: 3,
    levels: ['senior'],
    minYears: 9,
    titles: {
      entry: ['Software Engineer'],
      mid: ['Senior Software Engineer', 'Tech Lead'],
      senior: ['Engineering Manager', 'Senior Engineering Manager'],
    },
    coreSkills: ['Agile', 'Scrum', 'System design', 'Software architecture'],
    extraSkills: ['Java', 'TypeScript', 'Python', 'AWS', 'Kubernetes', 'Microservices', 'Jira', 'Kanban', 'Distributed systems', 'Go', 'PostgreSQL'],
    bullets: [
      'Managed {team} engineers across two product teams shipping every week',
      'Hired {count} engineers and built a structured interview loop with clear rubrics',
      'Cut the time from idea to release by {pct}% by splitting work into smaller increments',
      'Ran quarterly planning with product and design for a roadmap of {count} initiatives',
      'Led the system design of the new order platform on AWS and Kubernetes',
      'Moved the teams from Scrum to Kanban where the work was mostly interrupt-driven',
      'Kept software architecture decisions in short written records anyone can find',
      'Coached {count} engineers into senior and tech lead roles',
      'Led the split of a monolith into Microservices owned by separate teams',
      'Wrote code in Java and TypeScript for internal tools when the team needed a hand',
      'Brought incident count down by {pct}% with on-call reviews and better alerts',
    ],
    leadBullets: ['Built a platform team from scratch and grew it to {team} engineers'],
    summary: 'Engineering manager with {years} of experience leading teams that ship, using {skills}.',
    bios: [
      'Engineering manager who grows people and keeps teams shipping at a sustainable pace.',
      'Former backend engineer now leading teams; I care about clear goals, honest feedback and fewer meetings.',
    ],
    experiencePhrase: 'in software engineering, the last few leading teams',
    degreeFields: [...COMPUTING_FIELDS, 'Business Administration'],
    certifications: ['Certified ScrumMaster (CSM)', 'AWS Certified Solutions Architect – Associate'],
    salaryFactor: 1.2,
  },
  {
    count: 2,
    levels: ['entry', 'mid', 'senior'],
    titles: { entry: ['Junior Game Developer'], mid: ['Game Developer', 'Gameplay Programmer'], senior: ['Senior Gameplay Engineer', 'Lead Game Developer'] },
    coreSkills: ['C#', 'Unity', 'Game development'],
    extraSkills: ['C++', 'Unreal Engine', 'Blender', 'OpenGL', 'Git', 'Godot'],
    bullets: [
      'Built gameplay systems in C# and Unity for a mobile puzzle game with {big} downloads',
      'Cut frame time by {pct}% on low-end phones by pooling objects and baking lighting',
      'Prototyped a multiplayer mode in Unreal Engine with C++ in {count} weeks',
      'Wrote OpenGL shaders for stylised water and fog',
      'Built editor tools that let designers create levels without code',
      'Made simple 3D props in Blender for the team’s prototypes',
      'Ported a side project to Godot for a game jam and won the audience prize',
    ],
    leadBullets: ['Led a gameplay team of {team} programmers through launch'],
    summary: 'Game developer with {years} of experience building gameplay and tools with {skills}.',
    bios: [
      'Gameplay programmer who loves tight controls, stable frame rates and happy designers.',
      'Game developer working in Unity and C#; I build the systems and the tools around them.',
    ],
    experiencePhrase: 'building games',
    degreeFields: ['Computer Science', 'Game Development', 'Software Engineering'],
    certifications: ['Unity Certified Programmer'],
    salaryFactor: 0.85,
  },
]; // prettier-ignore

/** Lines for any job, used once a role's own lines for the developer run out. */
export const COMMON_BULLETS: readonly string[] = [
  'Worked with product managers and designers to ship {count} features a quarter',
  'Cut the bug backlog by {pct}% in two quarters',
  'Took part in the on-call rotation and wrote up what each outage taught the team',
  'Reviewed pull requests daily and kept the main branch releasable',
  'Presented the team’s work at company demo days',
  'Rewrote the onboarding guide so new joiners shipped a change in their first week',
];

/** Lines a mid or senior job may add in any role. */
export const COMMON_LEAD_BULLETS: readonly string[] = [
  'Mentored {count} junior engineers through code reviews and pairing',
  'Interviewed candidates and onboarded {count} new team members',
  'Wrote design documents for every change that touched more than one team',
];

/** A second sentence for summaries. */
export const SUMMARY_CLOSINGS: readonly string[] = [
  'Known for clear writing, careful code reviews and steady delivery.',
  'Enjoys working closely with product and design on small, frequent releases.',
  'Comfortable in early-stage teams where everyone does a bit of everything.',
  'Likes measurable goals and leaving every code base a little better than found.',
  'Looking for a product-minded team that values quality and learning.',
  'Happy to mentor, and happiest when the whole team ships together.',
];

/** A last sentence for some bios. */
export const BIO_INTERESTS: readonly string[] = [
  'Away from the keyboard: trail running and too many houseplants.',
  'Weekends go to climbing and cooking for friends.',
  'Speaks at local meetups now and then.',
  'Volunteers as a coding coach for career changers.',
  'Currently learning to play the cello, slowly.',
  'Loves board games, especially the long ones.',
  'Maintains a small open-source library in spare time.',
  'Cyclist, photographer and occasional podcast guest.',
];

/** Fictional employers. */
export const DEMO_COMPANIES: readonly string[] = [
  'Brightlane Analytics', 'Quillfeather Health', 'Mosaic Freight', 'Copperleaf Energy', 'Lumenfield Robotics',
  'Harborline Payments', 'Pinecrest Media', 'Stratus Mobility', 'Kestrel Security Labs', 'Orchard Learning',
  'Bluewater Insurance', 'Fernhill Foods', 'Granite Peak Software', 'Silverbirch Banking', 'Tidewell Travel',
  'Northwind Traders', 'Fabrikam Logistics', 'Tailspin Toys', 'Wingtip Games', 'Woodgrove Bank',
  'Litware Systems', 'Lamna Healthcare', 'Trey Research', 'Alpine Ski House', 'Wide World Importers',
  'Cobaltline Telecom', 'Marigold Retail', 'Sablewood Studios', 'Ironbark Manufacturing', 'Velvet Finch Media',
]; // prettier-ignore

export const DEMO_UNIVERSITIES: readonly string[] = [
  'Lakeside State University', 'Rivermont Institute of Technology', 'Northgate University', 'University of Eastbrook',
  'Westhaven Technical University', 'Silverpine College', 'Crescent Bay University', 'Highmoor Polytechnic',
  'Ashford Valley University', 'Meridian School of Engineering', 'Stonebridge University', 'Kingsmere Institute of Science',
]; // prettier-ignore

/** For the few developers who came through a bootcamp (front-end, full-stack and QA roles). */
export const DEMO_BOOTCAMPS: readonly string[] = ['Codeforge Academy', 'Launchpad Coding School', 'Switchback Bootcamp'];
export const BOOTCAMP_FIELD = 'Full-Stack Web Development';
export const BOOTCAMP_ROLE_SKILLS: readonly string[] = ['React', 'Test automation'];

export const INTERNSHIP_TITLE = 'Software Engineering Intern';

/** The month the demo careers are written up to; fixed, so every seed gives the same resumes. */
export const CAREER_END = { year: 2026, month: 10 } as const;
