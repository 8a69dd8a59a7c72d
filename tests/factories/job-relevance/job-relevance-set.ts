/**
 * Labelled relevance set for "Recommended for you" (a developer's recommended jobs): the TUNING half.
 * Invented employers, the jobs they post and developer profiles, with every job labelled for every
 * developer. Written before any tuning of the ranking, from a recruiter's judgement alone: the
 * matching code was not read. Its twin, job-relevance-holdout.ts, has other employers, jobs and
 * people and must never be used to tune.
 *
 * Labels: 3 = ideal, send it first; 2 = good, one gap (a secondary skill, a level step, pay a little
 * low, hybrid when remote is preferred); 1 = marginal (adjacent family, weak stack overlap, or a good
 * stack the developer cannot take up); 0 = wrong (other family, core stack absent, only a generic
 * tool shared, a skill the developer rules out, or a place they cannot work from).
 *
 * Salaries are annual, in the job's currency; a developer's salaryMin is in their `salaryCurrency`.
 * Labels compared them at rough 2025 rates: EUR 1 = USD 1.08 = GBP 0.85 = CAD 1.48 = AUD 1.65 =
 * CHF 0.95 = SEK 11.5 = DKK 7.46 = PLN 4.3 = INR 90 = SGD 1.45 = JPY 165.
 */
import type { TSalaryCurrency } from '#shared/job-values.ts';
import type { TCreateJobRequest, TSaveCompanyRequest } from '#shared/schemas/jobs.ts';
import type { TUpdateProfileRequest, TUpdateUserRequest } from '#shared/schemas/profiles.ts';

export type TJobRelevanceLabel = 0 | 1 | 2 | 3;

export type TJobRelevanceEmployer = {
  key: string;
  /** PUT /api/employer/{employerId}/company. */
  company: TSaveCompanyRequest;
};

export type TJobRelevanceJob = {
  key: string;
  employerKey: string;
  /** POST /api/employer/{employerId}/jobs, published at once. */
  job: TCreateJobRequest & { status: 'open' };
};

export type TJobRelevanceDeveloper = {
  key: string;
  /** PATCH /api/applicant/profile/{profileId}. */
  profile: TUpdateProfileRequest;
  /** PATCH /api/users/{userId}: where the developer lives is on the account, not the profile. */
  user: Pick<TUpdateUserRequest, 'location'>;
  /** Not a profile field; the profile's `experience` text says it in words. */
  yearsOfExperience: number;
  /** The currency of profile.salaryMin and salaryMax, which carry none. */
  salaryCurrency: TSalaryCurrency;
  /** Would move to another city or country for the right job (the profile's openToRelocation, seeded with it). */
  openToRelocation: boolean;
  /** Uploaded as the developer's primary resume. */
  resumeMarkdown: string;
};

/** Keeps the keys as literal types, so a typo in LABELS fails to compile. */
function defineEmployers<const TKey extends string>(employers: readonly (TJobRelevanceEmployer & { key: TKey })[]) {
  return employers;
}

export const EMPLOYERS = defineEmployers([
  {
    key: 'northwind-pay',
    company: {
      name: 'Northwind Pay',
      website: 'https://northwind-pay.example',
      size: '201-1000',
      location: 'Berlin, Germany',
      about:
        'Northwind Pay processes card and wallet payments for 40,000 online and in-store merchants across the EU, from our own card terminals to the payout in the merchant’s bank account. Founded in 2015, 420 people, engineering teams in Berlin and remote across Europe.',
    },
  },
  {
    key: 'kestrel-health',
    company: {
      name: 'Kestrel Health',
      website: 'https://kestrelhealth.example',
      size: '51-200',
      location: 'London, United Kingdom',
      about:
        'Kestrel Health builds booking, patient-record and imaging software for NHS and private clinics. 300 clinics and 40 hospitals use our products. We are a certified B Corp and a registered medical device manufacturer.',
    },
  },
  {
    key: 'lumen-games',
    company: {
      name: 'Lumen Games',
      website: 'https://lumengames.example',
      size: '51-200',
      location: 'Stockholm, Sweden',
      about:
        'Independent studio of 90 people making cosy co-op adventure games for PC, consoles and mobile. Our last title, Lanternfields, sold two million copies.',
    },
  },
  {
    key: 'tessel-robotics',
    company: {
      name: 'Tessel Robotics',
      website: 'https://tessel-robotics.example',
      size: '51-200',
      location: 'Munich, Germany',
      about:
        'Tessel Robotics designs and builds autonomous cleaning robots for airports and train stations. About 600 robots are at work in 11 countries. Hardware, firmware, perception and fleet software are all built in-house in Munich.',
    },
  },
  {
    key: 'bytebarn-digital',
    company: {
      name: 'Bytebarn Digital',
      website: 'https://bytebarn.example',
      size: '11-50',
      location: 'Kraków, Poland',
      about:
        'A 35-person digital agency building websites, online shops, web applications and mobile apps for clients across Europe. WordPress, Laravel, Vue, React Native and a dedicated Java team for a logistics client.',
    },
  },
  {
    key: 'shopwise-commerce',
    company: {
      name: 'Shopwise Commerce',
      website: 'https://shopwise.example',
      size: '201-1000',
      location: 'Toronto, Canada',
      about:
        'Shopwise powers 20,000 independent online stores in North America and, since this year, Europe. Rails monolith at the core, Elixir checkout, Flutter and Kotlin mobile apps, and a data team that feeds merchant analytics.',
    },
  },
  {
    key: 'cloudharbor',
    company: {
      name: 'CloudHarbor',
      website: 'https://cloudharbor.example',
      size: '201-1000',
      location: 'Sydney, Australia',
      about:
        'CloudHarbor runs managed PostgreSQL, Redis and object storage for 8,000 companies across Asia-Pacific, with a new engineering team in London. Remote-friendly, with offices in Sydney and Singapore.',
    },
  },
  {
    key: 'meridian-assurance',
    company: {
      name: 'Meridian Assurance',
      website: 'https://meridian-assurance.example',
      size: '1001+',
      location: 'Zurich, Switzerland',
      about:
        'Swiss insurer with two million private and business customers. Our 300-person IT department is modernising claims, broker and customer platforms on .NET, Angular and Azure.',
    },
  },
]);

export type TEmployerKey = (typeof EMPLOYERS)[number]['key'];

function defineJobs<const TKey extends string>(jobs: readonly (TJobRelevanceJob & { key: TKey; employerKey: TEmployerKey })[]) {
  return jobs;
}

