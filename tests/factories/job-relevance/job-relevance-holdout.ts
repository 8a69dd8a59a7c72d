/**
 * Labelled relevance set for "Recommended for you": the HOLDOUT half. Same format and label scale as
 * job-relevance-set.ts, with other employers, jobs and developers (no person, company or job text is
 * shared). Written at the same time as the tuning set, before any tuning, without reading the
 * matching code. NEVER use it to tune: only to check, once, that a change measured on the tuning set
 * carries over.
 *
 * Labels: 3 = ideal, send it first; 2 = good, one gap; 1 = marginal; 0 = wrong. See the tuning set for
 * the full scale and the exchange rates used to compare salaries across currencies.
 */
import type { TJobRelevanceDeveloper, TJobRelevanceEmployer, TJobRelevanceJob, TJobRelevanceLabel } from './job-relevance-set.ts';

/** Keeps the keys as literal types, so a typo in LABELS fails to compile. */
function defineEmployers<const TKey extends string>(employers: readonly (TJobRelevanceEmployer & { key: TKey })[]) {
  return employers;
}

export const EMPLOYERS = defineEmployers([
  {
    key: 'tidewater-logistics',
    company: {
      name: 'Tidewater Logistics',
      website: 'https://tidewater-logistics.example',
      size: '1001+',
      location: 'Rotterdam, Netherlands',
      about:
        'Tidewater moves two million containers a year through Rotterdam, Antwerp and Hamburg, with its own barge, rail and trucking network. 180 engineers build the planning, tracking and customs systems behind it.',
    },
  },
  {
    key: 'saffron-labs',
    company: {
      name: 'Saffron Labs',
      website: 'https://saffronlabs.example',
      size: '201-1000',
      location: 'Bengaluru, India',
      about:
        'Saffron Labs makes customer-support software for 4,000 companies: a help desk, an AI assistant that answers from a company’s own documents, and knowledge-base search.',
    },
  },
  {
    key: 'marlin-bank',
    company: {
      name: 'Marlin Digital Bank',
      website: 'https://marlinbank.example',
      size: '1001+',
      location: 'Singapore',
      about:
        'A digital bank licensed in Singapore with 1.5 million retail and SME customers. Cards, payments and lending run on our own core ledger.',
    },
  },
  {
    key: 'pixelforge',
    company: {
      name: 'Pixelforge Interactive',
      website: 'https://pixelforge.example',
      size: '51-200',
      location: 'Austin, Texas, USA',
      about: 'Independent studio of 140 people making online action games for PC and consoles, and the makers of Ironbound.',
    },
  },
  {
    key: 'verdant-grid',
    company: {
      name: 'Verdant Grid',
      website: 'https://verdantgrid.example',
      size: '201-1000',
      location: 'Copenhagen, Denmark',
      about:
        'We build smart electricity meters and the software that turns their readings into a more flexible grid, for 30 utilities in Northern Europe.',
    },
  },
  {
    key: 'kobo-commerce',
    company: {
      name: 'Kobo Commerce',
      website: 'https://kobocommerce.example',
      size: '51-200',
      location: 'Lagos, Nigeria',
      about: 'Online stores and payments for 25,000 African merchants. Headquartered in Lagos, with engineers across Africa and Europe.',
    },
  },
  {
    key: 'kumo-systems',
    company: {
      name: 'Kumo Systems',
      website: 'https://kumo-systems.example',
      size: '201-1000',
      location: 'Tokyo, Japan',
      about:
        'Kumo Systems runs booking and payments for 9,000 restaurants and salons in Japan, with an English-speaking engineering team in Shibuya.',
    },
  },
]);

export type TEmployerKey = (typeof EMPLOYERS)[number]['key'];

function defineJobs<const TKey extends string>(jobs: readonly (TJobRelevanceJob & { key: TKey; employerKey: TEmployerKey })[]) {
  return jobs;
}

