/**
 * Labelled relevance set for candidate search: invented developer profiles and the searches a recruiter
 * would run against them, each search labelling every profile. Written before any tuning of the ranking,
 * from a recruiter's judgement alone (the ranking code was not read).
 *
 * Labels: 3 = would shortlist first, 2 = good fit, 1 = plausible with ramp-up (adjacent family or level far off),
 * 0 = wrong person (a different role even if a keyword matches, or clearly lacking a must-have skill).
 * Salaries are annual and roughly EUR-comparable.
 */

export type TRelevanceProfile = {
  key: string;
  fullName: string;
  location: string;
  jobTitle: string;
  bio: string;
  skills: string[];
  experience: string;
  workExperience: string;
  education: string;
  experienceLevel: 'entry' | 'mid' | 'senior';
  yearsOfExperience: number;
  openToRemote: boolean;
  salaryMin: number | null;
  salaryMax: number | null;
  resumeMarkdown?: string;
};

export type TRelevanceLabel = 0 | 1 | 2 | 3;

export type TRelevanceQuery = {
  key: string;
  /** What the recruiter is hiring for, in one sentence. */
  intent: string;
  request: {
    jobTitle: string;
    skills: string[];
    mustHaveSkills: string[];
    experienceLevel: 'entry' | 'mid' | 'senior' | null;
    location: string;
    salaryMin: number | null;
    salaryMax: number | null;
  };
  /** Every profile key, labelled. */
  labels: Record<string, TRelevanceLabel>;
};

/** Keeps the keys as literal types, so a typo in a query's labels fails to compile. */
function defineProfiles<const TKey extends string>(profiles: readonly (TRelevanceProfile & { key: TKey })[]) {
  return profiles;
}

