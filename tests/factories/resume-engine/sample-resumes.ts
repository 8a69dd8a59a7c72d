/**
 * Handwritten resumes for the analyzer's tests and the bench: one solid mid-level resume built from
 * parts, so a test can swap a single part for a weaker version of it, and a longer two-page resume.
 */

type TResumeParts = { header: string; summary: string; experience: string; projects: string; education: string; skills: string };

export const SOLID_RESUME_PARTS: TResumeParts = {
  header: `# Maria Garcia

Senior Backend Engineer

Austin, TX | maria.garcia@example.com | +1 512 555 0147 | linkedin.com/in/mariagarcia | github.com/mariagarcia`,
  summary: `## Summary

Backend engineer with 8 years of experience building payment and order systems in Go, Python and PostgreSQL. Led the move of 30 services to Kubernetes, saving $120K a year, and cut checkout latency by 45%. Enjoy mentoring and making on-call quiet.`,
  experience: `## Experience

Senior Backend Engineer | Finly | Austin, TX | Mar 2021 - Present

- Lead a team of 5 engineers building the payments API in Go, processing $40M per month
- Reduce p95 latency by 45% by redesigning PostgreSQL indexes and adding Redis caching
- Introduce contract tests that cut production incidents from 9 to 2 per quarter
- Migrate 30 services to Kubernetes on AWS, saving $120K a year

Software Engineer | Shopwise | Dallas, TX | Jun 2017 - Feb 2021

- Built an order service in Python and Django handling 12,000 orders per day
- Automated releases with GitHub Actions and Terraform, shortening deploys from 2 hours to 15 minutes
- Designed a Kafka event pipeline feeding 6 downstream teams
- Mentored 3 junior developers, 2 of whom were promoted within a year

Junior Developer | Brightlane | Houston, TX | Jul 2016 - May 2017

- Implemented 14 REST endpoints in Flask for the customer portal
- Wrote integration tests with pytest, raising coverage from 40% to 75%
- Fixed 60 bugs in the legacy billing module within the first 6 months`,
  projects: `## Projects

Open-source queue monitor

- Built a Prometheus exporter for Kafka consumer lag in Go, used by 30 companies
- Reviewed and merged pull requests from 12 contributors

Payments sandbox

- Created a Docker Compose sandbox that lets new hires run the payments stack in 10 minutes`,
  education: `## Education

B.S. in Computer Science | University of Texas at Austin | 2016`,
  skills: `## Skills

Languages: Go, Python, SQL, TypeScript

Backend: Django, gRPC, REST APIs, Kafka

Databases: PostgreSQL, Redis, MongoDB

Cloud & DevOps: AWS, Kubernetes, Docker, Terraform, GitHub Actions`,
};

/** The solid resume, with any parts replaced ('' drops a part). */
export function buildResume(overrides: Partial<TResumeParts> = {}): string {
  const parts = { ...SOLID_RESUME_PARTS, ...overrides };
  return [parts.header, parts.summary, parts.experience, parts.projects, parts.education, parts.skills].filter(Boolean).join('\n\n');
}