export const JOBS = defineJobs([
  // ---- Northwind Pay (Berlin, EUR) ----
  {
    key: 'nw-go-senior',
    employerKey: 'northwind-pay',
    job: {
      title: 'Senior Backend Engineer (Go)',
      description: `## About the team
The Ledger team owns the money path at Northwind Pay: every card payment, refund and payout we process ends up as double-entry records in our ledger services.

## What you'll do
- Design and run Go services that record and reconcile around 4 million transactions a day
- Evolve our PostgreSQL schemas and Kafka event contracts without downtime
- Expose gRPC APIs to the payouts, risk and reporting teams
- Share the on-call rotation (one week in six, paid)

## What we're looking for
- 5+ years of backend development, at least 3 of them writing Go in production
- Solid PostgreSQL: indexing, locking, migrations on large tables
- Event streaming experience (Kafka or similar)
- Bonus: Kubernetes, AWS, OpenTelemetry

## Working here
Hybrid: two days a week in our Kreuzberg office. 30 days of holiday and a learning budget of €1,500 a year.`,
      requiredSkills: ['Go', 'PostgreSQL', 'Kafka', 'gRPC'],
      niceToHaveSkills: ['Kubernetes', 'AWS', 'OpenTelemetry'],
      experienceLevel: 'senior',
      employmentType: 'full_time',
      workplaceType: 'hybrid',
      location: 'Berlin, Germany',
      salaryMin: 90000,
      salaryMax: 115000,
      salaryCurrency: 'EUR',
      status: 'open',
    },
  },
  {
    key: 'nw-java-spring-remote',
    employerKey: 'northwind-pay',
    job: {
      title: 'Backend Engineer (Java / Spring Boot)',
      description: `## The role
Our Merchant Onboarding team builds the services that check, approve and set up new merchants in 14 EU countries. We're adding a Java engineer to the team of five.

## You will
- Build and maintain Spring Boot services behind our onboarding REST APIs
- Model merchant data in PostgreSQL and keep it consistent with our KYC provider
- Write tests you trust (JUnit 5, Testcontainers) and review your colleagues' code
- Take part in planning with product and compliance

## You have
- 3+ years of professional Java, ideally Java 17 or newer
- Spring Boot and Spring Data JPA in production
- Experience designing REST APIs
- Nice to have: Kafka, Docker, some Kotlin

## Remote
Fully remote within the EU; the team meets in Berlin twice a year, travel paid.`,
      requiredSkills: ['Java', 'Spring Boot', 'PostgreSQL', 'REST APIs'],
      niceToHaveSkills: ['Kafka', 'Docker', 'Kotlin'],
      experienceLevel: 'mid',
      employmentType: 'full_time',
      workplaceType: 'remote',
      location: 'Remote (EU)',
      salaryMin: 65000,
      salaryMax: 80000,
      salaryCurrency: 'EUR',
      status: 'open',
    },
  },
  {
    key: 'nw-react-senior-remote',
    employerKey: 'northwind-pay',
    job: {
      title: 'Senior Frontend Engineer (React)',
      description: `## About the role
The Northwind Pay merchant dashboard is where 40,000 shops see their payments, disputes and payouts. We're looking for a senior frontend engineer to lead its move to a design-system-first React codebase.

## Responsibilities
- Own large frontend features end to end, from the API contract to the last pixel
- Build and document components in our design system (Storybook)
- Raise the bar on accessibility, performance and testing
- Mentor two mid-level frontend engineers

## Requirements
- 5+ years building production web applications, 3+ with React and TypeScript
- Strong CSS: layout, responsive design, theming
- Testing with Testing Library and an end-to-end tool
- Nice to have: Next.js, Playwright, data-heavy interfaces

## Location
Remote anywhere in Europe, the UK included. One team week in Berlin per quarter.`,
      requiredSkills: ['React', 'TypeScript', 'CSS', 'Testing Library'],
      niceToHaveSkills: ['Next.js', 'Storybook', 'Playwright'],
      experienceLevel: 'senior',
      employmentType: 'full_time',
      workplaceType: 'remote',
      location: 'Remote (Europe, UK included)',
      salaryMin: 85000,
      salaryMax: 100000,
      salaryCurrency: 'EUR',
      status: 'open',
    },
  },
  {
    key: 'nw-firmware-terminals',
    employerKey: 'northwind-pay',
    job: {
      title: 'Firmware Engineer, Payment Terminals',
      description: `## What we build
Northwind Pay designs its own card terminals. The firmware team writes everything between the secure chip and the payment app: drivers, the RTOS layer and the update system.

## Your work
- Write and debug C firmware for ARM Cortex-M4 and M33 microcontrollers running FreeRTOS
- Bring up new boards with our hardware engineers, oscilloscope and logic analyser in hand
- Keep the over-the-air update path safe and recoverable
- Help us certify against PCI PTS

## Who you are
- 3+ years of embedded C on microcontrollers
- Comfortable with interrupts, DMA, low-power modes and an RTOS
- Able to read schematics and datasheets
- Nice to have: Python for test rigs, curiosity about Rust

## Where
On-site in our Berlin hardware lab in Adlershof, five days a week. Relocation support available.`,
      requiredSkills: ['C', 'Embedded C', 'ARM Cortex-M', 'FreeRTOS'],
      niceToHaveSkills: ['Python', 'Rust', 'PCI PTS'],
      experienceLevel: 'mid',
      employmentType: 'full_time',
      workplaceType: 'onsite',
      location: 'Berlin, Germany',
      salaryMin: 70000,
      salaryMax: 85000,
      salaryCurrency: 'EUR',
      status: 'open',
    },
  },
  {
    key: 'nw-sre-remote',
    employerKey: 'northwind-pay',
    job: {
      title: 'Site Reliability Engineer',
      description: `## Reliability at Northwind Pay
Payments don't get a maintenance window. Our SRE team keeps 200+ services available across three AWS regions and makes it easy for product teams to run them well.

## In this role you will
- Run and improve our Kubernetes (EKS) platform and its Terraform modules
- Own monitoring and alerting with Prometheus, Grafana and Alertmanager
- Lead incident reviews and turn them into engineering work
- Write tooling, mostly in Go, to automate the boring parts

## You bring
- 5+ years in SRE, DevOps or platform engineering
- Production Kubernetes and Terraform on AWS
- Strong Linux and networking fundamentals
- Nice to have: Go, Argo CD, PCI DSS environments

## Remote
Remote within the EU, working hours around CET (±2 hours). On-call one week in six.`,
      requiredSkills: ['Kubernetes', 'Terraform', 'AWS', 'Prometheus'],
      niceToHaveSkills: ['Go', 'Argo CD', 'Linux'],
      experienceLevel: 'senior',
      employmentType: 'full_time',
      workplaceType: 'remote',
      location: 'Remote (EU, CET ±2 hours)',
      salaryMin: 85000,
      salaryMax: 105000,
      salaryCurrency: 'EUR',
      status: 'open',
    },
  },
  {
    key: 'nw-data-eng',
    employerKey: 'northwind-pay',
    job: {
      title: 'Data Engineer',
      description: `## The team
The Data Platform team turns raw payment events into the datasets that finance, risk and our merchants rely on every morning.

## What you'll do
- Build batch pipelines in Python and Apache Spark, orchestrated with Airflow
- Model data in our warehouse with SQL and dbt
- Consume payment events from Kafka and land them reliably
- Work with analysts and data scientists on data quality checks and contracts

## What you bring
- 3+ years as a data engineer
- Python and SQL at a professional level
- Experience with Spark and Airflow (or Dagster)
- Nice to have: dbt, Kafka, Snowflake

## Where
Hybrid, three days a week at our Berlin office. We sponsor visas and help with relocation.`,
      requiredSkills: ['Python', 'Apache Spark', 'Airflow', 'SQL'],
      niceToHaveSkills: ['dbt', 'Kafka', 'Snowflake'],
      experienceLevel: 'mid',
      employmentType: 'full_time',
      workplaceType: 'hybrid',
      location: 'Berlin, Germany',
      salaryMin: 70000,
      salaryMax: 85000,
      salaryCurrency: 'EUR',
      status: 'open',
    },
  },
  {
    key: 'nw-internal-tools',
    employerKey: 'northwind-pay',
    job: {
      title: 'Software Engineer, Internal Tools',
      description: `## About the job
We're looking for a Software Engineer to join our Internal Tools group. You'll be the go-to person for the back-office teams (finance operations, customer support and compliance) when they need something built, fixed or automated.

## What you'll be doing
- Build and maintain internal tools, reports and automations
- Write SQL against our reporting databases
- Package and deploy your work with Docker on AWS
- Pick up tickets from the Jira board and keep stakeholders informed

## What we expect
- 2+ years of software development experience
- Good SQL and Git habits
- Experience with Docker and AWS
- A practical mindset: you like shipping things people use the next morning

## Why join
Onboarding is short, your laptop is ready to go on day one, and you'll see the impact of your work every week. Hybrid, two days a week in our Berlin office.`,
      requiredSkills: ['SQL', 'Git', 'Docker', 'AWS', 'Jira'],
      niceToHaveSkills: [],
      experienceLevel: 'mid',
      employmentType: 'full_time',
      workplaceType: 'hybrid',
      location: 'Berlin, Germany',
      salaryMin: 60000,
      salaryMax: 72000,
      salaryCurrency: 'EUR',
      status: 'open',
    },
  },
  {
    key: 'nw-node-ts-mid',
    employerKey: 'northwind-pay',
    job: {
      title: 'Backend Engineer (Node.js / TypeScript)',
      description: `## About the team
The Merchant Experience team builds the APIs behind our dashboard and mobile app: payment search, disputes, exports and team management.

## What you'll do
- Build NestJS services in TypeScript on Node.js
- Design PostgreSQL schemas and write efficient queries for our largest merchants
- Define API contracts with the frontend engineers (OpenAPI, some GraphQL)
- Improve test coverage and observability of the services you own

## What we're looking for
- 3+ years of backend development with Node.js and TypeScript
- NestJS or a similar framework (Express, Fastify)
- Solid PostgreSQL
- Nice to have: React (you'll read a lot of it), GraphQL, Redis

## Working here
Hybrid in Berlin, two office days a week. €1,500 learning budget and 30 days of holiday.`,
      requiredSkills: ['Node.js', 'TypeScript', 'PostgreSQL', 'NestJS'],
      niceToHaveSkills: ['React', 'GraphQL', 'Redis'],
      experienceLevel: 'mid',
      employmentType: 'full_time',
      workplaceType: 'hybrid',
      location: 'Berlin, Germany',
      salaryMin: 65000,
      salaryMax: 80000,
      salaryCurrency: 'EUR',
      status: 'open',
    },
  },
  {
    key: 'nw-php-symfony',
    employerKey: 'northwind-pay',
    job: {
      title: 'PHP Developer (Symfony), Merchant Portal',
      description: `## The role
Our Merchant Portal started as a Symfony application in 2016 and still handles onboarding documents, invoices and settings for 40,000 merchants. We're hiring a PHP developer to keep it healthy while parts of it move to TypeScript services.

## You'll
- Build and maintain features in Symfony 6 with Doctrine ORM and MySQL
- Upgrade dependencies, remove dead code and raise test coverage (PHPUnit)
- Extract well-bounded pieces into APIs the new TypeScript services can call
- Work closely with support to fix merchant-facing issues quickly

## You have
- 3+ years of professional PHP, with Symfony
- Good MySQL and Doctrine knowledge
- Patience with legacy code, and a plan for it
- Nice to have: TypeScript, React

## Where
Hybrid in Berlin, two days a week in the office.`,
      requiredSkills: ['PHP', 'Symfony', 'MySQL', 'Doctrine'],
      niceToHaveSkills: ['TypeScript', 'React', 'PHPUnit'],
      experienceLevel: 'mid',
      employmentType: 'full_time',
      workplaceType: 'hybrid',
      location: 'Berlin, Germany',
      salaryMin: 62000,
      salaryMax: 75000,
      salaryCurrency: 'EUR',
      status: 'open',
    },
  },

  // ---- Kestrel Health (London, GBP) ----
  {
    key: 'kh-django-mid',
    employerKey: 'kestrel-health',
    job: {
      title: 'Python Developer (Django)',
      description: `## About Kestrel Health
Kestrel builds the software NHS and private clinics use to book appointments, share records and follow up with patients.

## The role
You'll join the Records team, which owns the patient record API used by 300 clinics.

- Build features in Django and Django REST Framework
- Design PostgreSQL models for clinical data, with care for privacy and audit trails
- Run background work with Celery (reminders, document processing)
- Integrate with NHS systems over HL7 FHIR

## You'll need
- 3+ years of Python, mostly Django
- REST API design and PostgreSQL
- Good testing habits (pytest)
- Nice to have: Celery, AWS, FHIR

## Working pattern
Hybrid: Tuesdays and Thursdays in our London office near Old Street. We can help with relocation within the UK.`,
      requiredSkills: ['Python', 'Django', 'Django REST Framework', 'PostgreSQL'],
      niceToHaveSkills: ['Celery', 'AWS', 'HL7 FHIR'],
      experienceLevel: 'mid',
      employmentType: 'full_time',
      workplaceType: 'hybrid',
      location: 'London, United Kingdom',
      salaryMin: 55000,
      salaryMax: 68000,
      salaryCurrency: 'GBP',
      status: 'open',
    },
  },
  {
    key: 'kh-react-senior',
    employerKey: 'kestrel-health',
    job: {
      title: 'Senior Frontend Engineer (React)',
      description: `## The role
Patients book 60,000 appointments a week through Kestrel's web app. We need a senior frontend engineer who cares about accessibility as much as about clean code.

## What you'll do
- Lead development of the patient-facing booking app in React and TypeScript
- Make every flow meet WCAG 2.2 AA, and test it with real assistive technology
- Shape our component library and frontend architecture
- Pair with designers and mentor two frontend engineers

## About you
- 5+ years of frontend development, 3+ with React and TypeScript
- Deep knowledge of accessibility and semantic HTML and CSS
- Automated testing experience (Jest, Playwright)
- Nice to have: Next.js, healthcare or public-sector work

## Details
Hybrid, two days a week in our London office. £68,000–£76,000 plus an 8% pension contribution.`,
      requiredSkills: ['React', 'TypeScript', 'Accessibility', 'CSS'],
      niceToHaveSkills: ['Next.js', 'Playwright', 'Jest'],
      experienceLevel: 'senior',
      employmentType: 'full_time',
      workplaceType: 'hybrid',
      location: 'London, United Kingdom',
      salaryMin: 68000,
      salaryMax: 76000,
      salaryCurrency: 'GBP',
      status: 'open',
    },
  },
  {
    key: 'kh-ios-remote',
    employerKey: 'kestrel-health',
    job: {
      title: 'Senior iOS Engineer',
      description: `## About the role
Kestrel's iOS app helps people manage chronic conditions: medication reminders, symptom diaries and video consultations. We're looking for a senior iOS engineer to own the app's architecture.

## You will
- Build features in Swift and SwiftUI, and maintain older UIKit screens as we migrate
- Integrate HealthKit and our video consultation SDK
- Keep the app fast, accessible and well tested (XCTest, snapshot tests)
- Work with the Android and backend engineers on shared API design

## You bring
- 5+ years of native iOS development
- Expert Swift, SwiftUI and UIKit
- Experience shipping and maintaining App Store apps at scale
- Nice to have: HealthKit, Combine, regulated industries

## Remote
Fully remote from the UK or the EU. We meet in London once a quarter.`,
      requiredSkills: ['Swift', 'SwiftUI', 'UIKit', 'XCTest'],
      niceToHaveSkills: ['HealthKit', 'Combine'],
      experienceLevel: 'senior',
      employmentType: 'full_time',
      workplaceType: 'remote',
      location: 'Remote (UK or EU)',
      salaryMin: 75000,
      salaryMax: 90000,
      salaryCurrency: 'GBP',
      status: 'open',
    },
  },
  {
    key: 'kh-flutter-remote',
    employerKey: 'kestrel-health',
    job: {
      title: 'Flutter Engineer',
      description: `## About the role
Our clinician app lets nurses and GPs triage patients from their phones. It's built with Flutter, and we're growing the mobile team from three to five.

## What you'll do
- Build new features in Flutter and Dart for iOS and Android
- Use Firebase for push notifications, remote config and crash reporting
- Improve offline support for clinics with poor connectivity
- Write widget and integration tests, and keep our Codemagic pipelines green

## What you'll bring
- 3+ years of mobile development, 2+ with Flutter
- State management experience (Riverpod or Bloc)
- Firebase in production
- Nice to have: native Kotlin or Swift for plugins

## Remote
Remote from anywhere, as long as you overlap at least four hours with London office hours.`,
      requiredSkills: ['Flutter', 'Dart', 'Firebase'],
      niceToHaveSkills: ['Riverpod', 'Bloc', 'Kotlin', 'Swift'],
      experienceLevel: 'mid',
      employmentType: 'full_time',
      workplaceType: 'remote',
      location: 'Remote (anywhere, 4 hours overlap with London)',
      salaryMin: 55000,
      salaryMax: 68000,
      salaryCurrency: 'GBP',
      status: 'open',
    },
  },
  {
    key: 'kh-ml-imaging',
    employerKey: 'kestrel-health',
    job: {
      title: 'Senior Machine Learning Engineer, Medical Imaging',
      description: `## The team
Kestrel's Imaging AI team builds models that flag urgent findings in chest X-rays and CT scans so radiologists see them first. Our models run in 40 hospitals.

## Responsibilities
- Train and evaluate computer vision models in PyTorch on large, messy medical datasets
- Own the MLOps path from experiment to a regulated, monitored deployment
- Work with radiologists on labelling strategy and failure analysis
- Keep model performance and drift visible after release

## Requirements
- 5+ years in machine learning, including production computer vision
- Strong Python and PyTorch
- MLOps experience: experiment tracking, model registries, CI for models
- Nice to have: DICOM, Kubernetes, ONNX or TensorRT, medical device regulation

## Working pattern
Hybrid, two days a week in London. Visa sponsorship and relocation support available.`,
      requiredSkills: ['Python', 'PyTorch', 'Computer Vision', 'MLOps'],
      niceToHaveSkills: ['DICOM', 'Kubernetes', 'ONNX'],
      experienceLevel: 'senior',
      employmentType: 'full_time',
      workplaceType: 'hybrid',
      location: 'London, United Kingdom',
      salaryMin: 90000,
      salaryMax: 115000,
      salaryCurrency: 'GBP',
      status: 'open',
    },
  },
  {
    key: 'kh-django-senior-remote',
    employerKey: 'kestrel-health',
    job: {
      title: 'Senior Python Engineer (Django)',
      description: `## The role
Kestrel's Scheduling team owns the engine that matches patients, clinicians and rooms across 300 clinics. We're looking for a senior Python engineer to lead its next version.

## What you'll do
- Lead the design of the new scheduling service in Django and PostgreSQL
- Break a slow, tangled module into pieces the team can own
- Set standards for testing, code review and observability
- Mentor three mid-level engineers

## You have
- 6+ years of backend development, most of it in Python and Django
- Deep PostgreSQL: query plans, locking, large migrations
- Experience leading technical projects across a team
- Nice to have: Celery, AWS, healthcare data

## Remote
Fully remote within the UK; the team meets in London once a month.`,
      requiredSkills: ['Python', 'Django', 'PostgreSQL'],
      niceToHaveSkills: ['Celery', 'AWS'],
      experienceLevel: 'senior',
      employmentType: 'full_time',
      workplaceType: 'remote',
      location: 'Remote (UK)',
      salaryMin: 75000,
      salaryMax: 90000,
      salaryCurrency: 'GBP',
      status: 'open',
    },
  },
  {
    key: 'kh-wordpress-contract',
    employerKey: 'kestrel-health',
    job: {
      title: 'WordPress Developer (6-month contract)',
      description: `## The project
Kestrel is rebuilding its public website and clinic directory on WordPress. We need an experienced WordPress developer for six months, possibly longer.

## What you'll do
- Build a custom block theme and Gutenberg blocks for our content team
- Model clinics, services and locations with custom post types and ACF
- Make the site fast (Core Web Vitals) and accessible
- Be the go-to person for our marketing team on anything WordPress

## What you need
- 3+ years of professional WordPress development
- Solid PHP and modern CSS
- Experience building Gutenberg blocks
- Nice to have: React, WooCommerce, multilingual sites

## Contract
Six-month contract, remote from anywhere in Europe. The rate is the equivalent of £40,000–£48,000 a year.`,
      requiredSkills: ['WordPress', 'PHP', 'Gutenberg', 'CSS'],
      niceToHaveSkills: ['ACF', 'React', 'WooCommerce'],
      experienceLevel: 'mid',
      employmentType: 'contract',
      workplaceType: 'remote',
      location: 'Remote (Europe)',
      salaryMin: 40000,
      salaryMax: 48000,
      salaryCurrency: 'GBP',
      status: 'open',
    },
  },
  {
    key: 'kh-qa-playwright',
    employerKey: 'kestrel-health',
    job: {
      title: 'QA Automation Engineer',
      description: `## About the role
We release the Kestrel web app several times a day, and our QA automation engineers are the reason we can do it safely.

## What you'll do
- Build and maintain end-to-end tests in Playwright with TypeScript
- Write API tests for our booking and records services
- Own the test strategy for two product squads, together with their developers
- Keep the suite fast and free of flaky tests in CI (GitHub Actions)

## What you bring
- 3+ years in test automation
- Playwright or Cypress with TypeScript or JavaScript
- API testing experience (REST, contract tests)
- Nice to have: k6 load testing, accessibility testing

## Working pattern
Hybrid, two days a week in our London office.`,
      requiredSkills: ['Playwright', 'TypeScript', 'API testing', 'Test automation'],
      niceToHaveSkills: ['Cypress', 'GitHub Actions', 'k6'],
      experienceLevel: 'mid',
      employmentType: 'full_time',
      workplaceType: 'hybrid',
      location: 'London, United Kingdom',
      salaryMin: 50000,
      salaryMax: 62000,
      salaryCurrency: 'GBP',
      status: 'open',
    },
  },

  // ---- Lumen Games (Stockholm, SEK) ----
  {
    key: 'lumen-unity-gameplay',
    employerKey: 'lumen-games',
    job: {
      title: 'Gameplay Programmer (Unity)',
      description: `## About Lumen Games
We're a 90-person studio in Stockholm making cosy co-op adventure games for PC and consoles.

## The role
Join the gameplay team on our next, unannounced project.

- Implement gameplay systems in Unity and C#: character controllers, interactions, puzzles
- Prototype quickly with designers and polish what works
- Profile and optimise for consoles
- Help shape our networking layer for co-op play

## You have
- 3+ years of professional game development in Unity
- Strong C# and a good grasp of game maths
- At least one shipped title
- Nice to have: Netcode for GameObjects or Photon, shader work

## Where
On-site in our Södermalm studio. We help with relocation and Swedish work permits.`,
      requiredSkills: ['C#', 'Unity', 'Gameplay programming'],
      niceToHaveSkills: ['Photon', 'Shader Graph', 'Netcode for GameObjects'],
      experienceLevel: 'mid',
      employmentType: 'full_time',
      workplaceType: 'onsite',
      location: 'Stockholm, Sweden',
      salaryMin: 540000,
      salaryMax: 660000,
      salaryCurrency: 'SEK',
      status: 'open',
    },
  },
  {
    key: 'lumen-tools-csharp',
    employerKey: 'lumen-games',
    job: {
      title: 'Tools Programmer (C#, Unity)',
      description: `## The role
Our designers and artists spend their days in the editor tools we build. We're looking for a tools programmer to make those tools faster and friendlier.

## What you'll do
- Build Unity editor extensions in C# for level design, dialogue and quests
- Automate asset import, validation and build steps
- Sit with designers and artists to find out what slows them down
- Maintain our build pipeline scripts

## You have
- 3+ years of C# development, 2+ in Unity
- Experience building tools for other people
- Good judgement about user experience, even for internal tools
- Nice to have: Python, Perforce, Jenkins

## Where
Hybrid: three days a week at our Stockholm studio.`,
      requiredSkills: ['C#', 'Unity', 'Unity Editor scripting'],
      niceToHaveSkills: ['Python', 'Perforce', 'Jenkins'],
      experienceLevel: 'mid',
      employmentType: 'full_time',
      workplaceType: 'hybrid',
      location: 'Stockholm, Sweden',
      salaryMin: 500000,
      salaryMax: 600000,
      salaryCurrency: 'SEK',
      status: 'open',
    },
  },
  {
    key: 'lumen-unreal-engine',
    employerKey: 'lumen-games',
    job: {
      title: 'Senior Engine Programmer (Unreal Engine)',
      description: `## The role
Our new project is built on Unreal Engine 5. We're looking for a senior engine programmer to own rendering and streaming performance on PC, PlayStation 5 and Xbox Series.

## What you'll do
- Extend and modify Unreal Engine in C++ for our world-streaming needs
- Profile CPU and GPU performance on console dev kits and fix what you find
- Design multithreaded systems that gameplay programmers can use safely
- Support the team with tooling and technical guidance

## You bring
- 6+ years in game development, most of it in C++
- Deep experience with Unreal Engine internals
- Strong multithreading and performance optimisation skills
- Nice to have: console development, Vulkan or DirectX 12

## Where
On-site at our Stockholm studio. Relocation package included.`,
      requiredSkills: ['C++', 'Unreal Engine', 'Multithreading', 'Performance optimization'],
      niceToHaveSkills: ['Vulkan', 'DirectX 12', 'Console development'],
      experienceLevel: 'senior',
      employmentType: 'full_time',
      workplaceType: 'onsite',
      location: 'Stockholm, Sweden',
      salaryMin: 720000,
      salaryMax: 900000,
      salaryCurrency: 'SEK',
      status: 'open',
    },
  },
  {
    key: 'lumen-go-game-services',
    employerKey: 'lumen-games',
    job: {
      title: 'Backend Engineer, Game Services (Go)',
      description: `## The role
Our games need accounts, matchmaking, leaderboards and cross-platform saves. The Game Services team builds them in Go.

## What you'll do
- Build and run Go services for matchmaking and player data
- Design Redis and PostgreSQL data models that survive launch-day traffic
- Maintain real-time WebSocket connections for co-op sessions
- Load test before every launch, and join the launch war room

## You have
- 3+ years of backend development, 1+ in Go
- Redis and PostgreSQL in production
- Experience with WebSockets or another real-time protocol
- Nice to have: Kubernetes, game industry experience

## Where
On-site in our Stockholm studio. Relocation support available.`,
      requiredSkills: ['Go', 'Redis', 'PostgreSQL', 'WebSockets'],
      niceToHaveSkills: ['Kubernetes'],
      experienceLevel: 'mid',
      employmentType: 'full_time',
      workplaceType: 'onsite',
      location: 'Stockholm, Sweden',
      salaryMin: 600000,
      salaryMax: 720000,
      salaryCurrency: 'SEK',
      status: 'open',
    },
  },
  {
    key: 'lumen-ios-companion',
    employerKey: 'lumen-games',
    job: {
      title: 'Senior iOS Developer, Companion App',
      description: `## The role
Our companion app lets players tend their in-game garden, chat with friends and get event notifications. It's native iOS, and we want a senior developer to own it.

## What you'll do
- Build the app in Swift and SwiftUI, keeping a few UIKit screens alive
- Integrate Game Center, StoreKit 2 and push notifications
- Work with our backend team on the APIs you need
- Set up a sensible release process with TestFlight

## You have
- 5+ years of iOS development
- Strong Swift, SwiftUI and UIKit
- Several apps shipped to the App Store
- Nice to have: StoreKit, games or entertainment apps

## Where
Hybrid: three days a week at our Stockholm studio.`,
      requiredSkills: ['Swift', 'SwiftUI', 'UIKit'],
      niceToHaveSkills: ['StoreKit', 'Game Center'],
      experienceLevel: 'senior',
      employmentType: 'full_time',
      workplaceType: 'hybrid',
      location: 'Stockholm, Sweden',
      salaryMin: 650000,
      salaryMax: 780000,
      salaryCurrency: 'SEK',
      status: 'open',
    },
  },
  {
    key: 'lumen-unity-mobile',
    employerKey: 'lumen-games',
    job: {
      title: 'Unity Developer, Mobile Titles',
      description: `## The role
Lumen's mobile team brings our games to iOS and Android. We're looking for a Unity developer to join a small team of four.

## What you'll do
- Build gameplay and UI in Unity and C# for mobile
- Keep builds small and fast on mid-range Android phones
- Integrate analytics and platform services (achievements, cloud saves)
- Work closely with artists on performance budgets

## You have
- 2+ years of Unity development with C#
- Experience shipping a mobile game to the App Store or Google Play
- An eye for performance: draw calls, memory, battery
- Nice to have: Addressables, Firebase Analytics

## Where
Hybrid: three days a week at our Stockholm studio.`,
      requiredSkills: ['C#', 'Unity', 'Mobile game development'],
      niceToHaveSkills: ['Addressables', 'Firebase Analytics'],
      experienceLevel: 'mid',
      employmentType: 'full_time',
      workplaceType: 'hybrid',
      location: 'Stockholm, Sweden',
      salaryMin: 520000,
      salaryMax: 620000,
      salaryCurrency: 'SEK',
      status: 'open',
    },
  },

  // ---- Tessel Robotics (Munich, EUR) ----
  {
    key: 'tessel-embedded-c',
    employerKey: 'tessel-robotics',
    job: {
      title: 'Embedded Software Engineer (C/C++)',
      description: `## About Tessel Robotics
Tessel builds autonomous cleaning robots for airports and train stations; around 600 of them are at work in 11 countries.

## The role
Join the embedded team that writes the firmware for our motor controllers, battery management and sensor boards.

- Develop firmware in C and C++ on STM32 microcontrollers with FreeRTOS
- Own the CAN bus communication between boards
- Bring up new hardware revisions with the electronics team
- Write hardware-in-the-loop tests

## You have
- 3+ years of embedded C/C++ development
- STM32 (or similar ARM Cortex-M) and an RTOS
- CAN bus experience
- Nice to have: Rust, Python, Zephyr

## Where
On-site in our Munich office and lab, with plenty of hands-on hardware work.`,
      requiredSkills: ['C', 'C++', 'STM32', 'FreeRTOS', 'CAN bus'],
      niceToHaveSkills: ['Rust', 'Python', 'Zephyr'],
      experienceLevel: 'mid',
      employmentType: 'full_time',
      workplaceType: 'onsite',
      location: 'Munich, Germany',
      salaryMin: 68000,
      salaryMax: 82000,
      salaryCurrency: 'EUR',
      status: 'open',
    },
  },
  {
    key: 'tessel-embedded-rust',
    employerKey: 'tessel-robotics',
    job: {
      title: 'Senior Embedded Rust Engineer, Motor Control',
      description: `## The role
We're writing the firmware for our next-generation motor controller in Rust, and we're looking for a senior engineer who has shipped embedded Rust before.

## What you'll do
- Write no_std Rust firmware on ARM Cortex-M using Embassy
- Implement field-oriented motor control with our controls engineers
- Set up the tooling: probe-rs, defmt, hardware-in-the-loop tests in CI
- Help our C developers become productive in Rust

## You have
- 5+ years of embedded development
- Production embedded Rust experience (Embassy, RTIC or bare metal)
- A motor control or power electronics background
- Nice to have: C, safety standards such as IEC 61508

## Where
On-site in Munich, in the lab with the hardware you're writing for.`,
      requiredSkills: ['Rust', 'Embedded Rust', 'ARM Cortex-M', 'Motor control'],
      niceToHaveSkills: ['C', 'Embassy', 'RTIC'],
      experienceLevel: 'senior',
      employmentType: 'full_time',
      workplaceType: 'onsite',
      location: 'Munich, Germany',
      salaryMin: 80000,
      salaryMax: 98000,
      salaryCurrency: 'EUR',
      status: 'open',
    },
  },
  {
    key: 'tessel-perception-ml',
    employerKey: 'tessel-robotics',
    job: {
      title: 'Machine Learning Engineer, Perception',
      description: `## The role
Our robots need to see people, luggage and spills in busy stations. The Perception team trains the models that make that possible and runs them on the robot's own GPU.

## What you'll do
- Train and evaluate detection and segmentation models in PyTorch
- Build the data pipeline from robot recordings to labelled training sets
- Optimise models for on-robot inference (TensorRT, CUDA)
- Work with the robotics team on ROS 2 integration

## You have
- 5+ years in machine learning, mostly computer vision
- Expert Python and PyTorch
- Experience deploying models to edge devices
- Nice to have: ROS 2, C++, CUDA

## Where
Hybrid, three days a week in Munich.`,
      requiredSkills: ['Python', 'PyTorch', 'Computer Vision'],
      niceToHaveSkills: ['ROS 2', 'C++', 'CUDA', 'TensorRT'],
      experienceLevel: 'senior',
      employmentType: 'full_time',
      workplaceType: 'hybrid',
      location: 'Munich, Germany',
      salaryMin: 85000,
      salaryMax: 105000,
      salaryCurrency: 'EUR',
      status: 'open',
    },
  },
  {
    key: 'tessel-go-fleet',
    employerKey: 'tessel-robotics',
    job: {
      title: 'Senior Backend Engineer, Fleet Platform (Go)',
      description: `## The role
Every Tessel robot reports to our fleet platform: telemetry, maps, cleaning schedules and software updates. The platform is written in Go, and we're hiring a senior backend engineer.

## What you'll do
- Design and build Go services that manage 600+ robots and their customers
- Own the PostgreSQL data models for telemetry and schedules
- Build the gRPC APIs used by the robots and the customer dashboard
- Make our over-the-air update pipeline more reliable

## You have
- 5+ years of backend development, 3+ in Go
- PostgreSQL at scale
- gRPC or another RPC framework
- Nice to have: MQTT, Kubernetes, TimescaleDB

## Remote
Remote within Germany; the team meets in Munich once a month.`,
      requiredSkills: ['Go', 'PostgreSQL', 'gRPC'],
      niceToHaveSkills: ['MQTT', 'Kubernetes', 'TimescaleDB'],
      experienceLevel: 'senior',
      employmentType: 'full_time',
      workplaceType: 'remote',
      location: 'Remote (Germany)',
      salaryMin: 85000,
      salaryMax: 100000,
      salaryCurrency: 'EUR',
      status: 'open',
    },
  },
  {
    key: 'tessel-fullstack-ts',
    employerKey: 'tessel-robotics',
    job: {
      title: 'Full-Stack Engineer, Fleet Dashboard (TypeScript)',
      description: `## The role
Facility managers use our fleet dashboard to plan cleaning routes and read robot reports. We're hiring a full-stack engineer to build new features for it.

## What you'll do
- Build React and TypeScript screens for route planning and reports
- Build the Node.js APIs behind them, on PostgreSQL
- Work with our Go platform team on the data you need
- Join customer calls with our product manager

## You have
- 3+ years of full-stack development
- TypeScript, React and Node.js
- PostgreSQL
- Nice to have: maps (Mapbox, Leaflet), Go

## Remote
Remote within Germany; the team meets in Munich once a month.`,
      requiredSkills: ['TypeScript', 'React', 'Node.js', 'PostgreSQL'],
      niceToHaveSkills: ['Mapbox', 'Go'],
      experienceLevel: 'mid',
      employmentType: 'full_time',
      workplaceType: 'remote',
      location: 'Remote (Germany)',
      salaryMin: 60000,
      salaryMax: 68000,
      salaryCurrency: 'EUR',
      status: 'open',
    },
  },
  {
    key: 'tessel-node-junior',
    employerKey: 'tessel-robotics',
    job: {
      title: 'Junior Software Engineer, Customer Portal (Node.js)',
      description: `## The role
Our customer portal shows facility managers where their robots are, what they cleaned and when they need service. We're looking for a junior engineer to join the portal team.

## What you'll do
- Build backend features in Node.js and TypeScript
- Write SQL queries and migrations for our reporting database
- Fix bugs and write tests, with a senior engineer reviewing your code
- Learn how robots, customers and software fit together

## You have
- Up to 2 years of experience (a bootcamp, studies or a first job)
- JavaScript or TypeScript with Node.js
- Basic SQL
- Nice to have: React, Docker

## Remote
Remote within the EU. A mentor is assigned to you for your first six months.`,
      requiredSkills: ['Node.js', 'TypeScript', 'SQL'],
      niceToHaveSkills: ['React', 'Docker'],
      experienceLevel: 'entry',
      employmentType: 'full_time',
      workplaceType: 'remote',
      location: 'Remote (EU)',
      salaryMin: 40000,
      salaryMax: 48000,
      salaryCurrency: 'EUR',
      status: 'open',
    },
  },

  // ---- Bytebarn Digital (Kraków, PLN) ----
  {
    key: 'bb-wordpress',
    employerKey: 'bytebarn-digital',
    job: {
      title: 'WordPress Developer',
      description: `## About Bytebarn
Bytebarn is a 35-person digital agency in Kraków building websites and shops for clients across Europe.

## The role
We're looking for a WordPress developer to build client sites from design to launch.

- Build custom themes and Gutenberg blocks
- Set up and extend WooCommerce shops (payments, shipping, custom checkout fields)
- Write clean PHP and JavaScript, and keep plugins to a minimum
- Maintain and update sites for long-term clients

## You have
- 3+ years of WordPress development
- PHP, JavaScript and MySQL
- WooCommerce experience
- Nice to have: React for Gutenberg blocks, ACF

## Where
Hybrid, two days a week at our office in Kazimierz, Kraków.`,
      requiredSkills: ['WordPress', 'PHP', 'WooCommerce', 'JavaScript'],
      niceToHaveSkills: ['MySQL', 'Gutenberg', 'ACF'],
      experienceLevel: 'mid',
      employmentType: 'full_time',
      workplaceType: 'hybrid',
      location: 'Kraków, Poland',
      salaryMin: 150000,
      salaryMax: 190000,
      salaryCurrency: 'PLN',
      status: 'open',
    },
  },
  {
    key: 'bb-laravel',
    employerKey: 'bytebarn-digital',
    job: {
      title: 'Laravel Developer',
      description: `## The role
Bytebarn builds custom web applications for clients in logistics and education. Most of them run on Laravel with a Vue.js frontend.

## What you'll do
- Develop Laravel applications: APIs, admin panels, queues and scheduled jobs
- Build Vue.js interfaces together with our frontend developers
- Design MySQL schemas and speed up slow queries
- Talk to clients directly about requirements and estimates

## You have
- 3+ years of PHP with Laravel
- MySQL and REST APIs
- Vue.js, or the will to pick it up fast
- Nice to have: Redis, Docker, Pest

## Where
Hybrid in Kraków, two office days a week.`,
      requiredSkills: ['PHP', 'Laravel', 'MySQL', 'Vue.js'],
      niceToHaveSkills: ['Redis', 'Docker', 'Pest'],
      experienceLevel: 'mid',
      employmentType: 'full_time',
      workplaceType: 'hybrid',
      location: 'Kraków, Poland',
      salaryMin: 160000,
      salaryMax: 200000,
      salaryCurrency: 'PLN',
      status: 'open',
    },
  },
  {
    key: 'bb-js-junior',
    employerKey: 'bytebarn-digital',
    job: {
      title: 'Junior JavaScript Developer',
      description: `## The role
Starting your career in frontend? Join Bytebarn as a junior JavaScript developer and build interfaces for real client projects from your first month.

## What you'll do
- Build pages and components with HTML, CSS and JavaScript
- Work on React projects with a senior developer reviewing your code
- Fix bugs reported by clients and testers
- Learn our workflow: Git, code review, deployments

## You have
- Up to 2 years of experience, or a strong portfolio
- Good JavaScript, HTML and CSS
- Basic React
- Nice to have: TypeScript

## Where
On-site at our Kraków office, so you can learn from the team every day.`,
      requiredSkills: ['JavaScript', 'HTML', 'CSS', 'React'],
      niceToHaveSkills: ['TypeScript', 'Git'],
      experienceLevel: 'entry',
      employmentType: 'full_time',
      workplaceType: 'onsite',
      location: 'Kraków, Poland',
      salaryMin: 80000,
      salaryMax: 100000,
      salaryCurrency: 'PLN',
      status: 'open',
    },
  },
  {
    key: 'bb-java-spring',
    employerKey: 'bytebarn-digital',
    job: {
      title: 'Java Developer (Spring Boot)',
      description: `## The role
One of our long-term clients, a Polish logistics company, needs a Java developer in the dedicated team that builds their warehouse management system.

## What you'll do
- Build and maintain Spring Boot services
- Design PostgreSQL schemas and JPA/Hibernate mappings
- Integrate with barcode scanners, carriers and the client's ERP
- Write unit and integration tests (JUnit, Testcontainers)

## You have
- 3+ years of professional Java
- Spring Boot and Hibernate
- PostgreSQL or another relational database
- Nice to have: Kafka, Docker

## Where
Hybrid in Kraków, two days a week in our office.`,
      requiredSkills: ['Java', 'Spring Boot', 'Hibernate', 'PostgreSQL'],
      niceToHaveSkills: ['Kafka', 'Docker', 'JUnit'],
      experienceLevel: 'mid',
      employmentType: 'full_time',
      workplaceType: 'hybrid',
      location: 'Kraków, Poland',
      salaryMin: 190000,
      salaryMax: 240000,
      salaryCurrency: 'PLN',
      status: 'open',
    },
  },
  {
    key: 'bb-java-senior',
    employerKey: 'bytebarn-digital',
    job: {
      title: 'Senior Java Developer (Spring Boot)',
      description: `## The role
Our logistics client is splitting its warehouse management monolith into services, and the dedicated Bytebarn team needs a senior Java developer to lead the backend work.

## What you'll do
- Design Spring Boot microservices and the Kafka events between them
- Lead technical decisions and code reviews for a team of five
- Plan the step-by-step extraction of modules from the monolith
- Mentor two mid-level developers

## You have
- 6+ years of professional Java, 3+ with Spring Boot
- Microservices and Kafka in production
- Experience leading technical work in a team
- Nice to have: Kubernetes, Hibernate performance tuning

## Where
Hybrid in Kraków, two days a week in our office.`,
      requiredSkills: ['Java', 'Spring Boot', 'Kafka', 'Microservices'],
      niceToHaveSkills: ['Kubernetes', 'Hibernate'],
      experienceLevel: 'senior',
      employmentType: 'full_time',
      workplaceType: 'hybrid',
      location: 'Kraków, Poland',
      salaryMin: 240000,
      salaryMax: 290000,
      salaryCurrency: 'PLN',
      status: 'open',
    },
  },
  {
    key: 'bb-vue',
    employerKey: 'bytebarn-digital',
    job: {
      title: 'Frontend Developer (Vue.js)',
      description: `## The role
We're looking for a Vue.js developer to build the frontends of our clients' e-commerce and education platforms.

## What you'll do
- Build Vue 3 applications in TypeScript, mostly with Nuxt
- Manage state with Pinia and talk to REST and GraphQL APIs
- Turn Figma designs into accessible, responsive interfaces
- Review code and share knowledge in our frontend guild

## You have
- 3+ years of frontend development, 2+ with Vue.js
- TypeScript and Nuxt
- Good CSS skills
- Nice to have: Tailwind CSS

## Remote
Fully remote within Poland. We send your equipment ahead, so you're good to go from day one.`,
      requiredSkills: ['Vue.js', 'TypeScript', 'Nuxt', 'Pinia'],
      niceToHaveSkills: ['Tailwind CSS', 'GraphQL'],
      experienceLevel: 'mid',
      employmentType: 'full_time',
      workplaceType: 'remote',
      location: 'Remote (Poland)',
      salaryMin: 150000,
      salaryMax: 190000,
      salaryCurrency: 'PLN',
      status: 'open',
    },
  },
  {
    key: 'bb-react-native',
    employerKey: 'bytebarn-digital',
    job: {
      title: 'React Native Developer',
      description: `## The role
We build mobile apps for clients in retail and healthcare. We're looking for a React Native developer to lead app projects from kickoff to store release.

## What you'll do
- Build cross-platform apps with React Native and TypeScript, usually with Expo
- Write native modules when a project needs them
- Manage App Store and Google Play releases and over-the-air updates
- Work with designers and backend developers on client projects

## You have
- 3+ years of mobile development, 2+ with React Native
- TypeScript
- Apps published to the App Store and Google Play
- Nice to have: Redux Toolkit, Swift or Kotlin for native modules

## Remote
Remote within the EU.`,
      requiredSkills: ['React Native', 'TypeScript', 'Expo'],
      niceToHaveSkills: ['Redux Toolkit', 'Swift', 'Kotlin'],
      experienceLevel: 'mid',
      employmentType: 'full_time',
      workplaceType: 'remote',
      location: 'Remote (EU)',
      salaryMin: 170000,
      salaryMax: 210000,
      salaryCurrency: 'PLN',
      status: 'open',
    },
  },
  {
    key: 'bb-ios-kmp',
    employerKey: 'bytebarn-digital',
    job: {
      title: 'Senior Mobile Engineer (iOS, Kotlin Multiplatform)',
      description: `## The role
For a healthcare client we're building a patient app whose business logic is shared between iOS and Android with Kotlin Multiplatform. We need a senior engineer to own the iOS side.

## What you'll do
- Build the iOS app in Swift and SwiftUI on top of a shared Kotlin Multiplatform core
- Write and review shared Kotlin code with the Android developer
- Set up the iOS build, signing and release pipeline
- Advise the client on architecture and accessibility

## You have
- 5+ years of iOS development in Swift
- SwiftUI
- Production experience with Kotlin Multiplatform
- Nice to have: Kotlin, healthcare apps

## Remote
Remote within the EU, with a kickoff week at the client's office in Vienna.`,
      requiredSkills: ['Swift', 'SwiftUI', 'Kotlin Multiplatform'],
      niceToHaveSkills: ['Kotlin'],
      experienceLevel: 'senior',
      employmentType: 'full_time',
      workplaceType: 'remote',
      location: 'Remote (EU)',
      salaryMin: 240000,
      salaryMax: 300000,
      salaryCurrency: 'PLN',
      status: 'open',
    },
  },
  {
    key: 'bb-senior-node-junior-duties',
    employerKey: 'bytebarn-digital',
    job: {
      title: 'Senior Node.js Developer',
      description: `## The role
We're growing our backend team and looking for a developer to help maintain the Node.js services we run for our clients.

## Your tasks
- Fix bugs in existing Express APIs, with guidance from our tech lead
- Write unit tests for the code you touch
- Update dependencies and build small features from clearly written tickets
- Learn our deployment process and code review practices

## Requirements
- 0–2 years of experience with JavaScript and Node.js
- Basic knowledge of Express and REST APIs
- Git
- Willingness to learn and to ask questions

## We offer
Remote work within the EU, a mentor and a training budget. PLN 90,000–110,000 a year.`,
      requiredSkills: ['JavaScript', 'Node.js', 'Express', 'Git'],
      niceToHaveSkills: ['REST APIs'],
      experienceLevel: 'entry',
      employmentType: 'full_time',
      workplaceType: 'remote',
      location: 'Remote (EU)',
      salaryMin: 90000,
      salaryMax: 110000,
      salaryCurrency: 'PLN',
      status: 'open',
    },
  },

  // ---- Shopwise Commerce (Toronto; CAD, USD and EUR) ----
  {
    key: 'sw-rails-senior',
    employerKey: 'shopwise-commerce',
    job: {
      title: 'Senior Ruby on Rails Engineer',
      description: `## About Shopwise
Shopwise powers 20,000 independent online stores across North America. Our core platform is a large, well-tested Rails monolith.

## The role
- Build features in Ruby on Rails for merchants' catalogues, orders and inventory
- Design PostgreSQL schemas and keep queries fast at scale
- Own background processing in Sidekiq
- Mentor other engineers and lead technical design reviews

## You have
- 6+ years of software development, 4+ with Ruby on Rails
- Strong PostgreSQL
- Experience with large codebases and incremental refactoring
- Nice to have: GraphQL, React

## Remote
Remote within Canada, with an optional desk at our Toronto office.`,
      requiredSkills: ['Ruby', 'Ruby on Rails', 'PostgreSQL', 'Sidekiq'],
      niceToHaveSkills: ['GraphQL', 'React'],
      experienceLevel: 'senior',
      employmentType: 'full_time',
      workplaceType: 'remote',
      location: 'Remote (Canada)',
      salaryMin: 140000,
      salaryMax: 170000,
      salaryCurrency: 'CAD',
      status: 'open',
    },
  },
  {
    key: 'sw-flutter',
    employerKey: 'shopwise-commerce',
    job: {
      title: 'Flutter Developer',
      description: `## The role
Our merchant app lets store owners manage orders and inventory from their phone. It's built with Flutter and used by 12,000 merchants every day.

## What you'll do
- Build features in Flutter and Dart
- Use Firebase for authentication, push notifications and analytics
- Improve performance and offline support
- Work with designers and backend engineers from idea to release

## You have
- 3+ years of mobile development, 2+ with Flutter
- Firebase
- State management (Riverpod, Bloc or Provider)
- Nice to have: Kotlin or Swift

## Where
Hybrid, two days a week at our Toronto office on King Street.`,
      requiredSkills: ['Flutter', 'Dart', 'Firebase'],
      niceToHaveSkills: ['Riverpod', 'Kotlin', 'Swift'],
      experienceLevel: 'mid',
      employmentType: 'full_time',
      workplaceType: 'hybrid',
      location: 'Toronto, Canada',
      salaryMin: 100000,
      salaryMax: 120000,
      salaryCurrency: 'CAD',
      status: 'open',
    },
  },
  {
    key: 'sw-data-eng',
    employerKey: 'shopwise-commerce',
    job: {
      title: 'Data Engineer',
      description: `## The role
Shopwise's Data Engineering team builds the pipelines behind merchant analytics and our internal reporting.

## What you'll do
- Build and maintain ELT pipelines in Python, orchestrated with Airflow
- Model data in Snowflake with dbt
- Keep data trustworthy with tests, freshness checks and monitoring
- Work with analytics engineers and data scientists on new data products

## You have
- 3+ years of data engineering
- Python and SQL
- Airflow, dbt and Snowflake
- Nice to have: Spark, Kafka

## Where
Hybrid, two days a week in our Toronto office.`,
      requiredSkills: ['Python', 'SQL', 'Airflow', 'dbt', 'Snowflake'],
      niceToHaveSkills: ['Apache Spark', 'Kafka'],
      experienceLevel: 'mid',
      employmentType: 'full_time',
      workplaceType: 'hybrid',
      location: 'Toronto, Canada',
      salaryMin: 110000,
      salaryMax: 130000,
      salaryCurrency: 'CAD',
      status: 'open',
    },
  },
  {
    key: 'sw-data-eng-senior',
    employerKey: 'shopwise-commerce',
    job: {
      title: 'Senior Data Engineer',
      description: `## The role
Shopwise's merchant analytics now covers 20,000 stores and billions of events. We're looking for a senior data engineer to lead the next generation of our pipelines.

## What you'll do
- Design batch and near-real-time pipelines in Python and Apache Spark
- Orchestrate them with Airflow and land them in Snowflake
- Set data engineering standards: testing, lineage, cost control
- Mentor data engineers and review their designs

## You have
- 6+ years of data engineering
- Python, SQL and Apache Spark at scale
- Airflow or a similar orchestrator
- Nice to have: Kafka, Snowflake, dbt

## Remote
Remote within Canada.`,
      requiredSkills: ['Python', 'SQL', 'Apache Spark', 'Airflow'],
      niceToHaveSkills: ['Kafka', 'Snowflake', 'dbt'],
      experienceLevel: 'senior',
      employmentType: 'full_time',
      workplaceType: 'remote',
      location: 'Remote (Canada)',
      salaryMin: 135000,
      salaryMax: 160000,
      salaryCurrency: 'CAD',
      status: 'open',
    },
  },
  {
    key: 'sw-analytics-eng',
    employerKey: 'shopwise-commerce',
    job: {
      title: 'Analytics Engineer',
      description: `## The role
Analytics engineers at Shopwise turn raw data into clean, documented models that the whole company trusts.

## What you'll do
- Build and maintain dbt models in Snowflake
- Design explores, dashboards and the semantic layer in Looker
- Define metrics with the finance and product teams, and keep one definition of each
- Write tests and documentation for every model you own

## You have
- 3+ years in analytics engineering, BI or data engineering
- Excellent SQL
- dbt, Snowflake and Looker
- Nice to have: Python, Airflow

## Remote
Remote within Canada.`,
      requiredSkills: ['SQL', 'dbt', 'Snowflake', 'Looker'],
      niceToHaveSkills: ['Python', 'Airflow'],
      experienceLevel: 'mid',
      employmentType: 'full_time',
      workplaceType: 'remote',
      location: 'Remote (Canada)',
      salaryMin: 100000,
      salaryMax: 120000,
      salaryCurrency: 'CAD',
      status: 'open',
    },
  },
  {
    key: 'sw-elixir-senior',
    employerKey: 'shopwise-commerce',
    job: {
      title: 'Senior Elixir Engineer, Checkout',
      description: `## The role
Shopwise Checkout processes millions of orders during peak sales. It's written in Elixir, and we're looking for a senior engineer to help it scale.

## What you'll do
- Design and build Elixir and Phoenix services for checkout and payments
- Use OTP to build fault-tolerant, concurrent systems
- Tune PostgreSQL queries and schemas
- Lead design reviews and mentor engineers who are new to Elixir

## You have
- 5+ years of backend development, 3+ with Elixir
- Phoenix and OTP
- PostgreSQL
- Nice to have: Absinthe (GraphQL), Kafka

## Remote
Remote in the US or Canada. Salary in USD.`,
      requiredSkills: ['Elixir', 'Phoenix', 'OTP', 'PostgreSQL'],
      niceToHaveSkills: ['Absinthe', 'Kafka'],
      experienceLevel: 'senior',
      employmentType: 'full_time',
      workplaceType: 'remote',
      location: 'Remote (US or Canada)',
      salaryMin: 150000,
      salaryMax: 180000,
      salaryCurrency: 'USD',
      status: 'open',
    },
  },
  {
    key: 'sw-fullstack-ts-europe',
    employerKey: 'shopwise-commerce',
    job: {
      title: 'Full-Stack Engineer (TypeScript)',
      description: `## The role
Shopwise is opening an engineering hub in Amsterdam to build our European storefront features. We're hiring full-stack engineers for its first team.

## What you'll do
- Build features end to end in TypeScript: React on the frontend, Node.js services behind it
- Design PostgreSQL schemas for European VAT, invoicing and payment rules
- Work with product and design from the first sketch
- Help shape the culture of a new team

## You have
- 3+ years of full-stack development
- TypeScript, React and Node.js
- PostgreSQL
- Nice to have: Next.js, GraphQL

## Remote
Remote within Europe (CET ±1 hour), with a meetup in Amsterdam every quarter. Salary in EUR.`,
      requiredSkills: ['TypeScript', 'React', 'Node.js', 'PostgreSQL'],
      niceToHaveSkills: ['Next.js', 'GraphQL'],
      experienceLevel: 'mid',
      employmentType: 'full_time',
      workplaceType: 'remote',
      location: 'Remote (Europe, CET ±1 hour)',
      salaryMin: 70000,
      salaryMax: 85000,
      salaryCurrency: 'EUR',
      status: 'open',
    },
  },
  {
    key: 'sw-android',
    employerKey: 'shopwise-commerce',
    job: {
      title: 'Android Engineer (Kotlin)',
      description: `## The role
Our Android merchant app is growing fast, and we're moving the last Java screens to Kotlin and Jetpack Compose. We're looking for an Android engineer to build new features natively.

## What you'll do
- Build features in Kotlin with Jetpack Compose
- Write concurrent code with coroutines and Flow
- Work against our GraphQL APIs with the backend team
- Write unit and UI tests (Espresso)

## You have
- 3+ years of Android development
- Kotlin, the Android SDK and Jetpack Compose
- Coroutines
- Nice to have: GraphQL, modularised apps

## Where
Hybrid, two days a week in our Toronto office.`,
      requiredSkills: ['Kotlin', 'Android SDK', 'Jetpack Compose', 'Coroutines'],
      niceToHaveSkills: ['GraphQL', 'Espresso'],
      experienceLevel: 'mid',
      employmentType: 'full_time',
      workplaceType: 'hybrid',
      location: 'Toronto, Canada',
      salaryMin: 105000,
      salaryMax: 125000,
      salaryCurrency: 'CAD',
      status: 'open',
    },
  },

  // ---- CloudHarbor (Sydney; AUD, USD and GBP) ----
  {
    key: 'ch-lead-platform',
    employerKey: 'cloudharbor',
    job: {
      title: 'Lead Platform Engineer',
      description: `## About CloudHarbor
CloudHarbor runs managed databases and object storage for 8,000 companies across Asia-Pacific.

## The role
Lead our Platform team of six engineers.

- Set the technical direction for our Kubernetes platform on AWS
- Own the Terraform modules and golden paths that product teams use
- Write Go operators and internal tooling
- Lead incident response and improve our reliability practices

## You have
- 7+ years in platform, SRE or infrastructure engineering
- Deep Kubernetes and Terraform on AWS
- Go for tooling or operators
- Experience leading engineers
- Nice to have: Argo CD, Prometheus, Cilium

## Where
Hybrid, two days a week in our Sydney office at Barangaroo.`,
      requiredSkills: ['Kubernetes', 'Terraform', 'AWS', 'Go'],
      niceToHaveSkills: ['Argo CD', 'Prometheus', 'Cilium'],
      experienceLevel: 'senior',
      employmentType: 'full_time',
      workplaceType: 'hybrid',
      location: 'Sydney, Australia',
      salaryMin: 180000,
      salaryMax: 210000,
      salaryCurrency: 'AUD',
      status: 'open',
    },
  },
  {
    key: 'ch-sre-anz',
    employerKey: 'cloudharbor',
    job: {
      title: 'Site Reliability Engineer',
      description: `## The role
Our SRE team keeps CloudHarbor's managed services up for customers who run their businesses on them.

## What you'll do
- Operate Kubernetes clusters that run stateful workloads
- Build monitoring with Prometheus and Grafana, and keep alerts meaningful
- Automate operations in Python (and some Go)
- Join the on-call rotation, follow-the-sun with our Singapore team

## You have
- 5+ years in SRE or systems engineering
- Linux internals and networking
- Kubernetes and Prometheus in production
- Python for automation
- Nice to have: Go, Terraform

## Remote
Remote within Australia or New Zealand.`,
      requiredSkills: ['Kubernetes', 'Prometheus', 'Linux', 'Python'],
      niceToHaveSkills: ['Go', 'Terraform', 'Grafana'],
      experienceLevel: 'senior',
      employmentType: 'full_time',
      workplaceType: 'remote',
      location: 'Remote (Australia or New Zealand)',
      salaryMin: 170000,
      salaryMax: 200000,
      salaryCurrency: 'AUD',
      status: 'open',
    },
  },
  {
    key: 'ch-go-control-plane',
    employerKey: 'cloudharbor',
    job: {
      title: 'Senior Go Engineer, Control Plane API',
      description: `## The role
The Control Plane team builds the API that creates, scales and backs up every database on CloudHarbor.

## What you'll do
- Build Go services that orchestrate resources on Kubernetes
- Design gRPC APIs and their public REST gateways
- Model state in PostgreSQL with strong consistency guarantees
- Write Kubernetes controllers and operators

## You have
- 5+ years of backend development, 3+ in Go
- Kubernetes: you've written controllers or operators
- gRPC and PostgreSQL
- Nice to have: etcd, Terraform

## Remote
Remote worldwide, with at least three hours of overlap with 08:00–12:00 UTC. Salary in USD.`,
      requiredSkills: ['Go', 'Kubernetes', 'gRPC', 'PostgreSQL'],
      niceToHaveSkills: ['etcd', 'Terraform'],
      experienceLevel: 'senior',
      employmentType: 'full_time',
      workplaceType: 'remote',
      location: 'Remote (worldwide, 3 hours overlap with 08:00-12:00 UTC)',
      salaryMin: 130000,
      salaryMax: 160000,
      salaryCurrency: 'USD',
      status: 'open',
    },
  },
  {
    key: 'ch-rust-storage',
    employerKey: 'cloudharbor',
    job: {
      title: 'Senior Rust Engineer, Block Storage',
      description: `## The role
We're building a new block storage engine in Rust for our managed databases, and the team is small enough that you'll shape its design.

## What you'll do
- Build high-performance storage services in Rust with Tokio
- Design replication and consistency protocols
- Profile and optimise Linux I/O paths
- Write property-based and fault-injection tests

## You have
- 5+ years of systems programming
- Production Rust, async with Tokio
- Distributed systems fundamentals: consensus, replication
- Deep Linux knowledge
- Nice to have: io_uring, C

## Remote
Remote worldwide. Salary in USD.`,
      requiredSkills: ['Rust', 'Tokio', 'Distributed systems', 'Linux'],
      niceToHaveSkills: ['io_uring', 'C'],
      experienceLevel: 'senior',
      employmentType: 'full_time',
      workplaceType: 'remote',
      location: 'Remote (worldwide)',
      salaryMin: 140000,
      salaryMax: 170000,
      salaryCurrency: 'USD',
      status: 'open',
    },
  },
  {
    key: 'ch-fastapi-uk',
    employerKey: 'cloudharbor',
    job: {
      title: 'Python Backend Engineer (FastAPI)',
      description: `## The role
CloudHarbor is opening its first European team in London, and its first job is our billing and usage APIs.

## What you'll do
- Build Python services with FastAPI
- Design PostgreSQL schemas for metering and invoicing
- Package services with Docker and deploy them on our own platform
- Write tests and documentation for public APIs

## You have
- 3+ years of backend Python
- FastAPI (or Django or Flask, and the will to switch)
- PostgreSQL and Docker
- Nice to have: SQLAlchemy, AWS

## Remote
Remote from the UK or Ireland, with a London office if you want one. Salary in GBP.`,
      requiredSkills: ['Python', 'FastAPI', 'PostgreSQL', 'Docker'],
      niceToHaveSkills: ['SQLAlchemy', 'AWS'],
      experienceLevel: 'mid',
      employmentType: 'full_time',
      workplaceType: 'remote',
      location: 'Remote (UK or Ireland)',
      salaryMin: 60000,
      salaryMax: 72000,
      salaryCurrency: 'GBP',
      status: 'open',
    },
  },
  {
    key: 'ch-cloud-security',
    employerKey: 'cloudharbor',
    job: {
      title: 'Cloud Security Engineer',
      description: `## The role
Our customers trust us with their data. The Security team makes sure that trust is deserved.

## What you'll do
- Design and review IAM policies across our AWS organisation
- Build threat detection and response pipelines
- Automate security checks in Python
- Run threat modelling sessions with product teams before they build, not after

## You have
- 5+ years in cloud security or security engineering
- Deep AWS security: IAM, GuardDuty, CloudTrail
- Threat detection and incident response
- Python
- Nice to have: Terraform, SIEM tooling

## Remote
Remote within Australia.`,
      requiredSkills: ['AWS', 'IAM', 'Threat detection', 'Python'],
      niceToHaveSkills: ['Terraform', 'SIEM'],
      experienceLevel: 'senior',
      employmentType: 'full_time',
      workplaceType: 'remote',
      location: 'Remote (Australia)',
      salaryMin: 175000,
      salaryMax: 205000,
      salaryCurrency: 'AUD',
      status: 'open',
    },
  },
  {
    key: 'ch-devops-junior',
    employerKey: 'cloudharbor',
    job: {
      title: 'Junior DevOps Engineer',
      description: `## The role
Join our Platform team as a junior DevOps engineer and learn how a cloud provider runs its own infrastructure.

## What you'll do
- Maintain CI/CD pipelines for the product teams
- Write Bash scripts and Dockerfiles
- Help with Linux server maintenance and patching
- Learn Kubernetes and Terraform from senior engineers

## You have
- Up to 2 years of experience in DevOps, system administration or development
- Linux and Bash
- Docker
- A CI/CD tool (GitHub Actions, GitLab CI or Jenkins)
- Nice to have: AWS, Terraform

## Where
Hybrid, three days a week in our Sydney office.`,
      requiredSkills: ['Linux', 'Bash', 'Docker', 'CI/CD'],
      niceToHaveSkills: ['AWS', 'Terraform'],
      experienceLevel: 'entry',
      employmentType: 'full_time',
      workplaceType: 'hybrid',
      location: 'Sydney, Australia',
      salaryMin: 85000,
      salaryMax: 100000,
      salaryCurrency: 'AUD',
      status: 'open',
    },
  },
  {
    key: 'ch-react-console',
    employerKey: 'cloudharbor',
    job: {
      title: 'Senior Frontend Engineer, Cloud Console',
      description: `## The role
Our cloud console is where customers create databases, read metrics and manage billing. We're looking for a senior frontend engineer for our new European team.

## What you'll do
- Build the console in React and TypeScript
- Design charts and dashboards for real-time metrics
- Own frontend architecture and performance
- Work with designers on our design system

## You have
- 5+ years of frontend development
- React, TypeScript and modern CSS
- Experience with data visualisation
- Nice to have: D3.js, Storybook, Playwright

## Remote
Remote from the UK or Europe. Salary in GBP.`,
      requiredSkills: ['React', 'TypeScript', 'CSS'],
      niceToHaveSkills: ['D3.js', 'Storybook', 'Playwright'],
      experienceLevel: 'senior',
      employmentType: 'full_time',
      workplaceType: 'remote',
      location: 'Remote (UK or Europe)',
      salaryMin: 80000,
      salaryMax: 95000,
      salaryCurrency: 'GBP',
      status: 'open',
    },
  },

  // ---- Meridian Assurance (Zurich, CHF) ----
  {
    key: 'mer-dotnet-senior',
    employerKey: 'meridian-assurance',
    job: {
      title: 'Senior .NET Engineer, Claims Platform',
      description: `## About the team
Meridian Assurance is a Swiss insurer with two million customers, and we're modernising our claims platform one service at a time.

## The role
- Build ASP.NET Core services in C# for claims handling
- Design SQL Server schemas and tune the queries that matter
- Deploy to Azure (App Service, Service Bus, Key Vault)
- Guide architecture decisions in a team of eight

## You have
- 6+ years of C# and .NET
- ASP.NET Core and Entity Framework
- SQL Server
- Azure
- German is a plus; English is the team language

## Where
Hybrid, three days a week at our Zurich office.`,
      requiredSkills: ['C#', '.NET', 'ASP.NET Core', 'SQL Server', 'Azure'],
      niceToHaveSkills: ['Entity Framework', 'Azure Service Bus'],
      experienceLevel: 'senior',
      employmentType: 'full_time',
      workplaceType: 'hybrid',
      location: 'Zurich, Switzerland',
      salaryMin: 125000,
      salaryMax: 150000,
      salaryCurrency: 'CHF',
      status: 'open',
    },
  },
  {
    key: 'mer-dotnet-angular',
    employerKey: 'meridian-assurance',
    job: {
      title: 'Senior Full-Stack Developer (.NET / Angular)',
      description: `## The role
Our broker portal lets 3,000 insurance brokers quote, bind and manage policies. We're looking for a senior full-stack developer to take ownership of it.

## What you'll do
- Build APIs in ASP.NET Core and C#
- Build the frontend in Angular and TypeScript
- Work with SQL Server and our integration layer
- Work directly with business analysts and brokers

## You have
- 5+ years of full-stack development
- C# and ASP.NET Core
- Angular and TypeScript
- Nice to have: RxJS, SQL Server

## Where
Hybrid, three days a week in Zurich.`,
      requiredSkills: ['C#', 'ASP.NET Core', 'Angular', 'TypeScript'],
      niceToHaveSkills: ['RxJS', 'SQL Server'],
      experienceLevel: 'senior',
      employmentType: 'full_time',
      workplaceType: 'hybrid',
      location: 'Zurich, Switzerland',
      salaryMin: 120000,
      salaryMax: 140000,
      salaryCurrency: 'CHF',
      status: 'open',
    },
  },
  {
    key: 'mer-angular',
    employerKey: 'meridian-assurance',
    job: {
      title: 'Angular Frontend Developer',
      description: `## The role
We're looking for an Angular developer to build our customer self-service portal, where policyholders report claims and update their cover.

## What you'll do
- Build features in Angular and TypeScript
- Manage state with NgRx and RxJS
- Write unit and end-to-end tests
- Work with UX designers on accessibility

## You have
- 3+ years of frontend development
- Angular, TypeScript and RxJS
- NgRx
- Nice to have: Jest, Cypress

## Where
On-site in our Zurich office, next to the claims and customer service teams whose work you'll be changing. German is a plus; the team works in English.`,
      requiredSkills: ['Angular', 'TypeScript', 'RxJS', 'NgRx'],
      niceToHaveSkills: ['Jest', 'Cypress'],
      experienceLevel: 'mid',
      employmentType: 'full_time',
      workplaceType: 'onsite',
      location: 'Zurich, Switzerland',
      salaryMin: 100000,
      salaryMax: 120000,
      salaryCurrency: 'CHF',
      status: 'open',
    },
  },
  {
    key: 'mer-ml-document-ai',
    employerKey: 'meridian-assurance',
    job: {
      title: 'ML Engineer, Document AI',
      description: `## The role
Meridian receives 400,000 claim documents a month: invoices, medical reports, repair quotes. The Document AI team extracts what matters from them.

## What you'll do
- Build NLP and LLM-based extraction pipelines in Python
- Fine-tune and evaluate language models in PyTorch
- Deploy models on Azure ML, with monitoring
- Work with claims handlers on accuracy targets

## You have
- 5+ years in machine learning, mostly NLP
- Python and PyTorch
- Experience with LLMs: fine-tuning, evaluation, retrieval-augmented generation
- Nice to have: OCR, Azure ML

## Where
Hybrid, three days a week in Zurich.`,
      requiredSkills: ['Python', 'NLP', 'LLMs', 'PyTorch'],
      niceToHaveSkills: ['OCR', 'Azure ML'],
      experienceLevel: 'senior',
      employmentType: 'full_time',
      workplaceType: 'hybrid',
      location: 'Zurich, Switzerland',
      salaryMin: 130000,
      salaryMax: 160000,
      salaryCurrency: 'CHF',
      status: 'open',
    },
  },
  {
    key: 'mer-qa-java',
    employerKey: 'meridian-assurance',
    job: {
      title: 'Senior Test Automation Engineer',
      description: `## The role
We're looking for a senior test automation engineer to lead quality for our policy administration system.

## What you'll do
- Build and maintain test automation in Java with Selenium and Cucumber
- Write API tests with REST Assured
- Run the suites in our Jenkins pipelines
- Coach manual testers who are moving into automation
- Decide with the developers what belongs in unit, API and end-to-end tests

## You have
- 5+ years in test automation
- Java, Selenium and Cucumber
- REST Assured
- Nice to have: Jenkins, Playwright

## Where
Hybrid, three days a week in Zurich.`,
      requiredSkills: ['Java', 'Selenium', 'Cucumber', 'REST Assured'],
      niceToHaveSkills: ['Jenkins', 'Playwright'],
      experienceLevel: 'senior',
      employmentType: 'full_time',
      workplaceType: 'hybrid',
      location: 'Zurich, Switzerland',
      salaryMin: 110000,
      salaryMax: 130000,
      salaryCurrency: 'CHF',
      status: 'open',
    },
  },
]);