const PROFILES = defineProfiles([
  // ---- Backend: Go ----
  {
    key: 'go-backend-senior',
    fullName: 'Lena Hoffmann',
    location: 'Berlin, Germany',
    jobTitle: 'Senior Backend Engineer',
    bio: 'Backend engineer who likes boring, reliable systems. Most of my last 8 years went into payment and ledger services in Go.',
    skills: ['Go', 'PostgreSQL', 'gRPC', 'Kafka', 'Redis', 'Docker', 'Kubernetes', 'AWS'],
    experience:
      '8 years of backend development, the last 6 building payment APIs and ledger services in Go. Before that PHP (Symfony) and a bit of Python.',
    workExperience:
      'Paydock GmbH - Senior Backend Engineer (2021-now): ledger and payout services in Go, moved settlement from a nightly batch to Kafka streams, on-call rotation lead.\n' +
      'Kiezbank - Backend Developer (2019-2021): Go REST/gRPC APIs for card payments, Postgres schema design.\n' +
      'Agentur Nordlicht - PHP Developer (2017-2019): Symfony e-commerce shops.',
    education: 'B.Sc. Computer Science, TU Berlin (2017)',
    experienceLevel: 'senior',
    yearsOfExperience: 8,
    openToRemote: true,
    salaryMin: 85000,
    salaryMax: 100000,
    resumeMarkdown: `# Lena Hoffmann
Senior Backend Engineer · Berlin

## Summary
Backend engineer with 8 years of experience, 6 of them in Go on payment systems. I care about correctness, observability and a quiet on-call.

## Experience
### Senior Backend Engineer, Paydock GmbH (2021 – present)
- Own the ledger and payout services (Go, PostgreSQL, Kafka), about 3M transactions a day
- Moved settlement from a nightly batch to event streaming; reconciliation down from 6 hours to 15 minutes
- Introduced OpenTelemetry tracing and SLO-based alerting
- On-call rotation lead; run the backend interview loop

### Backend Developer, Kiezbank (2019 – 2021)
- Go REST and gRPC APIs for card payments
- PostgreSQL schema design and zero-downtime migrations

### PHP Developer, Agentur Nordlicht (2017 – 2019)
- Symfony shops, Python scripts for product imports

## Skills
Go, PostgreSQL, gRPC, Kafka, Redis, Docker, Kubernetes, AWS, Terraform (basic), OpenTelemetry

## Education
B.Sc. Computer Science, TU Berlin (2017)
`,
  },
  {
    key: 'go-backend-mid',
    fullName: 'Piotr Zieliński',
    location: 'Warsaw, Poland',
    jobTitle: 'Backend Developer',
    bio: "Backend developer from Warsaw. Started in PHP, fell for Go in 2022 and haven't looked back.",
    skills: ['Golang', 'Postgres', 'REST APIs', 'Docker', 'AWS', 'Git'],
    experience:
      '4 years of backend development: about 3 years of Go microservices for parcel tracking (Postgres, SQS, Docker on ECS), 1 year of PHP/Laravel before that.',
    workExperience:
      'Trackly (2022 - present), Backend Developer: Go microservices for parcel tracking events, ~20k req/s at peak, Postgres partitioning, AWS SQS and ECS.\n' +
      'SoftHouse Warszawa (2021 - 2022), PHP Developer: Laravel APIs for e-commerce clients.',
    education: 'MSc Computer Science, Warsaw University of Technology (2021)',
    experienceLevel: 'mid',
    yearsOfExperience: 4,
    openToRemote: true,
    salaryMin: 55000,
    salaryMax: 68000,
  },
  {
    key: 'go-backend-junior',
    fullName: 'Ana Sousa',
    location: 'Lisbon, Portugal',
    jobTitle: 'Junior Go Developer',
    bio: 'junior backend dev, writing go for about a year. looking for a team with good code reviews where i can keep learning.',
    skills: ['go', 'sql', 'docker', 'linux', 'git'],
    experience: 'about 1 year of professional Go (an internal REST API and some CLI tools), plus university projects in Java and C.',
    workExperience:
      'Junior Developer @ Lusoware (2024-present) - internal REST API in Go + PostgreSQL, CLI tools, writing tests\n' +
      'Intern @ Lusoware (summer 2023) - python scripts for a data migration',
    education: 'BSc Informatics Engineering, Universidade do Porto (2024)',
    experienceLevel: 'entry',
    yearsOfExperience: 1,
    openToRemote: true,
    salaryMin: 26000,
    salaryMax: 32000,
  },

  // ---- Backend: Java / Kotlin ----
  {
    key: 'java-spring-senior',
    fullName: 'Rajesh Iyer',
    location: 'Munich, Germany',
    jobTitle: 'Senior Java Developer',
    bio: 'Senior Java developer with 11 years in insurance and banking backends. Spring Boot, Kafka, and untangling monoliths without stopping the business.',
    skills: ['Java', 'Spring Boot', 'Spring Cloud', 'Hibernate', 'Microservices', 'Kafka', 'Oracle', 'Maven', 'JUnit'],
    experience:
      '11 years of Java backend development; Spring since 2014, microservices and Kafka since 2018. Also comfortable with Docker, OpenShift and Jenkins.',
    workExperience:
      'Allsure Versicherung AG, Munich - Senior Java Developer (2018-present): split the policy-administration monolith into 14 Spring Boot services connected through Kafka; mentor for 4 developers; Hibernate/Oracle performance tuning.\n' +
      'Infosys, Pune and Frankfurt - Java Developer (2014-2018): Spring MVC and Oracle PL/SQL for a German banking client.',
    education: 'B.Tech Computer Science, VIT Vellore (2014)',
    experienceLevel: 'senior',
    yearsOfExperience: 11,
    openToRemote: false,
    salaryMin: 80000,
    salaryMax: 95000,
    resumeMarkdown: `# Rajesh Iyer
Senior Java Developer | Munich, Germany

## Profile
11 years of Java backend development in insurance and banking. Strong in Spring Boot, event-driven microservices and legacy modernisation.

## Experience
**Senior Java Developer, Allsure Versicherung AG** (2018 – today)
- Decomposed the policy-administration monolith into 14 Spring Boot microservices
- Designed the Kafka event backbone (Avro schemas, outbox pattern)
- Reduced average claim-processing latency by 60% through Hibernate and Oracle tuning
- Mentor for 4 developers, code-review owner for the core domain

**Java Developer / Senior Systems Engineer, Infosys** (2014 – 2018)
- Spring MVC applications and Oracle PL/SQL for a German banking client
- Onsite in Frankfurt from 2016

## Technical skills
- Java 8–21, Spring Boot, Spring Cloud, Hibernate/JPA
- Kafka, Oracle, PostgreSQL
- Maven, Jenkins, Docker, OpenShift
- JUnit 5, Mockito, Testcontainers

## Education
B.Tech Computer Science, VIT Vellore (2014)
`,
  },
  {
    key: 'java-spring-mid',
    fullName: 'Emeka Okafor',
    location: 'London, UK',
    jobTitle: 'Java Developer',
    bio: 'Java developer in fintech. I like clean service boundaries and tests that actually catch bugs.',
    skills: ['Java 17', 'Spring', 'JPA', 'MySQL', 'JUnit 5', 'Docker', 'REST'],
    experience:
      '4 years of Java: Spring Boot services for lending, plus maintaining Java 8 batch jobs early on. Testcontainers, GitHub Actions, a couple of Kafka consumers.',
    workExperience:
      'Fintrail - Java Developer (2022-present): Spring Boot services for loan origination, MySQL, integration tests with Testcontainers, Kafka consumers for credit decisions.\n' +
      'Capita - Graduate Developer (2021-2022): maintained Java 8 batch jobs and Oracle reports.',
    education: 'MSc Advanced Computer Science, University of Manchester (2021); BEng Computer Engineering, University of Lagos',
    experienceLevel: 'mid',
    yearsOfExperience: 4,
    openToRemote: true,
    salaryMin: 58000,
    salaryMax: 68000,
  },
  {
    key: 'java-junior-grad',
    fullName: 'Ciara Byrne',
    location: 'Dublin, Ireland',
    jobTitle: 'Graduate Software Engineer',
    bio: 'Graduate software engineer, about a year into my first job on a Java claims platform. Keen to grow into backend development.',
    skills: ['Java', 'Spring Boot', 'SQL', 'Git', 'HTML', 'Python'],
    experience: '1 year as a graduate engineer on a Spring Boot API; a 6-month internship writing Python test automation.',
    workExperience:
      'Kestrel Insurance Tech, Dublin - Graduate Software Engineer (2024-present): bug fixes and small features in a Spring Boot claims API, JUnit tests.\n' +
      'Workday, Dublin - Software Engineering Intern (2023, 6 months): Python scripts for QA automation of internal tools.',
    education: 'BSc Computer Science, University College Dublin (2024)',
    experienceLevel: 'entry',
    yearsOfExperience: 1,
    openToRemote: false,
    salaryMin: 36000,
    salaryMax: 42000,
  },
  {
    key: 'kotlin-backend-senior',
    fullName: 'Daan de Vries',
    location: 'Amsterdam, Netherlands',
    jobTitle: 'Senior Backend Engineer',
    bio: 'Backend engineer on the JVM. Moved from Java to Kotlin a few years ago and now write pricing services that have to be fast and right.',
    skills: ['Kotlin', 'Java', 'Spring Boot', 'Ktor', 'PostgreSQL', 'Kafka', 'AWS', 'Gradle'],
    experience:
      '7 years of backend development: 3 in Java, 4 in Kotlin (Spring Boot, coroutines). Event-driven systems with Kafka, Postgres, AWS (ECS, RDS).',
    workExperience:
      'Ridewise - Senior Backend Engineer (2021-present): Kotlin/Spring Boot pricing and surge service, coroutines, Kafka Streams, p99 under 50ms.\n' +
      'Bookly BV - Backend Engineer (2018-2021): Java 11 booking API on Spring Boot, led the migration to Kotlin, Postgres.',
    education: 'MSc Computer Science, TU Delft (2018)',
    experienceLevel: 'senior',
    yearsOfExperience: 7,
    openToRemote: true,
    salaryMin: 85000,
    salaryMax: 100000,
    resumeMarkdown: `# Daan de Vries
Senior Backend Engineer — Amsterdam

Seven years of JVM backend work: three in Java, four in Kotlin. Event-driven services, low latency, pragmatic testing.

## Work
**Ridewise**, Senior Backend Engineer, 2021–now
- Built the pricing and surge service in Kotlin + Spring Boot (coroutines), p99 < 50 ms
- Kafka Streams for real-time demand signals
- Led the team's move from REST polling to events; ran the Kafka upgrade

**Bookly BV**, Backend Engineer, 2018–2021
- Java 11 / Spring Boot booking API, PostgreSQL
- Proposed and led the gradual migration to Kotlin

## Stack
Kotlin, Java, Spring Boot, Ktor, PostgreSQL, Kafka, AWS (ECS, RDS, SQS), Gradle, JUnit, Kotest

## Education
MSc Computer Science, TU Delft, 2018
`,
  },

  // ---- Backend: Python ----
  {
    key: 'python-django-senior',
    fullName: 'Priya Shah',
    location: 'London, UK',
    jobTitle: 'Senior Python Developer',
    bio: 'Python developer for 9 years, mostly Django. Currently lead developer on a healthcare booking platform.',
    skills: ['Python', 'Django', 'Django REST Framework', 'PostgreSQL', 'Celery', 'Redis', 'AWS', 'Docker'],
    experience:
      '9 years of Python web development, 7 with Django. Technical lead for 4 developers on an API migration; Postgres performance work and AWS.',
    workExperience:
      'Healthbook - Lead Developer (2020-present): Django monolith serving 2M patients; led the move to DRF with a React frontend; Celery pipelines for reminders; technical lead for 4 devs.\n' +
      'VerifyMe - Python Developer (2017-2020): identity-check APIs in Django and Flask.\n' +
      'Brick Lane Digital - Junior Web Developer (2016-2017): Django CMS sites.',
    education: 'MEng Computer Science, University of Warwick (2016)',
    experienceLevel: 'senior',
    yearsOfExperience: 9,
    openToRemote: true,
    salaryMin: 80000,
    salaryMax: 95000,
    resumeMarkdown: `# Priya Shah — Senior Python Developer
London · open to remote

## About
Nine years of Python, seven of them with Django. I enjoy data modelling, performance work and helping a team ship steadily.

## Experience
### Lead Developer — Healthbook (2020–present)
- Django monolith for appointment booking, 2M patients
- Led the move from server-rendered views to Django REST Framework + React
- Celery/Redis pipelines for SMS and e-mail reminders (400k a day)
- Query tuning on PostgreSQL; cut the slowest endpoint from 3 s to 200 ms
- Technical lead for 4 developers

### Python Developer — VerifyMe (2017–2020)
- Identity-verification APIs in Django and Flask, AWS (ECS, RDS, S3)

### Junior Web Developer — Brick Lane Digital (2016–2017)
- Django CMS sites for charities

## Skills
Python, Django, DRF, Flask, PostgreSQL, Celery, Redis, AWS, Docker, pytest

## Education
MEng Computer Science, University of Warwick (2016)
`,
  },
  {
    key: 'python-fastapi-mid',
    fullName: 'Yusuf Demir',
    location: 'Berlin, Germany',
    jobTitle: 'Backend Engineer (Python)',
    bio: 'Backend engineer writing async Python. FastAPI, Postgres, and tests before merging.',
    skills: ['Python', 'FastAPI', 'SQLAlchemy', 'Postgres', 'Docker', 'pytest', 'asyncio'],
    experience:
      '3 years as a backend engineer on FastAPI services for EV charging data, plus 2 years as a working student building Python data tooling.',
    workExperience:
      'Greenmile Energy GmbH - Backend Engineer (2022-present): FastAPI services ingesting charging-session data, async SQLAlchemy + Postgres, Alembic migrations, GitHub Actions CI.\n' +
      'Fraunhofer FOKUS - Working Student (2020-2022): Python data-processing scripts and a small Flask dashboard.',
    education: 'M.Sc. Informatik, Humboldt-Universität zu Berlin (2022)',
    experienceLevel: 'mid',
    yearsOfExperience: 3,
    openToRemote: true,
    salaryMin: 58000,
    salaryMax: 68000,
    resumeMarkdown: `# Yusuf Demir
Backend Engineer (Python), Berlin

## Experience
**Greenmile Energy GmbH** — Backend Engineer, 09/2022 – now
- FastAPI services that ingest charging-session data from 12k chargers
- async SQLAlchemy 2.0 + PostgreSQL, Alembic migrations
- Moved CI to GitHub Actions, test coverage from 40% to 85% (pytest)
- Redis caching for the tariff API

**Fraunhofer FOKUS** — Working Student, 2020 – 2022
- Python scripts for traffic-sensor data, a small Flask dashboard

## Skills
Python, FastAPI, asyncio, SQLAlchemy, PostgreSQL, Redis, Docker, pytest, GitHub Actions

## Education
M.Sc. Informatik, HU Berlin (2022)

## Languages
German, Turkish, English
`,
  },
  {
    key: 'python-flask-junior',
    fullName: 'Lucía Fernández',
    location: 'Madrid, Spain',
    jobTitle: 'Junior Backend Developer',
    bio: 'Junior backend developer (Python). I enjoy APIs and databases and I am learning Django on the side.',
    skills: ['Python', 'Flask', 'SQL', 'Git', 'HTML/CSS'],
    experience: '1 year working on a Flask API for restaurant bookings; final-year project in Django.',
    workExperience:
      'Tecnoreserva, Madrid - Junior Developer (2024-present): endpoints for a Flask booking API, MySQL queries, unit tests with pytest, Jinja templates for the admin pages.',
    education: 'Grado en Ingeniería Informática, Universidad Complutense de Madrid (2024)',
    experienceLevel: 'entry',
    yearsOfExperience: 1,
    openToRemote: true,
    salaryMin: 26000,
    salaryMax: 32000,
  },

  // ---- Backend: Node.js ----
  {
    key: 'node-backend-senior',
    fullName: 'Ethan Clarke',
    location: 'Toronto, Canada',
    jobTitle: 'Senior Software Engineer, Backend',
    bio: 'Backend engineer, TypeScript everywhere. I design APIs other teams enjoy using.',
    skills: ['Node.js', 'TypeScript', 'NestJS', 'PostgreSQL', 'MongoDB', 'GraphQL', 'AWS Lambda', 'Docker'],
    experience: '8 years building Node.js backends: NestJS services, GraphQL gateways and serverless jobs; some React for internal tools.',
    workExperience:
      'Shopwave - Senior Software Engineer, Backend (2020-present): NestJS order and inventory services, GraphQL federation gateway, event-driven jobs on Lambda/SQS.\n' +
      'Ticketbox - Software Developer (2017-2020): Express.js APIs on MongoDB, React admin screens.',
    education: 'BASc Computer Engineering, University of Waterloo (2017)',
    experienceLevel: 'senior',
    yearsOfExperience: 8,
    openToRemote: true,
    salaryMin: 90000,
    salaryMax: 105000,
    resumeMarkdown: `# Ethan Clarke
Senior Backend Engineer · Toronto, ON · Remote-friendly

## Summary
8 years of Node.js in production. TypeScript, NestJS, GraphQL, AWS. I like clear API contracts, good docs and boring deploys.

## Experience
**Shopwave** — Senior Software Engineer, Backend (2020–present)
- Order and inventory services in NestJS + PostgreSQL handling Black Friday peaks (9k orders/min)
- Built the GraphQL federation gateway used by 6 teams
- Event-driven jobs on AWS Lambda and SQS; cut infra cost by 30%

**Ticketbox** — Software Developer (2017–2020)
- Express.js APIs on MongoDB for event ticketing
- React admin screens for the support team

## Skills
Node.js, TypeScript, NestJS, Express, GraphQL, PostgreSQL, MongoDB, AWS (Lambda, SQS, RDS), Docker, Jest

## Education
BASc Computer Engineering, University of Waterloo (2017)
`,
  },
  {
    key: 'node-backend-mid',
    fullName: 'Gabriel Oliveira',
    location: 'São Paulo, Brazil',
    jobTitle: 'Backend Developer',
    bio: 'backend dev (node.js) at a payments startup. i like queues, retries and well-named variables.',
    skills: ['node', 'express', 'javascript', 'typescript', 'mongodb', 'redis', 'jest'],
    experience: '4 years of Node.js: Express APIs, MongoDB, Redis/BullMQ queues; started out doing PHP sites.',
    workExperience:
      'PagFácil - Backend Developer (2022-present): Node/Express APIs for a payments app, MongoDB, BullMQ queues, wrote the webhook retry system.\n' +
      'Agência Pixel - Junior Developer (2021-2022): PHP and Node sites for clients.',
    education: 'Bacharelado em Ciência da Computação, USP (2021)',
    experienceLevel: 'mid',
    yearsOfExperience: 4,
    openToRemote: true,
    salaryMin: 35000,
    salaryMax: 48000,
  },

  // ---- Backend: .NET ----
  {
    key: 'dotnet-senior',
    fullName: 'Erik Lindqvist',
    location: 'Stockholm, Sweden',
    jobTitle: 'Senior .NET Developer',
    bio: '.NET developer for 11 years, from WinForms and WCF to ASP.NET Core on Azure.',
    skills: ['C#', '.NET', 'ASP.NET Core', 'Azure', 'SQL Server', 'Entity Framework', 'Azure DevOps'],
    experience:
      '11 years of C#/.NET backend development, the last 5 on ASP.NET Core and Azure Functions; migration of legacy .NET Framework systems.',
    workExperience:
      'Nordlogistik AB - Senior Developer (2017-present): ASP.NET Core APIs and Azure Functions for warehouse management, migrated 4 legacy .NET Framework 4.8 services, Azure Service Bus.\n' +
      'Sigma Konsult - Developer (2014-2017): WCF services, WinForms, SQL Server.',
    education: 'MSc Computer Science and Engineering, KTH (2014)',
    experienceLevel: 'senior',
    yearsOfExperience: 11,
    openToRemote: false,
    salaryMin: 65000,
    salaryMax: 80000,
  },
  {
    key: 'dotnet-senior-fullstack',
    fullName: 'Omar Farouk',
    location: 'Dubai, UAE',
    jobTitle: 'Senior Software Engineer (.NET)',
    bio: 'Senior .NET engineer building logistics platforms. Microservices on Azure, with Blazor when we need a back office quickly.',
    skills: ['C#', 'ASP.NET Core', 'Blazor', 'Azure', 'SQL Server', 'Docker', 'RabbitMQ'],
    experience: '7 years of C#/.NET: ASP.NET Core microservices with RabbitMQ, Blazor back-office apps, AKS deployments.',
    workExperience:
      'Gulfline Logistics - Senior Software Engineer (2020-present): ASP.NET Core microservices for shipment tracking, RabbitMQ, Blazor back office, Azure AKS.\n' +
      'Desert Systems - Software Engineer (2018-2020): ASP.NET MVC on .NET Framework, SQL Server reporting.',
    education: 'BSc Computer Science, American University of Sharjah (2018)',
    experienceLevel: 'senior',
    yearsOfExperience: 7,
    openToRemote: true,
    salaryMin: 70000,
    salaryMax: 85000,
  },
  {
    key: 'dotnet-mid',
    fullName: 'Tom Fletcher',
    location: 'Manchester, UK',
    jobTitle: 'C# Developer',
    bio: 'C# developer in housing tech. Mostly APIs, some Angular when the frontend team is busy.',
    skills: ['C#', '.NET 6', 'Web API', 'SQL', 'Angular', 'Git'],
    experience: '4 years of .NET: Web APIs, SQL Server stored procedures, occasional Angular screens.',
    workExperience:
      'Northway Housing Tech - Software Developer (2021-present): .NET 6 Web APIs for the tenant portal, SQL Server, Angular forms, Azure DevOps pipelines.',
    education: 'BSc Computing, Manchester Metropolitan University (2021)',
    experienceLevel: 'mid',
    yearsOfExperience: 4,
    openToRemote: true,
    salaryMin: 42000,
    salaryMax: 52000,
  },

  // ---- Backend: Ruby, PHP ----
  {
    key: 'rails-senior',
    fullName: 'Maya Goldberg',
    location: 'Austin, TX, USA',
    jobTitle: 'Senior Ruby on Rails Developer',
    bio: 'Rails developer for 9 years; before that a linguistics grad who got hooked on Ruby. I like monoliths that stay pleasant to work in.',
    skills: ['Ruby', 'Ruby on Rails', 'PostgreSQL', 'Sidekiq', 'RSpec', 'React', 'Heroku'],
    experience:
      '9 years of Ruby on Rails, including Rails upgrades (4 to 7), Hotwire, Sidekiq and Postgres tuning; enough React to ship features end to end.',
    workExperience:
      'Tendly - Senior Engineer (2019-present): Rails 7 monolith for a scheduling SaaS, Hotwire, Sidekiq jobs, Postgres indexing.\n' +
      'Clearline - Rails Developer (2016-2019): client projects in Rails and some React.',
    education: 'BA Linguistics, University of Texas at Austin; Turing School of Software & Design (2016)',
    experienceLevel: 'senior',
    yearsOfExperience: 9,
    openToRemote: true,
    salaryMin: 120000,
    salaryMax: 140000,
  },
  {
    key: 'php-laravel-mid',
    fullName: 'Nikos Papadopoulos',
    location: 'Athens, Greece',
    jobTitle: 'PHP Developer',
    bio: 'PHP/Laravel developer building a travel booking platform. I also do the Vue frontend for most of my features.',
    skills: ['PHP', 'Laravel', 'MySQL', 'Vue.js', 'jQuery', 'REST', 'Docker'],
    experience: '5 years of PHP, 4 with Laravel; built the customer booking frontend in Vue 2/Vuex and I am migrating it to Vue 3.',
    workExperience:
      'Travelio - Full-stack PHP Developer (2021-present): Laravel booking platform, payment gateway integrations, customer booking frontend in Vue 2 + Vuex, Vue 3 migration in progress.\n' +
      'WebArt Studio - Web Developer (2020-2021): WordPress and custom PHP sites.',
    education: 'BSc Informatics, Athens University of Economics and Business (2020)',
    experienceLevel: 'mid',
    yearsOfExperience: 5,
    openToRemote: true,
    salaryMin: 28000,
    salaryMax: 38000,
  },

  // ---- Frontend ----
  {
    key: 'react-frontend-senior',
    fullName: 'Sofia Rossi',
    location: 'Berlin, Germany',
    jobTitle: 'Senior Frontend Engineer',
    bio: 'Senior frontend engineer. React + TypeScript, design systems, accessibility and fast pages.',
    skills: ['React', 'TypeScript', 'Next.js', 'Redux Toolkit', 'GraphQL', 'Jest', 'React Testing Library', 'Accessibility'],
    experience:
      '8 years of frontend development, 7 with React. Built and maintained a design system, led a Next.js migration, WCAG audits.',
    workExperience:
      'Mietwelt GmbH, Berlin - Senior Frontend Engineer (2021-present): Next.js listing and search pages, React design system in Storybook, Core Web Vitals improvements.\n' +
      'Modehaus Online - Frontend Developer (2018-2021): React/Redux checkout and account area.\n' +
      'Studio Bianco, Milan - Web Developer (2017-2018): jQuery and early React sites.',
    education: 'Laurea Magistrale in Ingegneria Informatica, Politecnico di Milano (2017)',
    experienceLevel: 'senior',
    yearsOfExperience: 8,
    openToRemote: true,
    salaryMin: 78000,
    salaryMax: 92000,
    resumeMarkdown: `# Sofia Rossi
Senior Frontend Engineer — Berlin (hybrid or remote)

## Summary
8 years building web frontends, 7 with React. I lead on design systems, accessibility and performance, and I like pairing with designers.

## Experience
### Mietwelt GmbH — Senior Frontend Engineer (2021–present)
- Led the migration of listing and search pages to Next.js (SSR + ISR); LCP from 4.1 s to 1.6 s
- Built and maintain the React design system (Storybook, 80 components, visual regression tests)
- Ran WCAG 2.1 AA audits and fixed 200+ issues with the team

### Modehaus Online — Frontend Developer (2018–2021)
- React/Redux checkout and account area; A/B tests with the growth team
- Introduced TypeScript and React Testing Library

### Studio Bianco, Milan — Web Developer (2017–2018)
- jQuery and first React sites for agency clients

## Skills
React, TypeScript, Next.js, Redux Toolkit, GraphQL (Apollo), Jest, React Testing Library, Storybook, CSS Modules, accessibility

## Education
Laurea Magistrale in Ingegneria Informatica, Politecnico di Milano (2017)
`,
  },
  {
    key: 'react-frontend-mid',
    fullName: 'Marc Puig',
    location: 'Barcelona, Spain',
    jobTitle: 'Frontend Developer',
    bio: 'Frontend dev focused on React. Currently moving a big JS codebase to TypeScript, one file at a time.',
    skills: ['ReactJS', 'JS', 'TypeScript', 'CSS', 'Tailwind', 'Vite'],
    experience:
      '3 years of React: SPA for travel bookings, JS to TS migration, Tailwind design tokens. Some freelance WordPress before that.',
    workExperience:
      'Holaviaje - Frontend Developer (2022-present): React SPA for flight and hotel bookings, TypeScript migration, Tailwind.\n' +
      'Freelance (2021-2022): landing pages and WordPress themes.',
    education: 'CFGS Desarrollo de Aplicaciones Web, Institut Poblenou (2021)',
    experienceLevel: 'mid',
    yearsOfExperience: 3,
    openToRemote: true,
    salaryMin: 40000,
    salaryMax: 50000,
  },
  {
    key: 'react-frontend-junior',
    fullName: 'Olivia Bennett',
    location: 'Leeds, UK',
    jobTitle: 'Junior Frontend Developer',
    bio: 'Junior frontend developer who loves turning Figma designs into accessible, responsive pages.',
    skills: ['HTML', 'CSS', 'JavaScript', 'React', 'Git', 'Figma'],
    experience: '1 year as a junior frontend developer building React components for client dashboards; learning TypeScript.',
    workExperience:
      'Pennine Digital - Junior Frontend Developer (2024-present): React components for client dashboards, CSS fixes, first TypeScript components.',
    education: 'BSc Computer Science, University of Leeds (2024)',
    experienceLevel: 'entry',
    yearsOfExperience: 1,
    openToRemote: true,
    salaryMin: 27000,
    salaryMax: 32000,
  },
  {
    key: 'frontend-engineer-zurich',
    fullName: 'Lukas Meier',
    location: 'Zurich, Switzerland',
    jobTitle: 'Software Engineer',
    bio: 'I build web UIs: component libraries, performance work, and the occasional webpack config nobody else wants to touch.',
    skills: ['TypeScript', 'React', 'Next.js', 'Storybook', 'Emotion', 'Webpack', 'Cypress'],
    experience: '5 years building web frontends: React/TypeScript for e-banking, an Angular app for a medtech client before that.',
    workExperience:
      'Alpenbank Digital AG - Software Engineer (2021-present): customer e-banking web app in React/TypeScript, owner of the component library (Storybook, 60+ components), Cypress e2e tests.\n' +
      'Rhein Consulting AG - Software Engineer (2020-2021): Angular frontend for a medtech client.',
    education: 'BSc Informatik, ETH Zürich (2020)',
    experienceLevel: 'mid',
    yearsOfExperience: 5,
    openToRemote: false,
    salaryMin: 100000,
    salaryMax: 115000,
  },
  {
    key: 'vue-frontend-senior',
    fullName: 'Katharina Gruber',
    location: 'Vienna, Austria',
    jobTitle: 'Senior Frontend Developer',
    bio: 'Senior frontend developer, Vue since 2.0. Led the Nuxt 3 rewrite of a site with 5M monthly visitors.',
    skills: ['Vue.js', 'Nuxt', 'TypeScript', 'Pinia', 'Vuex', 'SCSS', 'Vitest'],
    experience: '7 years of frontend development with Vue; SSR performance, design systems, mentoring juniors.',
    workExperience:
      'Almwetter GmbH - Senior Frontend Developer (2020-present): led the Nuxt 3 rewrite, SSR caching, Pinia stores, component library.\n' +
      'Digitalagentur Wien - Frontend Developer (2018-2020): Vue 2 and jQuery sites for clients.',
    education: 'BSc Medieninformatik, TU Wien (2018)',
    experienceLevel: 'senior',
    yearsOfExperience: 7,
    openToRemote: true,
    salaryMin: 62000,
    salaryMax: 75000,
    resumeMarkdown: `# Katharina Gruber
Senior Frontend Developer · Vienna, Austria

## Experience
**Almwetter GmbH** — Senior Frontend Developer (2020 – today)
- Led the rewrite of the main weather site from Vue 2 to Nuxt 3 (5M visitors a month)
- SSR caching strategy, TTFB halved
- State management with Pinia, typed end to end with TypeScript
- Internal component library; mentoring two junior developers

**Digitalagentur Wien** — Frontend Developer (2018 – 2020)
- Vue 2 and jQuery websites for tourism and retail clients

## Skills
Vue.js (2 and 3), Nuxt, TypeScript, Pinia, Vuex, Vite, Vitest, SCSS, accessibility basics

## Education
BSc Medieninformatik, TU Wien (2018)
`,
  },
  {
    key: 'vue-frontend-mid',
    fullName: 'Tereza Novotná',
    location: 'Prague, Czechia',
    jobTitle: 'Vue.js Developer',
    bio: 'Vue developer building dashboards for logistics. Composition API fan.',
    skills: ['Vue 3', 'JavaScript', 'Vuetify', 'REST', 'Vite', 'Git'],
    experience: '3 years of Vue (2 and 3), Vuetify dashboards, charts, REST integration.',
    workExperience:
      'Logisto s.r.o. - Frontend Developer (2022-present): Vue 3 + Vuetify dashboards for fleet managers, migrated from Vue 2 to the composition API, ECharts.',
    education: 'Ing. Software Engineering, Czech Technical University in Prague (2022)',
    experienceLevel: 'mid',
    yearsOfExperience: 3,
    openToRemote: true,
    salaryMin: 36000,
    salaryMax: 45000,
  },
  {
    key: 'angular-frontend-senior',
    fullName: 'Dmitri Volkov',
    location: 'Frankfurt, Germany',
    jobTitle: 'Senior Angular Developer',
    bio: 'Angular developer for trading and banking front-ends. RxJS is my happy place.',
    skills: ['Angular', 'TypeScript', 'RxJS', 'NgRx', 'Jasmine', 'Karma', 'SCSS', 'Nx'],
    experience: '9 years of frontend, from AngularJS to Angular 17; large Nx monorepos, NgRx state management.',
    workExperience:
      'Commerzflow GmbH - Senior Frontend Developer (2019-present): trading front-ends in Angular, NgRx, Nx monorepo with 6 apps, real-time prices over WebSockets.\n' +
      'Schienenwerk IT - Frontend Developer (2016-2019): AngularJS to Angular migration for a rail operator.',
    education: 'Diplom Informatik, Universität Leipzig (2016)',
    experienceLevel: 'senior',
    yearsOfExperience: 9,
    openToRemote: false,
    salaryMin: 75000,
    salaryMax: 88000,
  },
  {
    key: 'angular-frontend-mid',
    fullName: 'Andreea Popescu',
    location: 'Bucharest, Romania',
    jobTitle: 'Frontend Developer',
    bio: 'Frontend developer (Angular) at a software services company, working for an insurance client.',
    skills: ['Angular', 'TypeScript', 'RxJS', 'HTML', 'SCSS', 'Angular Material'],
    experience: '4 years of Angular: complex reactive forms, RxJS, unit tests.',
    workExperience:
      'Carpathia Software - Frontend Developer (2021-present): Angular apps for a Dutch insurance client, dynamic forms, Angular Material.',
    education: 'BSc Computer Science, Universitatea Politehnica București (2021)',
    experienceLevel: 'mid',
    yearsOfExperience: 4,
    openToRemote: true,
    salaryMin: 30000,
    salaryMax: 40000,
  },
  {
    key: 'js-frontend-dev',
    fullName: 'Kenji Watanabe',
    location: 'Rotterdam, Netherlands',
    jobTitle: 'JavaScript Developer',
    bio: 'JavaScript developer building dashboards for port logistics. React on the front, a thin Node.js layer behind it.',
    skills: ['JavaScript', 'TypeScript', 'React', 'Node.js', 'Webpack', 'HTML5', 'CSS3'],
    experience: '4 years of JavaScript development: React dashboards with real-time data, a Node.js backend-for-frontend, some D3.',
    workExperience:
      'Havenlink B.V. - JavaScript Developer (2021-present): React dashboards for container tracking, Node.js BFF, WebSockets, D3 charts.\n' +
      'Sakura Web, Tokyo - Web Developer (2020-2021): jQuery and Vue sites.',
    education: 'BSc Information Science, Keio University (2020)',
    experienceLevel: 'mid',
    yearsOfExperience: 4,
    openToRemote: true,
    salaryMin: 55000,
    salaryMax: 65000,
  },
  {
    key: 'designer-frontend',
    fullName: 'Freja Nielsen',
    location: 'Copenhagen, Denmark',
    jobTitle: 'UI Developer & Designer',
    bio: 'Half designer, half developer. I design in Figma and build what I design, mostly HTML/CSS, Webflow and a bit of React.',
    skills: ['Figma', 'HTML', 'CSS', 'Sass', 'JavaScript', 'Webflow', 'Adobe XD', 'Design Systems', 'React', 'Illustrator'],
    experience: '6 years across UI design and frontend: Figma design systems, Webflow sites, HTML/CSS, some React components.',
    workExperience:
      'Studio Tern - UI Developer & Designer (2021-present): designs client sites in Figma and builds them in Webflow or HTML/CSS; React components for two client design systems.\n' +
      'Nordisk Media - Web Designer (2019-2021): campaign sites, banners, WordPress themes.',
    education: 'BA Interaction Design, Royal Danish Academy (2019)',
    experienceLevel: 'mid',
    yearsOfExperience: 6,
    openToRemote: true,
    salaryMin: 50000,
    salaryMax: 60000,
  },
  {
    key: 'fullstack-agency-mid',
    fullName: 'Chinedu Eze',
    location: 'Lagos, Nigeria',
    jobTitle: 'Full Stack Developer',
    bio: 'Passionate full stack developer and fast learner. I can work with any technology and deliver quality results on time.',
    skills: [
      'JavaScript',
      'React',
      'Node.js',
      'Python',
      'Java',
      'C++',
      'Go',
      'Swift',
      'Kubernetes',
      'TensorFlow',
      'Blockchain',
      'AWS',
      'Docker',
      'MongoDB',
      'PHP',
    ],
    experience: '3 years building websites and web apps for clients, mostly React frontends with Express/Node backends, some WordPress.',
    workExperience:
      'BrightPixel Agency, Lagos - Web Developer (2022-present): React and Express web apps for small businesses, WordPress themes, deployments to a VPS with Docker.\n' +
      'Freelance (2021-2022): landing pages and small PHP sites.',
    education: 'B.Sc. Physics, University of Nigeria, Nsukka (2020); online courses in web development and machine learning',
    experienceLevel: 'mid',
    yearsOfExperience: 3,
    openToRemote: true,
    salaryMin: 24000,
    salaryMax: 36000,
    resumeMarkdown: `# CHINEDU EZE
Full Stack Developer | Lagos | Open to remote

## Objective
Highly motivated full stack developer seeking a challenging role in a dynamic company where I can use my skills in web, mobile, cloud, AI and blockchain.

## Experience
**Web Developer, BrightPixel Agency** (2022 - Present)
- Built 15+ websites and web apps for clients with React and Express
- WordPress theme customisation
- Deployed apps to a VPS using Docker

**Freelance Web Developer** (2021 - 2022)
- Landing pages, small PHP sites

## Skills
JavaScript, React, Node.js, Express, Python, Java, C++, Go, Swift, Kubernetes, TensorFlow, Blockchain, AWS, Docker, MongoDB, PHP, WordPress, MySQL

## Certifications
Udemy: The Complete Web Developer Bootcamp; Coursera: Machine Learning

## Education
B.Sc. Physics, University of Nigeria, Nsukka (2020)
`,
  },

  // ---- Full-stack ----
  {
    key: 'fullstack-node-react-senior',
    fullName: 'Mateo García',
    location: 'Valencia, Spain',
    jobTitle: 'Senior Full-Stack Engineer',
    bio: 'Full-stack engineer on TypeScript: Node.js APIs, React apps, and the CI that ships them. Remote since 2020.',
    skills: ['TypeScript', 'Node.js', 'React', 'PostgreSQL', 'GraphQL', 'AWS', 'Docker', 'Playwright'],
    experience:
      '7 years of full-stack web development: Node.js/TypeScript APIs, React frontends, Postgres, AWS; remote-first teams since 2020.',
    workExperience:
      'Flowdesk - Senior Full-Stack Engineer (2021-present): invoicing SaaS, Node.js/TypeScript API on Fastify, React app, Postgres, owns CI and the Playwright suite.\n' +
      'Kiosko - Full-stack Developer (2018-2021): Express + React, MongoDB, first hire on the tech team.',
    education: 'Grado en Ingeniería Informática, Universitat Politècnica de València (2018)',
    experienceLevel: 'senior',
    yearsOfExperience: 7,
    openToRemote: true,
    salaryMin: 65000,
    salaryMax: 80000,
    resumeMarkdown: `# Mateo García
Senior Full-Stack Engineer · Valencia, Spain · remote

## Summary
7 years shipping web products end to end in TypeScript: Node.js APIs, React UIs, PostgreSQL, AWS. Remote-first since 2020.

## Experience
### Flowdesk — Senior Full-Stack Engineer (2021–present)
- Invoicing SaaS used by 20k small businesses
- Node.js/TypeScript API (Fastify, Prisma, PostgreSQL) and React app (React Query, Vite)
- Built PDF invoice rendering and the public REST API
- Own CI (GitHub Actions) and the Playwright end-to-end suite

### Kiosko — Full-stack Developer (2018–2021)
- First engineering hire; Express + React + MongoDB ordering app for cafés
- Set up AWS infrastructure (ECS, RDS) and monitoring

## Skills
TypeScript, Node.js, React, PostgreSQL, GraphQL, AWS, Docker, Playwright, Jest

## Education
Grado en Ingeniería Informática, UPV (2018)
`,
  },
  {
    key: 'fullstack-node-react-mid',
    fullName: 'Aylin Kaya',
    location: 'Berlin, Germany',
    jobTitle: 'Full Stack Developer',
    bio: 'Full stack developer (MERN) at a Berlin meal-kit startup. I prefer working with my team in the office.',
    skills: ['MongoDB', 'Express', 'React', 'Node.js', 'Javascript', 'Redux', 'Heroku'],
    experience: '4 years of MERN: React storefront and checkout, Express APIs, Stripe integration.',
    workExperience:
      'Kochbox Berlin - Full Stack Developer (2021-present): React storefront and checkout, Express APIs, Stripe webhooks, MongoDB.',
    education: 'B.Sc. Wirtschaftsinformatik, HTW Berlin (2021)',
    experienceLevel: 'mid',
    yearsOfExperience: 4,
    openToRemote: false,
    salaryMin: 55000,
    salaryMax: 65000,
  },
  {
    key: 'fullstack-django-react',
    fullName: 'Noa Levi',
    location: 'Haifa, Israel',
    jobTitle: 'Full Stack Developer',
    bio: 'Full stack developer: Django REST on the back, React + TypeScript on the front. Six years in health tech.',
    skills: ['Python', 'Django', 'React', 'TypeScript', 'PostgreSQL', 'Docker', 'GCP'],
    experience: '6 years of full-stack work: Django REST APIs, Celery, React/TypeScript frontends, GCP.',
    workExperience:
      'Medisync - Full Stack Developer (2020-present): Django REST backend and React frontend for clinic scheduling, Celery, Cloud Run on GCP.\n' +
      'Sitecraft - Junior Developer (2019-2020): Python scripts and React widgets for a website builder.',
    education: 'BSc Computer Science, Technion (2019)',
    experienceLevel: 'senior',
    yearsOfExperience: 6,
    openToRemote: true,
    salaryMin: 70000,
    salaryMax: 85000,
  },
  {
    key: 'bootcamp-career-changer',
    fullName: 'Rachel Thompson',
    location: 'Manchester, UK',
    jobTitle: 'Junior Full Stack Developer',
    bio: 'Former maths teacher turned developer. Retrained through a 16-week full-stack bootcamp in 2023 and now build features for a charity-tech app.',
    skills: ['JavaScript', 'React', 'Node.js', 'Express', 'MongoDB', 'HTML', 'CSS', 'Git'],
    experience: '1 year as a junior developer (React + Node) after a full-stack JavaScript bootcamp; 8 years of teaching before that.',
    workExperience:
      'Kinetic Charity Tech - Junior Developer (2024-present): React and Node features for a volunteer-matching app, accessibility fixes, Jest tests.\n' +
      'Oakfield Academy - Maths Teacher (2015-2023).',
    education:
      'Full-stack JavaScript bootcamp, CodeForge Manchester (2023); PGCE Secondary Mathematics (2015); BSc Mathematics, University of Sheffield (2014)',
    experienceLevel: 'entry',
    yearsOfExperience: 1,
    openToRemote: true,
    salaryMin: 28000,
    salaryMax: 34000,
    resumeMarkdown: `# Rachel Thompson
Junior Full Stack Developer — Manchester

## About me
Career changer: eight years as a secondary-school maths teacher, then a 16-week full-stack JavaScript bootcamp in 2023. Patient explainer, good at breaking problems down, happiest when pairing.

## Experience
**Junior Developer, Kinetic Charity Tech** (Jan 2024 – present)
- React features for a volunteer-matching web app (search filters, profile pages)
- Node/Express endpoints and MongoDB queries
- Fixed 40+ accessibility issues found in an external audit
- Jest and React Testing Library tests

**Maths Teacher, Oakfield Academy** (2015 – 2023)
- Head of Year 9; built the department's Google Sheets tracking system

## Projects
- Bootcamp final project: "StudyBuddy", a MERN app for revision groups (team of 4)

## Skills
JavaScript, React, Node.js, Express, MongoDB, HTML, CSS, Git, Jest

## Education
CodeForge Manchester full-stack bootcamp (2023) · PGCE (2015) · BSc Mathematics, University of Sheffield (2014)
`,
  },

  // ---- Mobile ----
  {
    key: 'ios-senior',
    fullName: 'Ji-woo Park',
    location: 'London, UK',
    jobTitle: 'Senior iOS Engineer',
    bio: 'Senior iOS engineer with 9 years of Swift and Objective-C. I lead the iOS side of a fitness app used by a million people a month.',
    skills: ['Swift', 'SwiftUI', 'UIKit', 'Combine', 'Core Data', 'XCTest', 'Objective-C'],
    experience: '9 years of iOS development: Objective-C to Swift migrations, SwiftUI, modularisation with SPM, CI with Fastlane.',
    workExperience:
      'Fitpal - Senior iOS Engineer (2020-present): leads iOS for a fitness app (1M MAU), SwiftUI migration, SPM modules, HealthKit.\n' +
      'Banana Mobile, Seoul - iOS Developer (2016-2020): Objective-C and Swift apps for retail clients.',
    education: 'BSc Computer Science, Korea University (2016)',
    experienceLevel: 'senior',
    yearsOfExperience: 9,
    openToRemote: true,
    salaryMin: 85000,
    salaryMax: 100000,
    resumeMarkdown: `# Ji-woo Park
Senior iOS Engineer · London

## Summary
Nine years building iOS apps, from Objective-C to SwiftUI. I lead the iOS platform of a fitness app with 1M monthly users.

## Experience
### Fitpal — Senior iOS Engineer (2020–present)
- Lead a squad of 4 iOS engineers
- Migrated 70% of the app to SwiftUI with Combine; kept UIKit where it made sense
- Split the app into 25 Swift Package Manager modules; build time down 40%
- HealthKit and Apple Watch integration
- Release train with Fastlane and Bitrise

### Banana Mobile, Seoul — iOS Developer (2016–2020)
- Retail and loyalty apps in Objective-C, then Swift
- Core Data offline storage, push notifications

## Skills
Swift, SwiftUI, UIKit, Combine, Core Data, XCTest, Objective-C, Fastlane, SPM

## Education
BSc Computer Science, Korea University (2016)
`,
  },
  {
    key: 'ios-mid',
    fullName: 'Camille Laurent',
    location: 'Lyon, France',
    jobTitle: 'iOS Developer',
    bio: 'iOS developer. UIKit by day, SwiftUI for every new screen.',
    skills: ['Swift', 'UIKit', 'SwiftUI', 'Alamofire', 'Firebase', 'MVVM'],
    experience: '4 years of native iOS development: a booking app with 500k users, push notifications, App Store releases.',
    workExperience:
      'Voyagio - iOS Developer (2021-present): UIKit booking app, new screens in SwiftUI, push notifications, App Store releases every two weeks.',
    education: "Diplôme d'ingénieur, INSA Lyon (2021)",
    experienceLevel: 'mid',
    yearsOfExperience: 4,
    openToRemote: true,
    salaryMin: 46000,
    salaryMax: 55000,
  },
  {
    key: 'ios-junior',
    fullName: 'Sebastián Rojas',
    location: 'Santiago, Chile',
    jobTitle: 'iOS Developer',
    bio: 'iOS developer with 2 years of SwiftUI. Shipped a grocery app to the App Store and I maintain it.',
    skills: ['Swift', 'SwiftUI', 'Xcode', 'Git', 'Firebase'],
    experience: '2 years of iOS: SwiftUI screens, unit tests, App Store releases; a 6-month internship with UIKit.',
    workExperience:
      'Almacén App - iOS Developer (2023-present): SwiftUI screens for a grocery delivery app, unit tests, release management.\n' +
      'LatamSoft - iOS Intern (2022-2023): UIKit bug fixes.',
    education: 'Ingeniería Civil en Computación, Universidad de Chile (2022)',
    experienceLevel: 'entry',
    yearsOfExperience: 2,
    openToRemote: true,
    salaryMin: null,
    salaryMax: null,
  },
  {
    key: 'android-senior',
    fullName: 'Felix Braun',
    location: 'Hamburg, Germany',
    jobTitle: 'Senior Android Developer',
    bio: 'Senior Android developer. Kotlin, Compose, and offline-first apps that behave on bad networks.',
    skills: ['Kotlin', 'Jetpack Compose', 'Coroutines', 'Hilt', 'Room', 'Java', 'Gradle'],
    experience: '8 years of Android: Java then Kotlin, Compose since 2021, modularisation, offline-first sync.',
    workExperience:
      'Hafenticket GmbH - Senior Android Developer (2020-present): Compose migration of a ticketing app, offline-first with Room, Gradle modularisation.\n' +
      'Mobilagentur Hamburg - Android Developer (2017-2020): Java apps for clients.',
    education: 'B.Sc. Informatik, Universität Hamburg (2017)',
    experienceLevel: 'senior',
    yearsOfExperience: 8,
    openToRemote: true,
    salaryMin: 75000,
    salaryMax: 88000,
    resumeMarkdown: `# Felix Braun
Senior Android Developer – Hamburg

## Experience
**Hafenticket GmbH** – Senior Android Developer (2020 – heute)
- Migrated the ticketing app (800k installs) from XML views to Jetpack Compose
- Offline-first architecture: Room, WorkManager, conflict resolution for ticket sync
- Split the app into 30 Gradle modules, build times halved
- Hilt for DI, coroutines and Flow throughout

**Mobilagentur Hamburg** – Android Developer (2017 – 2020)
- Java Android apps for retail and media clients; first Kotlin projects from 2018

## Skills
Kotlin, Java, Jetpack Compose, Coroutines/Flow, Hilt, Room, Retrofit, Gradle, Espresso

## Education
B.Sc. Informatik, Universität Hamburg (2017)
`,
  },
  {
    key: 'android-mid',
    fullName: 'Elif Şahin',
    location: 'Istanbul, Turkey',
    jobTitle: 'Android Developer',
    bio: 'Android developer at a grocery delivery app. Kotlin + Compose, MVVM.',
    skills: ['Kotlin', 'Android SDK', 'MVVM', 'Retrofit', 'Jetpack Compose', 'Firebase'],
    experience: '4 years of native Android in Kotlin; Compose screens, Retrofit, Firebase analytics and crash reporting.',
    workExperience: 'Getirly - Android Developer (2021-present): courier and customer apps, Compose screens, Retrofit, Firebase.',
    education: 'BSc Computer Engineering, Boğaziçi University (2021)',
    experienceLevel: 'mid',
    yearsOfExperience: 4,
    openToRemote: true,
    salaryMin: 30000,
    salaryMax: 42000,
  },
  {
    key: 'android-junior',
    fullName: 'Mihai Ionescu',
    location: 'Cluj-Napoca, Romania',
    jobTitle: 'Junior Android Developer',
    bio: 'junior android developer, 1 year in. Kotlin, XML layouts, now learning Jetpack Compose.',
    skills: ['Kotlin', 'Java', 'Android Studio', 'XML layouts', 'Firebase'],
    experience: '1 year as a junior Android developer: bug fixes, small features, XML layouts; learning Compose.',
    workExperience:
      'Transilvania Apps - Junior Android Developer (2024-present): bug fixes and small features in a Kotlin app, XML layouts, first Compose screen.',
    education: 'BSc Computer Science, Babeș-Bolyai University (2024)',
    experienceLevel: 'entry',
    yearsOfExperience: 1,
    openToRemote: true,
    salaryMin: 20000,
    salaryMax: 26000,
  },
  {
    key: 'react-native-mid',
    fullName: 'Valentina Cruz',
    location: 'Mexico City, Mexico',
    jobTitle: 'Mobile Developer',
    bio: 'Mobile developer building a wallet app in React Native for iOS and Android.',
    skills: ['React Native', 'TypeScript', 'Redux', 'Expo', 'JavaScript', 'iOS', 'Android'],
    experience:
      '4 years of mobile development in React Native; native modules in Swift and Kotlin when needed; App Store and Play Store releases.',
    workExperience:
      'Pagamóvil - Mobile Developer (2021-present): React Native wallet app, Expo, native modules in Swift/Kotlin for biometrics, release pipelines.',
    education: 'Ingeniería en Computación, UNAM (2021)',
    experienceLevel: 'mid',
    yearsOfExperience: 4,
    openToRemote: true,
    salaryMin: 40000,
    salaryMax: 52000,
  },
  {
    key: 'flutter-mid',
    fullName: 'Brian Otieno',
    location: 'Nairobi, Kenya',
    jobTitle: 'Flutter Developer',
    bio: 'Flutter developer building mobile payments for farmers. Offline-first, because rural networks are unreliable.',
    skills: ['Flutter', 'Dart', 'Firebase', 'Bloc', 'REST APIs', 'Git'],
    experience: '3 years of Flutter (Bloc, offline sync, Firebase); an Android internship in Kotlin before that.',
    workExperience:
      'Shamba Pay - Flutter Developer (2022-present): Flutter app for mobile payments, Bloc, offline sync with Hive, Firebase Cloud Messaging.\n' +
      'Safiri Tech - Android Intern (2021): Kotlin bug fixes.',
    education: 'BSc Computer Science, University of Nairobi (2021)',
    experienceLevel: 'mid',
    yearsOfExperience: 3,
    openToRemote: true,
    salaryMin: 25000,
    salaryMax: 35000,
  },
  {
    key: 'flutter-senior',
    fullName: 'Wei Ling Tan',
    location: 'Singapore',
    jobTitle: 'Senior Mobile Engineer',
    bio: 'Senior mobile engineer leading a Flutter team; native Android background.',
    skills: ['Flutter', 'Dart', 'Kotlin', 'Swift', 'Firebase', 'CI/CD', 'Riverpod'],
    experience: '7 years of mobile: 3 years native Android (Kotlin), 4 years Flutter, leading a team of 5 since 2023.',
    workExperience:
      'LalaGo - Senior Mobile Engineer (2021-present): leads a 5-person Flutter team, Riverpod, platform channels to native SDKs, Codemagic CI.\n' +
      'Lion City Bank - Android Developer (2018-2021): native Kotlin banking app.',
    education: 'BEng Computer Engineering, National University of Singapore (2018)',
    experienceLevel: 'senior',
    yearsOfExperience: 7,
    openToRemote: true,
    salaryMin: 75000,
    salaryMax: 90000,
    resumeMarkdown: `# Wei Ling Tan
Senior Mobile Engineer | Singapore

## Experience
### LalaGo — Senior Mobile Engineer (2021–present)
- Lead a team of 5 on the Flutter super-app (rides, food, payments), 2M users
- Riverpod state management, feature flags, modular packages
- Platform channels to native payment and maps SDKs (Kotlin and Swift)
- Codemagic CI/CD, weekly releases to both stores

### Lion City Bank — Android Developer (2018–2021)
- Native Kotlin banking app: login, biometrics, transfers
- MVVM, Coroutines, Espresso tests

## Skills
Flutter, Dart, Riverpod, Kotlin, Swift (platform channels), Firebase, Codemagic, GitHub Actions

## Education
BEng Computer Engineering, NUS (2018)
`,
  },

  // ---- Data ----
  {
    key: 'data-engineer-senior',
    fullName: 'Ruben Jansen',
    location: 'Utrecht, Netherlands',
    jobTitle: 'Senior Data Engineer',
    bio: 'Senior data engineer. Batch and streaming pipelines that analysts can trust.',
    skills: ['Python', 'Spark', 'Airflow', 'Kafka', 'Snowflake', 'dbt', 'AWS', 'Scala', 'SQL'],
    experience: '8 years in data engineering: Spark (PySpark and Scala) on EMR, Airflow orchestration, Kafka ingestion, Snowflake and dbt.',
    workExperience:
      'Fietsdeal - Senior Data Engineer (2020-present): Airflow + PySpark on EMR, Kafka ingestion, Snowflake warehouse, dbt models, data quality checks.\n' +
      'Paystream - Data Engineer (2017-2020): Scala Spark jobs for transaction analytics, Hive.',
    education: 'MSc Data Science, Eindhoven University of Technology (2017)',
    experienceLevel: 'senior',
    yearsOfExperience: 8,
    openToRemote: true,
    salaryMin: 80000,
    salaryMax: 95000,
    resumeMarkdown: `# Ruben Jansen
Senior Data Engineer — Utrecht, NL

## Experience
**Fietsdeal** · Senior Data Engineer · 2020 – now
- Designed the lakehouse: Kafka → S3 → PySpark on EMR → Snowflake
- 140 Airflow DAGs, SLAs and alerting; data quality checks with Great Expectations
- dbt project with 300+ models used by 25 analysts
- Cut the nightly batch from 5 hours to 70 minutes

**Paystream** · Data Engineer · 2017 – 2020
- Scala Spark jobs for transaction analytics on Hive/HDFS
- Migrated cron jobs to Airflow

## Skills
Python, PySpark, Scala, Spark, Airflow, Kafka, Snowflake, dbt, SQL, AWS (EMR, S3, Glue), Terraform

## Education
MSc Data Science, TU Eindhoven (2017)
`,
  },
  {
    key: 'data-engineer-mid',
    fullName: 'Aoife Murphy',
    location: 'Cork, Ireland',
    jobTitle: 'Data Engineer',
    bio: 'Data engineer, previously a BI developer. SQL first, Python when needed.',
    skills: ['SQL', 'Python', 'Airflow', 'BigQuery', 'dbt', 'GCP', 'Looker'],
    experience: '3 years in data: 1 as a BI developer (Looker), 2 as a data engineer building Airflow DAGs into BigQuery and dbt models.',
    workExperience:
      'Greenpost - Data Engineer (2023-present): Airflow DAGs loading into BigQuery, dbt models, Looker explores.\n' +
      'Greenpost - BI Developer (2022-2023): Looker dashboards and SQL.',
    education: 'BSc Business Information Systems, University College Cork (2022)',
    experienceLevel: 'mid',
    yearsOfExperience: 3,
    openToRemote: true,
    salaryMin: 55000,
    salaryMax: 65000,
  },
  {
    key: 'bigdata-engineer-scala',
    fullName: 'Vikram Reddy',
    location: 'Bangalore, India',
    jobTitle: 'Big Data Engineer',
    bio: 'Big data engineer with 6 years on Hadoop and Spark for telecom and retail clients.',
    skills: ['Scala', 'Spark', 'Hadoop', 'Hive', 'Kafka', 'Java', 'Oozie', 'HBase'],
    experience:
      '6 years of big data engineering: Spark batch and streaming jobs in Scala, Hive warehouses, Oozie scheduling, some Java MapReduce.',
    workExperience:
      'Tata Consultancy Services - Big Data Engineer (2019-present): Spark (Scala) pipelines on Cloudera for a telecom client, Kafka streaming, Hive tables, Oozie workflows.\n' +
      'Mindtree - Software Engineer (2019): Java MapReduce jobs.',
    education: 'B.Tech Information Technology, JNTU Hyderabad (2019)',
    experienceLevel: 'senior',
    yearsOfExperience: 6,
    openToRemote: true,
    salaryMin: null,
    salaryMax: null,
  },
  {
    key: 'data-analyst-mid',
    fullName: 'Julien Moreau',
    location: 'Paris, France',
    jobTitle: 'Data Analyst',
    bio: 'Data analyst in retail. I turn messy sales data into dashboards and decisions.',
    skills: ['SQL', 'Python', 'Tableau', 'Excel', 'pandas', 'Power BI', 'A/B testing'],
    experience: '4 years of data analysis: KPI dashboards, churn and basket analyses, A/B test reporting.',
    workExperience:
      'Quotidien Retail - Data Analyst (2021-present): weekly KPI dashboards in Tableau, SQL on Redshift, churn analyses in Python notebooks, A/B test readouts for the e-commerce team.',
    education: 'Master Statistique et Économétrie, Université Paris 1 Panthéon-Sorbonne (2021)',
    experienceLevel: 'mid',
    yearsOfExperience: 4,
    openToRemote: false,
    salaryMin: 45000,
    salaryMax: 52000,
    resumeMarkdown: `# Julien Moreau
Data Analyst · Paris

## Expérience / Experience
**Data Analyst — Quotidien Retail** (2021 – aujourd'hui)
- Weekly KPI dashboards in Tableau for 300 stores and the e-shop
- SQL on Redshift; Python (pandas, statsmodels) for churn and basket analyses
- A/B test design and readouts with the e-commerce product team
- Trained 20 store managers on self-service reporting

**Intern, Marketing Analytics — Maison Berthier** (2020, 6 months)
- Excel and Power BI reporting on campaigns

## Skills
SQL, Python (pandas), Tableau, Power BI, Excel, A/B testing, statistics

## Education
Master Statistique et Économétrie, Paris 1 Panthéon-Sorbonne (2021)
`,
  },
  {
    key: 'bi-analyst-junior',
    fullName: 'Fatima Zahra Benali',
    location: 'Brussels, Belgium',
    jobTitle: 'Junior BI Analyst',
    bio: 'Junior BI analyst building Power BI reports for sales teams.',
    skills: ['Power BI', 'SQL', 'Excel', 'DAX'],
    experience: '2 years building Power BI reports and SQL Server queries for sales and finance.',
    workExperience: 'Telvia - Junior BI Analyst (2023-present): Power BI sales reports, DAX measures, SQL Server views.',
    education: 'Master in Business Engineering, Solvay Brussels School (2023)',
    experienceLevel: 'entry',
    yearsOfExperience: 2,
    openToRemote: true,
    salaryMin: 34000,
    salaryMax: 40000,
  },

  // ---- ML / AI ----
  {
    key: 'ml-engineer-senior',
    fullName: 'Arjun Mehta',
    location: 'Cambridge, UK',
    jobTitle: 'Senior Machine Learning Engineer',
    bio: 'ML engineer taking models from notebook to production. Currently medical imaging with PyTorch.',
    skills: ['Python', 'PyTorch', 'MLflow', 'Kubernetes', 'AWS SageMaker', 'scikit-learn', 'Docker', 'Ray'],
    experience: '7 years in applied ML: PyTorch computer-vision models, training pipelines, model serving and monitoring.',
    workExperience:
      'Radiant Health AI - Senior ML Engineer (2021-present): PyTorch models for radiology triage, distributed training on SageMaker, MLflow model registry, serving on Kubernetes with drift monitoring.\n' +
      'Fraudsense - ML Engineer (2018-2021): gradient boosting and PyTorch sequence models for card-fraud detection.',
    education: 'MPhil Machine Learning, University of Cambridge (2018)',
    experienceLevel: 'senior',
    yearsOfExperience: 7,
    openToRemote: true,
    salaryMin: 95000,
    salaryMax: 115000,
    resumeMarkdown: `# Arjun Mehta
Senior Machine Learning Engineer · Cambridge, UK

## Summary
Seven years of applied machine learning, from research prototypes to regulated production systems. PyTorch, MLOps, computer vision.

## Experience
### Radiant Health AI — Senior ML Engineer (2021–present)
- PyTorch models for chest X-ray triage (CE-marked), AUROC 0.94
- Distributed training on SageMaker; experiment tracking and model registry in MLflow
- Serving on Kubernetes (TorchServe), latency p95 < 300 ms
- Drift monitoring and a re-training pipeline with Ray

### Fraudsense — ML Engineer (2018–2021)
- Gradient boosting and PyTorch sequence models for card-fraud detection
- Feature pipelines in Python and Spark

## Skills
Python, PyTorch, scikit-learn, MLflow, Ray, Kubernetes, Docker, AWS SageMaker, computer vision

## Education
MPhil Machine Learning, University of Cambridge (2018)
`,
  },
  {
    key: 'nlp-engineer-mid',
    fullName: 'Sarah Tremblay',
    location: 'Montreal, Canada',
    jobTitle: 'NLP Engineer',
    bio: 'NLP engineer. Transformers, retrieval and evaluation for legal documents.',
    skills: ['Python', 'PyTorch', 'Hugging Face', 'Transformers', 'spaCy', 'LLMs', 'RAG', 'FastAPI'],
    experience: '4 years in NLP: fine-tuning transformer models, RAG pipelines, evaluation, serving with FastAPI.',
    workExperience:
      'Lexica Legal AI - NLP Engineer (2022-present): fine-tuned transformer models for clause extraction, RAG over 2M contracts, FastAPI inference service.\n' +
      'Mila - Research Assistant (2021-2022): PyTorch experiments on low-resource NER.',
    education: 'MSc Computer Science, Université de Montréal (2021)',
    experienceLevel: 'mid',
    yearsOfExperience: 4,
    openToRemote: true,
    salaryMin: 75000,
    salaryMax: 90000,
  },
  {
    key: 'data-scientist-mid',
    fullName: 'Jakob Schneider',
    location: 'Berlin, Germany',
    jobTitle: 'Data Scientist',
    bio: 'Data scientist working on demand forecasting and experimentation.',
    skills: ['Python', 'scikit-learn', 'pandas', 'TensorFlow', 'SQL', 'Statistics', 'Jupyter'],
    experience: '4 years as a data scientist: forecasting with XGBoost and TensorFlow, A/B testing, SQL.',
    workExperience:
      'Essenbote GmbH - Data Scientist (2021-present): demand forecasting (XGBoost, TensorFlow LSTMs), A/B test analysis, Looker and SQL.',
    education: 'M.Sc. Statistik, LMU München (2021)',
    experienceLevel: 'mid',
    yearsOfExperience: 4,
    openToRemote: true,
    salaryMin: 60000,
    salaryMax: 72000,
  },
  {
    key: 'ml-engineer-junior',
    fullName: 'Ewan MacLeod',
    location: 'Edinburgh, UK',
    jobTitle: 'Junior ML Engineer',
    bio: 'Junior ML engineer working on computer vision for robotics.',
    skills: ['Python', 'PyTorch', 'NumPy', 'Computer Vision', 'Git', 'Linux'],
    experience: '1 year training and evaluating PyTorch object-detection models; MSc thesis on self-supervised learning.',
    workExperience:
      'Skyline Robotics - Junior ML Engineer (2024-present): training and evaluating PyTorch detection models, data labelling tooling, ONNX export.',
    education: 'MSc Artificial Intelligence, University of Edinburgh (2024)',
    experienceLevel: 'entry',
    yearsOfExperience: 1,
    openToRemote: true,
    salaryMin: 38000,
    salaryMax: 45000,
  },

  // ---- DevOps / SRE / platform / security ----
  {
    key: 'devops-senior',
    fullName: 'Stefan Kovačević',
    location: 'Zagreb, Croatia',
    jobTitle: 'Senior DevOps Engineer',
    bio: 'DevOps engineer. Terraform, Kubernetes, and pipelines that developers do not have to think about.',
    skills: ['AWS', 'Terraform', 'Kubernetes', 'Helm', 'GitLab CI', 'Prometheus', 'Ansible', 'Python', 'Bash'],
    experience:
      '9 years in operations and DevOps: Linux sysadmin, then AWS, Terraform and EKS; GitOps with Argo CD; IAM hardening and Vault.',
    workExperience:
      'Cloudbridge GmbH (remote) - Senior DevOps Engineer (2020-present): AWS landing zone in Terraform, EKS clusters with Helm and Argo CD, cut deploy time from 40 to 8 minutes, IAM hardening, Vault.\n' +
      'AdriaTel - Linux Sysadmin, then DevOps Engineer (2016-2020): Ansible, Jenkins, first Kubernetes clusters.',
    education: 'BSc Computing, University of Zagreb FER (2016)',
    experienceLevel: 'senior',
    yearsOfExperience: 9,
    openToRemote: true,
    salaryMin: 60000,
    salaryMax: 75000,
    resumeMarkdown: `# Stefan Kovačević
Senior DevOps Engineer · Zagreb, Croatia · remote

## Experience
**Cloudbridge GmbH** (remote) — Senior DevOps Engineer, 2020–present
- Built the AWS landing zone in Terraform (Control Tower, 40 accounts)
- Run 6 EKS clusters; Helm charts and GitOps with Argo CD
- Deploy time from 40 to 8 minutes (GitLab CI, build caching)
- Prometheus/Grafana/Loki observability stack, on-call runbooks
- IAM least-privilege clean-up, HashiCorp Vault for secrets

**AdriaTel** — Linux Sysadmin → DevOps Engineer, 2016–2020
- Ansible for 300 servers, Jenkins pipelines, first on-prem Kubernetes clusters

## Skills
AWS, Terraform, Kubernetes (EKS), Helm, Argo CD, GitLab CI, Prometheus, Grafana, Ansible, Python, Bash

## Certifications
AWS Certified Solutions Architect – Professional; CKA

## Education
BSc Computing, University of Zagreb FER (2016)
`,
  },
  {
    key: 'sre-mid',
    fullName: 'Niamh Kelly',
    location: 'Dublin, Ireland',
    jobTitle: 'Site Reliability Engineer',
    bio: 'SRE at a payments company. SLOs, alerting that means something, and Terraform modules.',
    skills: ['k8s', 'GCP', 'Terraform', 'Go', 'Prometheus', 'Grafana', 'Linux'],
    experience: '4 years in SRE: GKE, Terraform, Prometheus/Grafana, incident response; small Go tools for on-call.',
    workExperience:
      'Paytrail Ireland - Site Reliability Engineer (2021-present): GKE clusters, SLOs and alerting, Terraform modules, Go CLI tools for on-call, postmortems.',
    education: 'BSc Computer Science, Trinity College Dublin (2021)',
    experienceLevel: 'mid',
    yearsOfExperience: 4,
    openToRemote: true,
    salaryMin: 65000,
    salaryMax: 78000,
  },
  {
    key: 'platform-engineer-go',
    fullName: 'Henrik Solberg',
    location: 'Oslo, Norway',
    jobTitle: 'Platform Engineer',
    bio: 'I build the internal platform other teams deploy on: Kubernetes operators and internal APIs, written in Go.',
    skills: ['Go', 'Kubernetes', 'Terraform', 'gRPC', 'Operators', 'Linux', 'GCP'],
    experience:
      '6 years: 2 as a backend developer (Go and Java services), 4 on the platform team writing Kubernetes operators and a gRPC deployment API in Go.',
    workExperience:
      'Fjordpay AS - Platform Engineer (2021-present): Kubernetes operators in Go, internal gRPC deployment API, multi-tenant GKE, Terraform.\n' +
      'Avisnett - Backend Developer (2019-2021): Go and Java services for a news site, PostgreSQL.',
    education: 'MSc Informatics, University of Oslo (2019)',
    experienceLevel: 'senior',
    yearsOfExperience: 6,
    openToRemote: true,
    salaryMin: 85000,
    salaryMax: 100000,
  },
  {
    key: 'devops-junior',
    fullName: 'Tiago Ferreira',
    location: 'Porto, Portugal',
    jobTitle: 'Junior DevOps Engineer',
    bio: 'Junior DevOps engineer coming from IT support. Linux, Docker and Jenkins; studying for the AWS SAA.',
    skills: ['Linux', 'Docker', 'Jenkins', 'AWS', 'Bash', 'Git'],
    experience: '2 years: 1 in IT support/sysadmin, 1 as a junior DevOps engineer (Jenkins pipelines, Docker images, EC2).',
    workExperience:
      'Portosoft - Junior DevOps Engineer (2024-present): Jenkins pipelines, Docker images, EC2 and S3.\n' +
      'Câmara Municipal do Porto - IT Support (2023-2024): Linux servers, backups.',
    education: 'CTeSP Redes e Sistemas Informáticos, Politécnico do Porto (2023)',
    experienceLevel: 'entry',
    yearsOfExperience: 2,
    openToRemote: true,
    salaryMin: 24000,
    salaryMax: 30000,
  },
  {
    key: 'devsecops-mid',
    fullName: 'Marek Horváth',
    location: 'Bratislava, Slovakia',
    jobTitle: 'DevSecOps Engineer',
    bio: 'DevSecOps engineer: I put security checks into CI/CD and harden AWS accounts without slowing teams down.',
    skills: ['AWS', 'Terraform', 'Kubernetes', 'Snyk', 'Trivy', 'Python', 'IAM', 'GitHub Actions'],
    experience: '5 years: 2 as a DevOps engineer, 3 in DevSecOps (container scanning, IAM policies, AWS Security Hub, incident response).',
    workExperience:
      'Tatra Digital - DevSecOps Engineer (2022-present): Snyk and Trivy in CI, IAM least-privilege reviews, Security Hub and GuardDuty alerts, Terraform guardrails for EKS.\n' +
      'Slovnet - DevOps Engineer (2020-2022): Terraform, Jenkins, Docker.',
    education: 'Ing. Applied Informatics, Slovak University of Technology (2020)',
    experienceLevel: 'mid',
    yearsOfExperience: 5,
    openToRemote: true,
    salaryMin: 50000,
    salaryMax: 62000,
  },
  {
    key: 'appsec-engineer-senior',
    fullName: 'Amir Haddad',
    location: 'Tel Aviv, Israel',
    jobTitle: 'Application Security Engineer',
    bio: 'Application security engineer. I help product teams ship secure code: threat models, Semgrep rules, and a lot of Python tooling.',
    skills: ['Python', 'Burp Suite', 'OWASP', 'SAST/DAST', 'Threat Modeling', 'AWS Security', 'Semgrep'],
    experience:
      '6 years in security: 2 in a pentesting consultancy, 4 in product application security; Python tooling for secrets scanning and triage.',
    workExperience:
      'Cartwise - Application Security Engineer (2021-present): threat modelling with product teams, custom Semgrep rules, bug bounty triage, Python tools for secrets scanning in CI, AWS security reviews.\n' +
      'CyberGuard Consulting - Penetration Tester (2019-2021): web and mobile pentests.',
    education: 'BSc Computer Science, Tel Aviv University (2019)',
    experienceLevel: 'senior',
    yearsOfExperience: 6,
    openToRemote: true,
    salaryMin: 90000,
    salaryMax: 110000,
    resumeMarkdown: `# Amir Haddad
Application Security Engineer — Tel Aviv

## Summary
Six years in security, four of them embedded with product teams. I prefer guardrails over gates.

## Experience
**Cartwise** — Application Security Engineer (2021–present)
- Threat modelling for every new service (STRIDE), 60+ reviews a year
- Wrote 120 custom Semgrep rules; SAST/DAST in CI for 200 repositories
- Python tooling for secrets scanning and automatic ticket triage
- Run the bug bounty programme (HackerOne), AWS security reviews

**CyberGuard Consulting** — Penetration Tester (2019–2021)
- Web, API and mobile penetration tests for fintech and e-commerce clients

## Skills
Python, Burp Suite, OWASP Top 10/ASVS, Semgrep, SAST/DAST, threat modelling, AWS (IAM, GuardDuty), Go (reading level)

## Certifications
OSWE, AWS Security Specialty

## Education
BSc Computer Science, Tel Aviv University (2019)
`,
  },
  {
    key: 'security-pentester-mid',
    fullName: 'Kacper Wiśniewski',
    location: 'Wrocław, Poland',
    jobTitle: 'Penetration Tester',
    bio: 'Pentester (OSCP). Web apps and Active Directory for banks and insurers.',
    skills: ['Kali Linux', 'Metasploit', 'Burp Suite', 'Python', 'Bash', 'Active Directory', 'OSCP'],
    experience: '3 years of penetration testing: web, API and Active Directory assessments, report writing, retests.',
    workExperience:
      'Redteam.pl - Penetration Tester (2022-present): web/API and AD pentests for banks, Python scripts for recon, report writing.',
    education: 'BSc Computer Science, Wrocław University of Science and Technology (2022)',
    experienceLevel: 'mid',
    yearsOfExperience: 3,
    openToRemote: true,
    salaryMin: 42000,
    salaryMax: 55000,
  },

  // ---- QA / test automation ----
  {
    key: 'qa-automation-senior',
    fullName: 'Olena Kovalenko',
    location: 'Kraków, Poland',
    jobTitle: 'Senior QA Automation Engineer',
    bio: 'Senior QA automation engineer. I build test frameworks that teams actually keep using.',
    skills: ['QA', 'Java', 'Jenkins'],
    experience: '9 years in QA, 7 in automation: Selenium WebDriver with Java and TestNG, REST Assured API tests, CI in Jenkins.',
    workExperience:
      'Travelsoft Kraków - Senior QA Automation Engineer (2019-present): built a Selenium framework (Java, TestNG, page objects) from scratch, now 2,400 tests in nightly Jenkins runs; added REST Assured API tests; mentoring 3 QA engineers.\n' +
      'EPAM Systems, Kyiv - QA Engineer (2016-2019): manual testing, then Selenium + Cucumber automation.',
    education: 'MSc Applied Mathematics, Taras Shevchenko National University of Kyiv (2016)',
    experienceLevel: 'senior',
    yearsOfExperience: 9,
    openToRemote: true,
    salaryMin: 55000,
    salaryMax: 65000,
    resumeMarkdown: `# Olena Kovalenko
Senior QA Automation Engineer | Kraków, Poland

## Experience
**Travelsoft Kraków** — Senior QA Automation Engineer (2019 – present)
- Designed and built the UI test framework from scratch: Selenium WebDriver, Java 17, TestNG, page objects, Allure reports
- 2,400 automated tests in nightly Jenkins runs; flaky rate below 1%
- Added API tests with REST Assured and contract tests for the booking API
- Piloted Cypress for the new admin app
- Mentor for 3 QA engineers, run the QA guild

**EPAM Systems, Kyiv** — QA Engineer (2016 – 2019)
- Manual and exploratory testing for a US retail client
- Moved the team to automation with Selenium and Cucumber (BDD)

## Tools
Selenium, TestNG, JUnit, REST Assured, Cucumber, Cypress (basic), Jenkins, Git, Jira, SQL

## Education
MSc Applied Mathematics, Taras Shevchenko National University of Kyiv (2016)
ISTQB Advanced Test Automation Engineer
`,
  },
  {
    key: 'qa-cypress-mid',
    fullName: 'Mart Tamm',
    location: 'Tallinn, Estonia',
    jobTitle: 'QA Engineer',
    bio: 'QA engineer who writes more code than test cases these days. Cypress, Playwright, API tests.',
    skills: ['Cypress', 'Playwright', 'JavaScript', 'TypeScript', 'Postman', 'Jira'],
    experience: '3 years in QA: Cypress e2e suite in GitHub Actions, Playwright for new projects, API testing with Postman.',
    workExperience:
      'Idcheck OÜ - QA Engineer (2022-present): Cypress e2e suite (~600 tests) in GitHub Actions, started Playwright for the new dashboard, Postman API collections.',
    education: 'BSc Informatics, Tallinn University of Technology (2022)',
    experienceLevel: 'mid',
    yearsOfExperience: 3,
    openToRemote: true,
    salaryMin: 40000,
    salaryMax: 50000,
  },
  {
    key: 'sdet-mid',
    fullName: 'Nadia Rahman',
    location: 'Birmingham, UK',
    jobTitle: 'SDET',
    bio: 'SDET. Test automation in Python, quality gates in CI, and pushing for testable designs.',
    skills: ['Python', 'pytest', 'Selenium', 'Playwright', 'API testing', 'GitHub Actions', 'Docker'],
    experience: '5 years in test automation: pytest + Selenium UI tests, Playwright, API contract tests, CI pipelines.',
    workExperience:
      'Parcelwise - SDET (2021-present): pytest framework for APIs and UI (Selenium, then Playwright), contract tests, test data in Docker.\n' +
      'Capgemini - Test Analyst (2020-2021): manual and Selenium tests for a retail client.',
    education: 'BSc Computer Science, Aston University (2020)',
    experienceLevel: 'mid',
    yearsOfExperience: 5,
    openToRemote: true,
    salaryMin: 45000,
    salaryMax: 55000,
  },
  {
    key: 'qa-mobile-manual',
    fullName: 'Daria Melnyk',
    location: 'Kyiv, Ukraine',
    jobTitle: 'QA Engineer (Mobile)',
    bio: 'Mobile QA engineer. I break iOS and Android apps before users do.',
    skills: ['Manual Testing', 'iOS', 'Android', 'TestRail', 'Jira', 'Charles Proxy', 'TestFlight'],
    experience:
      '4 years testing iOS and Android apps: regression, exploratory testing, TestFlight builds; wrote a few XCUITest scripts with our iOS developer.',
    workExperience:
      'Applab Kyiv - QA Engineer (Mobile) (2021-present): manual and exploratory testing of iOS and Android apps, regression checklists in TestRail, TestFlight distribution, network debugging with Charles.',
    education: 'BSc Software Engineering, Kyiv Polytechnic Institute (2021)',
    experienceLevel: 'mid',
    yearsOfExperience: 4,
    openToRemote: true,
    salaryMin: 24000,
    salaryMax: 32000,
  },

  // ---- Embedded ----
  {
    key: 'embedded-c-senior',
    fullName: 'Karthik Subramanian',
    location: 'Eindhoven, Netherlands',
    jobTitle: 'Senior Embedded Software Engineer',
    bio: 'Embedded software engineer for safety-critical devices. C on ARM Cortex-M with FreeRTOS.',
    skills: ['C', 'C++', 'FreeRTOS', 'ARM Cortex-M', 'STM32', 'SPI', 'I2C', 'CAN', 'JTAG'],
    experience: '10 years of embedded C/C++: medical-device firmware under IEC 62304, automotive ECUs, bootloaders, low-power design.',
    workExperience:
      'Lumina Medical B.V. - Senior Embedded Software Engineer (2018-present): infusion-pump firmware on STM32 with FreeRTOS, secure bootloader, IEC 62304 documentation, hardware bring-up with the electronics team.\n' +
      'Bosch, Bangalore - Embedded Engineer (2015-2018): automotive ECU software, CAN, AUTOSAR basics.',
    education: 'B.E. Electronics and Communication, Anna University (2015)',
    experienceLevel: 'senior',
    yearsOfExperience: 10,
    openToRemote: false,
    salaryMin: 75000,
    salaryMax: 90000,
    resumeMarkdown: `# Karthik Subramanian
Senior Embedded Software Engineer — Eindhoven

## Summary
10 years of embedded C and C++ on microcontrollers, in medical and automotive. Comfortable from datasheet to certification file.

## Experience
### Lumina Medical B.V. — Senior Embedded Software Engineer (2018–present)
- Firmware for a class IIb infusion pump: STM32F4, FreeRTOS, C99
- Secure bootloader with signed firmware updates
- Low-power design: standby current from 1.2 mA to 90 µA
- IEC 62304 software lifecycle, MISRA C, unit tests with Unity/CMock
- Hardware bring-up with oscilloscope and logic analyser

### Bosch, Bangalore — Embedded Engineer (2015–2018)
- ECU software for body electronics, CAN diagnostics (UDS), AUTOSAR basics

## Skills
C, C++, FreeRTOS, ARM Cortex-M, STM32, SPI, I2C, UART, CAN, JTAG/SWD, MISRA C, Python for test scripts

## Education
B.E. Electronics and Communication, Anna University (2015)
`,
  },
  {
    key: 'embedded-rust-mid',
    fullName: 'Astrid Johansson',
    location: 'Gothenburg, Sweden',
    jobTitle: 'Embedded Engineer',
    bio: 'Embedded engineer writing Rust (and C when I have to) for telematics hardware.',
    skills: ['Rust', 'C', 'Embedded Linux', 'Zephyr', 'Yocto', 'Python'],
    experience:
      '4 years of embedded work: Rust firmware on nRF52 (ARM Cortex-M4) with Zephyr RTOS, C drivers, Yocto images for a Linux gateway.',
    workExperience:
      'Nordtrafik Systems AB - Embedded Engineer (2021-present): Rust firmware on nRF52 with Zephyr, C drivers for sensors, Yocto builds for the telematics gateway, Python test rigs.',
    education: 'MSc Embedded Electronic System Design, Chalmers (2021)',
    experienceLevel: 'mid',
    yearsOfExperience: 4,
    openToRemote: false,
    salaryMin: 55000,
    salaryMax: 65000,
  },
  {
    key: 'embedded-junior',
    fullName: 'Leon Fischer',
    location: 'Stuttgart, Germany',
    jobTitle: 'Junior Firmware Engineer',
    bio: 'Junior firmware engineer. C on ESP32 and a soldering iron on my desk.',
    skills: ['C', 'Arduino', 'ESP32', 'Python', 'MATLAB'],
    experience:
      '1 year writing C firmware for ESP32 sensor boards (FreeRTOS tasks) and Python test scripts; bachelor thesis on CAN bus logging.',
    workExperience:
      'Sensorik GmbH - Junior Firmware Engineer (2024-present): C firmware for ESP32 sensor boards, FreeRTOS tasks, Python test scripts.',
    education: 'B.Eng. Elektrotechnik, Hochschule Esslingen (2024)',
    experienceLevel: 'entry',
    yearsOfExperience: 1,
    openToRemote: false,
    salaryMin: 48000,
    salaryMax: 54000,
  },

  // ---- Games ----
  {
    key: 'unity-game-dev',
    fullName: 'Aleksi Virtanen',
    location: 'Helsinki, Finland',
    jobTitle: 'Unity Developer',
    bio: 'Unity developer making free-to-play mobile games. Gameplay systems, multiplayer, and squeezing 60 fps out of old phones.',
    skills: ['Unity', 'C#', 'Shader Graph', 'Photon', 'Mobile games', 'Git'],
    experience: '5 years of Unity/C# game development on two shipped F2P mobile titles; gameplay systems, Photon multiplayer, profiling.',
    workExperience:
      'Hatchwood Games Oy - Unity Developer (2020-present): gameplay systems in C#, Photon multiplayer, performance profiling on low-end Android, live-ops tooling.',
    education: 'BEng Game Development, Metropolia University of Applied Sciences (2020)',
    experienceLevel: 'mid',
    yearsOfExperience: 5,
    openToRemote: true,
    salaryMin: 50000,
    salaryMax: 62000,
    resumeMarkdown: `# Aleksi Virtanen
Unity Developer · Helsinki

## Shipped titles
- **Tiny Harbour** (iOS/Android, 5M downloads): gameplay programmer
- **Skyforge Duels** (iOS/Android): multiplayer and combat systems

## Experience
**Hatchwood Games Oy** — Unity Developer (2020 – present)
- Gameplay systems in C# (ECS-style architecture, ScriptableObjects)
- Real-time PvP with Photon Fusion, lag compensation
- Profiling and optimisation for low-end Android: 60 fps on 2018 devices
- Live-ops tools: event scheduler, remote config, A/B tests

## Skills
Unity, C#, Shader Graph, Photon, Addressables, Unity Profiler, Git, a little Blender

## Education
BEng Game Development, Metropolia UAS (2020)
`,
  },
  {
    key: 'unity-junior',
    fullName: 'Chloé Dubois',
    location: 'Montpellier, France',
    jobTitle: 'Junior Game Developer',
    bio: 'Junior game developer (Unity/C#). Shipped one indie game on Steam and a lot of game jam prototypes.',
    skills: ['Unity', 'C#', 'Blender', 'Git', 'Game Jams'],
    experience: '2 years of Unity development at an indie studio: gameplay scripting, UI, helped port to Switch with a senior.',
    workExperience:
      'Studio Garrigue - Junior Game Developer (2023-present): gameplay scripting and UI in Unity/C#, shipped "Lanterns of Mirepoix" on Steam, helped with the Switch port.',
    education: 'Bachelor Jeux Vidéo, Gaming Campus Lyon (2023)',
    experienceLevel: 'entry',
    yearsOfExperience: 2,
    openToRemote: true,
    salaryMin: 30000,
    salaryMax: 36000,
  },
  {
    key: 'unreal-game-senior',
    fullName: 'Bartosz Lewandowski',
    location: 'Warsaw, Poland',
    jobTitle: 'Senior Gameplay Programmer',
    bio: 'Senior gameplay programmer, Unreal Engine 5 and C++. Combat, AI and the Gameplay Ability System.',
    skills: ['C++', 'Unreal Engine 5', 'Blueprints', 'Perforce', 'Gameplay Ability System', 'Visual Studio'],
    experience: '8 years in games: 2 on Unity/C# mobile titles, 6 on Unreal (UE4, UE5) gameplay in C++.',
    workExperience:
      'Redforge Studio - Senior Gameplay Programmer (2019-present): combat and AI systems in UE5 C++, Gameplay Ability System, tools for designers in Blueprints.\n' +
      'Wrocław Games - Gameplay Programmer (2017-2019): Unity C# mobile games, then a UE4 prototype.',
    education: 'MSc Computer Science, Warsaw University of Technology (2017)',
    experienceLevel: 'senior',
    yearsOfExperience: 8,
    openToRemote: false,
    salaryMin: 70000,
    salaryMax: 85000,
  },

  // ---- Managers and leads ----
  {
    key: 'eng-manager-payments',
    fullName: 'Christian Wolff',
    location: 'Berlin, Germany',
    jobTitle: 'Engineering Manager',
    bio: 'Engineering manager for two payments teams. I care about hiring well, clear goals and a sustainable pace.',
    skills: ['Agile', 'Scrum', 'Jira', 'People Management', 'Hiring', 'Go', 'OKRs', 'Stakeholder Management'],
    experience:
      '13 years in software: 5 as an engineer (Java, PHP), 2 as tech lead on Go services, 6 as engineering manager of 8-12 people.',
    workExperience:
      'Kiezbank - Engineering Manager (2019-present): manages two teams (11 engineers) for cards and payments; hiring, performance reviews, quarterly planning, incident reviews.\n' +
      'Kiezbank - Tech Lead (2017-2019): Go services for card payments.\n' +
      'Various companies - Software Engineer (2012-2017): Java and PHP web backends.',
    education: 'Diplom-Informatiker, TU Dresden (2012)',
    experienceLevel: 'senior',
    yearsOfExperience: 13,
    openToRemote: true,
    salaryMin: 110000,
    salaryMax: 130000,
  },
  {
    key: 'tech-lead-to-manager',
    fullName: 'Samuel Adeyemi',
    location: 'London, UK',
    jobTitle: 'Tech Lead',
    bio: 'Tech lead for a team of 7 at a travel marketplace. I still code most days, but I spend more and more time on hiring and 1:1s, and I am looking for my first engineering manager role.',
    skills: ['Java', 'Kotlin', 'Spring Boot', 'AWS', 'System Design', 'Mentoring', 'Team Leadership'],
    experience: '10 years of backend engineering on the JVM; tech lead since 2020 with line management for 4 engineers.',
    workExperience:
      'Wanderly - Tech Lead (2020-present): leads the search & pricing team (7 engineers), Kotlin/Spring Boot services on AWS, runs the hiring loop, line manager for 4.\n' +
      'Broadcast Co - Senior Software Engineer (2016-2020): Java microservices for video-on-demand, Kafka.\n' +
      'Finstream - Software Engineer (2015-2016): Java and Spring MVC.',
    education: 'BSc Computer Science, University of Bristol (2015)',
    experienceLevel: 'senior',
    yearsOfExperience: 10,
    openToRemote: true,
    salaryMin: 100000,
    salaryMax: 115000,
  },
  {
    key: 'eng-manager-frontend',
    fullName: 'Marieke Visser',
    location: 'Amsterdam, Netherlands',
    jobTitle: 'Engineering Manager',
    bio: 'Engineering manager for three web teams. Former frontend lead; I still review the occasional React PR.',
    skills: ['Leadership', 'React', 'TypeScript', 'Hiring', 'Coaching', 'Roadmapping'],
    experience: '12 years: 7 as a frontend developer and lead, 5 as an engineering manager of 15-18 people.',
    workExperience:
      'Stayfinder - Engineering Manager (2020-present): manages three web teams (18 people), hiring, career ladder, delivery with product.\n' +
      'Stayfinder - Frontend Lead (2016-2020): React migration of the booking funnel.\n' +
      'Webfabriek - Frontend Developer (2013-2016): jQuery and Backbone.',
    education: 'MSc Information Sciences, University of Amsterdam (2013)',
    experienceLevel: 'senior',
    yearsOfExperience: 12,
    openToRemote: true,
    salaryMin: 100000,
    salaryMax: 120000,
    resumeMarkdown: `# Marieke Visser
Engineering Manager · Amsterdam

## Summary
Engineering manager with 5 years of people leadership after 7 years as a frontend developer and lead. I grow managers and senior engineers, and I like predictable delivery without heroics.

## Experience
**Stayfinder** — Engineering Manager (2020 – present)
- Manage three web teams (18 people, including 2 team leads)
- Hired 14 engineers; introduced a structured interview loop and a career ladder
- Quarterly planning with product; on-time delivery of the new checkout
- Engagement survey scores up from 62 to 81

**Stayfinder** — Frontend Lead (2016 – 2020)
- Led the React migration of the booking funnel; set up TypeScript and testing standards

**Webfabriek** — Frontend Developer (2013 – 2016)
- jQuery and Backbone web apps for agency clients

## Skills
People management, hiring, coaching, roadmapping, React, TypeScript

## Education
MSc Information Sciences, University of Amsterdam (2013)
`,
  },
  {
    key: 'delivery-manager-scrum',
    fullName: 'Patrick Doyle',
    location: 'Dublin, Ireland',
    jobTitle: 'Agile Delivery Manager',
    bio: 'Agile delivery manager. I help teams plan realistically, remove blockers and keep stakeholders informed.',
    skills: ['Scrum', 'Kanban', 'Jira', 'Confluence', 'SAFe', 'Stakeholder Management', 'Risk Management'],
    experience:
      '9 years in delivery: business analyst, Scrum Master, and now delivery manager for three squads. Not a software engineer, but comfortable in technical conversations.',
    workExperience:
      'Fintrail - Agile Delivery Manager (2020-present): delivery for 3 squads, PI planning, Jira reporting, release coordination.\n' +
      'Accenture Dublin - Scrum Master (2017-2020).\n' +
      'AIB - Business Analyst (2016-2017).',
    education: 'BComm, University College Dublin (2016); PSM II; SAFe SPC',
    experienceLevel: 'senior',
    yearsOfExperience: 9,
    openToRemote: true,
    salaryMin: 70000,
    salaryMax: 80000,
  },
]);