export const JOBS = defineJobs([
  // ---- Tidewater Logistics ----
  {
    key: 'tw-kotlin-spring-senior',
    employerKey: 'tidewater-logistics',
    job: {
      title: 'Senior Backend Engineer (Kotlin, Spring Boot)',
      description: `## About the team
The Planning team decides which container goes on which barge, train or truck, and when. Our services make 300,000 of those decisions a day.

## What you'll do
- Build Spring Boot services in Kotlin for capacity planning and slot booking
- Model planning data in PostgreSQL and publish changes as Kafka events
- Work with operations planners to turn their rules of thumb into code
- Review code and help shape the team's architecture

## What you bring
- 5+ years of backend development on the JVM, 2+ in Kotlin
- Spring Boot, PostgreSQL and Kafka in production
- Comfort with complex business rules and the tests they need
- Nice to have: Java, Kubernetes, Testcontainers

## Working here
Hybrid: two days a week at our office on the Wilhelminakade in Rotterdam.`,
      requiredSkills: ['Kotlin', 'Spring Boot', 'PostgreSQL', 'Kafka'],
      niceToHaveSkills: ['Java', 'Kubernetes', 'Testcontainers'],
      experienceLevel: 'senior',
      employmentType: 'full_time',
      workplaceType: 'hybrid',
      location: 'Rotterdam, Netherlands',
      salaryMin: 82000,
      salaryMax: 98000,
      salaryCurrency: 'EUR',
      status: 'open',
    },
  },
  {
    key: 'tw-java-customs-remote',
    employerKey: 'tidewater-logistics',
    job: {
      title: 'Senior Java Developer, Customs Integrations',
      description: `## The role
Every container that enters the EU through our terminals needs a customs declaration. The Customs Integrations team connects Tidewater to the Dutch, Belgian and German customs systems.

## What you'll do
- Build and maintain Java and Spring Boot services that exchange declarations with customs authorities
- Work with XML message standards, and the odd SOAP service
- Keep an Oracle database of declarations consistent and auditable
- Get ahead of changes in customs regulations before they become deadlines

## What you bring
- 5+ years of professional Java
- Spring Boot and REST APIs
- XML processing and message-based integration
- Oracle or another enterprise relational database
- Nice to have: Apache Camel, Kafka

## Remote
Remote within the Netherlands; the team meets in Rotterdam once a month.`,
      requiredSkills: ['Java', 'Spring Boot', 'REST APIs', 'XML', 'Oracle'],
      niceToHaveSkills: ['Apache Camel', 'Kafka'],
      experienceLevel: 'senior',
      employmentType: 'full_time',
      workplaceType: 'remote',
      location: 'Remote (Netherlands)',
      salaryMin: 78000,
      salaryMax: 92000,
      salaryCurrency: 'EUR',
      status: 'open',
    },
  },
  {
    key: 'tw-java-terminal-hybrid',
    employerKey: 'tidewater-logistics',
    job: {
      title: 'Java Engineer, Terminal Operations',
      description: `## The role
Our terminal operating system tells cranes, straddle carriers and gate staff what to do next. We're looking for an experienced Java engineer for the team that keeps it running around the clock.

## What you'll do
- Build features in Java and Spring Boot for yard planning and gate processing
- Speed up the PostgreSQL queries that run every few seconds
- Take part in a light on-call rotation (terminal operations never stop)
- Spend time on site with planners to understand their day

## What you bring
- 5+ years of Java development
- Spring Boot and PostgreSQL
- Experience with systems where downtime is expensive
- Nice to have: Kafka, Kotlin

## Where
Hybrid: three days a week at our Maasvlakte terminal office in Rotterdam.`,
      requiredSkills: ['Java', 'Spring Boot', 'PostgreSQL'],
      niceToHaveSkills: ['Kafka', 'Kotlin'],
      experienceLevel: 'senior',
      employmentType: 'full_time',
      workplaceType: 'hybrid',
      location: 'Rotterdam, Netherlands',
      salaryMin: 72000,
      salaryMax: 79000,
      salaryCurrency: 'EUR',
      status: 'open',
    },
  },
  {
    key: 'tw-angular-senior',
    employerKey: 'tidewater-logistics',
    job: {
      title: 'Senior Angular Developer',
      description: `## The role
Tidewater's customer portal lets shippers book transport, track containers and download documents. It's a large Angular application, and we're looking for a senior developer to lead its frontend.

## What you'll do
- Build features in Angular and TypeScript
- Manage complex state with NgRx and RxJS
- Lead the move to standalone components and signals
- Set frontend standards and mentor three developers

## What you bring
- 5+ years of frontend development, 3+ with Angular
- TypeScript, RxJS and NgRx
- Experience with large, long-lived codebases
- Nice to have: Nx, Cypress

## Working here
Hybrid: two days a week in our Rotterdam office.`,
      requiredSkills: ['Angular', 'TypeScript', 'RxJS', 'NgRx'],
      niceToHaveSkills: ['Nx', 'Cypress'],
      experienceLevel: 'senior',
      employmentType: 'full_time',
      workplaceType: 'hybrid',
      location: 'Rotterdam, Netherlands',
      salaryMin: 75000,
      salaryMax: 90000,
      salaryCurrency: 'EUR',
      status: 'open',
    },
  },
  {
    key: 'tw-qa-automation',
    employerKey: 'tidewater-logistics',
    job: {
      title: 'Test Automation Engineer',
      description: `## The role
We release our planning and portal applications every week, and we want to release every day. You'll help us get there.

## What you'll do
- Build end-to-end tests with Playwright and TypeScript
- Write API tests for our booking and tracking services
- Run performance tests with k6 before big releases
- Work inside a product team rather than in a separate QA department

## What you bring
- 3+ years in test automation
- Playwright or Cypress with TypeScript
- API testing
- Nice to have: k6, GitLab CI

## Remote
Remote within the Netherlands, with a team day in Rotterdam every other week.`,
      requiredSkills: ['Playwright', 'TypeScript', 'API testing'],
      niceToHaveSkills: ['k6', 'GitLab CI', 'Cypress'],
      experienceLevel: 'mid',
      employmentType: 'full_time',
      workplaceType: 'remote',
      location: 'Remote (Netherlands)',
      salaryMin: 55000,
      salaryMax: 68000,
      salaryCurrency: 'EUR',
      status: 'open',
    },
  },
  {
    key: 'tw-fastapi-pricing',
    employerKey: 'tidewater-logistics',
    job: {
      title: 'Senior Python Engineer, Pricing Engine',
      description: `## The role
Tidewater quotes 20,000 transport prices a day. The Pricing team owns the engine that calculates them from routes, fuel, capacity and contracts.

## What you'll do
- Build the pricing API in Python with FastAPI
- Model tariffs and contracts in PostgreSQL
- Use pandas to analyse pricing outcomes with the commercial team
- Make the engine fast, explainable and well tested

## What you bring
- 5+ years of backend Python
- FastAPI or another modern Python web framework (Django, Flask)
- PostgreSQL
- pandas for analysis
- Nice to have: SQLAlchemy, Kafka

## Remote
Remote within the EU, with a week in Rotterdam every quarter.`,
      requiredSkills: ['Python', 'FastAPI', 'PostgreSQL', 'pandas'],
      niceToHaveSkills: ['SQLAlchemy', 'Kafka'],
      experienceLevel: 'senior',
      employmentType: 'full_time',
      workplaceType: 'remote',
      location: 'Remote (EU)',
      salaryMin: 85000,
      salaryMax: 100000,
      salaryCurrency: 'EUR',
      status: 'open',
    },
  },
  {
    key: 'tw-telematics-embedded',
    employerKey: 'tidewater-logistics',
    job: {
      title: 'Embedded Developer, Container Telematics',
      description: `## The role
Our refrigerated containers carry small trackers that report temperature and location from anywhere in the world. We design their firmware ourselves.

## What you'll do
- Write C firmware for ARM Cortex-M trackers running FreeRTOS
- Squeeze battery life out of cellular (LTE-M, NB-IoT) and GNSS modules
- Build the over-the-air update mechanism for 40,000 devices
- Test prototypes in our lab and on real containers in the port

## What you bring
- 3+ years of embedded C
- ARM Cortex-M and FreeRTOS (or Zephyr)
- Low-power design
- Nice to have: Zephyr, Python for test tools

## Where
On-site in our Rotterdam lab. We offer relocation support and help with the Dutch 30% ruling.`,
      requiredSkills: ['C', 'ARM Cortex-M', 'FreeRTOS', 'Low-power design'],
      niceToHaveSkills: ['Zephyr RTOS', 'Python'],
      experienceLevel: 'mid',
      employmentType: 'full_time',
      workplaceType: 'onsite',
      location: 'Rotterdam, Netherlands',
      salaryMin: 62000,
      salaryMax: 75000,
      salaryCurrency: 'EUR',
      status: 'open',
    },
  },
  {
    key: 'tw-go-routing',
    employerKey: 'tidewater-logistics',
    job: {
      title: 'Go Developer, Route Optimisation',
      description: `## The role
Our route optimiser plans 6,000 truck trips a day across the Netherlands, Belgium and Germany. Its API layer and data services are written in Go.

## What you'll do
- Build Go services that feed the optimiser and publish its plans
- Design PostgreSQL schemas for road networks, time windows and vehicles
- Expose gRPC APIs to the planning and driver apps
- Work with our operations research team to get their models into production

## What you bring
- 3+ years of backend development, 2+ in Go
- PostgreSQL
- gRPC
- Nice to have: PostGIS, Kubernetes

## Remote
Remote within the Netherlands, with a team day in Rotterdam once a month.`,
      requiredSkills: ['Go', 'PostgreSQL', 'gRPC'],
      niceToHaveSkills: ['PostGIS', 'Kubernetes'],
      experienceLevel: 'mid',
      employmentType: 'full_time',
      workplaceType: 'remote',
      location: 'Remote (Netherlands)',
      salaryMin: 58000,
      salaryMax: 65000,
      salaryCurrency: 'EUR',
      status: 'open',
    },
  },
  // ---- Saffron Labs ----
  {
    key: 'sf-node-ts-senior',
    employerKey: 'saffron-labs',
    job: {
      title: 'Senior Backend Engineer (Node.js, TypeScript)',
      description: `## About the team
The Conversations team owns the services that receive, route and store every support conversation in Saffron: 12 million messages a day from email, chat and WhatsApp.

## What you'll do
- Design and build Node.js services in TypeScript
- Model conversations in PostgreSQL and cache hot paths in Redis
- Keep our message pipeline reliable under peaks
- Lead design reviews and mentor engineers

## What you bring
- 5+ years of backend development, 3+ with Node.js and TypeScript
- PostgreSQL and Redis in production
- Experience with high-throughput systems
- Nice to have: AWS, Kafka

## Working here
Hybrid: three days a week at our office in Indiranagar, Bengaluru.`,
      requiredSkills: ['Node.js', 'TypeScript', 'PostgreSQL', 'Redis'],
      niceToHaveSkills: ['AWS', 'Kafka'],
      experienceLevel: 'senior',
      employmentType: 'full_time',
      workplaceType: 'hybrid',
      location: 'Bengaluru, India',
      salaryMin: 3500000,
      salaryMax: 5000000,
      salaryCurrency: 'INR',
      status: 'open',
    },
  },
  {
    key: 'sf-fullstack-react-node',
    employerKey: 'saffron-labs',
    job: {
      title: 'Full-Stack Engineer (React, Node.js)',
      description: `## The role
Saffron's admin console is where support managers configure queues, bots and reports. We're looking for a full-stack engineer who enjoys the frontend most.

## What you'll do
- Build console features in React, TypeScript and Redux Toolkit
- Write the Node.js endpoints behind them
- Work with designers to keep a complex product simple
- Be the go-to person for frontend performance in your squad

## What you bring
- 3+ years of web development
- React, TypeScript and Redux Toolkit
- Node.js
- Nice to have: Storybook, CSS-in-JS

## Remote
Remote within India, with a team offsite twice a year.`,
      requiredSkills: ['React', 'TypeScript', 'Redux Toolkit', 'Node.js'],
      niceToHaveSkills: ['Storybook'],
      experienceLevel: 'mid',
      employmentType: 'full_time',
      workplaceType: 'remote',
      location: 'Remote (India)',
      salaryMin: 1800000,
      salaryMax: 2800000,
      salaryCurrency: 'INR',
      status: 'open',
    },
  },
  {
    key: 'sf-llm-senior',
    employerKey: 'saffron-labs',
    job: {
      title: 'Senior ML Engineer, LLM Applications',
      description: `## The role
Saffron's AI assistant answers customer questions from each company's own help centre and past tickets. We're looking for a senior ML engineer to make it more accurate, and more honest about what it doesn't know.

## What you'll do
- Build retrieval-augmented generation (RAG) pipelines in Python
- Evaluate LLM answers at scale: offline test sets, online metrics, human review
- Fine-tune smaller models in PyTorch where prompting isn't enough
- Work with product on safe hand-offs to human agents

## What you bring
- 5+ years in machine learning, including NLP
- Python and PyTorch
- Hands-on experience with LLMs and RAG in production
- Nice to have: vector databases, FastAPI, vLLM

## Working here
Hybrid, three days a week in Bengaluru.`,
      requiredSkills: ['Python', 'LLMs', 'RAG', 'PyTorch'],
      niceToHaveSkills: ['Vector databases', 'FastAPI', 'vLLM'],
      experienceLevel: 'senior',
      employmentType: 'full_time',
      workplaceType: 'hybrid',
      location: 'Bengaluru, India',
      salaryMin: 4500000,
      salaryMax: 6500000,
      salaryCurrency: 'INR',
      status: 'open',
    },
  },
  {
    key: 'sf-android-kotlin',
    employerKey: 'saffron-labs',
    job: {
      title: 'Android Developer (Kotlin)',
      description: `## The role
Support agents use Saffron's Android app to answer customers on the move. We're looking for an Android developer to join our mobile team of six.

## What you'll do
- Build features in Kotlin with Jetpack Compose
- Use coroutines and Flow for real-time conversation updates
- Improve startup time and battery usage
- Write unit and UI tests

## What you bring
- 3+ years of Android development
- Kotlin, the Android SDK and Jetpack Compose
- Coroutines and Flow
- Nice to have: WebSockets, modularised apps

## Where
On-site at our Bengaluru office, five days a week, next to the support team that uses the app.`,
      requiredSkills: ['Kotlin', 'Android SDK', 'Jetpack Compose', 'Coroutines'],
      niceToHaveSkills: ['WebSockets'],
      experienceLevel: 'mid',
      employmentType: 'full_time',
      workplaceType: 'onsite',
      location: 'Bengaluru, India',
      salaryMin: 2000000,
      salaryMax: 3000000,
      salaryCurrency: 'INR',
      status: 'open',
    },
  },
  {
    key: 'sf-qa-intern',
    employerKey: 'saffron-labs',
    job: {
      title: 'QA Automation Intern',
      description: `## The internship
A six-month paid internship in our QA team, with a full-time offer for interns who do well.

## What you'll do
- Test new features by hand and write clear bug reports
- Automate regression tests in Python with Selenium
- Check API responses with Postman
- Learn how a product team ships software every week

## What you bring
- A degree in computer science or a related field (final year or recent graduate)
- Basic Python
- Curiosity and attention to detail
- Nice to have: SQL, Postman

## Where
On-site in Bengaluru. A monthly stipend of INR 30,000–40,000.`,
      requiredSkills: ['Python', 'Selenium', 'Manual testing'],
      niceToHaveSkills: ['SQL', 'Postman'],
      experienceLevel: 'entry',
      employmentType: 'internship',
      workplaceType: 'onsite',
      location: 'Bengaluru, India',
      salaryMin: 360000,
      salaryMax: 480000,
      salaryCurrency: 'INR',
      status: 'open',
    },
  },
  {
    key: 'sf-django-mid',
    employerKey: 'saffron-labs',
    job: {
      title: 'Backend Developer (Python, Django)',
      description: `## The role
Saffron's billing, accounts and integrations run on a Django application that has grown with the company. We're looking for a Python developer to help it keep growing.

## What you'll do
- Build features in Django and Django REST Framework
- Design PostgreSQL models for billing and account data
- Run background jobs with Celery
- Build integrations with CRM and e-commerce platforms

## What you bring
- 3+ years of Python, mostly Django
- PostgreSQL
- Celery or another task queue
- Nice to have: Stripe or Razorpay integrations

## Remote
Remote within India.`,
      requiredSkills: ['Python', 'Django', 'PostgreSQL', 'Celery'],
      niceToHaveSkills: ['Django REST Framework', 'Razorpay'],
      experienceLevel: 'mid',
      employmentType: 'full_time',
      workplaceType: 'remote',
      location: 'Remote (India)',
      salaryMin: 1600000,
      salaryMax: 2400000,
      salaryCurrency: 'INR',
      status: 'open',
    },
  },
  {
    key: 'sf-nlp-search',
    employerKey: 'saffron-labs',
    job: {
      title: 'Senior Applied ML Engineer, Search Relevance',
      description: `## The role
Saffron's knowledge-base search serves 30 million queries a month. We're looking for a senior applied ML engineer to make it find the right article first.

## What you'll do
- Build semantic search with transformer embeddings alongside Elasticsearch
- Train and evaluate ranking models on click and resolution data
- Run A/B tests and read them honestly
- Work with the LLM team, whose assistant uses your retrieval

## What you bring
- 5+ years in applied machine learning, mostly NLP or search
- Python and Hugging Face Transformers
- Elasticsearch or OpenSearch
- Nice to have: learning to rank, vector databases

## Working here
Hybrid, three days a week in Bengaluru.`,
      requiredSkills: ['Python', 'NLP', 'Hugging Face Transformers', 'Elasticsearch'],
      niceToHaveSkills: ['Learning to rank', 'Vector databases'],
      experienceLevel: 'senior',
      employmentType: 'full_time',
      workplaceType: 'hybrid',
      location: 'Bengaluru, India',
      salaryMin: 4000000,
      salaryMax: 6000000,
      salaryCurrency: 'INR',
      status: 'open',
    },
  },
  {
    key: 'sf-graduate-python',
    employerKey: 'saffron-labs',
    job: {
      title: 'Graduate Software Engineer (Python)',
      description: `## The programme
Saffron's graduate programme takes eight new engineers a year. You'll spend your first year in two backend teams, with a mentor and a structured learning plan.

## What you'll do
- Build small features and fixes in our Python services
- Write SQL queries and migrations, with a senior engineer reviewing your work
- Learn our tooling: Git, code review, CI and deployments
- Present what you built at the end of each rotation

## What you bring
- A degree in computer science or a related field (2024 or 2025 graduates)
- Python, from coursework, projects or an internship
- Basic SQL and Git
- Nice to have: Django, Docker

## Where
Hybrid, three days a week at our Bengaluru office.`,
      requiredSkills: ['Python', 'SQL', 'Git'],
      niceToHaveSkills: ['Django', 'Docker'],
      experienceLevel: 'entry',
      employmentType: 'full_time',
      workplaceType: 'hybrid',
      location: 'Bengaluru, India',
      salaryMin: 900000,
      salaryMax: 1300000,
      salaryCurrency: 'INR',
      status: 'open',
    },
  },
  {
    key: 'sf-qa-junior',
    employerKey: 'saffron-labs',
    job: {
      title: 'Junior QA Automation Engineer',
      description: `## The role
We're looking for a junior QA automation engineer to join the team that tests our help desk and AI assistant before every release.

## What you'll do
- Automate regression tests in Python with Selenium and pytest
- Test APIs with Postman and add the checks to our suite
- Report bugs clearly and follow them through to a fix
- Learn test design from two senior QA engineers

## What you bring
- Up to 2 years of experience, internships included
- Python and Selenium
- An eye for detail and clear written English
- Nice to have: SQL, Postman, CI

## Where
Hybrid, three days a week at our Bengaluru office.`,
      requiredSkills: ['Python', 'Selenium', 'Test automation'],
      niceToHaveSkills: ['SQL', 'Postman', 'pytest'],
      experienceLevel: 'entry',
      employmentType: 'full_time',
      workplaceType: 'hybrid',
      location: 'Bengaluru, India',
      salaryMin: 700000,
      salaryMax: 1000000,
      salaryCurrency: 'INR',
      status: 'open',
    },
  },
  // ---- Marlin Digital Bank ----
  {
    key: 'mb-dotnet-lead',
    employerKey: 'marlin-bank',
    job: {
      title: 'Lead .NET Engineer, Payments',
      description: `## About the team
Payments at Marlin moves money for 1.5 million customers: PayNow, FAST, card top-ups and cross-border transfers.

## What you'll do
- Lead a team of six engineers building payment services in C# and .NET
- Design microservices on ASP.NET Core with SQL Server
- Own reliability and compliance requirements together with the risk team
- Hire and grow engineers

## What you bring
- 8+ years of software development, mostly C# and .NET
- ASP.NET Core microservices and SQL Server
- Experience leading engineers
- Payments or banking experience
- Nice to have: Kafka, Azure

## Working here
Hybrid: three days a week at our office in Marina One.`,
      requiredSkills: ['C#', '.NET', 'ASP.NET Core', 'SQL Server', 'Microservices'],
      niceToHaveSkills: ['Kafka', 'Azure'],
      experienceLevel: 'senior',
      employmentType: 'full_time',
      workplaceType: 'hybrid',
      location: 'Singapore',
      salaryMin: 150000,
      salaryMax: 190000,
      salaryCurrency: 'SGD',
      status: 'open',
    },
  },
  {
    key: 'mb-dotnet-azure',
    employerKey: 'marlin-bank',
    job: {
      title: 'Senior .NET Engineer, Card Services (Azure)',
      description: `## The role
Card Services issues and manages Marlin's debit and credit cards, from the moment a customer orders one to every tap at a terminal.

## What you'll do
- Build serverless and containerised services in C# on Azure
- Use Azure Functions and Cosmos DB for card lifecycle events
- Integrate with our card processor and the Visa network
- Keep everything PCI DSS compliant

## What you bring
- 5+ years of C# and .NET
- Azure in production, including Azure Functions
- NoSQL experience, ideally Cosmos DB
- Nice to have: Terraform, card payments

## Working here
Hybrid: three days a week at Marina One, Singapore.`,
      requiredSkills: ['C#', '.NET', 'Azure', 'Azure Functions', 'Cosmos DB'],
      niceToHaveSkills: ['Terraform'],
      experienceLevel: 'senior',
      employmentType: 'full_time',
      workplaceType: 'hybrid',
      location: 'Singapore',
      salaryMin: 135000,
      salaryMax: 160000,
      salaryCurrency: 'SGD',
      status: 'open',
    },
  },
  {
    key: 'mb-offensive-security',
    employerKey: 'marlin-bank',
    job: {
      title: 'Senior Offensive Security Engineer',
      description: `## The role
We'd rather find our weaknesses before anyone else does. Our offensive security team tests Marlin's apps, cloud and corporate network all year round.

## What you'll do
- Run penetration tests on web and mobile apps with Burp Suite and your own tools
- Lead internal red team exercises, including Active Directory attacks
- Write Python tooling to automate reconnaissance and reporting
- Help engineers fix what you find

## What you bring
- 5+ years in penetration testing or red teaming
- Web application testing with Burp Suite
- Active Directory attack techniques
- Python
- Nice to have: OSCP or OSCE, cloud security

## Where
On-site in Singapore; some of the work needs our secure lab.`,
      requiredSkills: ['Penetration testing', 'Burp Suite', 'Active Directory', 'Python'],
      niceToHaveSkills: ['OSCP', 'Red teaming'],
      experienceLevel: 'senior',
      employmentType: 'full_time',
      workplaceType: 'onsite',
      location: 'Singapore',
      salaryMin: 160000,
      salaryMax: 200000,
      salaryCurrency: 'SGD',
      status: 'open',
    },
  },
  {
    key: 'mb-rust-ledger',
    employerKey: 'marlin-bank',
    job: {
      title: 'Senior Rust Engineer, Core Ledger',
      description: `## The role
Marlin's core ledger records every balance change in the bank. We rewrote it in Rust last year, and we're growing the team.

## What you'll do
- Build ledger services in Rust with Tokio
- Design data models in PostgreSQL with strict consistency guarantees
- Work on replication and failover across data centres
- Write property-based tests and formal specifications for critical paths

## What you bring
- 5+ years of backend or systems development
- Production Rust with async Tokio
- PostgreSQL
- Distributed systems experience
- Nice to have: financial ledgers, TLA+

## Remote
Remote within APAC time zones (UTC+5:30 to UTC+10). Salary in USD.`,
      requiredSkills: ['Rust', 'Tokio', 'PostgreSQL', 'Distributed systems'],
      niceToHaveSkills: ['TLA+'],
      experienceLevel: 'senior',
      employmentType: 'full_time',
      workplaceType: 'remote',
      location: 'Remote (APAC, UTC+5:30 to UTC+10)',
      salaryMin: 140000,
      salaryMax: 170000,
      salaryCurrency: 'USD',
      status: 'open',
    },
  },
  {
    key: 'mb-generic-swe',
    employerKey: 'marlin-bank',
    job: {
      title: 'Software Engineer II',
      description: `## About the job
Marlin is growing fast, and we need another Software Engineer II to join one of our engineering teams. You'll be the go-to person for your team's stakeholders and help us deliver our roadmap.

## Responsibilities
- Work on features from design to deployment
- Write SQL and keep data accurate
- Use Docker and AWS to ship your work
- Track your work in Jira and collaborate through Git

## Requirements
- 3+ years of software engineering experience
- SQL
- Git
- Docker and AWS
- Familiarity with Agile ways of working and Jira

## What we offer
A fast-paced environment where you're ready to go from day one, a competitive bonus, and hybrid work from our Singapore office.`,
      requiredSkills: ['SQL', 'Git', 'Docker', 'AWS', 'Jira'],
      niceToHaveSkills: [],
      experienceLevel: 'mid',
      employmentType: 'full_time',
      workplaceType: 'hybrid',
      location: 'Singapore',
      salaryMin: 85000,
      salaryMax: 105000,
      salaryCurrency: 'SGD',
      status: 'open',
    },
  },
  {
    key: 'mb-java-spring',
    employerKey: 'marlin-bank',
    job: {
      title: 'Backend Developer (Java, Spring Boot)',
      description: `## The role
The Lending team builds Marlin's personal and SME loan products: applications, credit decisions, repayments.

## What you'll do
- Build Spring Boot services in Java for loan origination and servicing
- Model loans in MySQL and publish events to Kafka
- Integrate with the credit bureau and our decision engine
- Write thorough tests, because money is involved

## What you bring
- 3+ years of Java
- Spring Boot
- MySQL or another relational database
- Kafka
- Nice to have: lending or banking experience

## Working here
Hybrid: three days a week in our Singapore office.`,
      requiredSkills: ['Java', 'Spring Boot', 'MySQL', 'Kafka'],
      niceToHaveSkills: [],
      experienceLevel: 'mid',
      employmentType: 'full_time',
      workplaceType: 'hybrid',
      location: 'Singapore',
      salaryMin: 90000,
      salaryMax: 120000,
      salaryCurrency: 'SGD',
      status: 'open',
    },
  },
  {
    key: 'mb-ios',
    employerKey: 'marlin-bank',
    job: {
      title: 'iOS Engineer (Swift)',
      description: `## The role
The Marlin app is how most of our customers bank. We're looking for an iOS engineer to join the team that builds it.

## What you'll do
- Build features in Swift and SwiftUI
- Maintain the UIKit screens that haven't moved yet
- Work on security features: biometric login, device binding, jailbreak detection
- Write unit and UI tests

## What you bring
- 3+ years of native iOS development
- Swift, SwiftUI and UIKit
- Experience with security-sensitive apps
- Nice to have: Combine, banking apps

## Working here
Hybrid: three days a week in our Singapore office.`,
      requiredSkills: ['Swift', 'SwiftUI', 'UIKit'],
      niceToHaveSkills: ['Combine'],
      experienceLevel: 'mid',
      employmentType: 'full_time',
      workplaceType: 'hybrid',
      location: 'Singapore',
      salaryMin: 100000,
      salaryMax: 130000,
      salaryCurrency: 'SGD',
      status: 'open',
    },
  },
  {
    key: 'mb-appsec-senior',
    employerKey: 'marlin-bank',
    job: {
      title: 'Senior Application Security Engineer',
      description: `## The role
Our engineers ship to production dozens of times a day. The AppSec team makes sure security keeps pace without becoming a gate nobody can get through.

## What you'll do
- Run threat modelling for new products and major changes
- Review code for security issues, especially in our Java and Python services
- Run and tune our SAST tools (Semgrep) and dependency scanning
- Teach secure coding and the OWASP Top 10 to engineers

## What you bring
- 5+ years in application security
- Threat modelling and secure code review
- Deep OWASP knowledge
- Nice to have: Java, Python, Semgrep

## Working here
Hybrid: three days a week at Marina One.`,
      requiredSkills: ['Application security', 'Threat modeling', 'OWASP', 'Secure code review'],
      niceToHaveSkills: ['Java', 'Python', 'Semgrep'],
      experienceLevel: 'senior',
      employmentType: 'full_time',
      workplaceType: 'hybrid',
      location: 'Singapore',
      salaryMin: 150000,
      salaryMax: 180000,
      salaryCurrency: 'SGD',
      status: 'open',
    },
  },
  // ---- Pixelforge Interactive ----
  {
    key: 'pf-unreal-senior',
    employerKey: 'pixelforge',
    job: {
      title: 'Senior Gameplay Engineer (Unreal Engine 5)',
      description: `## About Pixelforge
We're an independent studio of 140 people in Austin making online action games. Our next project is built in Unreal Engine 5.

## What you'll do
- Build gameplay systems in C++ and expose them to designers in Blueprints
- Own abilities, combat and movement with the Gameplay Ability System
- Work on networked gameplay and replication
- Mentor gameplay engineers

## What you bring
- 6+ years of game development, 4+ in Unreal Engine
- Expert C++
- At least one shipped multiplayer title
- Nice to have: Gameplay Ability System, animation programming

## Where
Hybrid: three days a week at our studio in East Austin.`,
      requiredSkills: ['C++', 'Unreal Engine', 'Gameplay programming'],
      niceToHaveSkills: ['Gameplay Ability System', 'Blueprints'],
      experienceLevel: 'senior',
      employmentType: 'full_time',
      workplaceType: 'hybrid',
      location: 'Austin, Texas, USA',
      salaryMin: 150000,
      salaryMax: 180000,
      salaryCurrency: 'USD',
      status: 'open',
    },
  },
  {
    key: 'pf-unity-junior',
    employerKey: 'pixelforge',
    job: {
      title: 'Junior Unity Developer',
      description: `## The role
Our small mobile team makes companion games for our PC titles. We're looking for a junior Unity developer to grow with us.

## What you'll do
- Build gameplay features and UI in Unity with C#
- Fix bugs reported by QA
- Prototype ideas with designers
- Learn from senior engineers through pairing and code review

## What you bring
- Up to 2 years of experience, game jams and student projects included
- C# and Unity
- A portfolio of something you made
- Nice to have: Git, Shader Graph

## Where
On-site at our Austin studio, where the whole mobile team sits together.`,
      requiredSkills: ['C#', 'Unity'],
      niceToHaveSkills: ['Git', 'Shader Graph'],
      experienceLevel: 'entry',
      employmentType: 'full_time',
      workplaceType: 'onsite',
      location: 'Austin, Texas, USA',
      salaryMin: 65000,
      salaryMax: 78000,
      salaryCurrency: 'USD',
      status: 'open',
    },
  },
  {
    key: 'pf-elixir-multiplayer',
    employerKey: 'pixelforge',
    job: {
      title: 'Backend Engineer, Multiplayer Services (Elixir)',
      description: `## The role
Ironbound's parties, chat and matchmaking run on Elixir, with up to 400,000 players connected at peak.

## What you'll do
- Build Elixir and Phoenix services for presence, parties and chat
- Use OTP to keep millions of processes healthy
- Tune PostgreSQL for player data
- Prepare for launch days with load tests and runbooks

## What you bring
- 3+ years of backend development, 2+ in Elixir
- Phoenix and OTP
- PostgreSQL
- Nice to have: Phoenix Channels at scale, game industry experience

## Remote
Remote in the US or Canada.`,
      requiredSkills: ['Elixir', 'Phoenix', 'OTP', 'PostgreSQL'],
      niceToHaveSkills: [],
      experienceLevel: 'mid',
      employmentType: 'full_time',
      workplaceType: 'remote',
      location: 'Remote (US or Canada)',
      salaryMin: 130000,
      salaryMax: 155000,
      salaryCurrency: 'USD',
      status: 'open',
    },
  },
  {
    key: 'pf-build-devops',
    employerKey: 'pixelforge',
    job: {
      title: 'Build and Release Engineer',
      description: `## The role
Every night we build our game for four platforms from a 2 TB Perforce depot. The Build team makes that fast and reliable.

## What you'll do
- Maintain Jenkins pipelines for PC and console builds
- Administer Perforce and keep the depot healthy
- Write Python tooling around Unreal's build tools
- Run build agents on AWS and keep costs under control

## What you bring
- 3+ years in build, release or DevOps engineering
- Jenkins and Perforce
- Python
- AWS
- Nice to have: Terraform, Unreal build tools

## Remote
Remote in the US.`,
      requiredSkills: ['Jenkins', 'Perforce', 'Python', 'AWS'],
      niceToHaveSkills: ['Terraform', 'Unreal Engine'],
      experienceLevel: 'mid',
      employmentType: 'full_time',
      workplaceType: 'remote',
      location: 'Remote (US)',
      salaryMin: 115000,
      salaryMax: 135000,
      salaryCurrency: 'USD',
      status: 'open',
    },
  },
  {
    key: 'pf-senior-web-junior',
    employerKey: 'pixelforge',
    job: {
      title: 'Senior Web Developer',
      description: `## The role
We're looking for a web developer to help maintain our game websites and community pages.

## Your tasks
- Update pages and components in our React sites
- Fix layout bugs across browsers
- Build landing pages for events and patches from finished designs
- Learn our release process with help from the web lead

## Requirements
- 0–2 years of experience with JavaScript, HTML and CSS
- Basic React
- A portfolio or GitHub profile
- Eagerness to learn

## Remote
Remote in the US. USD 58,000–68,000 a year.`,
      requiredSkills: ['JavaScript', 'React', 'HTML', 'CSS'],
      niceToHaveSkills: [],
      experienceLevel: 'entry',
      employmentType: 'full_time',
      workplaceType: 'remote',
      location: 'Remote (US)',
      salaryMin: 58000,
      salaryMax: 68000,
      salaryCurrency: 'USD',
      status: 'open',
    },
  },
  // ---- Verdant Grid ----
  {
    key: 'vg-embedded-c',
    employerKey: 'verdant-grid',
    job: {
      title: 'Embedded Software Engineer, Smart Meters',
      description: `## About Verdant Grid
We design smart electricity meters and the software behind them for 30 utilities. Four million of our meters are installed.

## What you'll do
- Write C firmware on ARM Cortex-M running Zephyr RTOS
- Implement metering protocols (DLMS/COSEM) and secure firmware updates
- Work with hardware engineers on new meter generations
- Write tests that run on real hardware in our lab

## What you bring
- 3+ years of embedded C
- Zephyr RTOS or another RTOS
- ARM Cortex-M
- Nice to have: Rust, Python, DLMS/COSEM

## Where
On-site in our Copenhagen lab in Nordhavn. Relocation support available.`,
      requiredSkills: ['C', 'Zephyr RTOS', 'ARM Cortex-M'],
      niceToHaveSkills: ['Rust', 'Python', 'DLMS/COSEM'],
      experienceLevel: 'mid',
      employmentType: 'full_time',
      workplaceType: 'onsite',
      location: 'Copenhagen, Denmark',
      salaryMin: 600000,
      salaryMax: 720000,
      salaryCurrency: 'DKK',
      status: 'open',
    },
  },
  {
    key: 'vg-embedded-rust',
    employerKey: 'verdant-grid',
    job: {
      title: 'Embedded Rust Engineer, Grid Sensors',
      description: `## The role
Our new grid sensors measure power quality on the low-voltage network. Their firmware has been written in Rust from day one.

## What you'll do
- Write no_std Rust firmware with RTIC and embedded-hal
- Implement signal processing on ARM Cortex-M4F
- Build the test and flashing tooling (probe-rs, defmt)
- Share Rust knowledge with our C firmware team

## What you bring
- 5+ years of embedded development
- Production embedded Rust
- ARM Cortex-M
- Nice to have: RTIC, DSP, C

## Where
Hybrid: three days a week in Copenhagen.`,
      requiredSkills: ['Rust', 'Embedded Rust', 'ARM Cortex-M', 'RTIC'],
      niceToHaveSkills: ['embedded-hal', 'C'],
      experienceLevel: 'senior',
      employmentType: 'full_time',
      workplaceType: 'hybrid',
      location: 'Copenhagen, Denmark',
      salaryMin: 720000,
      salaryMax: 860000,
      salaryCurrency: 'DKK',
      status: 'open',
    },
  },
  {
    key: 'vg-elixir-iot',
    employerKey: 'verdant-grid',
    job: {
      title: 'Senior Elixir Engineer, Meter Data',
      description: `## The role
Four million meters send readings every 15 minutes. Our ingestion platform, written in Elixir, turns them into clean data for utilities.

## What you'll do
- Build data pipelines in Elixir with Broadway
- Expose APIs with Phoenix
- Store time series in PostgreSQL with TimescaleDB
- Lead design work and mentor engineers who are new to Elixir

## What you bring
- 5+ years of backend development, 3+ in Elixir
- Phoenix and Broadway (or GenStage)
- PostgreSQL
- Nice to have: TimescaleDB, Kafka

## Where
Hybrid: three days a week in Copenhagen.`,
      requiredSkills: ['Elixir', 'Phoenix', 'Broadway', 'PostgreSQL'],
      niceToHaveSkills: ['TimescaleDB', 'Kafka'],
      experienceLevel: 'senior',
      employmentType: 'full_time',
      workplaceType: 'hybrid',
      location: 'Copenhagen, Denmark',
      salaryMin: 780000,
      salaryMax: 920000,
      salaryCurrency: 'DKK',
      status: 'open',
    },
  },
  {
    key: 'vg-django-senior',
    employerKey: 'verdant-grid',
    job: {
      title: 'Senior Python Engineer (Django), Utility Portal',
      description: `## The role
Utilities use our portal to manage meters, tariffs and customer data. It's a Django application, and we're looking for a senior Python engineer to lead its development.

## What you'll do
- Build features in Django and PostgreSQL
- Run background processing with Celery
- Improve performance for utilities with millions of meters
- Guide technical decisions in a team of five

## What you bring
- 5+ years of Python, mostly Django
- PostgreSQL and Celery
- Experience with large data volumes
- Nice to have: HTMX, AWS

## Remote
Remote within the Nordics, with a team day in Copenhagen every month.`,
      requiredSkills: ['Python', 'Django', 'PostgreSQL', 'Celery'],
      niceToHaveSkills: ['HTMX', 'AWS'],
      experienceLevel: 'senior',
      employmentType: 'full_time',
      workplaceType: 'remote',
      location: 'Remote (Nordics)',
      salaryMin: 700000,
      salaryMax: 850000,
      salaryCurrency: 'DKK',
      status: 'open',
    },
  },
  {
    key: 'vg-data-eng',
    employerKey: 'verdant-grid',
    job: {
      title: 'Data Engineer (Databricks)',
      description: `## The role
Our Data team builds the lakehouse that forecasting, billing and utility reporting rely on.

## What you'll do
- Build pipelines in Python and PySpark on Databricks
- Manage Delta Lake tables and their quality checks
- Write SQL models for reporting
- Work with data scientists on forecasting features

## What you bring
- 3+ years of data engineering
- Python, PySpark and SQL
- Databricks
- Nice to have: Delta Lake, Azure

## Remote
Remote within the EU, with two team weeks a year in Copenhagen. Salary in DKK.`,
      requiredSkills: ['Python', 'PySpark', 'Databricks', 'SQL'],
      niceToHaveSkills: ['Delta Lake', 'Azure'],
      experienceLevel: 'mid',
      employmentType: 'full_time',
      workplaceType: 'remote',
      location: 'Remote (EU)',
      salaryMin: 560000,
      salaryMax: 660000,
      salaryCurrency: 'DKK',
      status: 'open',
    },
  },
  {
    key: 'vg-go-grid-api',
    employerKey: 'verdant-grid',
    job: {
      title: 'Backend Engineer (Go), Grid API',
      description: `## The role
Utilities and energy traders use our Grid API to read meter data and send control signals. It's written in Go.

## What you'll do
- Build Go services for the Grid API
- Design PostgreSQL schemas for meter and grid data
- Build gRPC interfaces for internal services
- Keep the API fast and well documented

## What you bring
- 3+ years of backend development, 2+ in Go
- PostgreSQL
- gRPC
- Nice to have: TimescaleDB, Kubernetes

## Remote
Remote within the EU, with two team weeks a year in Copenhagen. Salary in DKK.`,
      requiredSkills: ['Go', 'PostgreSQL', 'gRPC'],
      niceToHaveSkills: ['TimescaleDB', 'Kubernetes'],
      experienceLevel: 'mid',
      employmentType: 'full_time',
      workplaceType: 'remote',
      location: 'Remote (EU)',
      salaryMin: 560000,
      salaryMax: 680000,
      salaryCurrency: 'DKK',
      status: 'open',
    },
  },
  // ---- Kobo Commerce ----
  {
    key: 'kc-rails-remote',
    employerKey: 'kobo-commerce',
    job: {
      title: 'Ruby on Rails Developer',
      description: `## About Kobo
Kobo Commerce gives 25,000 African merchants an online store and payments. Our core platform is a Rails application.

## What you'll do
- Build features in Ruby on Rails for stores, orders and payouts
- Write background jobs with Sidekiq
- Tune PostgreSQL queries
- Work with product managers in Lagos and Nairobi
- Review pull requests and keep our test suite (RSpec) fast

## What you bring
- 3+ years of Ruby on Rails
- PostgreSQL
- Sidekiq
- Nice to have: Hotwire, payments experience

## Remote
Remote within Africa (WAT ±3 hours). Salary in USD.`,
      requiredSkills: ['Ruby', 'Ruby on Rails', 'PostgreSQL', 'Sidekiq'],
      niceToHaveSkills: ['Hotwire'],
      experienceLevel: 'mid',
      employmentType: 'full_time',
      workplaceType: 'remote',
      location: 'Remote (Africa, WAT ±3 hours)',
      salaryMin: 40000,
      salaryMax: 55000,
      salaryCurrency: 'USD',
      status: 'open',
    },
  },
  {
    key: 'kc-rails-payouts',
    employerKey: 'kobo-commerce',
    job: {
      title: 'Rails Engineer, Merchant Payouts',
      description: `## The role
Merchants get paid through Kobo every day. The Payouts team builds the Rails services that calculate and send those payments.

## What you'll do
- Build payout features in Ruby on Rails
- Design PostgreSQL schemas for balances and settlements
- Integrate with Nigerian banks and mobile money providers
- Work closely with the finance team in our Lagos office

## What you bring
- 3+ years of Ruby on Rails
- PostgreSQL
- Care for correctness where money is involved
- Nice to have: Sidekiq, Kafka

## Where
Hybrid: three days a week at our office in Yaba, Lagos. Salary in USD, paid in naira at the monthly rate.`,
      requiredSkills: ['Ruby', 'Ruby on Rails', 'PostgreSQL'],
      niceToHaveSkills: ['Sidekiq', 'Kafka'],
      experienceLevel: 'mid',
      employmentType: 'full_time',
      workplaceType: 'hybrid',
      location: 'Lagos, Nigeria',
      salaryMin: 24000,
      salaryMax: 34000,
      salaryCurrency: 'USD',
      status: 'open',
    },
  },
  {
    key: 'kc-react-native-senior',
    employerKey: 'kobo-commerce',
    job: {
      title: 'Senior React Native Developer',
      description: `## The role
Kobo's merchant app lets sellers manage orders, chat with customers and get paid from their phones. We're looking for a senior React Native developer to lead it.

## What you'll do
- Build the app in React Native and TypeScript
- Manage state with Redux
- Make it fast on low-end Android phones and patchy networks
- Lead the mobile team of three

## What you bring
- 5+ years of mobile development, 3+ with React Native
- TypeScript and Redux
- Experience optimising for low-end devices
- Nice to have: Detox, Kotlin

## Where
Hybrid: three days a week at our office in Yaba, Lagos. Salary in USD, paid in naira at the monthly rate.`,
      requiredSkills: ['React Native', 'TypeScript', 'Redux'],
      niceToHaveSkills: ['Detox', 'Kotlin'],
      experienceLevel: 'senior',
      employmentType: 'full_time',
      workplaceType: 'hybrid',
      location: 'Lagos, Nigeria',
      salaryMin: 36000,
      salaryMax: 48000,
      salaryCurrency: 'USD',
      status: 'open',
    },
  },
  {
    key: 'kc-flutter-senior',
    employerKey: 'kobo-commerce',
    job: {
      title: 'Senior Flutter Engineer',
      description: `## The role
Kobo Pay, our consumer wallet, is built with Flutter. We're looking for a senior engineer to shape its architecture as we launch in three new countries.

## What you'll do
- Build features in Flutter and Dart
- Own state management with Bloc
- Work on security features: biometrics, device binding
- Mentor mobile engineers

## What you bring
- 5+ years of mobile development, 3+ with Flutter
- Dart and Bloc
- Experience with fintech or other security-sensitive apps
- Nice to have: Firebase

## Remote
Remote within African or European time zones. Salary in USD.`,
      requiredSkills: ['Flutter', 'Dart', 'Bloc'],
      niceToHaveSkills: ['Firebase'],
      experienceLevel: 'senior',
      employmentType: 'full_time',
      workplaceType: 'remote',
      location: 'Remote (Africa or Europe time zones)',
      salaryMin: 55000,
      salaryMax: 75000,
      salaryCurrency: 'USD',
      status: 'open',
    },
  },
  {
    key: 'kc-laravel-senior',
    employerKey: 'kobo-commerce',
    job: {
      title: 'Senior PHP Engineer (Laravel)',
      description: `## The role
Kobo's logistics product, acquired last year, runs on Laravel. We're looking for a senior PHP engineer on a 12-month contract to stabilise it while we plan what comes next.

## What you'll do
- Maintain and improve the Laravel application
- Tune MySQL queries and Redis caching
- Fix the most painful bugs first
- Document the system for the team that will take it over

## What you bring
- 5+ years of PHP, 3+ with Laravel
- MySQL and Redis
- Experience with inherited codebases
- Nice to have: Vue.js

## Contract
12-month contract, remote from anywhere. Salary in USD.`,
      requiredSkills: ['PHP', 'Laravel', 'MySQL', 'Redis'],
      niceToHaveSkills: ['Vue.js'],
      experienceLevel: 'senior',
      employmentType: 'contract',
      workplaceType: 'remote',
      location: 'Remote (worldwide)',
      salaryMin: 50000,
      salaryMax: 65000,
      salaryCurrency: 'USD',
      status: 'open',
    },
  },
  {
    key: 'kc-wordpress-woo',
    employerKey: 'kobo-commerce',
    job: {
      title: 'WordPress and WooCommerce Developer (part-time)',
      description: `## The role
Some of our merchants prefer WooCommerce to our own storefront. We offer them a Kobo payment plugin, and we need a part-time developer to look after it.

## What you'll do
- Maintain and extend our WooCommerce payment plugin
- Keep it compatible with new WordPress and WooCommerce releases
- Help merchants' developers through our support channel
- Write documentation

## What you bring
- 3+ years of WordPress plugin development
- WooCommerce
- PHP
- Nice to have: payment gateway integrations

## Remote
Part-time (20 hours a week), remote from anywhere. Salary in USD.`,
      requiredSkills: ['WordPress', 'WooCommerce', 'PHP'],
      niceToHaveSkills: ['Payment gateway integrations'],
      experienceLevel: 'mid',
      employmentType: 'part_time',
      workplaceType: 'remote',
      location: 'Remote (worldwide)',
      salaryMin: 24000,
      salaryMax: 30000,
      salaryCurrency: 'USD',
      status: 'open',
    },
  },
  {
    key: 'kc-node-senior',
    employerKey: 'kobo-commerce',
    job: {
      title: 'Senior Backend Engineer (Node.js)',
      description: `## The role
Kobo's checkout and order services are written in Node.js and TypeScript. We're looking for a senior backend engineer to make them faster and more reliable.

## What you'll do
- Build Node.js services in TypeScript
- Design PostgreSQL schemas
- Build asynchronous workflows with RabbitMQ
- Lead incident reviews and mentor engineers

## What you bring
- 5+ years of backend development, 3+ with Node.js
- TypeScript and PostgreSQL
- A message broker (RabbitMQ, Kafka or similar)
- Nice to have: payments experience

## Remote
Remote from anywhere with at least four hours of overlap with Lagos (WAT). Salary in USD.`,
      requiredSkills: ['Node.js', 'TypeScript', 'PostgreSQL', 'RabbitMQ'],
      niceToHaveSkills: ['Kafka'],
      experienceLevel: 'senior',
      employmentType: 'full_time',
      workplaceType: 'remote',
      location: 'Remote (worldwide, 4 hours overlap with WAT)',
      salaryMin: 70000,
      salaryMax: 90000,
      salaryCurrency: 'USD',
      status: 'open',
    },
  },
  {
    key: 'kc-vue-storefront',
    employerKey: 'kobo-commerce',
    job: {
      title: 'Frontend Engineer (Vue, Nuxt), Storefront',
      description: `## The role
Every Kobo store runs on our storefront, built with Nuxt. We're looking for a frontend engineer to make it faster and more beautiful.

## What you'll do
- Build storefront themes and components in Vue and Nuxt
- Write TypeScript across the frontend
- Improve performance on slow networks and cheap phones
- Work with designers on the theme editor

## What you bring
- 3+ years of frontend development
- Vue.js, Nuxt and TypeScript
- Performance optimisation experience
- Nice to have: Tailwind CSS

## Remote
Remote from anywhere. Salary in USD.`,
      requiredSkills: ['Vue.js', 'Nuxt', 'TypeScript'],
      niceToHaveSkills: ['Tailwind CSS'],
      experienceLevel: 'mid',
      employmentType: 'full_time',
      workplaceType: 'remote',
      location: 'Remote (worldwide)',
      salaryMin: 45000,
      salaryMax: 60000,
      salaryCurrency: 'USD',
      status: 'open',
    },
  },
  {
    key: 'kc-go-payments',
    employerKey: 'kobo-commerce',
    job: {
      title: 'Backend Engineer (Go), Payments',
      description: `## The role
Kobo is moving its payment processing out of the Rails monolith into Go services. We're looking for a Go engineer to help build them.

## What you'll do
- Build Go services for payment processing
- Design PostgreSQL schemas for transactions and refunds
- Build REST APIs for our apps and partners
- Work with the Rails team to move traffic over safely

## What you bring
- 3+ years of backend development, 2+ in Go
- PostgreSQL
- REST API design
- Nice to have: Kafka, payments experience

## Remote
Remote from anywhere with at least four hours of overlap with Lagos (WAT). Salary in USD.`,
      requiredSkills: ['Go', 'PostgreSQL', 'REST APIs'],
      niceToHaveSkills: ['Kafka'],
      experienceLevel: 'mid',
      employmentType: 'full_time',
      workplaceType: 'remote',
      location: 'Remote (worldwide, 4 hours overlap with WAT)',
      salaryMin: 60000,
      salaryMax: 80000,
      salaryCurrency: 'USD',
      status: 'open',
    },
  },
  // ---- Kumo Systems ----
  {
    key: 'ks-go-senior',
    employerKey: 'kumo-systems',
    job: {
      title: 'Senior Go Engineer, Reservations',
      description: `## About Kumo
Kumo Systems runs booking and payments for 9,000 restaurants and salons in Japan. Our engineering team works in English.

## What you'll do
- Build Go services for reservations and availability
- Run them on Kubernetes on Google Cloud
- Design gRPC APIs between services
- Lead technical design in a team of six

## What you bring
- 5+ years of backend development, 3+ in Go
- Kubernetes and GCP
- gRPC
- Nice to have: Japanese, Spanner

## Where
Hybrid: two days a week at our Shibuya office. Visa sponsorship available.`,
      requiredSkills: ['Go', 'Kubernetes', 'GCP', 'gRPC'],
      niceToHaveSkills: ['Spanner'],
      experienceLevel: 'senior',
      employmentType: 'full_time',
      workplaceType: 'hybrid',
      location: 'Tokyo, Japan',
      salaryMin: 8000000,
      salaryMax: 10000000,
      salaryCurrency: 'JPY',
      status: 'open',
    },
  },
  {
    key: 'ks-vue-frontend',
    employerKey: 'kumo-systems',
    job: {
      title: 'Frontend Engineer (Vue 3)',
      description: `## The role
Restaurant owners manage bookings, tables and staff in our web app, built with Vue 3. We're looking for a frontend engineer to join the team.

## What you'll do
- Build features in Vue 3 and TypeScript
- Manage state with Pinia
- Write tests with Vitest
- Work with designers on a new design system

## What you bring
- 3+ years of frontend development
- Vue 3, TypeScript and Pinia
- Care for usability: many of our users run a restaurant from a tablet
- Nice to have: Nuxt, Vitest

## Where
Hybrid: two days a week at our Shibuya office in Tokyo.`,
      requiredSkills: ['Vue.js', 'TypeScript', 'Pinia'],
      niceToHaveSkills: ['Nuxt', 'Vitest'],
      experienceLevel: 'mid',
      employmentType: 'full_time',
      workplaceType: 'hybrid',
      location: 'Tokyo, Japan',
      salaryMin: 6500000,
      salaryMax: 9000000,
      salaryCurrency: 'JPY',
      status: 'open',
    },
  },
  {
    key: 'ks-frontend-lead',
    employerKey: 'kumo-systems',
    job: {
      title: 'Lead Frontend Engineer (Nuxt)',
      description: `## The role
Our diner booking site, built with Nuxt, gets 5 million visits a month. We're looking for a lead frontend engineer to set its direction.

## What you'll do
- Lead a team of four frontend engineers
- Own the architecture and performance of the Nuxt application
- Set standards for testing, accessibility and code review
- Work with product on the roadmap

## What you bring
- 6+ years of frontend development, 3+ with Vue and Nuxt
- Experience leading engineers
- Deep knowledge of web performance
- Nice to have: Japanese

## Where
Hybrid: two days a week at our Shibuya office in Tokyo.`,
      requiredSkills: ['Vue.js', 'Nuxt', 'TypeScript', 'Web performance'],
      niceToHaveSkills: ['Pinia'],
      experienceLevel: 'senior',
      employmentType: 'full_time',
      workplaceType: 'hybrid',
      location: 'Tokyo, Japan',
      salaryMin: 8000000,
      salaryMax: 10000000,
      salaryCurrency: 'JPY',
      status: 'open',
    },
  },
  {
    key: 'ks-sre-gcp',
    employerKey: 'kumo-systems',
    job: {
      title: 'Site Reliability Engineer (GCP)',
      description: `## The role
Our SRE team keeps Kumo running through the Friday-night dinner rush. We're looking for a senior SRE to join them.

## What you'll do
- Run GKE clusters on Google Cloud
- Manage infrastructure with Terraform
- Build monitoring with Prometheus and Grafana
- Lead incident response and the blameless reviews that follow
- Help product teams set service level objectives they can keep

## What you bring
- 5+ years in SRE or DevOps
- GCP and Kubernetes
- Terraform
- Prometheus
- Nice to have: Go, Japanese

## Where
Hybrid: two days a week at our Shibuya office in Tokyo.`,
      requiredSkills: ['GCP', 'Kubernetes', 'Terraform', 'Prometheus'],
      niceToHaveSkills: ['Go'],
      experienceLevel: 'senior',
      employmentType: 'full_time',
      workplaceType: 'hybrid',
      location: 'Tokyo, Japan',
      salaryMin: 8500000,
      salaryMax: 10000000,
      salaryCurrency: 'JPY',
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
    key: 'hd-java-senior-rotterdam',
    profile: {
      fullName: 'Daan Visser',
      jobTitle: 'Senior Java Developer',
      bio: "Backend developer in Rotterdam with nine years of Java, the last three also in Kotlin. I've built logistics and energy trading systems on Spring Boot, PostgreSQL and Kafka. Backend all the way: I have not used React or Angular beyond reading a colleague's pull request. Remote or hybrid; I'm staying in the Netherlands.",
      skills: ['Java', 'Kotlin', 'Spring Boot', 'PostgreSQL', 'Kafka', 'Oracle', 'Maven', 'Docker'],
      experience: '9 years of JVM backend development: Java throughout, Kotlin for the last 3 years.',
      education: 'MSc Computer Science, Delft University of Technology (2015)',
      availability: 'open_to_offers',
      experienceLevel: 'senior',
      salaryMin: 80000,
      salaryMax: 95000,
      isVisibleToEmployers: true,
      openToRemote: true,
    },
    user: { location: 'Rotterdam, Netherlands' },
    yearsOfExperience: 9,
    salaryCurrency: 'EUR',
    openToRelocation: false,
    resumeMarkdown: `# Daan Visser
Senior Java Developer · Rotterdam, Netherlands

## Summary
Nine years on the JVM: Java throughout, Kotlin for the last three. Logistics and energy trading systems on Spring Boot, PostgreSQL and Kafka.

## Experience
### Senior Backend Developer, Havenlink, Rotterdam (2020 – present)
- Spring Boot services in Kotlin and Java for barge and rail slot booking
- Kafka event backbone for 20 services, with a schema registry and contract tests
- Migrated the booking database from Oracle to PostgreSQL

### Java Developer, Stroomhandel BV, Amsterdam (2015 – 2020)
- Java back end for energy trading contracts; Oracle, JMS, later Spring Boot
- XML message exchange with grid operators

## Skills
Java, Kotlin, Spring Boot, PostgreSQL, Oracle, Kafka, XML, Maven, Docker, JUnit

## Education
MSc Computer Science, Delft University of Technology (2015)
`,
  },
  {
    key: 'hd-node-senior-bengaluru',
    profile: {
      fullName: 'Ananya Krishnan',
      jobTitle: 'Senior Backend Engineer (Node.js)',
      bio: "Backend engineer in Bengaluru with seven years of JavaScript and TypeScript on the server. I build high-throughput Node.js services on PostgreSQL, Redis and Kafka. I'll write React when a feature needs it, but the backend is where I'm strongest. Hybrid in Bengaluru, or remote.",
      skills: ['Node.js', 'TypeScript', 'JavaScript', 'PostgreSQL', 'Redis', 'Kafka', 'AWS', 'Express'],
      experience: '7 years of backend development in Node.js; TypeScript for the last 5.',
      education: 'B.E. Computer Science, RV College of Engineering, Bengaluru (2017)',
      availability: 'actively_looking',
      experienceLevel: 'senior',
      salaryMin: 4000000,
      salaryMax: 5500000,
      isVisibleToEmployers: true,
      openToRemote: true,
    },
    user: { location: 'Bengaluru, India' },
    yearsOfExperience: 7,
    salaryCurrency: 'INR',
    openToRelocation: false,
    resumeMarkdown: `# Ananya Krishnan
Senior Backend Engineer · Bengaluru, India

## Summary
Seven years of server-side JavaScript and TypeScript: high-throughput Node.js services, PostgreSQL and Redis, event streaming with Kafka.

## Experience
### Senior Backend Engineer, Chaiwala Logistics, Bengaluru (2021 – present)
- Node.js and TypeScript services for order dispatch, 8,000 requests a second at peak
- Redis caching and rate limiting; p95 latency from 450 ms to 90 ms
- Kafka pipelines for rider location events

### Backend Engineer, PaySetu, Bengaluru (2017 – 2021)
- Express APIs for UPI payments; PostgreSQL schema design
- Wrote the team's first integration test suite

## Skills
Node.js, TypeScript, JavaScript, Express, NestJS, PostgreSQL, Redis, Kafka, AWS, Docker, React (some)

## Education
B.E. Computer Science, RV College of Engineering, Bengaluru (2017)
`,
  },
  {
    key: 'hd-vue-mid-tokyo',
    profile: {
      fullName: 'Yuki Tanaka',
      jobTitle: 'Frontend Engineer (Vue.js)',
      bio: 'Frontend engineer in Tokyo with four years of Vue, from Vue 2 and Vuex to Vue 3, Pinia and Nuxt. I have not used React in production, only in a weekend tutorial. I work in Japanese and English. Hybrid in Tokyo or remote; I plan to stay in Japan.',
      skills: ['Vue.js', 'Nuxt', 'TypeScript', 'Pinia', 'JavaScript', 'Vitest', 'Tailwind CSS'],
      experience: '4 years of frontend development with Vue.js and TypeScript.',
      education: 'B.A. Information Design, Keio University (2020)',
      availability: 'actively_looking',
      experienceLevel: 'mid',
      salaryMin: 7000000,
      salaryMax: 9000000,
      isVisibleToEmployers: true,
      openToRemote: true,
    },
    user: { location: 'Tokyo, Japan' },
    yearsOfExperience: 4,
    salaryCurrency: 'JPY',
    openToRelocation: false,
    resumeMarkdown: `# Yuki Tanaka
Frontend Engineer · Tokyo, Japan

## Summary
Four years of Vue: Vue 2 to Vue 3, Vuex to Pinia, plain single-page apps to Nuxt. Bilingual in Japanese and English.

## Experience
### Frontend Engineer, Tabimori Travel, Tokyo (2022 – present)
- Moved the booking site from Vue 2 to Vue 3 and Nuxt 3; Lighthouse performance score from 45 to 92
- Built the design system in Vue with Tailwind CSS and Storybook
- Introduced Vitest and component tests

### Frontend Developer, Shinsei Web, Tokyo (2020 – 2022)
- Vue 2 admin panels for e-commerce clients

## Skills
Vue.js, Nuxt, TypeScript, Pinia, Vuex, Vitest, Tailwind CSS, Storybook, JavaScript

## Languages
Japanese (native), English (business)

## Education
B.A. Information Design, Keio University (2020)
`,
  },
  {
    key: 'hd-django-senior-copenhagen',
    profile: {
      fullName: 'Freja Holm',
      jobTitle: 'Senior Python Engineer',
      bio: 'Senior Python engineer in Copenhagen, eight years in, mostly Django, with FastAPI for newer services. I care about data models and getting the boring parts right. No Kubernetes experience yet. Remote within Europe, or hybrid in Copenhagen.',
      skills: ['Python', 'Django', 'FastAPI', 'PostgreSQL', 'Celery', 'Redis', 'pandas', 'AWS', 'Docker'],
      experience: '8 years of backend Python: Django since 2016, FastAPI since 2021.',
      education: 'MSc Software Development, IT University of Copenhagen (2016)',
      availability: 'open_to_offers',
      experienceLevel: 'senior',
      salaryMin: 700000,
      salaryMax: 850000,
      isVisibleToEmployers: true,
      openToRemote: true,
    },
    user: { location: 'Copenhagen, Denmark' },
    yearsOfExperience: 8,
    salaryCurrency: 'DKK',
    openToRelocation: false,
    resumeMarkdown: `# Freja Holm
Senior Python Engineer · Copenhagen, Denmark

## Summary
Eight years of backend Python: Django for products, FastAPI for services, PostgreSQL for everything.

## Experience
### Senior Python Engineer, Cykelby, Copenhagen (2020 – present)
- Django platform for 200,000 bike-share members; Celery for billing runs
- FastAPI pricing and availability services; pandas for demand analysis
- Led four backend engineers through a PostgreSQL 11 to 16 upgrade

### Python Developer, Nordisk Forsikring, Copenhagen (2016 – 2020)
- Django quoting and policy administration for an insurer

## Skills
Python, Django, FastAPI, PostgreSQL, Celery, Redis, pandas, AWS, Docker, pytest

## Education
MSc Software Development, IT University of Copenhagen (2016)
`,
  },
  {
    key: 'hd-nlp-senior-bengaluru',
    profile: {
      fullName: 'Karthik Subramanian',
      jobTitle: 'Senior ML Engineer (NLP)',
      bio: "Machine learning engineer in Bengaluru, seven years in NLP: search ranking, classification and, for the last two years, LLM applications with retrieval. I like evaluation as much as modelling. Hybrid in Bengaluru; I'd relocate for an exceptional team.",
      skills: ['Python', 'PyTorch', 'NLP', 'LLMs', 'RAG', 'Hugging Face Transformers', 'Elasticsearch', 'FastAPI'],
      experience: '7 years of applied machine learning in NLP and search; LLM applications since 2023.',
      education: 'M.Tech Computer Science, IIT Madras (2017)',
      availability: 'open_to_offers',
      experienceLevel: 'senior',
      salaryMin: 4500000,
      salaryMax: 6500000,
      isVisibleToEmployers: true,
      openToRemote: true,
    },
    user: { location: 'Bengaluru, India' },
    yearsOfExperience: 7,
    salaryCurrency: 'INR',
    openToRelocation: true,
    resumeMarkdown: `# Karthik Subramanian
Senior ML Engineer (NLP) · Bengaluru, India

## Summary
Seven years of applied NLP: search ranking, text classification, and LLM applications with retrieval since 2023.

## Experience
### Senior ML Engineer, Kitabghar, Bengaluru (2021 – present)
- Built the RAG assistant for 2 million readers: retrieval, reranking, answer evaluation
- Fine-tuned open models with PyTorch and LoRA for Indian-language queries
- Semantic search with Hugging Face Transformers embeddings and Elasticsearch; click-through up 18%

### ML Engineer, Quickhire Jobs, Chennai (2017 – 2021)
- Job-matching and classification models; learning to rank for search

## Skills
Python, PyTorch, NLP, LLMs, RAG, Hugging Face Transformers, Elasticsearch, FastAPI, learning to rank

## Education
M.Tech Computer Science, IIT Madras (2017)
`,
  },
  {
    key: 'hd-dotnet-senior-singapore',
    profile: {
      fullName: 'Tan Wei Ming',
      jobTitle: 'Senior .NET Engineer',
      bio: "Senior .NET engineer in Singapore with ten years in banking and payments: C# and ASP.NET Core microservices, SQL Server, Azure. I've led a small team and would like to lead again. I prefer hybrid work in Singapore and I'm not relocating.",
      skills: ['C#', '.NET', 'ASP.NET Core', 'SQL Server', 'Azure', 'Microservices', 'Kafka', 'Entity Framework'],
      experience: '10 years of C# and .NET in banking and payments; team lead for the last 2 years.',
      education: 'BEng Computer Engineering, National University of Singapore (2014)',
      availability: 'open_to_offers',
      experienceLevel: 'senior',
      salaryMin: 140000,
      salaryMax: 180000,
      isVisibleToEmployers: true,
      openToRemote: false,
    },
    user: { location: 'Singapore' },
    yearsOfExperience: 10,
    salaryCurrency: 'SGD',
    openToRelocation: false,
    resumeMarkdown: `# Tan Wei Ming
Senior .NET Engineer · Singapore

## Summary
Ten years of C# and .NET in banking and payments: microservices on ASP.NET Core, SQL Server and Azure; team lead for two years.

## Experience
### Senior .NET Engineer and team lead, Straits Remit, Singapore (2020 – present)
- Led a team of five building cross-border transfer services in ASP.NET Core
- Card top-up service on Azure Functions with Cosmos DB
- Kafka settlement events; SQL Server tuning

### .NET Developer, Lion City Bank, Singapore (2014 – 2020)
- Internet banking back end in C#; SQL Server stored procedures

## Skills
C#, .NET 8, ASP.NET Core, Microservices, SQL Server, Entity Framework, Azure (Functions, Cosmos DB, Service Bus), Kafka

## Education
BEng Computer Engineering, National University of Singapore (2014)
`,
  },
  {
    key: 'hd-mobile-senior-lagos',
    profile: {
      fullName: 'Chidinma Okeke',
      jobTitle: 'Senior Mobile Developer (React Native, Flutter)',
      bio: "Mobile developer in Lagos, six years in. I've shipped fintech and commerce apps in React Native and Flutter, built for cheap Android phones and bad networks. I'm currently learning Swift, because native iOS is where I want to grow. Remote, or hybrid in Lagos.",
      skills: ['React Native', 'Flutter', 'TypeScript', 'Dart', 'Redux', 'Bloc', 'Firebase'],
      experience: '6 years of mobile development: React Native since 2018, Flutter since 2021.',
      education: 'B.Sc. Computer Science, University of Lagos (2018)',
      availability: 'actively_looking',
      experienceLevel: 'senior',
      salaryMin: 30000,
      salaryMax: 45000,
      isVisibleToEmployers: true,
      openToRemote: true,
    },
    user: { location: 'Lagos, Nigeria' },
    yearsOfExperience: 6,
    salaryCurrency: 'USD',
    openToRelocation: false,
    resumeMarkdown: `# Chidinma Okeke
Senior Mobile Developer · Lagos, Nigeria

## Summary
Six years of cross-platform mobile: React Native and Flutter apps for fintech and commerce, built for low-end Android phones and patchy networks.

## Experience
### Senior Mobile Developer, Naira Box, Lagos (2021 – present)
- Lead developer of a Flutter savings wallet (Bloc, Firebase) with 1.2 million installs
- Biometric login, device binding and an offline transaction queue

### Mobile Developer, Market Run, Lagos (2018 – 2021)
- React Native and TypeScript app for informal retailers; Redux, offline sync
- Cut app size by 40% and cold start on low-end phones from 6 s to 2.5 s

## Skills
React Native, Flutter, TypeScript, Dart, Redux, Bloc, Firebase, Detox

## Learning
Swift and SwiftUI (100 Days of SwiftUI)

## Education
B.Sc. Computer Science, University of Lagos (2018)
`,
  },
  {
    key: 'hd-embedded-mid-aarhus',
    profile: {
      fullName: 'Lars Mikkelsen',
      jobTitle: 'Embedded Engineer',
      bio: "Embedded engineer in Aarhus. Five years of firmware for battery-powered devices. Learning Rust at the moment. I'd move for the right hardware team.",
      skills: ['C', 'Embedded'],
      experience: '5 years of embedded firmware development.',
      education: 'MSc Electronics Engineering, Aarhus University (2019)',
      availability: 'actively_looking',
      experienceLevel: 'mid',
      salaryMin: 540000,
      salaryMax: 650000,
      isVisibleToEmployers: true,
      openToRemote: false,
    },
    user: { location: 'Aarhus, Denmark' },
    yearsOfExperience: 5,
    salaryCurrency: 'DKK',
    openToRelocation: true,
    resumeMarkdown: `# Lars Mikkelsen
Embedded Engineer · Aarhus, Denmark

## Summary
Five years of firmware in C for battery-powered devices, from hearing aids to asset trackers: low-power design, wireless, RTOS.

## Experience
### Firmware Engineer, Trackwise ApS, Aarhus (2021 – present)
- Firmware for LTE-M and GNSS asset trackers on Nordic nRF9160 (ARM Cortex-M33) with Zephyr RTOS
- Battery life from 9 months to 3 years through power profiling and duty cycling
- Over-the-air update pipeline for 60,000 devices

### Embedded Developer, Lydklar Hearing, Aarhus (2019 – 2021)
- C firmware on ARM Cortex-M4 with FreeRTOS; Bluetooth Low Energy
- Python scripts for production-line testing

## Skills
C, ARM Cortex-M, Zephyr RTOS, FreeRTOS, Bluetooth Low Energy, LTE-M, low-power design, Python, Git

## Learning
Rust (embedded-hal and RTIC on an nRF52 board)

## Education
MSc Electronics Engineering, Aarhus University (2019)
`,
  },
  {
    key: 'hd-go-mid-amsterdam',
    profile: {
      fullName: 'Emre Yilmaz',
      jobTitle: 'Backend Engineer (Go)',
      bio: "Backend engineer in Amsterdam, five years in, four of them in Go: APIs, gRPC services and the PostgreSQL behind them. I want to learn Rust next. Remote preferred; I'm staying in Amsterdam.",
      skills: ['Go', 'PostgreSQL', 'gRPC', 'Docker', 'Kubernetes', 'Redis', 'Git'],
      experience: '5 years of backend development: Go for the last 4 years, Python before that.',
      education: 'BSc Computer Science, University of Amsterdam (2019)',
      availability: 'actively_looking',
      experienceLevel: 'mid',
      salaryMin: 68000,
      salaryMax: 80000,
      isVisibleToEmployers: true,
      openToRemote: true,
    },
    user: { location: 'Amsterdam, Netherlands' },
    yearsOfExperience: 5,
    salaryCurrency: 'EUR',
    openToRelocation: false,
    resumeMarkdown: `# Emre Yilmaz
Backend Engineer · Amsterdam, Netherlands

## Summary
Five years of backend development, four in Go: gRPC services, REST APIs, PostgreSQL and Kubernetes deployments.

## Experience
### Backend Engineer, Fietsdeel, Amsterdam (2021 – present)
- Go services for bike-share fleet management, with gRPC between 15 services
- PostgreSQL schema design and query tuning; PostGIS for station geometry
- Helm charts and Kubernetes deployments for the team's services

### Junior Developer, Grachtwerk, Amsterdam (2019 – 2021)
- Python (Flask) APIs for a ticketing platform

## Skills
Go, gRPC, PostgreSQL, PostGIS, Redis, Docker, Kubernetes, REST APIs, Python, Git

## Education
BSc Computer Science, University of Amsterdam (2019)
`,
  },
  {
    key: 'hd-security-senior-singapore',
    profile: {
      fullName: 'Priya Nair',
      jobTitle: 'Senior Security Engineer',
      bio: 'Security engineer in Singapore with eight years split between penetration testing and application security (OSCP, OSWE). I like breaking things and then helping the team fix them properly. Hybrid or on-site in Singapore.',
      skills: [
        'Penetration testing',
        'Application security',
        'Burp Suite',
        'OWASP',
        'Threat modeling',
        'Secure code review',
        'Python',
        'Active Directory',
      ],
      experience: '8 years in security: 5 in penetration testing and red teaming, 3 in application security.',
      education: 'BSc Information Systems (Cybersecurity), Singapore Management University (2016)',
      availability: 'open_to_offers',
      experienceLevel: 'senior',
      salaryMin: 150000,
      salaryMax: 190000,
      isVisibleToEmployers: true,
      openToRemote: true,
    },
    user: { location: 'Singapore' },
    yearsOfExperience: 8,
    salaryCurrency: 'SGD',
    openToRelocation: false,
    resumeMarkdown: `# Priya Nair
Senior Security Engineer · Singapore

## Summary
Eight years in offensive and application security (OSCP, OSWE): pentests, red team exercises, threat models and secure code review.

## Experience
### Senior Application Security Engineer, Kopi Pay, Singapore (2021 – present)
- Threat modelling for every new product; secure code review of Java and Python services
- Rolled out Semgrep with 60 custom rules; 70% fewer injection findings in pentests
- Security champions programme for 120 engineers

### Penetration Tester, RedHarbour Security, Singapore (2016 – 2021)
- Web, mobile and internal network pentests for banks and insurers
- Active Directory attack paths in red team engagements; Python tooling for reporting

## Skills
Penetration testing, Burp Suite, Active Directory, Application security, Threat modeling, OWASP, Secure code review, Semgrep, Python

## Certifications
OSCP, OSWE

## Education
BSc Information Systems (Cybersecurity), Singapore Management University (2016)
`,
  },
  {
    key: 'hd-rails-mid-lagos',
    profile: {
      fullName: 'Tunde Adebayo',
      jobTitle: 'Ruby on Rails Developer',
      bio: "Backend developer in Lagos. Two years of PHP and Laravel, then two on Ruby on Rails, and I'm moving away from PHP: Rails is where I want to stay. Remote, or hybrid in Lagos.",
      skills: ['Ruby', 'Ruby on Rails', 'PostgreSQL', 'Sidekiq', 'Redis', 'PHP', 'Laravel', 'Git'],
      experience: '4 years of backend development: 2 years of PHP and Laravel, then 2 years of Ruby on Rails.',
      education: 'B.Sc. Computer Engineering, Obafemi Awolowo University (2020)',
      availability: 'actively_looking',
      experienceLevel: 'mid',
      salaryMin: 20000,
      salaryMax: 32000,
      isVisibleToEmployers: true,
      openToRemote: true,
    },
    user: { location: 'Lagos, Nigeria' },
    yearsOfExperience: 4,
    salaryCurrency: 'USD',
    openToRelocation: false,
    resumeMarkdown: `# Tunde Adebayo
Ruby on Rails Developer · Lagos, Nigeria

## Summary
Backend developer with 4 years of experience: Ruby on Rails for the last two, PHP and Laravel before that.

## Experience
### Rails Developer, Jollof Eats, Lagos (2022 – present)
- Rails APIs for a food delivery marketplace, with PostgreSQL, Sidekiq and Redis
- Built the restaurant payout reconciliation jobs
- Cut the slowest endpoint from 3 s to 200 ms with indexes and caching

### PHP Developer, Ikeja Web Studio, Lagos (2020 – 2022)
- Laravel applications for schools and clinics on MySQL

## Skills
Ruby, Ruby on Rails, PostgreSQL, Sidekiq, Redis, RSpec, Hotwire, PHP, Laravel, MySQL, Git

## Education
B.Sc. Computer Engineering, Obafemi Awolowo University (2020)
`,
  },
  {
    key: 'hd-grad-python-bengaluru',
    profile: {
      fullName: 'Divya Menon',
      jobTitle: 'Graduate Software Engineer',
      bio: "Computer science graduate (2025) from Bengaluru. I did a six-month internship building Django admin tools and Selenium tests, and I'm looking for my first full-time role in backend development or test automation. Hybrid or on-site in Bengaluru.",
      skills: ['Python', 'Django', 'SQL', 'Selenium', 'Git', 'HTML'],
      experience: 'A 6-month internship in backend development and test automation (2025), plus university projects.',
      education: 'B.Tech Computer Science, PES University, Bengaluru (2025)',
      availability: 'actively_looking',
      experienceLevel: 'entry',
      salaryMin: 700000,
      salaryMax: 1200000,
      isVisibleToEmployers: true,
      openToRemote: true,
    },
    user: { location: 'Bengaluru, India' },
    yearsOfExperience: 0,
    salaryCurrency: 'INR',
    openToRelocation: false,
    resumeMarkdown: `# Divya Menon
Graduate Software Engineer · Bengaluru, India

## Summary
Computer science graduate (2025) with a six-month internship in backend development and test automation. Python first; Django, SQL and Selenium from real work.

## Experience
### Software Engineering Intern, Dhanvantri Health, Bengaluru (January – June 2025)
- Built Django admin screens for the clinic onboarding team
- Automated 40 regression checks for the booking flow with Selenium and pytest
- Wrote SQL reports for the operations team

## Projects
- Library management system (final-year project): Django, PostgreSQL, Bootstrap
- Price tracker: a Python scraper with scheduled jobs and email alerts

## Skills
Python, Django, SQL, PostgreSQL, Selenium, pytest, Git, HTML, CSS

## Education
B.Tech Computer Science, PES University, Bengaluru (2025)
`,
  },
]);

export type TDeveloperKey = (typeof DEVELOPERS)[number]['key'];

// ---- Labels: every job for every developer ----
export const LABELS: Record<TDeveloperKey, Record<TJobKey, TJobRelevanceLabel>> = {
  'hd-java-senior-rotterdam': {
    'tw-kotlin-spring-senior': 3,
    'tw-java-customs-remote': 3,
    'tw-java-terminal-hybrid': 2,
    'tw-angular-senior': 0,
    'tw-qa-automation': 0,
    'tw-fastapi-pricing': 0,
    'tw-telematics-embedded': 0,
    'tw-go-routing': 0,
    'sf-node-ts-senior': 0,
    'sf-fullstack-react-node': 0,
    'sf-llm-senior': 0,
    'sf-android-kotlin': 0,
    'sf-qa-intern': 0,
    'sf-django-mid': 0,
    'sf-nlp-search': 0,
    'sf-graduate-python': 0,
    'sf-qa-junior': 0,
    'mb-dotnet-lead': 0,
    'mb-dotnet-azure': 0,
    'mb-offensive-security': 0,
    'mb-rust-ledger': 0,
    'mb-generic-swe': 0,
    'mb-java-spring': 0,
    'mb-ios': 0,
    'mb-appsec-senior': 0,
    'pf-unreal-senior': 0,
    'pf-unity-junior': 0,
    'pf-elixir-multiplayer': 0,
    'pf-build-devops': 0,
    'pf-senior-web-junior': 0,
    'vg-embedded-c': 0,
    'vg-embedded-rust': 0,
    'vg-elixir-iot': 0,
    'vg-django-senior': 0,
    'vg-data-eng': 0,
    'vg-go-grid-api': 0,
    'kc-rails-remote': 0,
    'kc-rails-payouts': 0,
    'kc-react-native-senior': 0,
    'kc-flutter-senior': 0,
    'kc-laravel-senior': 0,
    'kc-wordpress-woo': 0,
    'kc-node-senior': 0,
    'kc-vue-storefront': 0,
    'kc-go-payments': 0,
    'ks-go-senior': 0,
    'ks-vue-frontend': 0,
    'ks-frontend-lead': 0,
    'ks-sre-gcp': 0,
  },
  'hd-node-senior-bengaluru': {
    'tw-kotlin-spring-senior': 0,
    'tw-java-customs-remote': 0,
    'tw-java-terminal-hybrid': 0,
    'tw-angular-senior': 0,
    'tw-qa-automation': 0,
    'tw-fastapi-pricing': 0,
    'tw-telematics-embedded': 0,
    'tw-go-routing': 0,
    'sf-node-ts-senior': 3,
    'sf-fullstack-react-node': 1,
    'sf-llm-senior': 0,
    'sf-android-kotlin': 0,
    'sf-qa-intern': 0,
    'sf-django-mid': 0,
    'sf-nlp-search': 0,
    'sf-graduate-python': 0,
    'sf-qa-junior': 0,
    'mb-dotnet-lead': 0,
    'mb-dotnet-azure': 0,
    'mb-offensive-security': 0,
    'mb-rust-ledger': 0,
    'mb-generic-swe': 0,
    'mb-java-spring': 0,
    'mb-ios': 0,
    'mb-appsec-senior': 0,
    'pf-unreal-senior': 0,
    'pf-unity-junior': 0,
    'pf-elixir-multiplayer': 0,
    'pf-build-devops': 0,
    'pf-senior-web-junior': 0,
    'vg-embedded-c': 0,
    'vg-embedded-rust': 0,
    'vg-elixir-iot': 0,
    'vg-django-senior': 0,
    'vg-data-eng': 0,
    'vg-go-grid-api': 0,
    'kc-rails-remote': 0,
    'kc-rails-payouts': 0,
    'kc-react-native-senior': 0,
    'kc-flutter-senior': 0,
    'kc-laravel-senior': 0,
    'kc-wordpress-woo': 0,
    'kc-node-senior': 3,
    'kc-vue-storefront': 0,
    'kc-go-payments': 0,
    'ks-go-senior': 0,
    'ks-vue-frontend': 0,
    'ks-frontend-lead': 0,
    'ks-sre-gcp': 0,
  },
  'hd-vue-mid-tokyo': {
    'tw-kotlin-spring-senior': 0,
    'tw-java-customs-remote': 0,
    'tw-java-terminal-hybrid': 0,
    'tw-angular-senior': 0,
    'tw-qa-automation': 0,
    'tw-fastapi-pricing': 0,
    'tw-telematics-embedded': 0,
    'tw-go-routing': 0,
    'sf-node-ts-senior': 0,
    'sf-fullstack-react-node': 0,
    'sf-llm-senior': 0,
    'sf-android-kotlin': 0,
    'sf-qa-intern': 0,
    'sf-django-mid': 0,
    'sf-nlp-search': 0,
    'sf-graduate-python': 0,
    'sf-qa-junior': 0,
    'mb-dotnet-lead': 0,
    'mb-dotnet-azure': 0,
    'mb-offensive-security': 0,
    'mb-rust-ledger': 0,
    'mb-generic-swe': 0,
    'mb-java-spring': 0,
    'mb-ios': 0,
    'mb-appsec-senior': 0,
    'pf-unreal-senior': 0,
    'pf-unity-junior': 0,
    'pf-elixir-multiplayer': 0,
    'pf-build-devops': 0,
    'pf-senior-web-junior': 0,
    'vg-embedded-c': 0,
    'vg-embedded-rust': 0,
    'vg-elixir-iot': 0,
    'vg-django-senior': 0,
    'vg-data-eng': 0,
    'vg-go-grid-api': 0,
    'kc-rails-remote': 0,
    'kc-rails-payouts': 0,
    'kc-react-native-senior': 0,
    'kc-flutter-senior': 0,
    'kc-laravel-senior': 0,
    'kc-wordpress-woo': 0,
    'kc-node-senior': 0,
    'kc-vue-storefront': 3,
    'kc-go-payments': 0,
    'ks-go-senior': 0,
    'ks-vue-frontend': 3,
    'ks-frontend-lead': 2,
    'ks-sre-gcp': 0,
  },
  'hd-django-senior-copenhagen': {
    'tw-kotlin-spring-senior': 0,
    'tw-java-customs-remote': 0,
    'tw-java-terminal-hybrid': 0,
    'tw-angular-senior': 0,
    'tw-qa-automation': 0,
    'tw-fastapi-pricing': 3,
    'tw-telematics-embedded': 0,
    'tw-go-routing': 0,
    'sf-node-ts-senior': 0,
    'sf-fullstack-react-node': 0,
    'sf-llm-senior': 0,
    'sf-android-kotlin': 0,
    'sf-qa-intern': 0,
    'sf-django-mid': 0,
    'sf-nlp-search': 0,
    'sf-graduate-python': 0,
    'sf-qa-junior': 0,
    'mb-dotnet-lead': 0,
    'mb-dotnet-azure': 0,
    'mb-offensive-security': 0,
    'mb-rust-ledger': 0,
    'mb-generic-swe': 0,
    'mb-java-spring': 0,
    'mb-ios': 0,
    'mb-appsec-senior': 0,
    'pf-unreal-senior': 0,
    'pf-unity-junior': 0,
    'pf-elixir-multiplayer': 0,
    'pf-build-devops': 0,
    'pf-senior-web-junior': 0,
    'vg-embedded-c': 0,
    'vg-embedded-rust': 0,
    'vg-elixir-iot': 0,
    'vg-django-senior': 3,
    'vg-data-eng': 1,
    'vg-go-grid-api': 0,
    'kc-rails-remote': 0,
    'kc-rails-payouts': 0,
    'kc-react-native-senior': 0,
    'kc-flutter-senior': 0,
    'kc-laravel-senior': 0,
    'kc-wordpress-woo': 0,
    'kc-node-senior': 0,
    'kc-vue-storefront': 0,
    'kc-go-payments': 0,
    'ks-go-senior': 0,
    'ks-vue-frontend': 0,
    'ks-frontend-lead': 0,
    'ks-sre-gcp': 0,
  },
  'hd-nlp-senior-bengaluru': {
    'tw-kotlin-spring-senior': 0,
    'tw-java-customs-remote': 0,
    'tw-java-terminal-hybrid': 0,
    'tw-angular-senior': 0,
    'tw-qa-automation': 0,
    'tw-fastapi-pricing': 0,
    'tw-telematics-embedded': 0,
    'tw-go-routing': 0,
    'sf-node-ts-senior': 0,
    'sf-fullstack-react-node': 0,
    'sf-llm-senior': 3,
    'sf-android-kotlin': 0,
    'sf-qa-intern': 0,
    'sf-django-mid': 0,
    'sf-nlp-search': 3,
    'sf-graduate-python': 0,
    'sf-qa-junior': 0,
    'mb-dotnet-lead': 0,
    'mb-dotnet-azure': 0,
    'mb-offensive-security': 0,
    'mb-rust-ledger': 0,
    'mb-generic-swe': 0,
    'mb-java-spring': 0,
    'mb-ios': 0,
    'mb-appsec-senior': 0,
    'pf-unreal-senior': 0,
    'pf-unity-junior': 0,
    'pf-elixir-multiplayer': 0,
    'pf-build-devops': 0,
    'pf-senior-web-junior': 0,
    'vg-embedded-c': 0,
    'vg-embedded-rust': 0,
    'vg-elixir-iot': 0,
    'vg-django-senior': 0,
    'vg-data-eng': 0,
    'vg-go-grid-api': 0,
    'kc-rails-remote': 0,
    'kc-rails-payouts': 0,
    'kc-react-native-senior': 0,
    'kc-flutter-senior': 0,
    'kc-laravel-senior': 0,
    'kc-wordpress-woo': 0,
    'kc-node-senior': 0,
    'kc-vue-storefront': 0,
    'kc-go-payments': 0,
    'ks-go-senior': 0,
    'ks-vue-frontend': 0,
    'ks-frontend-lead': 0,
    'ks-sre-gcp': 0,
  },
  'hd-dotnet-senior-singapore': {
    'tw-kotlin-spring-senior': 0,
    'tw-java-customs-remote': 0,
    'tw-java-terminal-hybrid': 0,
    'tw-angular-senior': 0,
    'tw-qa-automation': 0,
    'tw-fastapi-pricing': 0,
    'tw-telematics-embedded': 0,
    'tw-go-routing': 0,
    'sf-node-ts-senior': 0,
    'sf-fullstack-react-node': 0,
    'sf-llm-senior': 0,
    'sf-android-kotlin': 0,
    'sf-qa-intern': 0,
    'sf-django-mid': 0,
    'sf-nlp-search': 0,
    'sf-graduate-python': 0,
    'sf-qa-junior': 0,
    'mb-dotnet-lead': 3,
    'mb-dotnet-azure': 3,
    'mb-offensive-security': 0,
    'mb-rust-ledger': 0,
    'mb-generic-swe': 0,
    'mb-java-spring': 0,
    'mb-ios': 0,
    'mb-appsec-senior': 0,
    'pf-unreal-senior': 0,
    'pf-unity-junior': 0,
    'pf-elixir-multiplayer': 0,
    'pf-build-devops': 0,
    'pf-senior-web-junior': 0,
    'vg-embedded-c': 0,
    'vg-embedded-rust': 0,
    'vg-elixir-iot': 0,
    'vg-django-senior': 0,
    'vg-data-eng': 0,
    'vg-go-grid-api': 0,
    'kc-rails-remote': 0,
    'kc-rails-payouts': 0,
    'kc-react-native-senior': 0,
    'kc-flutter-senior': 0,
    'kc-laravel-senior': 0,
    'kc-wordpress-woo': 0,
    'kc-node-senior': 0,
    'kc-vue-storefront': 0,
    'kc-go-payments': 0,
    'ks-go-senior': 0,
    'ks-vue-frontend': 0,
    'ks-frontend-lead': 0,
    'ks-sre-gcp': 0,
  },
  'hd-mobile-senior-lagos': {
    'tw-kotlin-spring-senior': 0,
    'tw-java-customs-remote': 0,
    'tw-java-terminal-hybrid': 0,
    'tw-angular-senior': 0,
    'tw-qa-automation': 0,
    'tw-fastapi-pricing': 0,
    'tw-telematics-embedded': 0,
    'tw-go-routing': 0,
    'sf-node-ts-senior': 0,
    'sf-fullstack-react-node': 0,
    'sf-llm-senior': 0,
    'sf-android-kotlin': 0,
    'sf-qa-intern': 0,
    'sf-django-mid': 0,
    'sf-nlp-search': 0,
    'sf-graduate-python': 0,
    'sf-qa-junior': 0,
    'mb-dotnet-lead': 0,
    'mb-dotnet-azure': 0,
    'mb-offensive-security': 0,
    'mb-rust-ledger': 0,
    'mb-generic-swe': 0,
    'mb-java-spring': 0,
    'mb-ios': 0,
    'mb-appsec-senior': 0,
    'pf-unreal-senior': 0,
    'pf-unity-junior': 0,
    'pf-elixir-multiplayer': 0,
    'pf-build-devops': 0,
    'pf-senior-web-junior': 0,
    'vg-embedded-c': 0,
    'vg-embedded-rust': 0,
    'vg-elixir-iot': 0,
    'vg-django-senior': 0,
    'vg-data-eng': 0,
    'vg-go-grid-api': 0,
    'kc-rails-remote': 0,
    'kc-rails-payouts': 0,
    'kc-react-native-senior': 3,
    'kc-flutter-senior': 3,
    'kc-laravel-senior': 0,
    'kc-wordpress-woo': 0,
    'kc-node-senior': 0,
    'kc-vue-storefront': 0,
    'kc-go-payments': 0,
    'ks-go-senior': 0,
    'ks-vue-frontend': 0,
    'ks-frontend-lead': 0,
    'ks-sre-gcp': 0,
  },
  'hd-embedded-mid-aarhus': {
    'tw-kotlin-spring-senior': 0,
    'tw-java-customs-remote': 0,
    'tw-java-terminal-hybrid': 0,
    'tw-angular-senior': 0,
    'tw-qa-automation': 0,
    'tw-fastapi-pricing': 0,
    'tw-telematics-embedded': 3,
    'tw-go-routing': 0,
    'sf-node-ts-senior': 0,
    'sf-fullstack-react-node': 0,
    'sf-llm-senior': 0,
    'sf-android-kotlin': 0,
    'sf-qa-intern': 0,
    'sf-django-mid': 0,
    'sf-nlp-search': 0,
    'sf-graduate-python': 0,
    'sf-qa-junior': 0,
    'mb-dotnet-lead': 0,
    'mb-dotnet-azure': 0,
    'mb-offensive-security': 0,
    'mb-rust-ledger': 0,
    'mb-generic-swe': 0,
    'mb-java-spring': 0,
    'mb-ios': 0,
    'mb-appsec-senior': 0,
    'pf-unreal-senior': 0,
    'pf-unity-junior': 0,
    'pf-elixir-multiplayer': 0,
    'pf-build-devops': 0,
    'pf-senior-web-junior': 0,
    'vg-embedded-c': 3,
    'vg-embedded-rust': 1,
    'vg-elixir-iot': 0,
    'vg-django-senior': 0,
    'vg-data-eng': 0,
    'vg-go-grid-api': 0,
    'kc-rails-remote': 0,
    'kc-rails-payouts': 0,
    'kc-react-native-senior': 0,
    'kc-flutter-senior': 0,
    'kc-laravel-senior': 0,
    'kc-wordpress-woo': 0,
    'kc-node-senior': 0,
    'kc-vue-storefront': 0,
    'kc-go-payments': 0,
    'ks-go-senior': 0,
    'ks-vue-frontend': 0,
    'ks-frontend-lead': 0,
    'ks-sre-gcp': 0,
  },
  'hd-go-mid-amsterdam': {
    'tw-kotlin-spring-senior': 0,
    'tw-java-customs-remote': 0,
    'tw-java-terminal-hybrid': 0,
    'tw-angular-senior': 0,
    'tw-qa-automation': 0,
    'tw-fastapi-pricing': 0,
    'tw-telematics-embedded': 0,
    'tw-go-routing': 2,
    'sf-node-ts-senior': 0,
    'sf-fullstack-react-node': 0,
    'sf-llm-senior': 0,
    'sf-android-kotlin': 0,
    'sf-qa-intern': 0,
    'sf-django-mid': 0,
    'sf-nlp-search': 0,
    'sf-graduate-python': 0,
    'sf-qa-junior': 0,
    'mb-dotnet-lead': 0,
    'mb-dotnet-azure': 0,
    'mb-offensive-security': 0,
    'mb-rust-ledger': 0,
    'mb-generic-swe': 0,
    'mb-java-spring': 0,
    'mb-ios': 0,
    'mb-appsec-senior': 0,
    'pf-unreal-senior': 0,
    'pf-unity-junior': 0,
    'pf-elixir-multiplayer': 0,
    'pf-build-devops': 0,
    'pf-senior-web-junior': 0,
    'vg-embedded-c': 0,
    'vg-embedded-rust': 0,
    'vg-elixir-iot': 0,
    'vg-django-senior': 0,
    'vg-data-eng': 0,
    'vg-go-grid-api': 3,
    'kc-rails-remote': 0,
    'kc-rails-payouts': 0,
    'kc-react-native-senior': 0,
    'kc-flutter-senior': 0,
    'kc-laravel-senior': 0,
    'kc-wordpress-woo': 0,
    'kc-node-senior': 0,
    'kc-vue-storefront': 0,
    'kc-go-payments': 3,
    'ks-go-senior': 0,
    'ks-vue-frontend': 0,
    'ks-frontend-lead': 0,
    'ks-sre-gcp': 0,
  },
  'hd-security-senior-singapore': {
    'tw-kotlin-spring-senior': 0,
    'tw-java-customs-remote': 0,
    'tw-java-terminal-hybrid': 0,
    'tw-angular-senior': 0,
    'tw-qa-automation': 0,
    'tw-fastapi-pricing': 0,
    'tw-telematics-embedded': 0,
    'tw-go-routing': 0,
    'sf-node-ts-senior': 0,
    'sf-fullstack-react-node': 0,
    'sf-llm-senior': 0,
    'sf-android-kotlin': 0,
    'sf-qa-intern': 0,
    'sf-django-mid': 0,
    'sf-nlp-search': 0,
    'sf-graduate-python': 0,
    'sf-qa-junior': 0,
    'mb-dotnet-lead': 0,
    'mb-dotnet-azure': 0,
    'mb-offensive-security': 3,
    'mb-rust-ledger': 0,
    'mb-generic-swe': 0,
    'mb-java-spring': 0,
    'mb-ios': 0,
    'mb-appsec-senior': 3,
    'pf-unreal-senior': 0,
    'pf-unity-junior': 0,
    'pf-elixir-multiplayer': 0,
    'pf-build-devops': 0,
    'pf-senior-web-junior': 0,
    'vg-embedded-c': 0,
    'vg-embedded-rust': 0,
    'vg-elixir-iot': 0,
    'vg-django-senior': 0,
    'vg-data-eng': 0,
    'vg-go-grid-api': 0,
    'kc-rails-remote': 0,
    'kc-rails-payouts': 0,
    'kc-react-native-senior': 0,
    'kc-flutter-senior': 0,
    'kc-laravel-senior': 0,
    'kc-wordpress-woo': 0,
    'kc-node-senior': 0,
    'kc-vue-storefront': 0,
    'kc-go-payments': 0,
    'ks-go-senior': 0,
    'ks-vue-frontend': 0,
    'ks-frontend-lead': 0,
    'ks-sre-gcp': 0,
  },
  'hd-rails-mid-lagos': {
    'tw-kotlin-spring-senior': 0,
    'tw-java-customs-remote': 0,
    'tw-java-terminal-hybrid': 0,
    'tw-angular-senior': 0,
    'tw-qa-automation': 0,
    'tw-fastapi-pricing': 0,
    'tw-telematics-embedded': 0,
    'tw-go-routing': 0,
    'sf-node-ts-senior': 0,
    'sf-fullstack-react-node': 0,
    'sf-llm-senior': 0,
    'sf-android-kotlin': 0,
    'sf-qa-intern': 0,
    'sf-django-mid': 0,
    'sf-nlp-search': 0,
    'sf-graduate-python': 0,
    'sf-qa-junior': 0,
    'mb-dotnet-lead': 0,
    'mb-dotnet-azure': 0,
    'mb-offensive-security': 0,
    'mb-rust-ledger': 0,
    'mb-generic-swe': 0,
    'mb-java-spring': 0,
    'mb-ios': 0,
    'mb-appsec-senior': 0,
    'pf-unreal-senior': 0,
    'pf-unity-junior': 0,
    'pf-elixir-multiplayer': 0,
    'pf-build-devops': 0,
    'pf-senior-web-junior': 0,
    'vg-embedded-c': 0,
    'vg-embedded-rust': 0,
    'vg-elixir-iot': 0,
    'vg-django-senior': 0,
    'vg-data-eng': 0,
    'vg-go-grid-api': 0,
    'kc-rails-remote': 3,
    'kc-rails-payouts': 3,
    'kc-react-native-senior': 0,
    'kc-flutter-senior': 0,
    'kc-laravel-senior': 0,
    'kc-wordpress-woo': 0,
    'kc-node-senior': 0,
    'kc-vue-storefront': 0,
    'kc-go-payments': 0,
    'ks-go-senior': 0,
    'ks-vue-frontend': 0,
    'ks-frontend-lead': 0,
    'ks-sre-gcp': 0,
  },
  'hd-grad-python-bengaluru': {
    'tw-kotlin-spring-senior': 0,
    'tw-java-customs-remote': 0,
    'tw-java-terminal-hybrid': 0,
    'tw-angular-senior': 0,
    'tw-qa-automation': 0,
    'tw-fastapi-pricing': 0,
    'tw-telematics-embedded': 0,
    'tw-go-routing': 0,
    'sf-node-ts-senior': 0,
    'sf-fullstack-react-node': 0,
    'sf-llm-senior': 0,
    'sf-android-kotlin': 0,
    'sf-qa-intern': 1,
    'sf-django-mid': 1,
    'sf-nlp-search': 0,
    'sf-graduate-python': 3,
    'sf-qa-junior': 3,
    'mb-dotnet-lead': 0,
    'mb-dotnet-azure': 0,
    'mb-offensive-security': 0,
    'mb-rust-ledger': 0,
    'mb-generic-swe': 0,
    'mb-java-spring': 0,
    'mb-ios': 0,
    'mb-appsec-senior': 0,
    'pf-unreal-senior': 0,
    'pf-unity-junior': 0,
    'pf-elixir-multiplayer': 0,
    'pf-build-devops': 0,
    'pf-senior-web-junior': 0,
    'vg-embedded-c': 0,
    'vg-embedded-rust': 0,
    'vg-elixir-iot': 0,
    'vg-django-senior': 0,
    'vg-data-eng': 0,
    'vg-go-grid-api': 0,
    'kc-rails-remote': 0,
    'kc-rails-payouts': 0,
    'kc-react-native-senior': 0,
    'kc-flutter-senior': 0,
    'kc-laravel-senior': 0,
    'kc-wordpress-woo': 0,
    'kc-node-senior': 0,
    'kc-vue-storefront': 0,
    'kc-go-payments': 0,
    'ks-go-senior': 0,
    'ks-vue-frontend': 0,
    'ks-frontend-lead': 0,
    'ks-sre-gcp': 0,
  },
};

/** Why the non-obvious labels are what they are; keyed `${developerKey}/${jobKey}`. */
export const LABEL_NOTES: Readonly<Record<string, string>> = {
  'hd-java-senior-rotterdam/tw-kotlin-spring-senior':
    'Kotlin and Spring Boot with PostgreSQL and Kafka, senior, hybrid in his city; Java is a bonus he has.',
  'hd-java-senior-rotterdam/tw-java-customs-remote':
    'Java, Spring Boot, Oracle and XML (on his resume), senior, remote within the Netherlands.',
  'hd-java-senior-rotterdam/tw-java-terminal-hybrid':
    'His stack in his city, but EUR 72-79k tops out just under his EUR 80k minimum: good, one step lower.',
  'hd-java-senior-rotterdam/tw-angular-senior': 'Same company and city, but Angular, which his bio says he has not used.',
  'hd-java-senior-rotterdam/sf-android-kotlin': 'Kotlin is shared, but Android is another family, on-site in Bengaluru.',
  'hd-java-senior-rotterdam/mb-java-spring': 'Java, Spring Boot and Kafka, but hybrid in Singapore, and he is staying in the Netherlands.',
  'hd-node-senior-bengaluru/sf-node-ts-senior':
    'Node.js, TypeScript, PostgreSQL and Redis, senior, hybrid in Bengaluru, band reaches her minimum.',
  'hd-node-senior-bengaluru/sf-fullstack-react-node':
    'Her Node.js and some React, but a frontend-leaning mid role at about 30% under her minimum.',
  'hd-node-senior-bengaluru/mb-java-spring': 'Java is not JavaScript, and the role is in Singapore.',
  'hd-node-senior-bengaluru/pf-senior-web-junior': 'JavaScript and React under a Senior title, but entry-level duties and pay, US only.',
  'hd-node-senior-bengaluru/kc-node-senior':
    'Remote anywhere with a four-hour overlap with Lagos, which India has; any message broker is accepted and she has Kafka; USD 70-90k is well above her minimum.',
  'hd-vue-mid-tokyo/tw-angular-senior': 'Frontend and TypeScript, but Angular, and in Rotterdam.',
  'hd-vue-mid-tokyo/sf-fullstack-react-node': 'React, which she has not used in production, and remote within India only.',
  'hd-vue-mid-tokyo/kc-vue-storefront': 'Vue, Nuxt and TypeScript, remote from anywhere; USD 45-60k is about JPY 7-9M.',
  'hd-vue-mid-tokyo/ks-vue-frontend': 'Vue 3, TypeScript and Pinia, mid, hybrid in Tokyo, band reaches her minimum.',
  'hd-vue-mid-tokyo/ks-frontend-lead': 'Her stack in her city, but a lead role asking 6+ years and people leadership: one level step.',
  'hd-django-senior-copenhagen/tw-fastapi-pricing':
    'FastAPI, PostgreSQL and pandas, senior, remote within the EU; EUR 85-100k is about DKK 634-746k, reaching her minimum.',
  'hd-django-senior-copenhagen/sf-django-mid': 'Exact Django stack, but remote within India only, at a fraction of her minimum.',
  'hd-django-senior-copenhagen/vg-django-senior':
    'Django, PostgreSQL and Celery, senior, remote within the Nordics, pays from her minimum.',
  'hd-django-senior-copenhagen/vg-data-eng':
    'Python and SQL carry over, PySpark and Databricks do not, and it is a mid role under her minimum.',
  'hd-nlp-senior-bengaluru/tw-fastapi-pricing': 'FastAPI and Python are his, but a pricing backend role, remote within the EU only.',
  'hd-nlp-senior-bengaluru/sf-llm-senior': 'LLMs, RAG and PyTorch, senior, hybrid in Bengaluru.',
  'hd-nlp-senior-bengaluru/sf-django-mid': 'Python is shared, but this is a Django backend role.',
  'hd-nlp-senior-bengaluru/sf-nlp-search':
    'Search relevance with Transformers and Elasticsearch, his earlier speciality; band reaches his minimum.',
  'hd-dotnet-senior-singapore/mb-dotnet-lead':
    'C#, ASP.NET Core microservices and SQL Server, the lead role he wants, hybrid in Singapore.',
  'hd-dotnet-senior-singapore/mb-dotnet-azure': 'Azure Functions and Cosmos DB are on his resume, not his skills list: a full fit.',
  'hd-dotnet-senior-singapore/mb-generic-swe': 'Same bank and city, but only generic tools, mid level and below his minimum.',
  'hd-dotnet-senior-singapore/pf-unity-junior': 'C# is shared, but junior Unity game development, on-site in Austin.',
  'hd-mobile-senior-lagos/sf-android-kotlin': 'Mobile, but native Kotlin she does not have, on-site in Bengaluru.',
  'hd-mobile-senior-lagos/mb-ios': 'She is only learning Swift, and native Swift is the core; it is also in Singapore.',
  'hd-mobile-senior-lagos/kc-react-native-senior':
    'Senior React Native with TypeScript and Redux, hybrid in Lagos; USD 36-48k is above her minimum.',
  'hd-mobile-senior-lagos/kc-flutter-senior': 'Senior Flutter with Bloc, remote in African time zones, paid in USD far above her minimum.',
  'hd-embedded-mid-aarhus/tw-telematics-embedded':
    'Low-power trackers on Cortex-M with FreeRTOS, exactly his resume; on-site in Rotterdam is fine since he would move; EUR 62-75k reaches his minimum.',
  'hd-embedded-mid-aarhus/pf-unreal-senior': 'Low-level C, but game programming in Unreal C++ is another family.',
  'hd-embedded-mid-aarhus/vg-embedded-c':
    'His skills list says only C and Embedded, but his resume shows Zephyr on Cortex-M; on-site in Copenhagen, and he is open to moving from Aarhus.',
  'hd-embedded-mid-aarhus/vg-embedded-rust': 'He is learning Rust; production embedded Rust is the core of this senior role.',
  'hd-go-mid-amsterdam/tw-go-routing':
    'Go, PostgreSQL and gRPC, remote in the Netherlands, PostGIS on his resume, but EUR 58-65k is a little under his EUR 68k minimum: good, one step lower.',
  'hd-go-mid-amsterdam/mb-rust-ledger': 'He wants to learn Rust; a senior Rust role is not for him now.',
  'hd-go-mid-amsterdam/mb-generic-swe': '"Go-to person" and "ready to go" are English: only generic tools, in Singapore.',
  'hd-go-mid-amsterdam/vg-go-grid-api': 'Go, PostgreSQL and gRPC, mid, remote within the EU; DKK 560-680k is about EUR 75-91k.',
  'hd-go-mid-amsterdam/kc-go-payments':
    'Go and PostgreSQL, remote with a Lagos overlap that Amsterdam has; USD 60-80k reaches his minimum.',
  'hd-go-mid-amsterdam/ks-go-senior': 'Go, Kubernetes and gRPC, but hybrid in Tokyo and he is staying in Amsterdam.',
  'hd-security-senior-singapore/sf-qa-intern': 'Python and testing of a sort, but a QA internship.',
  'hd-security-senior-singapore/mb-offensive-security':
    'Pentesting, Burp Suite, Active Directory and Python, on-site in Singapore, which she accepts.',
  'hd-security-senior-singapore/mb-appsec-senior': 'Threat modelling, secure code review and Semgrep, senior, hybrid in Singapore.',
  'hd-rails-mid-lagos/kc-rails-remote': 'Rails, PostgreSQL and Sidekiq, mid, remote in Africa, paid in USD far above his minimum.',
  'hd-rails-mid-lagos/kc-rails-payouts': 'Rails and PostgreSQL, hybrid in Lagos; USD 24-34k reaches his minimum.',
  'hd-rails-mid-lagos/kc-laravel-senior':
    'PHP and Laravel are on his skills list, but his bio says he is moving away from PHP, and it is a senior contract.',
  'hd-rails-mid-lagos/kc-go-payments': 'Same company and the payments domain he knows, but Go.',
  'hd-grad-python-bengaluru/sf-qa-intern':
    'Her field and city, but another internship after the one she has done, paying under her minimum.',
  'hd-grad-python-bengaluru/sf-django-mid': 'Django, which she used as an intern, but a mid role asking 3+ years.',
  'hd-grad-python-bengaluru/sf-graduate-python':
    'Entry-level Python with SQL and Git and a mentor, hybrid in Bengaluru, pays above her minimum.',
  'hd-grad-python-bengaluru/sf-qa-junior': 'Junior test automation in Python and Selenium, in her city: one of the two paths she asks for.',
  'hd-grad-python-bengaluru/pf-senior-web-junior':
    'Junior duties under a Senior title, but React and US-only; she is a Python graduate in Bengaluru.',
} satisfies Partial<Record<`${TDeveloperKey}/${TJobKey}`, string>>;