export type TJobKey = (typeof JOBS)[number]['key'];
function defineDevelopers<const TKey extends string>(developers: readonly (TJobRelevanceDeveloper & { key: TKey })[]) {
  return developers;
}

export const DEVELOPERS = defineDevelopers([
  {
    key: 'dev-go-senior-berlin',
    profile: {
      fullName: 'Jonas Brandt',
      jobTitle: 'Senior Backend Engineer (Go)',
      bio: "Backend engineer in Berlin, nine years in, six of them writing Go for payments and logistics. I like boring, observable systems and small, well-named services. I have no Kubernetes experience yet: everything I've run in production was on AWS ECS and, before that, plain EC2. Looking for a senior Go role, remote or hybrid in Berlin; I'm not planning to move.",
      skills: ['Go', 'PostgreSQL', 'Kafka', 'gRPC', 'Redis', 'AWS', 'Docker', 'Terraform', 'Git'],
      experience:
        '9 years of backend development: 6 years of Go (payment and shipment-tracking services), 3 years of Python and Django before that.',
      education: 'B.Sc. Computer Science, HTW Berlin (2016)',
      availability: 'open_to_offers',
      experienceLevel: 'senior',
      salaryMin: 90000,
      salaryMax: 110000,
      isVisibleToEmployers: true,
      openToRemote: true,
    },
    user: { location: 'Berlin, Germany' },
    yearsOfExperience: 9,
    salaryCurrency: 'EUR',
    openToRelocation: false,
    resumeMarkdown: `# Jonas Brandt
Senior Backend Engineer · Berlin, Germany

## Summary
Backend engineer with 9 years of experience, 6 of them in Go: payment and logistics systems, event streaming, PostgreSQL at scale. I deploy on AWS ECS with Terraform; no Kubernetes so far.

## Experience
### Senior Backend Engineer, Parcelio GmbH, Berlin (2021 – present)
- Own the shipment-event pipeline in Go: Kafka consumers and PostgreSQL, about 25k events/s at peak
- Designed the gRPC contracts between 12 services and added breaking-change checks to CI
- Cut p99 latency of the tracking API from 800 ms to 120 ms
- On-call lead; wrote the incident review template the company still uses

### Backend Engineer, Zahlwerk, Berlin (2018 – 2021)
- Go services for SEPA payouts and reconciliation
- PostgreSQL schema design, partitioning and zero-downtime migrations
- Moved deployments from hand-made EC2 machines to ECS with Terraform

### Python Developer, Datenkiste, Berlin (2016 – 2018)
- Django APIs and data import scripts

## Skills
Go, PostgreSQL, Kafka, gRPC, Redis, AWS (ECS, RDS, SQS), Terraform, Docker, Python

## Education
B.Sc. Computer Science, HTW Berlin (2016)
`,
  },
  {
    key: 'dev-java-mid-krakow',
    profile: {
      fullName: 'Tomasz Wójcik',
      jobTitle: 'Java Developer',
      bio: "Java backend developer from Kraków with four years of Spring Boot behind me, mostly in logistics and e-commerce. Backend only: I have not used React or any other modern frontend framework, and the only JavaScript I've written is a few lines in old JSP pages. I'd like a mid-level Java role, remote or hybrid in Kraków.",
      skills: ['Java', 'Spring Boot', 'Hibernate', 'PostgreSQL', 'Kafka', 'Maven', 'JUnit', 'Docker'],
      experience: '4 years of Java backend development with Spring Boot, Hibernate and PostgreSQL; Kafka for the last 2 years.',
      education: 'M.Sc. Computer Science, AGH University of Kraków (2021)',
      availability: 'actively_looking',
      experienceLevel: 'mid',
      salaryMin: 180000,
      salaryMax: 230000,
      isVisibleToEmployers: true,
      openToRemote: true,
    },
    user: { location: 'Kraków, Poland' },
    yearsOfExperience: 4,
    salaryCurrency: 'PLN',
    openToRelocation: false,
    resumeMarkdown: `# Tomasz Wójcik
Java Developer · Kraków, Poland

## Summary
Backend developer with 4 years of Java and Spring Boot in logistics and e-commerce. Comfortable with relational data, messaging and testing; not a frontend developer.

## Experience
### Java Developer, Cargonet Software, Kraków (2022 – present)
- Spring Boot microservices for freight booking, with Hibernate and PostgreSQL
- Moved order events from polling to Kafka; status updates now arrive in seconds instead of minutes
- Raised integration-test coverage with Testcontainers from 20% to 70%

### Junior Java Developer, Sklepix, Kraków (2021 – 2022)
- Maintained a Spring MVC shop backend and its JSP admin pages
- Wrote REST endpoints for the new mobile app

## Skills
Java 17, Spring Boot, Spring Data JPA, Hibernate, PostgreSQL, Kafka, Maven, JUnit 5, Testcontainers, Git

## Education
M.Sc. Computer Science, AGH University of Kraków (2021)
`,
  },
  {
    key: 'dev-react-senior-london',
    profile: {
      fullName: 'Hannah Okafor',
      jobTitle: 'Senior Frontend Engineer',
      bio: 'Frontend specialist with eight years of building web apps, the last six in React and TypeScript. I care about accessibility, design systems and tests that catch real bugs. I have not touched Angular since AngularJS 1.x in 2016 and would rather not go back. Remote first; happy to be in a London office two days a week.',
      skills: ['React', 'TypeScript', 'Next.js', 'CSS', 'Storybook', 'Jest', 'Playwright', 'GraphQL', 'Accessibility'],
      experience: '8 years of frontend development: 6 years of React and TypeScript, design systems and accessibility work.',
      education: 'BA Digital Media Design, University of Leeds (2016)',
      availability: 'open_to_offers',
      experienceLevel: 'senior',
      salaryMin: 80000,
      salaryMax: 95000,
      isVisibleToEmployers: true,
      openToRemote: true,
    },
    user: { location: 'London, United Kingdom' },
    yearsOfExperience: 8,
    salaryCurrency: 'GBP',
    openToRelocation: false,
    resumeMarkdown: `# Hannah Okafor
Senior Frontend Engineer · London, UK

## Summary
Eight years of frontend engineering, six in React and TypeScript. I build design systems, accessible interfaces and test suites that teams trust.

## Experience
### Senior Frontend Engineer, Fernway Travel, London (2021 – present)
- Led the rebuild of the booking flow in Next.js and TypeScript; conversion up 9%
- Built the company design system in Storybook, now used by five product teams
- Took the site from 140 open WCAG issues to 6 and trained the team in screen-reader testing

### Frontend Engineer, Brightlane, London (2018 – 2021)
- React and GraphQL dashboards for energy suppliers
- Introduced Playwright end-to-end tests in CI

### Web Developer, Pixel & Ink, Leeds (2016 – 2018)
- AngularJS and jQuery sites for agency clients

## Skills
React, TypeScript, Next.js, CSS (Grid, custom properties), Storybook, Jest, Testing Library, Playwright, GraphQL, WCAG 2.2

## Education
BA Digital Media Design, University of Leeds (2016)
`,
  },
  {
    key: 'dev-django-mid-manchester',
    profile: {
      fullName: 'Tom Fletcher',
      jobTitle: 'Python Developer',
      bio: 'Python developer in Manchester, four years in, mostly Django and Django REST Framework, plus two internal services in FastAPI. No Kubernetes experience yet: our apps run on Heroku and ECS. Happy to work remotely, and open to relocating to London or elsewhere for the right team.',
      skills: ['Python', 'Django', 'Django REST Framework', 'FastAPI', 'PostgreSQL', 'Celery', 'Redis', 'Docker', 'AWS', 'Git'],
      experience: '4 years of Python backend development: Django and DRF APIs, Celery workers, PostgreSQL; two FastAPI services.',
      education: 'BSc Computer Science, University of Manchester (2021)',
      availability: 'actively_looking',
      experienceLevel: 'mid',
      salaryMin: 55000,
      salaryMax: 68000,
      isVisibleToEmployers: true,
      openToRemote: true,
    },
    user: { location: 'Manchester, United Kingdom' },
    yearsOfExperience: 4,
    salaryCurrency: 'GBP',
    openToRelocation: true,
    resumeMarkdown: `# Tom Fletcher
Python Developer · Manchester, UK

## Summary
Backend developer with 4 years of Python, mostly Django. I like clear APIs, well-shaped data and background jobs that don't fall over.

## Experience
### Python Developer, Greenleaf Lettings, Manchester (2022 – present)
- Django and DRF APIs for the tenant and landlord apps
- Celery and Redis for rent reminders and document generation (50k jobs a day)
- Two FastAPI services for property search and pricing
- Migrated the main database from MySQL to PostgreSQL without downtime

### Junior Developer, Northern Code Co., Manchester (2021 – 2022)
- Django sites for local councils and charities

## Skills
Python, Django, Django REST Framework, FastAPI, PostgreSQL, Celery, Redis, Docker, AWS (ECS, S3), pytest

## Education
BSc Computer Science, University of Manchester (2021)
`,
  },
  {
    key: 'dev-node-junior-lisbon',
    profile: {
      fullName: 'Beatriz Santos',
      jobTitle: 'Junior Backend Developer (Node.js)',
      bio: 'Career changer: I was a lab technician until 2022, did a full-stack bootcamp in 2023 and have been writing Node.js professionally for a year and a half. I enjoy the backend side most: APIs, SQL, tests. Looking for a junior role with code reviews and a mentor, remote, since I am staying in Lisbon. I want to learn Go eventually.',
      skills: ['JavaScript', 'Node.js', 'Express', 'TypeScript', 'PostgreSQL', 'Git', 'HTML', 'CSS'],
      experience: '1.5 years of professional Node.js (Express APIs, PostgreSQL) after a full-stack bootcamp in 2023.',
      education: 'Full-stack Web Development Bootcamp, Ironhack Lisbon (2023); BSc Biochemistry, University of Lisbon (2019)',
      availability: 'actively_looking',
      experienceLevel: 'entry',
      salaryMin: 24000,
      salaryMax: 32000,
      isVisibleToEmployers: true,
      openToRemote: true,
    },
    user: { location: 'Lisbon, Portugal' },
    yearsOfExperience: 1,
    salaryCurrency: 'EUR',
    openToRelocation: false,
    resumeMarkdown: `# Beatriz Santos
Junior Backend Developer · Lisbon, Portugal

## Summary
Backend developer with 1.5 years of professional Node.js after a career change from lab work. Careful, test-minded, and used to following procedures to the letter.

## Experience
### Junior Developer, Marégrafo Digital, Lisbon (2023 – present)
- Express APIs in JavaScript; new modules in TypeScript
- PostgreSQL queries and migrations for the booking system of 40 surf schools
- Wrote the Jest test setup for the API; coverage from 0 to 55%

### Lab Technician, Instituto de Análises, Lisbon (2019 – 2022)
- Automated sample-tracking spreadsheets (my first scripts)

## Projects
- Recipe-sharing app (bootcamp final project): Node.js, Express, PostgreSQL, plain JavaScript frontend

## Skills
JavaScript, TypeScript, Node.js, Express, PostgreSQL, Jest, Git, HTML, CSS

## Education
Full-stack Web Development Bootcamp, Ironhack Lisbon (2023)
BSc Biochemistry, University of Lisbon (2019)
`,
  },
  {
    key: 'dev-ios-senior-stockholm',
    profile: {
      fullName: 'Erik Lindqvist',
      jobTitle: 'Senior iOS Developer',
      bio: "Native iOS developer since 2015: Swift from its first version, SwiftUI since 2020. I've shipped banking, streaming and fitness apps used by millions. Native only: I have not used Flutter or React Native and I'm not looking to. Remote, or hybrid in Stockholm.",
      skills: ['Swift', 'SwiftUI', 'UIKit', 'Combine', 'Core Data', 'XCTest', 'Objective-C', 'Git', 'Firebase'],
      experience: '9 years of native iOS development; Swift since 2015, SwiftUI since 2020; tech lead for the last 3 years.',
      education: 'MSc Computer Science, KTH Royal Institute of Technology (2015)',
      availability: 'open_to_offers',
      experienceLevel: 'senior',
      salaryMin: 700000,
      salaryMax: 850000,
      isVisibleToEmployers: true,
      openToRemote: true,
    },
    user: { location: 'Stockholm, Sweden' },
    yearsOfExperience: 9,
    salaryCurrency: 'SEK',
    openToRelocation: false,
    resumeMarkdown: `# Erik Lindqvist
Senior iOS Developer · Stockholm, Sweden

## Summary
Nine years of native iOS: Swift, SwiftUI and UIKit, app architecture, performance and accessibility. Tech lead for a team of five.

## Experience
### iOS Tech Lead, Stråla Streaming, Stockholm (2021 – present)
- Led the move of a 3M-user app from UIKit to SwiftUI, screen by screen
- Cut cold start time by 40% and the crash rate to 0.05%
- Set up modularisation with Swift Package Manager and snapshot testing

### iOS Developer, Nordbank, Stockholm (2017 – 2021)
- Mobile banking app: BankID login, payments, Core Data offline cache
- Introduced Combine and XCTest UI tests

### iOS Developer, Löpa AB, Stockholm (2015 – 2017)
- Running app in Objective-C, later Swift; HealthKit integration

## Skills
Swift, SwiftUI, UIKit, Combine, Core Data, XCTest, HealthKit, Objective-C, Firebase, Git

## Education
MSc Computer Science, KTH Royal Institute of Technology (2015)
`,
  },
  {
    key: 'dev-flutter-mid-toronto',
    profile: {
      fullName: 'Arjun Mehta',
      jobTitle: 'Flutter Developer',
      bio: "Mobile developer in Toronto. I've been building Flutter apps for three years, for retail and delivery, after a year of native Android. I have not used React Native. Remote, or hybrid in Toronto.",
      skills: ['Flutter', 'Dart', 'Firebase', 'Riverpod', 'REST APIs', 'Git'],
      experience: '4 years of mobile development: 3 years of Flutter, 1 year of native Android before that.',
      education: 'B.Eng. Computer Engineering, Toronto Metropolitan University (2020)',
      availability: 'actively_looking',
      experienceLevel: 'mid',
      salaryMin: 95000,
      salaryMax: 115000,
      isVisibleToEmployers: true,
      openToRemote: true,
    },
    user: { location: 'Toronto, Canada' },
    yearsOfExperience: 4,
    salaryCurrency: 'CAD',
    openToRelocation: false,
    resumeMarkdown: `# Arjun Mehta
Flutter Developer · Toronto, Canada

## Summary
Mobile developer with 4 years of experience: 3 years of Flutter in retail and delivery apps, and a year of native Android in Kotlin before that.

## Experience
### Flutter Developer, QuickCart, Toronto (2021 – present)
- Built the courier app in Flutter (Riverpod, Firebase Auth, FCM) from scratch; rated 4.7 on both stores
- Offline-first order sync with a local SQLite cache
- Wrote platform channels in Kotlin for the barcode scanner SDK

### Android Developer, Maple Retail Labs, Toronto (2020 – 2021)
- Native Android loyalty app in Kotlin (XML layouts, RxJava)

## Skills
Flutter, Dart, Riverpod, Bloc, Firebase, Kotlin, REST APIs, SQLite, Git, Codemagic

## Education
B.Eng. Computer Engineering, Toronto Metropolitan University (2020)
`,
  },
  {
    key: 'dev-sre-senior-sydney',
    profile: {
      fullName: "Liam O'Connor",
      jobTitle: 'Senior Site Reliability Engineer',
      bio: 'SRE and platform engineer in Sydney. Ten years of keeping things up, from racked servers to multi-region Kubernetes. The details are in my resume.',
      skills: ['AWS', 'Linux'],
      experience: '10 years in operations, SRE and platform engineering.',
      education: 'BSc Information Technology, University of Technology Sydney (2014)',
      availability: 'open_to_offers',
      experienceLevel: 'senior',
      salaryMin: 180000,
      salaryMax: 220000,
      isVisibleToEmployers: true,
      openToRemote: true,
    },
    user: { location: 'Sydney, Australia' },
    yearsOfExperience: 10,
    salaryCurrency: 'AUD',
    openToRelocation: false,
    resumeMarkdown: `# Liam O'Connor
Senior Site Reliability Engineer · Sydney, Australia

## Summary
Ten years in operations and SRE. I run Kubernetes platforms on AWS with Terraform, build monitoring people actually read, and write Go and Python to automate the rest.

## Experience
### Senior SRE and platform tech lead, Wattle Payments, Sydney (2020 – present)
- Tech lead of a four-person platform team
- Run 9 EKS clusters across two regions; all infrastructure in Terraform
- Rolled out Argo CD for 140 services; deploys went from weekly to 40 a day
- Rebuilt alerting on Prometheus and Grafana around SLOs; pages down 70%
- Wrote a Go operator for database failover drills

### DevOps Engineer, Koala Media, Sydney (2016 – 2020)
- Moved the platform from EC2 and Ansible to Kubernetes
- Python tooling for cost reports and on-call rotations

### Systems Administrator, Harbour IT Services, Sydney (2014 – 2016)
- Linux servers, Bash, Nagios

## Skills
Kubernetes, Terraform, AWS (EKS, IAM, VPC), Prometheus, Grafana, Argo CD, Go, Python, Bash, Linux

## Education
BSc Information Technology, University of Technology Sydney (2014)
`,
  },
  {
    key: 'dev-data-eng-mid-toronto',
    profile: {
      fullName: 'Sofia Alvarez',
      jobTitle: 'Data Engineer',
      bio: "Data engineer in Toronto. I started as a BI analyst, moved into data engineering three years ago, and still enjoy both sides of the dbt line: building pipelines and modelling data people actually use. Remote or hybrid in Toronto; I'm staying in Canada.",
      skills: ['Python', 'SQL', 'Airflow', 'dbt', 'Snowflake', 'Looker', 'Apache Spark', 'AWS'],
      experience: '4 years in data: 1 year as a BI analyst, then 3 years as a data engineer (Airflow, dbt, Snowflake).',
      education: 'BSc Statistics, University of Toronto (2020)',
      availability: 'actively_looking',
      experienceLevel: 'mid',
      salaryMin: 105000,
      salaryMax: 125000,
      isVisibleToEmployers: true,
      openToRemote: true,
    },
    user: { location: 'Toronto, Canada' },
    yearsOfExperience: 4,
    salaryCurrency: 'CAD',
    openToRelocation: false,
    resumeMarkdown: `# Sofia Alvarez
Data Engineer · Toronto, Canada

## Summary
Data engineer with 4 years in data, from BI analysis to pipelines. Airflow, dbt and Snowflake every day; Spark when the data gets big.

## Experience
### Data Engineer, Northline Grocers, Toronto (2021 – present)
- Built 60+ Airflow DAGs loading point-of-sale, e-commerce and supplier data into Snowflake
- Led the move of 300 legacy SQL reports to dbt models with tests and documentation
- Spark jobs on EMR for loyalty-card history (2 billion rows)

### BI Analyst, Northline Grocers, Toronto (2020 – 2021)
- Looker explores and dashboards for merchandising and finance

## Skills
Python, SQL, Airflow, dbt, Snowflake, Looker, Apache Spark, AWS (S3, EMR), Git

## Education
BSc Statistics, University of Toronto (2020)
`,
  },
  {
    key: 'dev-ml-cv-senior-munich',
    profile: {
      fullName: 'Matteo Rossi',
      jobTitle: 'Senior Machine Learning Engineer (Computer Vision)',
      bio: "Machine learning engineer focused on computer vision: seven years of detection, segmentation and tracking models, from training to edge deployment. I'm not interested in LLM prompt-engineering roles. Based in Munich and open to relocating for the right team.",
      skills: ['Python', 'PyTorch', 'Computer Vision', 'MLOps', 'CUDA', 'ONNX', 'Docker', 'Kubernetes', 'C++'],
      experience: '7 years in machine learning, all of it computer vision, in automotive and industrial inspection.',
      education: 'MSc Robotics, Cognition, Intelligence, Technical University of Munich (2017)',
      availability: 'open_to_offers',
      experienceLevel: 'senior',
      salaryMin: 95000,
      salaryMax: 120000,
      isVisibleToEmployers: true,
      openToRemote: true,
    },
    user: { location: 'Munich, Germany' },
    yearsOfExperience: 7,
    salaryCurrency: 'EUR',
    openToRelocation: true,
    resumeMarkdown: `# Matteo Rossi
Senior Machine Learning Engineer · Munich, Germany

## Summary
Seven years of computer vision in production: detection, segmentation and tracking models, trained in PyTorch and deployed to GPUs at the edge.

## Experience
### Senior ML Engineer, Vistra Automotive, Munich (2020 – present)
- Lead the pedestrian and cyclist detection models of a driver-assistance system
- Built the MLOps stack: MLflow, DVC, Kubernetes training jobs, model cards
- Quantised and exported models with ONNX and TensorRT; 3x faster inference on the vehicle ECU

### ML Engineer, Optiscan Industrial, Milan (2017 – 2020)
- Defect segmentation for steel and glass production lines
- C++ inference service on NVIDIA Jetson

## Skills
Python, PyTorch, Computer Vision, MLOps, MLflow, CUDA, TensorRT, ONNX, C++, Docker, Kubernetes

## Education
MSc Robotics, Cognition, Intelligence, Technical University of Munich (2017)
`,
  },
  {
    key: 'dev-dotnet-senior-zurich',
    profile: {
      fullName: 'Lukas Meier',
      jobTitle: 'Senior .NET Developer',
      bio: "Senior .NET developer in Zurich with eleven years in insurance and banking. C# and ASP.NET Core on the back end, Angular when the feature needs it, Azure for everything we've moved to the cloud. I like being in the office a few days a week, and I'm not looking to relocate.",
      skills: ['C#', '.NET', 'ASP.NET Core', 'Entity Framework', 'SQL Server', 'Azure', 'Angular', 'TypeScript'],
      experience: '11 years of .NET development, 5 of them on ASP.NET Core and Azure; Angular for the last 4 years.',
      education: 'BSc Computer Science, ZHAW Zurich University of Applied Sciences (2013)',
      availability: 'open_to_offers',
      experienceLevel: 'senior',
      salaryMin: 130000,
      salaryMax: 155000,
      isVisibleToEmployers: true,
      openToRemote: false,
    },
    user: { location: 'Zurich, Switzerland' },
    yearsOfExperience: 11,
    salaryCurrency: 'CHF',
    openToRelocation: false,
    resumeMarkdown: `# Lukas Meier
Senior .NET Developer · Zurich, Switzerland

## Summary
Eleven years of C# and .NET in insurance and banking. Back end first, full stack with Angular when needed, and cloud migrations to Azure.

## Experience
### Senior .NET Developer, Alpenrück Versicherung, Zurich (2019 – present)
- Moved the policy engine from .NET Framework 4.8 to .NET 8 and ASP.NET Core
- Designed the Azure setup: App Service, Service Bus, Key Vault, Azure SQL
- Built the Angular back office for underwriters with two colleagues

### .NET Developer, Bank Seefeld, Zurich (2013 – 2019)
- WCF and later Web API services for payments; SQL Server stored procedures and tuning

## Skills
C#, .NET 8, ASP.NET Core, Entity Framework Core, SQL Server, Azure (App Service, Service Bus, Functions), Angular, TypeScript, Azure DevOps

## Education
BSc Computer Science, ZHAW Zurich University of Applied Sciences (2013)
`,
  },
  {
    key: 'dev-wordpress-mid-krakow',
    profile: {
      fullName: 'Marta Kaczmarek',
      jobTitle: 'WordPress Developer',
      bio: "WordPress developer with five years of agency and freelance work: custom themes, Gutenberg blocks and WooCommerce shops for clients in Poland, Germany and the UK. I'd like to learn Go one day, but for now WordPress is what I do well. Remote, or hybrid in Kraków.",
      skills: ['WordPress', 'PHP', 'WooCommerce', 'JavaScript', 'MySQL', 'CSS', 'Gutenberg', 'ACF'],
      experience: '5 years of WordPress development: 3 at an agency, 2 freelancing; custom themes, blocks and WooCommerce.',
      education: 'BA Graphic Design, Academy of Fine Arts in Kraków (2018)',
      availability: 'actively_looking',
      experienceLevel: 'mid',
      salaryMin: 140000,
      salaryMax: 180000,
      isVisibleToEmployers: true,
      openToRemote: true,
    },
    user: { location: 'Kraków, Poland' },
    yearsOfExperience: 5,
    salaryCurrency: 'PLN',
    openToRelocation: false,
    resumeMarkdown: `# Marta Kaczmarek
WordPress Developer · Kraków, Poland

## Summary
Five years of WordPress: block themes, custom Gutenberg blocks and WooCommerce. I come from design, so I care how things look and how editors use them.

## Experience
### Freelance WordPress Developer (2022 – present)
- 14 client sites: block themes, custom Gutenberg blocks in React, ACF-based content models
- WooCommerce shops with Przelewy24 and Stripe, custom shipping rules
- Core Web Vitals audits; typical LCP brought from 4 s to under 2 s

### WordPress Developer, Studio Wisła, Kraków (2019 – 2022)
- Themes and plugins for agency clients in PHP, JavaScript and MySQL

## Skills
WordPress, PHP, WooCommerce, Gutenberg (React), ACF, JavaScript, MySQL, CSS, Figma

## Education
BA Graphic Design, Academy of Fine Arts in Kraków (2018)
`,
  },
  {
    key: 'dev-fullstack-ts-berlin',
    profile: {
      fullName: 'Sara Haddad',
      jobTitle: 'Full-Stack Developer (TypeScript)',
      bio: "Full-stack developer in Berlin. I spent three years on PHP and Symfony and the last two on Node.js, TypeScript and React. I'm moving away from PHP: I don't want another PHP role, even a good one. Remote, or hybrid in Berlin.",
      skills: ['TypeScript', 'Node.js', 'React', 'NestJS', 'PostgreSQL', 'PHP', 'Symfony', 'Docker'],
      experience: '5 years of web development: 3 years of PHP and Symfony, then 2 years of Node.js, TypeScript and React.',
      education: 'B.Sc. Media Informatics, Berliner Hochschule für Technik (2019)',
      availability: 'actively_looking',
      experienceLevel: 'mid',
      salaryMin: 70000,
      salaryMax: 85000,
      isVisibleToEmployers: true,
      openToRemote: true,
    },
    user: { location: 'Berlin, Germany' },
    yearsOfExperience: 5,
    salaryCurrency: 'EUR',
    openToRelocation: false,
    resumeMarkdown: `# Sara Haddad
Full-Stack Developer · Berlin, Germany

## Summary
Full-stack developer with 5 years of experience. TypeScript on both sides for the last two years (NestJS and React); PHP and Symfony before that.

## Experience
### Full-Stack Developer, Kiezkasse, Berlin (2023 – present)
- NestJS APIs and React frontends for a point-of-sale system used by 900 cafés
- PostgreSQL schema design, reporting queries, Prisma migrations
- Led the rewrite of the Symfony back office into TypeScript services

### PHP Developer, Webschmiede GmbH, Berlin (2020 – 2023)
- Symfony applications for e-commerce clients, with Doctrine and MySQL
- Maintained a Shopware plugin

## Skills
TypeScript, Node.js, NestJS, React, PostgreSQL, Prisma, Docker, PHP, Symfony, MySQL

## Education
B.Sc. Media Informatics, Berliner Hochschule für Technik (2019)
`,
  },
  {
    key: 'dev-embedded-mid-munich',
    profile: {
      fullName: 'Ravi Shankar',
      jobTitle: 'Embedded Software Engineer',
      bio: "Embedded engineer with five years of bare-metal and RTOS firmware on STM32 for industrial and medical devices. I'm currently learning Rust (the Embedded Rust book, and Embassy on a Nucleo board at home), but C is what I ship in. On-site work in a lab suits me, and I'm happy to relocate within Germany or the EU.",
      skills: ['C', 'C++', 'STM32', 'FreeRTOS', 'CAN bus', 'ARM Cortex-M', 'Python', 'Git'],
      experience: '5 years of embedded C and C++ firmware on ARM Cortex-M with FreeRTOS; CAN, SPI and I2C drivers.',
      education: 'M.Sc. Electrical Engineering, RWTH Aachen University (2019)',
      availability: 'open_to_offers',
      experienceLevel: 'mid',
      salaryMin: 68000,
      salaryMax: 82000,
      isVisibleToEmployers: true,
      openToRemote: false,
    },
    user: { location: 'Munich, Germany' },
    yearsOfExperience: 5,
    salaryCurrency: 'EUR',
    openToRelocation: true,
    resumeMarkdown: `# Ravi Shankar
Embedded Software Engineer · Munich, Germany

## Summary
Five years of embedded firmware in C and C++ on STM32 with FreeRTOS, for industrial drives and medical pumps. Learning Rust in my own time.

## Experience
### Embedded Software Engineer, Medisense Devices, Munich (2021 – present)
- Firmware for an infusion pump controller (STM32H7, FreeRTOS) under an IEC 62304 process
- CAN bus protocol between pump and base station; bootloader with signed updates
- Python test rigs for hardware-in-the-loop testing

### Firmware Developer, Antriebstechnik Kessler, Aachen (2019 – 2021)
- Motor drive firmware in C on STM32F4; SPI and I2C sensor drivers

## Skills
C, C++, STM32, ARM Cortex-M, FreeRTOS, CAN bus, SPI/I2C, Python, Git, oscilloscope and logic analyser

## Learning
Rust (the Embedded Rust book, Embassy on a Nucleo-F401 board)

## Education
M.Sc. Electrical Engineering, RWTH Aachen University (2019)
`,
  },
  {
    key: 'dev-unity-mid-stockholm',
    profile: {
      fullName: 'Noah Berg',
      jobTitle: 'Unity Game Developer',
      bio: 'Gameplay programmer with four years in Unity and C#: two shipped PC titles and a mobile puzzle game. I love building systems designers can play with. Game development only: I have no interest in enterprise .NET work. I live in Stockholm and want to stay here.',
      skills: ['C#', 'Unity', 'Gameplay programming', 'Shader Graph', 'Photon', 'Git'],
      experience: '4 years of game development in Unity and C#; 3 shipped titles (2 on PC, 1 on mobile).',
      education: 'BSc Game Programming, Uppsala University, Campus Gotland (2020)',
      availability: 'actively_looking',
      experienceLevel: 'mid',
      salaryMin: 520000,
      salaryMax: 620000,
      isVisibleToEmployers: true,
      openToRemote: true,
    },
    user: { location: 'Stockholm, Sweden' },
    yearsOfExperience: 4,
    salaryCurrency: 'SEK',
    openToRelocation: false,
    resumeMarkdown: `# Noah Berg
Unity Game Developer · Stockholm, Sweden

## Summary
Gameplay programmer with 4 years in Unity and C#. Three shipped titles on PC and mobile; I build systems designers can tune without me.

## Experience
### Gameplay Programmer, Northbound Studios, Stockholm (2021 – present)
- Combat and interaction systems for Frostmark (PC, 2023) in Unity and C#
- Online co-op with Photon Fusion: lag compensation and host migration
- Shader Graph effects for weather and stylised water

### Junior Developer, Tiny Moose Games, Stockholm (2020 – 2021)
- Puzzle game for iOS and Android; level editor tools, Addressables

## Skills
C#, Unity, Gameplay programming, Photon, Shader Graph, Addressables, Git, Perforce

## Education
BSc Game Programming, Uppsala University, Campus Gotland (2020)
`,
  },
]);