type TProfileKey = (typeof PROFILES)[number]['key'];

export const RELEVANCE_PROFILES: readonly TRelevanceProfile[] = PROFILES;

/** Profiles not named were judged 0 (wrong person) for that query. */
function createLabels(nonZero: Partial<Record<TProfileKey, Exclude<TRelevanceLabel, 0>>>): Record<string, TRelevanceLabel> {
  return Object.fromEntries(PROFILES.map((profile) => [profile.key, nonZero[profile.key] ?? 0]));
}

const ANY_LOCATION_ANY_SALARY = { location: '', salaryMin: null, salaryMax: null } as const;

export const RELEVANCE_QUERIES: readonly TRelevanceQuery[] = [
  {
    key: 'backend-go',
    intent: 'A backend developer to build and run Go services on PostgreSQL for a payments product; level open.',
    request: {
      jobTitle: 'Backend Developer',
      skills: ['Go', 'PostgreSQL', 'Docker'],
      mustHaveSkills: [],
      experienceLevel: null,
      ...ANY_LOCATION_ANY_SALARY,
    },
    // Backend developers in other languages are a 1 (Go is often learned on the job); the manager who lists Go is not a developer.
    labels: createLabels({
      'go-backend-senior': 3,
      'go-backend-mid': 3,
      'go-backend-junior': 2,
      'platform-engineer-go': 2,
      'sre-mid': 1,
      'kotlin-backend-senior': 1,
      'java-spring-senior': 1,
      'java-spring-mid': 1,
      'python-django-senior': 1,
      'python-fastapi-mid': 1,
      'node-backend-senior': 1,
      'node-backend-mid': 1,
      'dotnet-senior': 1,
      'dotnet-senior-fullstack': 1,
      'dotnet-mid': 1,
      'rails-senior': 1,
      'php-laravel-mid': 1,
      'fullstack-node-react-senior': 1,
      'fullstack-django-react': 1,
    }),
  },
  {
    key: 'senior-java-spring',
    intent: 'Senior Java engineer for an event-driven Spring Boot microservices platform in insurance; Java is required.',
    request: {
      jobTitle: 'Senior Java Engineer',
      skills: ['Spring Boot', 'Microservices', 'Kafka'],
      mustHaveSkills: ['Java'],
      experienceLevel: 'senior',
      ...ANY_LOCATION_ANY_SALARY,
    },
    // JavaScript is not Java; Android, QA and the manager mention Java but are other roles.
    labels: createLabels({
      'java-spring-senior': 3,
      'kotlin-backend-senior': 3,
      'java-spring-mid': 2,
      'tech-lead-to-manager': 2,
      'java-junior-grad': 1,
      'platform-engineer-go': 1,
      'bigdata-engineer-scala': 1,
    }),
  },
  {
    key: 'python-backend',
    intent: 'Python backend developer for a Django/FastAPI API platform; level open.',
    request: {
      jobTitle: 'Python Backend Developer',
      skills: ['Django', 'FastAPI', 'PostgreSQL'],
      mustHaveSkills: [],
      experienceLevel: null,
      ...ANY_LOCATION_ANY_SALARY,
    },
    // Python alone does not make a backend developer: the analyst, data scientist, SDET and security engineer are 0.
    labels: createLabels({
      'python-django-senior': 3,
      'python-fastapi-mid': 3,
      'fullstack-django-react': 2,
      'python-flask-junior': 2,
      'nlp-engineer-mid': 1,
      'data-engineer-senior': 1,
      'go-backend-senior': 1,
      'go-backend-mid': 1,
      'java-spring-senior': 1,
      'java-spring-mid': 1,
      'kotlin-backend-senior': 1,
      'node-backend-senior': 1,
      'node-backend-mid': 1,
      'dotnet-senior': 1,
      'dotnet-senior-fullstack': 1,
      'dotnet-mid': 1,
      'rails-senior': 1,
      'php-laravel-mid': 1,
      'fullstack-node-react-senior': 1,
    }),
  },
  {
    key: 'react-frontend-berlin',
    intent:
      'React/TypeScript frontend developer for a Berlin team (hybrid); remote from elsewhere in the EU is possible, outside the EU or without remote only as a long shot.',
    request: {
      jobTitle: 'React Frontend Developer',
      skills: ['React', 'TypeScript', 'Next.js'],
      mustHaveSkills: [],
      experienceLevel: null,
      location: 'Berlin',
      salaryMin: null,
      salaryMax: null,
    },
    // Skill fit minus one step (not below 1) for EU candidates open to remote; at most 1 outside the EU or when not open to remote (Zurich, UK).
    labels: createLabels({
      'react-frontend-senior': 3,
      'fullstack-node-react-mid': 2,
      'react-frontend-mid': 2,
      'js-frontend-dev': 2,
      'fullstack-node-react-senior': 1,
      'frontend-engineer-zurich': 1,
      'react-frontend-junior': 1,
      'designer-frontend': 1,
      'vue-frontend-senior': 1,
      'vue-frontend-mid': 1,
      'angular-frontend-senior': 1,
      'angular-frontend-mid': 1,
      'bootcamp-career-changer': 1,
      'fullstack-agency-mid': 1,
      'fullstack-django-react': 1,
      'react-native-mid': 1,
    }),
  },
  {
    key: 'vue-developer',
    intent: 'Vue.js developer for a Nuxt/TypeScript e-commerce frontend; level open.',
    request: {
      jobTitle: 'Vue.js Developer',
      skills: ['Vue.js', 'Nuxt', 'TypeScript'],
      mustHaveSkills: [],
      experienceLevel: null,
      ...ANY_LOCATION_ANY_SALARY,
    },
    // Frontend developers in other frameworks are a 1; the PHP developer ships real Vue work.
    labels: createLabels({
      'vue-frontend-senior': 3,
      'vue-frontend-mid': 3,
      'php-laravel-mid': 2,
      'react-frontend-senior': 1,
      'react-frontend-mid': 1,
      'react-frontend-junior': 1,
      'frontend-engineer-zurich': 1,
      'angular-frontend-senior': 1,
      'angular-frontend-mid': 1,
      'js-frontend-dev': 1,
      'designer-frontend': 1,
      'fullstack-node-react-senior': 1,
    }),
  },
  {
    key: 'ios-mid',
    intent: 'Mid-level native iOS developer (Swift, SwiftUI) for a consumer app team.',
    request: {
      jobTitle: 'iOS Developer',
      skills: ['Swift', 'SwiftUI'],
      mustHaveSkills: [],
      experienceLevel: 'mid',
      ...ANY_LOCATION_ANY_SALARY,
    },
    // A senior iOS engineer is still a first pick; the mobile QA who tests iOS apps is not a developer.
    labels: createLabels({
      'ios-mid': 3,
      'ios-senior': 3,
      'ios-junior': 2,
      'react-native-mid': 1,
      'flutter-senior': 1,
    }),
  },
  {
    key: 'android-mid',
    intent: 'Mid-level native Android developer (Kotlin, Jetpack Compose).',
    request: {
      jobTitle: 'Android Developer',
      skills: ['Kotlin', 'Jetpack Compose'],
      mustHaveSkills: [],
      experienceLevel: 'mid',
      ...ANY_LOCATION_ANY_SALARY,
    },
    // Kotlin on the backend is a different job.
    labels: createLabels({
      'android-mid': 3,
      'android-senior': 3,
      'flutter-senior': 2,
      'android-junior': 1,
      'react-native-mid': 1,
      'flutter-mid': 1,
    }),
  },
  {
    key: 'ml-engineer-pytorch',
    intent: 'Machine learning engineer to train PyTorch models and take them to production.',
    request: {
      jobTitle: 'Machine Learning Engineer',
      skills: ['PyTorch', 'Python', 'MLOps'],
      mustHaveSkills: [],
      experienceLevel: null,
      ...ANY_LOCATION_ANY_SALARY,
    },
    labels: createLabels({
      'ml-engineer-senior': 3,
      'nlp-engineer-mid': 3,
      'ml-engineer-junior': 2,
      'data-scientist-mid': 1,
    }),
  },
  {
    key: 'data-engineer',
    intent: 'Data engineer to build batch pipelines (Spark, Airflow) into the warehouse; level open.',
    request: {
      jobTitle: 'Data Engineer',
      skills: ['Spark', 'Airflow', 'Python', 'SQL'],
      mustHaveSkills: [],
      experienceLevel: null,
      ...ANY_LOCATION_ANY_SALARY,
    },
    labels: createLabels({
      'data-engineer-senior': 3,
      'data-engineer-mid': 3,
      'bigdata-engineer-scala': 2,
      'data-scientist-mid': 1,
      'data-analyst-mid': 1,
      'ml-engineer-senior': 1,
      'python-django-senior': 1,
      'python-fastapi-mid': 1,
    }),
  },
  {
    key: 'devops-sre-senior',
    intent: 'Senior DevOps/SRE to own AWS infrastructure as code (Terraform) and the Kubernetes clusters.',
    request: {
      jobTitle: 'DevOps Engineer',
      skills: ['Kubernetes', 'Terraform', 'AWS'],
      mustHaveSkills: [],
      experienceLevel: 'senior',
      ...ANY_LOCATION_ANY_SALARY,
    },
    // Developers who merely list Kubernetes or AWS (backend, ML, the padded list) are 0.
    labels: createLabels({
      'devops-senior': 3,
      'platform-engineer-go': 2,
      'sre-mid': 2,
      'devsecops-mid': 2,
      'devops-junior': 1,
    }),
  },
  {
    key: 'qa-automation',
    intent: 'QA automation engineer to grow the UI and API test suites (Selenium today, Cypress for new apps).',
    request: {
      jobTitle: 'QA Automation Engineer',
      skills: ['Selenium', 'Cypress', 'Java'],
      mustHaveSkills: [],
      experienceLevel: null,
      ...ANY_LOCATION_ANY_SALARY,
    },
    // The senior lists only QA/Java/Jenkins, but built a Selenium framework: a first pick.
    labels: createLabels({
      'qa-automation-senior': 3,
      'qa-cypress-mid': 3,
      'sdet-mid': 3,
      'qa-mobile-manual': 1,
      'java-junior-grad': 1,
    }),
  },
  {
    key: 'engineering-manager',
    intent: 'Engineering manager for two product teams (about 10 engineers): people leadership and hiring, little hands-on coding.',
    request: {
      jobTitle: 'Engineering Manager',
      skills: ['People Management', 'Agile', 'Hiring'],
      mustHaveSkills: [],
      experienceLevel: 'senior',
      ...ANY_LOCATION_ANY_SALARY,
    },
    // A tech lead with line management is a credible first-time manager; a delivery manager is not an engineering manager.
    labels: createLabels({
      'eng-manager-payments': 3,
      'eng-manager-frontend': 3,
      'tech-lead-to-manager': 2,
      'delivery-manager-scrum': 1,
      'python-django-senior': 1,
      'flutter-senior': 1,
    }),
  },
  {
    key: 'fullstack-node-react-remote',
    intent: 'Mid-level full-stack developer (Node.js + React, TypeScript) for a fully remote team.',
    request: {
      jobTitle: 'Full-Stack Developer',
      skills: ['Node.js', 'React', 'TypeScript'],
      mustHaveSkills: [],
      experienceLevel: 'mid',
      location: 'Remote',
      salaryMin: null,
      salaryMax: null,
    },
    // At most 1 for anyone not open to remote work, however good the stack (the Berlin MERN developer).
    labels: createLabels({
      'fullstack-node-react-senior': 3,
      'node-backend-senior': 2,
      'js-frontend-dev': 2,
      'fullstack-django-react': 2,
      'fullstack-agency-mid': 2,
      'fullstack-node-react-mid': 1,
      'node-backend-mid': 1,
      'bootcamp-career-changer': 1,
      'react-frontend-senior': 1,
      'react-frontend-mid': 1,
      'frontend-engineer-zurich': 1,
      'rails-senior': 1,
      'php-laravel-mid': 1,
    }),
  },
  {
    key: 'embedded-c-rtos',
    intent: 'Embedded software engineer for battery-powered devices: C firmware on ARM Cortex-M with an RTOS; C is required.',
    request: {
      jobTitle: 'Embedded Software Engineer',
      skills: ['RTOS', 'ARM', 'FreeRTOS'],
      mustHaveSkills: ['C'],
      experienceLevel: null,
      ...ANY_LOCATION_ANY_SALARY,
    },
    labels: createLabels({
      'embedded-c-senior': 3,
      'embedded-rust-mid': 3,
      'embedded-junior': 2,
    }),
  },
  {
    key: 'security-engineer',
    intent: 'Senior application/cloud security engineer to run the secure development lifecycle and AWS security reviews.',
    request: {
      jobTitle: 'Security Engineer',
      skills: ['Application Security', 'Python', 'AWS'],
      mustHaveSkills: [],
      experienceLevel: 'senior',
      ...ANY_LOCATION_ANY_SALARY,
    },
    labels: createLabels({
      'appsec-engineer-senior': 3,
      'devsecops-mid': 2,
      'security-pentester-mid': 2,
      'devops-senior': 1,
    }),
  },
  {
    key: 'unity-game-dev',
    intent: 'Mid-level Unity/C# gameplay developer for a mobile game studio.',
    request: {
      jobTitle: 'Unity Game Developer',
      skills: ['Unity', 'C#'],
      mustHaveSkills: [],
      experienceLevel: 'mid',
      ...ANY_LOCATION_ANY_SALARY,
    },
    // C# on the backend (.NET) is not game development.
    labels: createLabels({
      'unity-game-dev': 3,
      'unreal-game-senior': 2,
      'unity-junior': 2,
    }),
  },
  {
    key: 'flutter-developer',
    intent: 'Flutter developer for a cross-platform fintech app; level open.',
    request: {
      jobTitle: 'Flutter Developer',
      skills: ['Flutter', 'Dart', 'Firebase'],
      mustHaveSkills: [],
      experienceLevel: null,
      ...ANY_LOCATION_ANY_SALARY,
    },
    labels: createLabels({
      'flutter-senior': 3,
      'flutter-mid': 3,
      'react-native-mid': 2,
      'android-senior': 1,
      'android-mid': 1,
      'ios-senior': 1,
      'ios-mid': 1,
    }),
  },
  {
    key: 'data-analyst',
    intent: 'Mid-level data analyst for commercial reporting: SQL, dashboards, some Python.',
    request: {
      jobTitle: 'Data Analyst',
      skills: ['SQL', 'Tableau', 'Python'],
      mustHaveSkills: [],
      experienceLevel: 'mid',
      ...ANY_LOCATION_ANY_SALARY,
    },
    labels: createLabels({
      'data-analyst-mid': 3,
      'bi-analyst-junior': 2,
      'data-scientist-mid': 2,
      'data-engineer-mid': 1,
    }),
  },
  {
    key: 'junior-frontend-budget',
    intent: 'Entry-level React frontend developer for a digital agency, with a budget of at most 40k.',
    request: {
      jobTitle: 'Junior Frontend Developer',
      skills: ['JavaScript', 'React', 'HTML', 'CSS'],
      mustHaveSkills: [],
      experienceLevel: 'entry',
      location: '',
      salaryMin: null,
      salaryMax: 40000,
    },
    // Candidates asking well above the budget are 0 whatever their skills; the padded list hides 3 years of real React at a junior price.
    labels: createLabels({
      'react-frontend-junior': 3,
      'bootcamp-career-changer': 3,
      'fullstack-agency-mid': 2,
      'react-frontend-mid': 1,
      'vue-frontend-mid': 1,
      'angular-frontend-mid': 1,
      'python-flask-junior': 1,
      'java-junior-grad': 1,
    }),
  },
  {
    key: 'dotnet-developer',
    intent: 'C#/.NET backend developer for ASP.NET Core services on Azure; C# is required.',
    request: {
      jobTitle: '.NET Developer',
      skills: ['ASP.NET Core', 'Azure', 'SQL Server'],
      mustHaveSkills: ['C#'],
      experienceLevel: null,
      ...ANY_LOCATION_ANY_SALARY,
    },
    // The Unity developers pass the C# filter but are game developers.
    labels: createLabels({
      'dotnet-senior': 3,
      'dotnet-senior-fullstack': 3,
      'dotnet-mid': 3,
      'unity-game-dev': 1,
    }),
  },
];