/** A senior resume of about two pages (some 650 words), the size the bench times. */
export const TWO_PAGE_RESUME = `# Daniel Okafor

Staff Software Engineer

Berlin, Germany | daniel.okafor@example.com | +49 30 5550 1234 | linkedin.com/in/danielokafor | github.com/dokafor | dokafor.dev

## Summary

Staff engineer with 12 years of experience designing distributed systems for logistics and fintech. Known for turning slow, fragile platforms into fast, observable ones: cut checkout latency by 60% at Parcelo and scaled Ledgerly's payment platform to 4 million users. Comfortable leading teams of up to 12 engineers alongside product, security and finance, and at home in Go, Java and Python.

## Experience

Staff Software Engineer | Parcelo | Berlin, Germany | Apr 2020 - Present

- Lead the platform group of 12 engineers across 3 teams that own routing, pricing and tracking services
- Design an event-driven architecture on Kafka and Kubernetes that handles 25,000 shipment events per second
- Reduce checkout latency by 60% by moving pricing to Go services with Redis caching and gRPC
- Introduce SLOs, OpenTelemetry tracing and Grafana dashboards, cutting mean time to recovery from 3 hours to 25 minutes
- Drive the migration of 40 services from a self-hosted cluster to AWS EKS, saving €300K a year
- Mentor 6 senior engineers; 2 promoted to staff level
- Run quarterly architecture reviews with 5 product teams, retiring 9 legacy services in 2 years
- Introduce a paved-road service template in Go that cut the time to launch a new service from 3 weeks to 2 days

Senior Software Engineer | Ledgerly | Munich, Germany | Jan 2016 - Mar 2020

- Built the double-entry ledger service in Java and Spring Boot, processing €2B in payments a year
- Scaled the payment platform from 200,000 to 4 million users with PostgreSQL partitioning and read replicas
- Designed an idempotent payments API adopted by 15 partner banks
- Automated PCI DSS evidence collection with Python scripts, saving 20 audit days a year
- Led the incident review process, reducing repeat incidents by 70%
- Introduced feature flags and canary releases, lowering failed deployments from 12% to 2%
- Partnered with the fraud team to ship real-time risk scoring in Kafka Streams, blocking €4M of fraud in the first year

Software Engineer | CargoWorks | Hamburg, Germany | Sep 2013 - Dec 2015

- Developed warehouse management features in C# and .NET used by 80 warehouses
- Rewrote the slot allocation algorithm, raising warehouse utilisation by 18%
- Created a React dashboard for shift planning adopted by 1,200 staff
- Added integration tests with NUnit, raising coverage from 35% to 80%

Junior Developer | Webfabrik | Hamburg, Germany | Jul 2012 - Aug 2013

- Implemented 25 client websites with PHP, MySQL and JavaScript
- Optimised page load times by 40% with caching and image compression
- Automated backups for 60 client databases with shell scripts and cron

## Projects

Open-source rate limiter

- Wrote a distributed rate limiter library in Go with 2,300 GitHub stars and 40 contributors
- Benchmarked 5 algorithms and published the results, cited by 3 conference talks

Kubernetes cost reports

- Built a CLI in Python that reports Kubernetes cost per team, used by 14 companies

## Education

M.Sc. in Computer Science | Technical University of Munich | 2012

B.Sc. in Computer Engineering | University of Lagos | 2010

## Publications

- "Idempotency Keys at Scale", talk at GopherCon EU 2023, 600 attendees
- "Partitioning a Ledger Without Downtime", article on the Ledgerly engineering blog, 40,000 readers

## Volunteer Experience

Mentor | Rails Girls Berlin | 2019 - Present

- Coach 20 beginners a year through their first web application in Ruby and JavaScript

## Certifications

- AWS Certified Solutions Architect – Professional (2022)
- Certified Kubernetes Administrator (2021)

## Skills

Languages: Go, Java, Python, C#, TypeScript, SQL

Frameworks: Spring Boot, .NET, React, gRPC, Django

Data: PostgreSQL, Redis, Kafka, Elasticsearch, MySQL

Cloud & DevOps: AWS, Kubernetes, Docker, Terraform, Helm, GitHub Actions, OpenTelemetry, Grafana, Prometheus

## Languages

English (fluent), German (fluent), Yoruba (native)`;

/** The two-page resume's header once and its sections over and over, up to `maxChars` and ending with a whole line. */
export function buildLongResume(maxChars: number): string {
  const [header, ...sections] = TWO_PAGE_RESUME.split('\n## ');
  const body = sections.map((section) => `\n## ${section}`).join('');
  let text = header!;
  while (text.length + body.length <= maxChars) text += body;
  const rest = body.slice(0, maxChars - text.length);
  return text + rest.slice(0, rest.lastIndexOf('\n'));
}

/**
 * A short resume whose lines open with duties instead of actions ('Responsible for…', 'Worked
 * on…'), in the summary too: the review of its improvement, in the API tests and in the browser.
 */
export const WEAK_OPENINGS_RESUME = [
  '# Sam Rivera',
  'sam.rivera@example.com | +1 555 0142 | Denver, CO',
  '## Summary',
  'Backend engineer with 6 years of experience. Responsible for designing REST APIs and data pipelines.',
  '## Experience',
  '### Backend Engineer | Summit Freight | Jan 2020 – Dec 2024',
  '- Responsible for designing REST APIs in Go for the booking platform',
  '- Worked on migrating 40 services to Kubernetes',
  '- I basically maintained the CI pipelines in GitHub Actions',
  '## Education',
  '### B.S. in Computer Science | University of Colorado | 2018',
  '## Skills',
  'Go, PostgreSQL, Kubernetes, GitHub Actions, Python',
].join('\n');