export type TDeveloperKey = (typeof DEVELOPERS)[number]['key'];

// ---- Labels: every job for every developer ----
export const LABELS: Record<TDeveloperKey, Record<TJobKey, TJobRelevanceLabel>> = {
  'dev-go-senior-berlin': {
    'nw-go-senior': 3,
    'nw-java-spring-remote': 0,
    'nw-react-senior-remote': 0,
    'nw-firmware-terminals': 0,
    'nw-sre-remote': 1,
    'nw-data-eng': 0,
    'nw-internal-tools': 0,
    'nw-node-ts-mid': 0,
    'nw-php-symfony': 0,
    'kh-django-mid': 0,
    'kh-react-senior': 0,
    'kh-ios-remote': 0,
    'kh-flutter-remote': 0,
    'kh-ml-imaging': 0,
    'kh-django-senior-remote': 0,
    'kh-wordpress-contract': 0,
    'kh-qa-playwright': 0,
    'lumen-unity-gameplay': 0,
    'lumen-tools-csharp': 0,
    'lumen-unreal-engine': 0,
    'lumen-go-game-services': 0,
    'lumen-ios-companion': 0,
    'lumen-unity-mobile': 0,
    'tessel-embedded-c': 0,
    'tessel-embedded-rust': 0,
    'tessel-perception-ml': 0,
    'tessel-go-fleet': 3,
    'tessel-fullstack-ts': 0,
    'tessel-node-junior': 0,
    'bb-wordpress': 0,
    'bb-laravel': 0,
    'bb-js-junior': 0,
    'bb-java-spring': 0,
    'bb-java-senior': 0,
    'bb-vue': 0,
    'bb-react-native': 0,
    'bb-ios-kmp': 0,
    'bb-senior-node-junior-duties': 0,
    'sw-rails-senior': 0,
    'sw-flutter': 0,
    'sw-data-eng': 0,
    'sw-data-eng-senior': 0,
    'sw-analytics-eng': 0,
    'sw-elixir-senior': 0,
    'sw-fullstack-ts-europe': 0,
    'sw-android': 0,
    'ch-lead-platform': 0,
    'ch-sre-anz': 0,
    'ch-go-control-plane': 2,
    'ch-rust-storage': 0,
    'ch-fastapi-uk': 0,
    'ch-cloud-security': 0,
    'ch-devops-junior': 0,
    'ch-react-console': 0,
    'mer-dotnet-senior': 0,
    'mer-dotnet-angular': 0,
    'mer-angular': 0,
    'mer-ml-document-ai': 0,
    'mer-qa-java': 0,
  },
  'dev-java-mid-krakow': {
    'nw-go-senior': 0,
    'nw-java-spring-remote': 3,
    'nw-react-senior-remote': 0,
    'nw-firmware-terminals': 0,
    'nw-sre-remote': 0,
    'nw-data-eng': 0,
    'nw-internal-tools': 0,
    'nw-node-ts-mid': 0,
    'nw-php-symfony': 0,
    'kh-django-mid': 0,
    'kh-react-senior': 0,
    'kh-ios-remote': 0,
    'kh-flutter-remote': 0,
    'kh-ml-imaging': 0,
    'kh-django-senior-remote': 0,
    'kh-wordpress-contract': 0,
    'kh-qa-playwright': 0,
    'lumen-unity-gameplay': 0,
    'lumen-tools-csharp': 0,
    'lumen-unreal-engine': 0,
    'lumen-go-game-services': 0,
    'lumen-ios-companion': 0,
    'lumen-unity-mobile': 0,
    'tessel-embedded-c': 0,
    'tessel-embedded-rust': 0,
    'tessel-perception-ml': 0,
    'tessel-go-fleet': 0,
    'tessel-fullstack-ts': 0,
    'tessel-node-junior': 0,
    'bb-wordpress': 0,
    'bb-laravel': 0,
    'bb-js-junior': 0,
    'bb-java-spring': 3,
    'bb-java-senior': 2,
    'bb-vue': 0,
    'bb-react-native': 0,
    'bb-ios-kmp': 0,
    'bb-senior-node-junior-duties': 0,
    'sw-rails-senior': 0,
    'sw-flutter': 0,
    'sw-data-eng': 0,
    'sw-data-eng-senior': 0,
    'sw-analytics-eng': 0,
    'sw-elixir-senior': 0,
    'sw-fullstack-ts-europe': 0,
    'sw-android': 0,
    'ch-lead-platform': 0,
    'ch-sre-anz': 0,
    'ch-go-control-plane': 0,
    'ch-rust-storage': 0,
    'ch-fastapi-uk': 0,
    'ch-cloud-security': 0,
    'ch-devops-junior': 0,
    'ch-react-console': 0,
    'mer-dotnet-senior': 0,
    'mer-dotnet-angular': 0,
    'mer-angular': 0,
    'mer-ml-document-ai': 0,
    'mer-qa-java': 0,
  },
  'dev-react-senior-london': {
    'nw-go-senior': 0,
    'nw-java-spring-remote': 0,
    'nw-react-senior-remote': 3,
    'nw-firmware-terminals': 0,
    'nw-sre-remote': 0,
    'nw-data-eng': 0,
    'nw-internal-tools': 0,
    'nw-node-ts-mid': 0,
    'nw-php-symfony': 0,
    'kh-django-mid': 0,
    'kh-react-senior': 2,
    'kh-ios-remote': 0,
    'kh-flutter-remote': 0,
    'kh-ml-imaging': 0,
    'kh-django-senior-remote': 0,
    'kh-wordpress-contract': 0,
    'kh-qa-playwright': 0,
    'lumen-unity-gameplay': 0,
    'lumen-tools-csharp': 0,
    'lumen-unreal-engine': 0,
    'lumen-go-game-services': 0,
    'lumen-ios-companion': 0,
    'lumen-unity-mobile': 0,
    'tessel-embedded-c': 0,
    'tessel-embedded-rust': 0,
    'tessel-perception-ml': 0,
    'tessel-go-fleet': 0,
    'tessel-fullstack-ts': 0,
    'tessel-node-junior': 0,
    'bb-wordpress': 0,
    'bb-laravel': 0,
    'bb-js-junior': 0,
    'bb-java-spring': 0,
    'bb-java-senior': 0,
    'bb-vue': 0,
    'bb-react-native': 0,
    'bb-ios-kmp': 0,
    'bb-senior-node-junior-duties': 0,
    'sw-rails-senior': 0,
    'sw-flutter': 0,
    'sw-data-eng': 0,
    'sw-data-eng-senior': 0,
    'sw-analytics-eng': 0,
    'sw-elixir-senior': 0,
    'sw-fullstack-ts-europe': 1,
    'sw-android': 0,
    'ch-lead-platform': 0,
    'ch-sre-anz': 0,
    'ch-go-control-plane': 0,
    'ch-rust-storage': 0,
    'ch-fastapi-uk': 0,
    'ch-cloud-security': 0,
    'ch-devops-junior': 0,
    'ch-react-console': 3,
    'mer-dotnet-senior': 0,
    'mer-dotnet-angular': 0,
    'mer-angular': 0,
    'mer-ml-document-ai': 0,
    'mer-qa-java': 0,
  },
  'dev-django-mid-manchester': {
    'nw-go-senior': 0,
    'nw-java-spring-remote': 0,
    'nw-react-senior-remote': 0,
    'nw-firmware-terminals': 0,
    'nw-sre-remote': 0,
    'nw-data-eng': 1,
    'nw-internal-tools': 0,
    'nw-node-ts-mid': 0,
    'nw-php-symfony': 0,
    'kh-django-mid': 3,
    'kh-react-senior': 0,
    'kh-ios-remote': 0,
    'kh-flutter-remote': 0,
    'kh-ml-imaging': 0,
    'kh-django-senior-remote': 2,
    'kh-wordpress-contract': 0,
    'kh-qa-playwright': 0,
    'lumen-unity-gameplay': 0,
    'lumen-tools-csharp': 0,
    'lumen-unreal-engine': 0,
    'lumen-go-game-services': 0,
    'lumen-ios-companion': 0,
    'lumen-unity-mobile': 0,
    'tessel-embedded-c': 0,
    'tessel-embedded-rust': 0,
    'tessel-perception-ml': 0,
    'tessel-go-fleet': 0,
    'tessel-fullstack-ts': 0,
    'tessel-node-junior': 0,
    'bb-wordpress': 0,
    'bb-laravel': 0,
    'bb-js-junior': 0,
    'bb-java-spring': 0,
    'bb-java-senior': 0,
    'bb-vue': 0,
    'bb-react-native': 0,
    'bb-ios-kmp': 0,
    'bb-senior-node-junior-duties': 0,
    'sw-rails-senior': 0,
    'sw-flutter': 0,
    'sw-data-eng': 0,
    'sw-data-eng-senior': 0,
    'sw-analytics-eng': 0,
    'sw-elixir-senior': 0,
    'sw-fullstack-ts-europe': 0,
    'sw-android': 0,
    'ch-lead-platform': 0,
    'ch-sre-anz': 0,
    'ch-go-control-plane': 0,
    'ch-rust-storage': 0,
    'ch-fastapi-uk': 3,
    'ch-cloud-security': 0,
    'ch-devops-junior': 0,
    'ch-react-console': 0,
    'mer-dotnet-senior': 0,
    'mer-dotnet-angular': 0,
    'mer-angular': 0,
    'mer-ml-document-ai': 0,
    'mer-qa-java': 0,
  },
  'dev-node-junior-lisbon': {
    'nw-go-senior': 0,
    'nw-java-spring-remote': 0,
    'nw-react-senior-remote': 0,
    'nw-firmware-terminals': 0,
    'nw-sre-remote': 0,
    'nw-data-eng': 0,
    'nw-internal-tools': 0,
    'nw-node-ts-mid': 0,
    'nw-php-symfony': 0,
    'kh-django-mid': 0,
    'kh-react-senior': 0,
    'kh-ios-remote': 0,
    'kh-flutter-remote': 0,
    'kh-ml-imaging': 0,
    'kh-django-senior-remote': 0,
    'kh-wordpress-contract': 0,
    'kh-qa-playwright': 0,
    'lumen-unity-gameplay': 0,
    'lumen-tools-csharp': 0,
    'lumen-unreal-engine': 0,
    'lumen-go-game-services': 0,
    'lumen-ios-companion': 0,
    'lumen-unity-mobile': 0,
    'tessel-embedded-c': 0,
    'tessel-embedded-rust': 0,
    'tessel-perception-ml': 0,
    'tessel-go-fleet': 0,
    'tessel-fullstack-ts': 0,
    'tessel-node-junior': 3,
    'bb-wordpress': 0,
    'bb-laravel': 0,
    'bb-js-junior': 0,
    'bb-java-spring': 0,
    'bb-java-senior': 0,
    'bb-vue': 0,
    'bb-react-native': 0,
    'bb-ios-kmp': 0,
    'bb-senior-node-junior-duties': 3,
    'sw-rails-senior': 0,
    'sw-flutter': 0,
    'sw-data-eng': 0,
    'sw-data-eng-senior': 0,
    'sw-analytics-eng': 0,
    'sw-elixir-senior': 0,
    'sw-fullstack-ts-europe': 1,
    'sw-android': 0,
    'ch-lead-platform': 0,
    'ch-sre-anz': 0,
    'ch-go-control-plane': 0,
    'ch-rust-storage': 0,
    'ch-fastapi-uk': 0,
    'ch-cloud-security': 0,
    'ch-devops-junior': 0,
    'ch-react-console': 0,
    'mer-dotnet-senior': 0,
    'mer-dotnet-angular': 0,
    'mer-angular': 0,
    'mer-ml-document-ai': 0,
    'mer-qa-java': 0,
  },
  'dev-ios-senior-stockholm': {
    'nw-go-senior': 0,
    'nw-java-spring-remote': 0,
    'nw-react-senior-remote': 0,
    'nw-firmware-terminals': 0,
    'nw-sre-remote': 0,
    'nw-data-eng': 0,
    'nw-internal-tools': 0,
    'nw-node-ts-mid': 0,
    'nw-php-symfony': 0,
    'kh-django-mid': 0,
    'kh-react-senior': 0,
    'kh-ios-remote': 3,
    'kh-flutter-remote': 0,
    'kh-ml-imaging': 0,
    'kh-django-senior-remote': 0,
    'kh-wordpress-contract': 0,
    'kh-qa-playwright': 0,
    'lumen-unity-gameplay': 0,
    'lumen-tools-csharp': 0,
    'lumen-unreal-engine': 0,
    'lumen-go-game-services': 0,
    'lumen-ios-companion': 3,
    'lumen-unity-mobile': 0,
    'tessel-embedded-c': 0,
    'tessel-embedded-rust': 0,
    'tessel-perception-ml': 0,
    'tessel-go-fleet': 0,
    'tessel-fullstack-ts': 0,
    'tessel-node-junior': 0,
    'bb-wordpress': 0,
    'bb-laravel': 0,
    'bb-js-junior': 0,
    'bb-java-spring': 0,
    'bb-java-senior': 0,
    'bb-vue': 0,
    'bb-react-native': 0,
    'bb-ios-kmp': 2,
    'bb-senior-node-junior-duties': 0,
    'sw-rails-senior': 0,
    'sw-flutter': 0,
    'sw-data-eng': 0,
    'sw-data-eng-senior': 0,
    'sw-analytics-eng': 0,
    'sw-elixir-senior': 0,
    'sw-fullstack-ts-europe': 0,
    'sw-android': 0,
    'ch-lead-platform': 0,
    'ch-sre-anz': 0,
    'ch-go-control-plane': 0,
    'ch-rust-storage': 0,
    'ch-fastapi-uk': 0,
    'ch-cloud-security': 0,
    'ch-devops-junior': 0,
    'ch-react-console': 0,
    'mer-dotnet-senior': 0,
    'mer-dotnet-angular': 0,
    'mer-angular': 0,
    'mer-ml-document-ai': 0,
    'mer-qa-java': 0,
  },
  'dev-flutter-mid-toronto': {
    'nw-go-senior': 0,
    'nw-java-spring-remote': 0,
    'nw-react-senior-remote': 0,
    'nw-firmware-terminals': 0,
    'nw-sre-remote': 0,
    'nw-data-eng': 0,
    'nw-internal-tools': 0,
    'nw-node-ts-mid': 0,
    'nw-php-symfony': 0,
    'kh-django-mid': 0,
    'kh-react-senior': 0,
    'kh-ios-remote': 0,
    'kh-flutter-remote': 3,
    'kh-ml-imaging': 0,
    'kh-django-senior-remote': 0,
    'kh-wordpress-contract': 0,
    'kh-qa-playwright': 0,
    'lumen-unity-gameplay': 0,
    'lumen-tools-csharp': 0,
    'lumen-unreal-engine': 0,
    'lumen-go-game-services': 0,
    'lumen-ios-companion': 0,
    'lumen-unity-mobile': 0,
    'tessel-embedded-c': 0,
    'tessel-embedded-rust': 0,
    'tessel-perception-ml': 0,
    'tessel-go-fleet': 0,
    'tessel-fullstack-ts': 0,
    'tessel-node-junior': 0,
    'bb-wordpress': 0,
    'bb-laravel': 0,
    'bb-js-junior': 0,
    'bb-java-spring': 0,
    'bb-java-senior': 0,
    'bb-vue': 0,
    'bb-react-native': 0,
    'bb-ios-kmp': 0,
    'bb-senior-node-junior-duties': 0,
    'sw-rails-senior': 0,
    'sw-flutter': 3,
    'sw-data-eng': 0,
    'sw-data-eng-senior': 0,
    'sw-analytics-eng': 0,
    'sw-elixir-senior': 0,
    'sw-fullstack-ts-europe': 0,
    'sw-android': 1,
    'ch-lead-platform': 0,
    'ch-sre-anz': 0,
    'ch-go-control-plane': 0,
    'ch-rust-storage': 0,
    'ch-fastapi-uk': 0,
    'ch-cloud-security': 0,
    'ch-devops-junior': 0,
    'ch-react-console': 0,
    'mer-dotnet-senior': 0,
    'mer-dotnet-angular': 0,
    'mer-angular': 0,
    'mer-ml-document-ai': 0,
    'mer-qa-java': 0,
  },
  'dev-sre-senior-sydney': {
    'nw-go-senior': 0,
    'nw-java-spring-remote': 0,
    'nw-react-senior-remote': 0,
    'nw-firmware-terminals': 0,
    'nw-sre-remote': 0,
    'nw-data-eng': 0,
    'nw-internal-tools': 0,
    'nw-node-ts-mid': 0,
    'nw-php-symfony': 0,
    'kh-django-mid': 0,
    'kh-react-senior': 0,
    'kh-ios-remote': 0,
    'kh-flutter-remote': 0,
    'kh-ml-imaging': 0,
    'kh-django-senior-remote': 0,
    'kh-wordpress-contract': 0,
    'kh-qa-playwright': 0,
    'lumen-unity-gameplay': 0,
    'lumen-tools-csharp': 0,
    'lumen-unreal-engine': 0,
    'lumen-go-game-services': 0,
    'lumen-ios-companion': 0,
    'lumen-unity-mobile': 0,
    'tessel-embedded-c': 0,
    'tessel-embedded-rust': 0,
    'tessel-perception-ml': 0,
    'tessel-go-fleet': 0,
    'tessel-fullstack-ts': 0,
    'tessel-node-junior': 0,
    'bb-wordpress': 0,
    'bb-laravel': 0,
    'bb-js-junior': 0,
    'bb-java-spring': 0,
    'bb-java-senior': 0,
    'bb-vue': 0,
    'bb-react-native': 0,
    'bb-ios-kmp': 0,
    'bb-senior-node-junior-duties': 0,
    'sw-rails-senior': 0,
    'sw-flutter': 0,
    'sw-data-eng': 0,
    'sw-data-eng-senior': 0,
    'sw-analytics-eng': 0,
    'sw-elixir-senior': 0,
    'sw-fullstack-ts-europe': 0,
    'sw-android': 0,
    'ch-lead-platform': 3,
    'ch-sre-anz': 3,
    'ch-go-control-plane': 1,
    'ch-rust-storage': 0,
    'ch-fastapi-uk': 0,
    'ch-cloud-security': 1,
    'ch-devops-junior': 0,
    'ch-react-console': 0,
    'mer-dotnet-senior': 0,
    'mer-dotnet-angular': 0,
    'mer-angular': 0,
    'mer-ml-document-ai': 0,
    'mer-qa-java': 0,
  },
  'dev-data-eng-mid-toronto': {
    'nw-go-senior': 0,
    'nw-java-spring-remote': 0,
    'nw-react-senior-remote': 0,
    'nw-firmware-terminals': 0,
    'nw-sre-remote': 0,
    'nw-data-eng': 0,
    'nw-internal-tools': 0,
    'nw-node-ts-mid': 0,
    'nw-php-symfony': 0,
    'kh-django-mid': 0,
    'kh-react-senior': 0,
    'kh-ios-remote': 0,
    'kh-flutter-remote': 0,
    'kh-ml-imaging': 0,
    'kh-django-senior-remote': 0,
    'kh-wordpress-contract': 0,
    'kh-qa-playwright': 0,
    'lumen-unity-gameplay': 0,
    'lumen-tools-csharp': 0,
    'lumen-unreal-engine': 0,
    'lumen-go-game-services': 0,
    'lumen-ios-companion': 0,
    'lumen-unity-mobile': 0,
    'tessel-embedded-c': 0,
    'tessel-embedded-rust': 0,
    'tessel-perception-ml': 0,
    'tessel-go-fleet': 0,
    'tessel-fullstack-ts': 0,
    'tessel-node-junior': 0,
    'bb-wordpress': 0,
    'bb-laravel': 0,
    'bb-js-junior': 0,
    'bb-java-spring': 0,
    'bb-java-senior': 0,
    'bb-vue': 0,
    'bb-react-native': 0,
    'bb-ios-kmp': 0,
    'bb-senior-node-junior-duties': 0,
    'sw-rails-senior': 0,
    'sw-flutter': 0,
    'sw-data-eng': 3,
    'sw-data-eng-senior': 2,
    'sw-analytics-eng': 3,
    'sw-elixir-senior': 0,
    'sw-fullstack-ts-europe': 0,
    'sw-android': 0,
    'ch-lead-platform': 0,
    'ch-sre-anz': 0,
    'ch-go-control-plane': 0,
    'ch-rust-storage': 0,
    'ch-fastapi-uk': 0,
    'ch-cloud-security': 0,
    'ch-devops-junior': 0,
    'ch-react-console': 0,
    'mer-dotnet-senior': 0,
    'mer-dotnet-angular': 0,
    'mer-angular': 0,
    'mer-ml-document-ai': 0,
    'mer-qa-java': 0,
  },
  'dev-ml-cv-senior-munich': {
    'nw-go-senior': 0,
    'nw-java-spring-remote': 0,
    'nw-react-senior-remote': 0,
    'nw-firmware-terminals': 0,
    'nw-sre-remote': 0,
    'nw-data-eng': 0,
    'nw-internal-tools': 0,
    'nw-node-ts-mid': 0,
    'nw-php-symfony': 0,
    'kh-django-mid': 0,
    'kh-react-senior': 0,
    'kh-ios-remote': 0,
    'kh-flutter-remote': 0,
    'kh-ml-imaging': 3,
    'kh-django-senior-remote': 0,
    'kh-wordpress-contract': 0,
    'kh-qa-playwright': 0,
    'lumen-unity-gameplay': 0,
    'lumen-tools-csharp': 0,
    'lumen-unreal-engine': 0,
    'lumen-go-game-services': 0,
    'lumen-ios-companion': 0,
    'lumen-unity-mobile': 0,
    'tessel-embedded-c': 0,
    'tessel-embedded-rust': 0,
    'tessel-perception-ml': 3,
    'tessel-go-fleet': 0,
    'tessel-fullstack-ts': 0,
    'tessel-node-junior': 0,
    'bb-wordpress': 0,
    'bb-laravel': 0,
    'bb-js-junior': 0,
    'bb-java-spring': 0,
    'bb-java-senior': 0,
    'bb-vue': 0,
    'bb-react-native': 0,
    'bb-ios-kmp': 0,
    'bb-senior-node-junior-duties': 0,
    'sw-rails-senior': 0,
    'sw-flutter': 0,
    'sw-data-eng': 0,
    'sw-data-eng-senior': 0,
    'sw-analytics-eng': 0,
    'sw-elixir-senior': 0,
    'sw-fullstack-ts-europe': 0,
    'sw-android': 0,
    'ch-lead-platform': 0,
    'ch-sre-anz': 0,
    'ch-go-control-plane': 0,
    'ch-rust-storage': 0,
    'ch-fastapi-uk': 0,
    'ch-cloud-security': 0,
    'ch-devops-junior': 0,
    'ch-react-console': 0,
    'mer-dotnet-senior': 0,
    'mer-dotnet-angular': 0,
    'mer-angular': 0,
    'mer-ml-document-ai': 1,
    'mer-qa-java': 0,
  },
  'dev-dotnet-senior-zurich': {
    'nw-go-senior': 0,
    'nw-java-spring-remote': 0,
    'nw-react-senior-remote': 0,
    'nw-firmware-terminals': 0,
    'nw-sre-remote': 0,
    'nw-data-eng': 0,
    'nw-internal-tools': 0,
    'nw-node-ts-mid': 0,
    'nw-php-symfony': 0,
    'kh-django-mid': 0,
    'kh-react-senior': 0,
    'kh-ios-remote': 0,
    'kh-flutter-remote': 0,
    'kh-ml-imaging': 0,
    'kh-django-senior-remote': 0,
    'kh-wordpress-contract': 0,
    'kh-qa-playwright': 0,
    'lumen-unity-gameplay': 0,
    'lumen-tools-csharp': 0,
    'lumen-unreal-engine': 0,
    'lumen-go-game-services': 0,
    'lumen-ios-companion': 0,
    'lumen-unity-mobile': 0,
    'tessel-embedded-c': 0,
    'tessel-embedded-rust': 0,
    'tessel-perception-ml': 0,
    'tessel-go-fleet': 0,
    'tessel-fullstack-ts': 0,
    'tessel-node-junior': 0,
    'bb-wordpress': 0,
    'bb-laravel': 0,
    'bb-js-junior': 0,
    'bb-java-spring': 0,
    'bb-java-senior': 0,
    'bb-vue': 0,
    'bb-react-native': 0,
    'bb-ios-kmp': 0,
    'bb-senior-node-junior-duties': 0,
    'sw-rails-senior': 0,
    'sw-flutter': 0,
    'sw-data-eng': 0,
    'sw-data-eng-senior': 0,
    'sw-analytics-eng': 0,
    'sw-elixir-senior': 0,
    'sw-fullstack-ts-europe': 0,
    'sw-android': 0,
    'ch-lead-platform': 0,
    'ch-sre-anz': 0,
    'ch-go-control-plane': 0,
    'ch-rust-storage': 0,
    'ch-fastapi-uk': 0,
    'ch-cloud-security': 0,
    'ch-devops-junior': 0,
    'ch-react-console': 0,
    'mer-dotnet-senior': 3,
    'mer-dotnet-angular': 3,
    'mer-angular': 1,
    'mer-ml-document-ai': 0,
    'mer-qa-java': 0,
  },
  'dev-wordpress-mid-krakow': {
    'nw-go-senior': 0,
    'nw-java-spring-remote': 0,
    'nw-react-senior-remote': 0,
    'nw-firmware-terminals': 0,
    'nw-sre-remote': 0,
    'nw-data-eng': 0,
    'nw-internal-tools': 0,
    'nw-node-ts-mid': 0,
    'nw-php-symfony': 0,
    'kh-django-mid': 0,
    'kh-react-senior': 0,
    'kh-ios-remote': 0,
    'kh-flutter-remote': 0,
    'kh-ml-imaging': 0,
    'kh-django-senior-remote': 0,
    'kh-wordpress-contract': 3,
    'kh-qa-playwright': 0,
    'lumen-unity-gameplay': 0,
    'lumen-tools-csharp': 0,
    'lumen-unreal-engine': 0,
    'lumen-go-game-services': 0,
    'lumen-ios-companion': 0,
    'lumen-unity-mobile': 0,
    'tessel-embedded-c': 0,
    'tessel-embedded-rust': 0,
    'tessel-perception-ml': 0,
    'tessel-go-fleet': 0,
    'tessel-fullstack-ts': 0,
    'tessel-node-junior': 0,
    'bb-wordpress': 3,
    'bb-laravel': 1,
    'bb-js-junior': 0,
    'bb-java-spring': 0,
    'bb-java-senior': 0,
    'bb-vue': 0,
    'bb-react-native': 0,
    'bb-ios-kmp': 0,
    'bb-senior-node-junior-duties': 0,
    'sw-rails-senior': 0,
    'sw-flutter': 0,
    'sw-data-eng': 0,
    'sw-data-eng-senior': 0,
    'sw-analytics-eng': 0,
    'sw-elixir-senior': 0,
    'sw-fullstack-ts-europe': 0,
    'sw-android': 0,
    'ch-lead-platform': 0,
    'ch-sre-anz': 0,
    'ch-go-control-plane': 0,
    'ch-rust-storage': 0,
    'ch-fastapi-uk': 0,
    'ch-cloud-security': 0,
    'ch-devops-junior': 0,
    'ch-react-console': 0,
    'mer-dotnet-senior': 0,
    'mer-dotnet-angular': 0,
    'mer-angular': 0,
    'mer-ml-document-ai': 0,
    'mer-qa-java': 0,
  },
  'dev-fullstack-ts-berlin': {
    'nw-go-senior': 0,
    'nw-java-spring-remote': 0,
    'nw-react-senior-remote': 1,
    'nw-firmware-terminals': 0,
    'nw-sre-remote': 0,
    'nw-data-eng': 0,
    'nw-internal-tools': 1,
    'nw-node-ts-mid': 3,
    'nw-php-symfony': 1,
    'kh-django-mid': 0,
    'kh-react-senior': 0,
    'kh-ios-remote': 0,
    'kh-flutter-remote': 0,
    'kh-ml-imaging': 0,
    'kh-django-senior-remote': 0,
    'kh-wordpress-contract': 0,
    'kh-qa-playwright': 0,
    'lumen-unity-gameplay': 0,
    'lumen-tools-csharp': 0,
    'lumen-unreal-engine': 0,
    'lumen-go-game-services': 0,
    'lumen-ios-companion': 0,
    'lumen-unity-mobile': 0,
    'tessel-embedded-c': 0,
    'tessel-embedded-rust': 0,
    'tessel-perception-ml': 0,
    'tessel-go-fleet': 0,
    'tessel-fullstack-ts': 2,
    'tessel-node-junior': 0,
    'bb-wordpress': 0,
    'bb-laravel': 0,
    'bb-js-junior': 0,
    'bb-java-spring': 0,
    'bb-java-senior': 0,
    'bb-vue': 0,
    'bb-react-native': 0,
    'bb-ios-kmp': 0,
    'bb-senior-node-junior-duties': 0,
    'sw-rails-senior': 0,
    'sw-flutter': 0,
    'sw-data-eng': 0,
    'sw-data-eng-senior': 0,
    'sw-analytics-eng': 0,
    'sw-elixir-senior': 0,
    'sw-fullstack-ts-europe': 3,
    'sw-android': 0,
    'ch-lead-platform': 0,
    'ch-sre-anz': 0,
    'ch-go-control-plane': 0,
    'ch-rust-storage': 0,
    'ch-fastapi-uk': 0,
    'ch-cloud-security': 0,
    'ch-devops-junior': 0,
    'ch-react-console': 1,
    'mer-dotnet-senior': 0,
    'mer-dotnet-angular': 0,
    'mer-angular': 0,
    'mer-ml-document-ai': 0,
    'mer-qa-java': 0,
  },
  'dev-embedded-mid-munich': {
    'nw-go-senior': 0,
    'nw-java-spring-remote': 0,
    'nw-react-senior-remote': 0,
    'nw-firmware-terminals': 3,
    'nw-sre-remote': 0,
    'nw-data-eng': 0,
    'nw-internal-tools': 0,
    'nw-node-ts-mid': 0,
    'nw-php-symfony': 0,
    'kh-django-mid': 0,
    'kh-react-senior': 0,
    'kh-ios-remote': 0,
    'kh-flutter-remote': 0,
    'kh-ml-imaging': 0,
    'kh-django-senior-remote': 0,
    'kh-wordpress-contract': 0,
    'kh-qa-playwright': 0,
    'lumen-unity-gameplay': 0,
    'lumen-tools-csharp': 0,
    'lumen-unreal-engine': 0,
    'lumen-go-game-services': 0,
    'lumen-ios-companion': 0,
    'lumen-unity-mobile': 0,
    'tessel-embedded-c': 3,
    'tessel-embedded-rust': 1,
    'tessel-perception-ml': 0,
    'tessel-go-fleet': 0,
    'tessel-fullstack-ts': 0,
    'tessel-node-junior': 0,
    'bb-wordpress': 0,
    'bb-laravel': 0,
    'bb-js-junior': 0,
    'bb-java-spring': 0,
    'bb-java-senior': 0,
    'bb-vue': 0,
    'bb-react-native': 0,
    'bb-ios-kmp': 0,
    'bb-senior-node-junior-duties': 0,
    'sw-rails-senior': 0,
    'sw-flutter': 0,
    'sw-data-eng': 0,
    'sw-data-eng-senior': 0,
    'sw-analytics-eng': 0,
    'sw-elixir-senior': 0,
    'sw-fullstack-ts-europe': 0,
    'sw-android': 0,
    'ch-lead-platform': 0,
    'ch-sre-anz': 0,
    'ch-go-control-plane': 0,
    'ch-rust-storage': 0,
    'ch-fastapi-uk': 0,
    'ch-cloud-security': 0,
    'ch-devops-junior': 0,
    'ch-react-console': 0,
    'mer-dotnet-senior': 0,
    'mer-dotnet-angular': 0,
    'mer-angular': 0,
    'mer-ml-document-ai': 0,
    'mer-qa-java': 0,
  },
  'dev-unity-mid-stockholm': {
    'nw-go-senior': 0,
    'nw-java-spring-remote': 0,
    'nw-react-senior-remote': 0,
    'nw-firmware-terminals': 0,
    'nw-sre-remote': 0,
    'nw-data-eng': 0,
    'nw-internal-tools': 0,
    'nw-node-ts-mid': 0,
    'nw-php-symfony': 0,
    'kh-django-mid': 0,
    'kh-react-senior': 0,
    'kh-ios-remote': 0,
    'kh-flutter-remote': 0,
    'kh-ml-imaging': 0,
    'kh-django-senior-remote': 0,
    'kh-wordpress-contract': 0,
    'kh-qa-playwright': 0,
    'lumen-unity-gameplay': 3,
    'lumen-tools-csharp': 2,
    'lumen-unreal-engine': 1,
    'lumen-go-game-services': 0,
    'lumen-ios-companion': 0,
    'lumen-unity-mobile': 3,
    'tessel-embedded-c': 0,
    'tessel-embedded-rust': 0,
    'tessel-perception-ml': 0,
    'tessel-go-fleet': 0,
    'tessel-fullstack-ts': 0,
    'tessel-node-junior': 0,
    'bb-wordpress': 0,
    'bb-laravel': 0,
    'bb-js-junior': 0,
    'bb-java-spring': 0,
    'bb-java-senior': 0,
    'bb-vue': 0,
    'bb-react-native': 0,
    'bb-ios-kmp': 0,
    'bb-senior-node-junior-duties': 0,
    'sw-rails-senior': 0,
    'sw-flutter': 0,
    'sw-data-eng': 0,
    'sw-data-eng-senior': 0,
    'sw-analytics-eng': 0,
    'sw-elixir-senior': 0,
    'sw-fullstack-ts-europe': 0,
    'sw-android': 0,
    'ch-lead-platform': 0,
    'ch-sre-anz': 0,
    'ch-go-control-plane': 0,
    'ch-rust-storage': 0,
    'ch-fastapi-uk': 0,
    'ch-cloud-security': 0,
    'ch-devops-junior': 0,
    'ch-react-console': 0,
    'mer-dotnet-senior': 0,
    'mer-dotnet-angular': 0,
    'mer-angular': 0,
    'mer-ml-document-ai': 0,
    'mer-qa-java': 0,
  },
};

/** Why the non-obvious labels are what they are; keyed `${developerKey}/${jobKey}`. */
export const LABEL_NOTES: Readonly<Record<string, string>> = {
  'dev-go-senior-berlin/nw-go-senior': 'Exact stack (Go, PostgreSQL, Kafka, gRPC), senior, hybrid in his own city, pays from his minimum.',
  'dev-go-senior-berlin/nw-sre-remote': 'Adjacent family (platform); he has AWS and Terraform but not the Kubernetes it centres on.',
  'dev-go-senior-berlin/nw-internal-tools':
    'Same company and city, but only generic tools (SQL, Git, Docker, AWS, Jira) are asked, "go-to person" and "ready to go" are English, and it pays well under his minimum.',
  'dev-go-senior-berlin/lumen-go-game-services':
    'Go, Redis and PostgreSQL fit, but on-site in Stockholm for someone not moving, mid level, and about 40% under his minimum.',
  'dev-go-senior-berlin/tessel-go-fleet': 'Senior Go, PostgreSQL and gRPC, remote within Germany; MQTT is only nice-to-have.',
  'dev-go-senior-berlin/ch-go-control-plane':
    'Go core held and well paid, but Kubernetes is required and his bio says he has no Kubernetes experience yet: not a 3.',
  'dev-java-mid-krakow/nw-java-spring-remote': 'Spring Boot and PostgreSQL, remote within the EU; EUR 65-80k is far above his PLN minimum.',
  'dev-java-mid-krakow/bb-js-junior': 'Java is not JavaScript: a junior frontend React job, and he says he has not used React.',
  'dev-java-mid-krakow/bb-java-spring': 'Java, Spring Boot, Hibernate, PostgreSQL, mid, hybrid in Kraków, pays above his minimum.',
  'dev-java-mid-krakow/bb-java-senior': 'His stack in his city and pay, but a senior lead role asking 6+ years; he has 4: one level step.',
  'dev-java-mid-krakow/mer-qa-java':
    'Java is required but this is test automation (Selenium, Cucumber), senior, and hybrid in Zurich; he is not moving.',
  'dev-react-senior-london/nw-react-senior-remote':
    'Senior React/TypeScript, remote with the UK included; EUR 85-100k is about GBP 72-85k, so the top of the band clears her minimum.',
  'dev-react-senior-london/kh-react-senior':
    'Exact stack and level in London, accessibility is her strength, but GBP 68-76k tops out under her GBP 80k minimum: still worth showing, one step lower.',
  'dev-react-senior-london/kh-qa-playwright': 'Shares Playwright and TypeScript, but it is a QA role at about 20% under her minimum.',
  'dev-react-senior-london/sw-fullstack-ts-europe':
    'Full-stack mid role with Node.js as half the job, and about GBP 72k at most: marginal.',
  'dev-react-senior-london/ch-react-console': 'Senior React/TypeScript, remote from the UK, GBP 80-95k.',
  'dev-react-senior-london/mer-angular': 'Angular is the core, which her bio rules out, and it is on-site in Zurich.',
  'dev-django-mid-manchester/nw-data-eng':
    'Adjacent family: Python and SQL carry over, Spark and Airflow do not; Berlin would need a move.',
  'dev-django-mid-manchester/nw-internal-tools': 'Only generic tools in common (SQL, Git, Docker, AWS) and it is in Berlin.',
  'dev-django-mid-manchester/kh-django-mid':
    'Django, DRF and PostgreSQL at his level; hybrid in London and he is open to relocating, so the other city is fine.',
  'dev-django-mid-manchester/kh-django-senior-remote':
    'Django and PostgreSQL, remote in the UK, pays well, but senior (6+ years, leading) against his 4 years: one level step.',
  'dev-django-mid-manchester/ch-fastapi-uk': 'Python backend, FastAPI is on his profile, remote from the UK, pays above his minimum.',
  'dev-node-junior-lisbon/tessel-go-fleet': 'She wants to learn Go some day; a senior Go role is not for her now.',
  'dev-node-junior-lisbon/tessel-node-junior': 'Entry-level Node.js and TypeScript with a mentor, remote within the EU.',
  'dev-node-junior-lisbon/bb-js-junior':
    'Junior and JavaScript, but a React frontend role on-site in Kraków, and she is staying in Lisbon.',
  'dev-node-junior-lisbon/bb-senior-node-junior-duties':
    'Titled Senior, but the duties, 0-2 years and pay are junior: Node.js and Express, remote EU, PLN 90-110k (about EUR 21-26k) reaches her minimum.',
  'dev-node-junior-lisbon/sw-fullstack-ts-europe': 'Remote and in her language, but a mid full-stack role with React she lacks.',
  'dev-ios-senior-stockholm/kh-ios-remote': 'Senior iOS, remote from the EU, pays well above his minimum.',
  'dev-ios-senior-stockholm/kh-flutter-remote': 'Mobile and remote, but Flutter, which he says he has not used and does not want.',
  'dev-ios-senior-stockholm/lumen-ios-companion':
    'Senior native iOS (Swift, SwiftUI, UIKit), hybrid in his city, band reaches his minimum.',
  'dev-ios-senior-stockholm/bb-react-native': 'Mobile, remote EU, but React Native is the core and his bio rules it out.',
  'dev-ios-senior-stockholm/bb-ios-kmp':
    'Senior Swift and SwiftUI, remote EU and pay around his minimum, but Kotlin Multiplatform is required and he has none: one gap.',
  'dev-flutter-mid-toronto/kh-flutter-remote':
    'Remote anywhere with a four-hour overlap with London, which Toronto mornings give; GBP 55-68k is about CAD 96-118k.',
  'dev-flutter-mid-toronto/bb-react-native': 'Cross-platform mobile, but React Native (ruled out in his bio) and EU-only.',
  'dev-flutter-mid-toronto/sw-flutter': 'Flutter, Dart, Firebase, mid, hybrid in Toronto, pays above his minimum.',
  'dev-flutter-mid-toronto/sw-android':
    'Adjacent: his resume (not his skills list) shows a year of native Kotlin, but no Jetpack Compose and that was years ago.',
  'dev-sre-senior-sydney/nw-sre-remote': 'Exact family and stack, but remote only within CET ±2 hours, which Sydney cannot work.',
  'dev-sre-senior-sydney/ch-lead-platform':
    'His skills list says only AWS and Linux, but the resume shows Kubernetes, Terraform, Go and leading a platform team: lead platform role in Sydney at his minimum.',
  'dev-sre-senior-sydney/ch-sre-anz':
    'Kubernetes, Prometheus, Linux and Python per his resume; remote within Australia; band reaches his minimum.',
  'dev-sre-senior-sydney/ch-go-control-plane': 'He writes Go operators, but this is a backend product role rather than SRE.',
  'dev-sre-senior-sydney/ch-devops-junior': 'Right family and city, but an entry-level role at about half his minimum.',
  'dev-data-eng-mid-toronto/nw-data-eng': 'Exact stack, but hybrid in Berlin and she is staying in Canada.',
  'dev-data-eng-mid-toronto/sw-data-eng': 'Python, Airflow, dbt, Snowflake, mid, hybrid in Toronto, pays above her minimum.',
  'dev-data-eng-mid-toronto/sw-data-eng-senior':
    'Her stack, remote in Canada, pays above her minimum, but senior (6+ years) against her 4: one level step.',
  'dev-data-eng-mid-toronto/sw-analytics-eng':
    'dbt, Snowflake and Looker are all hers (she was a BI analyst), remote in Canada, band reaches her minimum.',
  'dev-ml-cv-senior-munich/kh-ml-imaging':
    'Computer vision and MLOps in London; he is open to relocating and GBP 90-115k is above his minimum.',
  'dev-ml-cv-senior-munich/tessel-perception-ml':
    'Computer vision in PyTorch with edge deployment, hybrid in Munich, band reaches his minimum.',
  'dev-ml-cv-senior-munich/mer-ml-document-ai': 'Machine learning but NLP and LLMs, the kind of role his bio steers away from.',
  'dev-dotnet-senior-zurich/lumen-unity-gameplay': 'C# is shared, but Unity game development is another family, on-site in Stockholm.',
  'dev-dotnet-senior-zurich/lumen-tools-csharp': 'C# again, but Unity editor tools in Stockholm.',
  'dev-dotnet-senior-zurich/mer-dotnet-senior': 'C#, ASP.NET Core, SQL Server and Azure, senior, hybrid in Zurich.',
  'dev-dotnet-senior-zurich/mer-dotnet-angular': 'C# plus Angular, both his, hybrid in Zurich; CHF 120-140k reaches his minimum.',
  'dev-dotnet-senior-zurich/mer-angular': 'He can do Angular, but this is a mid frontend-only role paying under his minimum.',
  'dev-wordpress-mid-krakow/kh-wordpress-contract':
    'Block themes, Gutenberg and ACF, remote from Europe; a contract, but GBP 40-48k is well above her minimum.',
  'dev-wordpress-mid-krakow/lumen-go-game-services': 'She would like to learn Go one day: a Go job is not for her now.',
  'dev-wordpress-mid-krakow/bb-wordpress': 'WordPress, WooCommerce, PHP, hybrid in Kraków, pays above her minimum.',
  'dev-wordpress-mid-krakow/bb-laravel': 'PHP and MySQL carry over, Laravel and Vue are new to her.',
  'dev-wordpress-mid-krakow/bb-js-junior':
    'JavaScript, CSS and some React via Gutenberg, but a junior job at well under her minimum, on-site.',
  'dev-fullstack-ts-berlin/nw-internal-tools': 'Only generic tools are asked; mid level in her city, so marginal rather than wrong.',
  'dev-fullstack-ts-berlin/nw-node-ts-mid': 'Node.js, TypeScript, NestJS and PostgreSQL, mid, hybrid in Berlin.',
  'dev-fullstack-ts-berlin/nw-php-symfony':
    'PHP and Symfony are on her skills list and the job is in her city, but her bio says she is moving away from PHP; only the TypeScript extraction keeps it at 1.',
  'dev-fullstack-ts-berlin/tessel-fullstack-ts':
    'Exact stack, remote in Germany, but EUR 60-68k tops out a little under her EUR 70k minimum: good, one step lower.',
  'dev-fullstack-ts-berlin/bb-senior-node-junior-duties':
    'The title says Senior Node.js, but the duties and pay are junior (about EUR 26k at most).',
  'dev-fullstack-ts-berlin/sw-fullstack-ts-europe': 'TypeScript, React, Node.js and PostgreSQL, remote within CET ±1.',
  'dev-embedded-mid-munich/nw-firmware-terminals':
    'Embedded C on Cortex-M with FreeRTOS; on-site in Berlin, which is fine because he is open to relocating.',
  'dev-embedded-mid-munich/lumen-unreal-engine': 'C++ is shared, but game-engine programming in Unreal is another family.',
  'dev-embedded-mid-munich/tessel-embedded-c': 'C, STM32, FreeRTOS and CAN bus, on-site in Munich.',
  'dev-embedded-mid-munich/tessel-embedded-rust': 'He is only learning Rust, and production embedded Rust is the core of this senior role.',
  'dev-unity-mid-stockholm/lumen-unity-gameplay': 'Gameplay programming in Unity, on-site in his city, pays above his minimum.',
  'dev-unity-mid-stockholm/lumen-tools-csharp': 'Unity and C# in his city, but editor tooling rather than gameplay: a sideways step.',
  'dev-unity-mid-stockholm/lumen-unreal-engine': 'Game development, but a senior Unreal/C++ engine role.',
  'dev-unity-mid-stockholm/lumen-unity-mobile': 'Unity and C#, mid, hybrid in Stockholm, and he has shipped a mobile game.',
  'dev-unity-mid-stockholm/mer-dotnet-senior': 'C# is shared, but enterprise .NET, which his bio rules out, in Zurich.',
} satisfies Partial<Record<`${TDeveloperKey}/${TJobKey}`, string>>;
