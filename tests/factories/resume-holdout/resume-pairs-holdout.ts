// A holdout for the resume analysis: pairs of whole resumes where the weaker is the stronger with one fault a
// recruiter marks down. Written without sight of the engine or of earlier sets; never tune on it (see README.md).

export type TResumeFaultKind =
  | 'duplicated-bullets'
  | 'keyword-stuffing'
  | 'old-unrelated-job-padding'
  | 'template-placeholders'
  | 'generic-objective'
  | 'summary-contradicts-roles'
  | 'unprofessional-email'
  | 'overlapping-or-backwards-dates'
  | 'title-mismatch-duties'
  | 'skills-not-evidenced'
  | 'no-metrics'
  | 'passive-responsible-for'
  | 'first-person-rambling'
  | 'missing-dates'
  | 'inconsistent-tense'
  | 'personal-details'
  | 'wall-of-text'
  | 'unexplained-gap'
  | 'broken-portfolio-link'
  | 'typos-in-tech-names'
  | 'inflated-claims';

export type TResumePairHoldout = {
  key: string;
  faultKind: TResumeFaultKind;
  why: string;
  stronger: string;
  weaker: string;
};

export const RESUME_PAIRS_HOLDOUT: readonly TResumePairHoldout[] = [
  {
    key: 'priya-reworded-duplicate-bullets',
    faultKind: 'duplicated-bullets',
    why: 'The same four facts appear twice in the current role, reworded; a recruiter sees padding, not more impact.',
    stronger: `# Priya Raman

priya.raman@gmail.com · +91 98450 21763 · Bengaluru, India · github.com/priyaraman · linkedin.com/in/priya-raman

## Summary

Senior backend engineer with 8 years building payment and ledger services in Go and Java. I design APIs that stay correct under retries, own PostgreSQL schemas end to end, and mentor engineers on testing and on-call practice.

## Experience

### Senior Backend Engineer — Razorpay, Bengaluru (Apr 2021 – Present)

- Designed an idempotent refunds API in Go handling 4M requests/day; duplicate refunds fell from 0.3% to zero.
- Split a 40-table PostgreSQL schema into ledger and settlement stores, cutting p99 write latency from 180 ms to 45 ms.
- Introduced contract tests between 9 services, catching 23 breaking changes before release in the first year.
- Mentored 4 engineers; two were promoted to Software Engineer II within 12 months.

### Software Engineer — Flipkart, Bengaluru (Jul 2018 – Mar 2021)

- Built the order-status service in Java (Spring Boot) serving 30k requests/second on Big Billion Days.
- Moved retry logic from cron jobs to Kafka consumers with dead-letter topics, reducing stuck orders by 70%.
- Wrote runbooks and alerts for 6 services; mean time to recovery dropped from 52 to 18 minutes.

### Associate Software Engineer — Infosys, Mysuru (Aug 2016 – Jun 2018)

- Maintained billing batch jobs in Java and Oracle for a European telecom client.
- Automated the monthly reconciliation report with SQL and shell scripts, saving 3 analyst-days per month.

## Skills

Go, Java, Spring Boot, PostgreSQL, Oracle, Kafka, Redis, gRPC, REST API design, Docker, Kubernetes, Prometheus, Grafana, AWS (RDS, SQS)

## Education

B.Tech, Computer Science — National Institute of Technology Karnataka, 2016

## Certifications

- AWS Certified Developer – Associate (2022)
`,
    weaker: `# Priya Raman

priya.raman@gmail.com · +91 98450 21763 · Bengaluru, India · github.com/priyaraman · linkedin.com/in/priya-raman

## Summary

Senior backend engineer with 8 years building payment and ledger services in Go and Java. I design APIs that stay correct under retries, own PostgreSQL schemas end to end, and mentor engineers on testing and on-call practice.

## Experience

### Senior Backend Engineer — Razorpay, Bengaluru (Apr 2021 – Present)

- Designed an idempotent refunds API in Go handling 4M requests/day; duplicate refunds fell from 0.3% to zero.
- Split a 40-table PostgreSQL schema into ledger and settlement stores, cutting p99 write latency from 180 ms to 45 ms.
- Introduced contract tests between 9 services, catching 23 breaking changes before release in the first year.
- Mentored 4 engineers; two were promoted to Software Engineer II within 12 months.
- Created a refunds API in Go that is idempotent and serves 4 million requests each day, bringing duplicate refunds down to zero from 0.3%.
- Reduced p99 write latency from 180 ms to 45 ms by splitting the PostgreSQL schema of 40 tables into separate ledger and settlement stores.
- Caught 23 breaking changes before release in the first year by introducing contract tests across 9 services.
- Coached four engineers, two of whom were promoted to Software Engineer II in under a year.

### Software Engineer — Flipkart, Bengaluru (Jul 2018 – Mar 2021)

- Built the order-status service in Java (Spring Boot) serving 30k requests/second on Big Billion Days.
- Moved retry logic from cron jobs to Kafka consumers with dead-letter topics, reducing stuck orders by 70%.
- Wrote runbooks and alerts for 6 services; mean time to recovery dropped from 52 to 18 minutes.

### Associate Software Engineer — Infosys, Mysuru (Aug 2016 – Jun 2018)

- Maintained billing batch jobs in Java and Oracle for a European telecom client.
- Automated the monthly reconciliation report with SQL and shell scripts, saving 3 analyst-days per month.

## Skills

Go, Java, Spring Boot, PostgreSQL, Oracle, Kafka, Redis, gRPC, REST API design, Docker, Kubernetes, Prometheus, Grafana, AWS (RDS, SQS)

## Education

B.Tech, Computer Science — National Institute of Technology Karnataka, 2016

## Certifications

- AWS Certified Developer – Associate (2022)
`,
  },
  {
    key: 'tom-sre-copied-bullets',
    faultKind: 'duplicated-bullets',
    why: "A tight one-page SRE resume padded by pasting the current role's bullets under the previous role too; the facts are the same.",
    stronger: `# Tom Whitaker

tom.whitaker@protonmail.com | 07700 900418 | Manchester, UK | github.com/twhitaker

## Summary

Site reliability engineer who keeps high-traffic web platforms fast and boring. Seven years across Linux, Kubernetes and observability; I prefer fixing the cause over adding another alert.

## Experience

### Senior Site Reliability Engineer | AutoTrader UK | 2021 – Present

- Cut paging alerts by 64% by replacing static thresholds with SLO burn-rate alerts in Prometheus.
- Led the move of 120 services from a self-hosted cluster to GKE with zero customer-facing downtime.
- Built a load-test pipeline with k6 that runs before every major release.

### Site Reliability Engineer | The Hut Group | 2019 – 2021

- Reduced checkout incidents from 11 to 3 per quarter through capacity planning and chaos drills.
- Wrote Terraform modules for networking and databases used by 14 product teams.

### Linux Systems Administrator | UKFast | 2017 – 2019

- Managed 400 CentOS servers with Ansible; patch rollout time dropped from 2 weeks to 2 days.
- Wrote the on-call handbook still used by the 24/7 support desk.

## Skills

Linux, Kubernetes, GKE, Terraform, Ansible, Prometheus, Grafana, k6, Python, Bash, PostgreSQL, Nginx

## Education

BSc Computer Science, University of Leeds, 2017

## Certifications

- Certified Kubernetes Administrator (2022)
- Google Cloud Professional Cloud DevOps Engineer (2023)
`,
    weaker: `# Tom Whitaker

tom.whitaker@protonmail.com | 07700 900418 | Manchester, UK | github.com/twhitaker

## Summary

Site reliability engineer who keeps high-traffic web platforms fast and boring. Seven years across Linux, Kubernetes and observability; I prefer fixing the cause over adding another alert.

## Experience

### Senior Site Reliability Engineer | AutoTrader UK | 2021 – Present

- Cut paging alerts by 64% by replacing static thresholds with SLO burn-rate alerts in Prometheus.
- Led the move of 120 services from a self-hosted cluster to GKE with zero customer-facing downtime.
- Built a load-test pipeline with k6 that runs before every major release.

### Site Reliability Engineer | The Hut Group | 2019 – 2021

- Reduced checkout incidents from 11 to 3 per quarter through capacity planning and chaos drills.
- Wrote Terraform modules for networking and databases used by 14 product teams.
- Cut paging alerts by 64% by replacing static thresholds with SLO burn-rate alerts in Prometheus.
- Led the migration of services to GKE with zero customer-facing downtime.
- Built a k6 load-test pipeline that runs before every major release.
- Reduced checkout incidents from 11 to 3 per quarter with capacity planning and chaos drills.

### Linux Systems Administrator | UKFast | 2017 – 2019

- Managed 400 CentOS servers with Ansible; patch rollout time dropped from 2 weeks to 2 days.
- Wrote the on-call handbook still used by the 24/7 support desk.

## Skills

Linux, Kubernetes, GKE, Terraform, Ansible, Prometheus, Grafana, k6, Python, Bash, PostgreSQL, Nginx

## Education

BSc Computer Science, University of Leeds, 2017

## Certifications

- Certified Kubernetes Administrator (2022)
- Google Cloud Professional Cloud DevOps Engineer (2023)
`,
  },
  {
    key: 'anna-keyword-stuffing',
    faultKind: 'keyword-stuffing',
    why: 'A hidden-keywords line lists dozens of technologies never used in any role, to game ATS filters.',
    stronger: `# Anna Kowalska

anna.kowalska@outlook.com · +48 601 234 567 · Warsaw, Poland · linkedin.com/in/annakowalska

## Summary

Data engineer with 5 years of building batch and streaming pipelines for retail and fintech. I like small, testable pipelines and data contracts that analysts can trust.

## Experience

### Data Engineer — Allegro, Warsaw (Jun 2021 – Present)

- Rebuilt the daily sales pipeline on Spark and Airflow; runtime fell from 6 hours to 50 minutes.
- Introduced data contracts and dbt tests on 85 models, cutting broken dashboards from weekly to twice a quarter.
- Streamed clickstream events through Kafka into BigQuery with under 2 minutes of latency.
- Reduced BigQuery spend by 31% by partitioning and clustering the 12 largest tables.

### Junior Data Engineer — mBank, Warsaw (Sep 2019 – May 2021)

- Migrated 40 SQL Server reporting jobs to Python and Airflow, removing manual Monday reruns.
- Built a data-quality checker that flagged 1,900 malformed transactions in its first month.
- Documented lineage for 60 regulatory reports so auditors could trace every figure to its source table.

## Projects

- **airflow-contracts** — a small open-source Airflow provider that validates table schemas against YAML contracts before a DAG runs.

## Skills

Python, SQL, Apache Spark, Apache Airflow, dbt, Kafka, BigQuery, SQL Server, Docker, Git

## Education

MSc Computer Science — Warsaw University of Technology, 2019

## Certifications

- Google Cloud Professional Data Engineer (2022)
`,
    weaker: `# Anna Kowalska

anna.kowalska@outlook.com · +48 601 234 567 · Warsaw, Poland · linkedin.com/in/annakowalska

## Summary

Data engineer with 5 years of building batch and streaming pipelines for retail and fintech. I like small, testable pipelines and data contracts that analysts can trust.

## Experience

### Data Engineer — Allegro, Warsaw (Jun 2021 – Present)

- Rebuilt the daily sales pipeline on Spark and Airflow; runtime fell from 6 hours to 50 minutes.
- Introduced data contracts and dbt tests on 85 models, cutting broken dashboards from weekly to twice a quarter.
- Streamed clickstream events through Kafka into BigQuery with under 2 minutes of latency.
- Reduced BigQuery spend by 31% by partitioning and clustering the 12 largest tables.

### Junior Data Engineer — mBank, Warsaw (Sep 2019 – May 2021)

- Migrated 40 SQL Server reporting jobs to Python and Airflow, removing manual Monday reruns.
- Built a data-quality checker that flagged 1,900 malformed transactions in its first month.
- Documented lineage for 60 regulatory reports so auditors could trace every figure to its source table.

## Projects

- **airflow-contracts** — a small open-source Airflow provider that validates table schemas against YAML contracts before a DAG runs.

## Skills

Python, SQL, Apache Spark, Apache Airflow, dbt, Kafka, BigQuery, SQL Server, Docker, Git

Keywords: Hadoop, Hive, Pig, HBase, Cassandra, MongoDB, Redshift, Snowflake, Databricks, Delta Lake, Flink, Kinesis, Glue, EMR, Azure Data Factory, Synapse, Looker, Tableau, Power BI, Qlik, SAS, Scala, Java, Go, Rust, Kubernetes, Terraform, data lake, data mesh, big data, ETL, ELT, machine learning, AI, MLOps, LLM, GenAI, cloud, agile, Scrum, SAFe

## Education

MSc Computer Science — Warsaw University of Technology, 2019

## Certifications

- Google Cloud Professional Data Engineer (2022)
`,
  },
  {
    key: 'marcus-keyword-stuffing-summary',
    faultKind: 'keyword-stuffing',
    why: 'The summary is followed by a paragraph of buzzwords and tool names repeated for keyword matching; no new fact.',
    stronger: `# Marcus Johnson

marcus.johnson@gmail.com · (312) 555-0199 · Chicago, IL · github.com/mjohnson-rs

## Summary

Backend engineer with 7 years in trading infrastructure, the last 3 writing low-latency services in Rust. I measure before I optimise and leave systems easier to operate.

## Experience

### Senior Software Engineer — DRW, Chicago (May 2022 – Present)

- Rewrote the market-data normaliser in Rust with Tokio; median latency fell from 38 µs to 9 µs.
- Built a replay tool that reproduces a trading day from captured packets, now used in every incident review.
- Added property-based tests with proptest that found 11 parsing bugs in exchange feed handlers.

### Software Engineer — CME Group, Chicago (Jul 2018 – Apr 2022)

- Maintained order-entry gateways in C++ handling 200k messages per second.
- Moved build and test to Bazel; CI time dropped from 50 to 14 minutes.
- Wrote Python tooling to compare gateway behaviour across releases.
- Joined the on-call rotation for exchange connectivity and wrote 12 runbooks for recurring session failures.

### Software Engineering Intern — Citadel, Chicago (Jun 2017 – Aug 2017)

- Built a latency dashboard for order-entry hops from packet captures.

## Projects

- **itch-rs** — a zero-copy Rust parser for the NASDAQ ITCH 5.0 feed, 400 GitHub stars.

## Skills

Rust, Tokio, C++, Python, Linux networking, Bazel, proptest, Kafka, PostgreSQL, perf and flamegraphs

## Education

BS Computer Engineering — University of Illinois Urbana-Champaign, 2018
`,
    weaker: `# Marcus Johnson

marcus.johnson@gmail.com · (312) 555-0199 · Chicago, IL · github.com/mjohnson-rs

## Summary

Backend engineer with 7 years in trading infrastructure, the last 3 writing low-latency services in Rust. I measure before I optimise and leave systems easier to operate.

Rust Rust developer Rust engineer low latency low-latency ultra low latency HFT high frequency trading C++ C++17 C++20 Python Java Go Kotlin Tokio async Rust async/await Kafka Kafka streaming PostgreSQL SQL NoSQL Redis AWS GCP Azure Kubernetes Docker microservices distributed systems blockchain crypto DeFi FPGA kernel bypass DPDK market data trading systems quant quantitative finance

## Experience

### Senior Software Engineer — DRW, Chicago (May 2022 – Present)

- Rewrote the market-data normaliser in Rust with Tokio; median latency fell from 38 µs to 9 µs.
- Built a replay tool that reproduces a trading day from captured packets, now used in every incident review.
- Added property-based tests with proptest that found 11 parsing bugs in exchange feed handlers.

### Software Engineer — CME Group, Chicago (Jul 2018 – Apr 2022)

- Maintained order-entry gateways in C++ handling 200k messages per second.
- Moved build and test to Bazel; CI time dropped from 50 to 14 minutes.
- Wrote Python tooling to compare gateway behaviour across releases.
- Joined the on-call rotation for exchange connectivity and wrote 12 runbooks for recurring session failures.

### Software Engineering Intern — Citadel, Chicago (Jun 2017 – Aug 2017)

- Built a latency dashboard for order-entry hops from packet captures.

## Projects

- **itch-rs** — a zero-copy Rust parser for the NASDAQ ITCH 5.0 feed, 400 GitHub stars.

## Skills

Rust, Tokio, C++, Python, Linux networking, Bazel, proptest, Kafka, PostgreSQL, perf and flamegraphs

## Education

BS Computer Engineering — University of Illinois Urbana-Champaign, 2018
`,
  },
  {
    key: 'chinedu-old-unrelated-jobs',
    faultKind: 'old-unrelated-job-padding',
    why: 'Long descriptions of student-era retail and call-centre jobs are added; they say nothing about Android work and dilute the page.',
    stronger: `# Chinedu Okafor

chinedu.okafor@gmail.com · +234 803 555 0192 · Lagos, Nigeria · github.com/chineduokafor

## Summary

Android engineer with 6 years building fintech apps for low-end devices and unreliable networks. Kotlin first, Jetpack Compose for new screens, and a habit of measuring app size and start-up time.

## Experience

### Senior Android Engineer — Paystack, Lagos (Feb 2022 – Present)

- Led the rewrite of the merchant app's payments flow in Jetpack Compose; crash-free sessions rose from 97.1% to 99.6%.
- Cut cold start time on 2 GB devices from 3.8 s to 1.6 s with baseline profiles and lazy initialisation.
- Built offline-first sync with Room and WorkManager so merchants can record sales without signal.

### Android Developer — Kuda Bank, Lagos (Mar 2019 – Jan 2022)

- Shipped card management and bill payments to 2 million users in Kotlin with MVVM and Coroutines.
- Reduced APK size from 48 MB to 21 MB with app bundles and R8 shrinking.
- Added UI tests with Espresso; release rollbacks dropped from 5 in 2020 to 1 in 2021.

### Junior Mobile Developer — Andela, Lagos (Jan 2018 – Feb 2019)

- Built Android features for a US logistics client in Java and Kotlin.

## Skills

Kotlin, Java, Jetpack Compose, Android SDK, Coroutines, Room, WorkManager, Retrofit, Espresso, Firebase Crashlytics, Gradle, Git

## Education

B.Eng. Electrical and Electronics Engineering — University of Lagos, 2017
`,
    weaker: `# Chinedu Okafor

chinedu.okafor@gmail.com · +234 803 555 0192 · Lagos, Nigeria · github.com/chineduokafor

## Summary

Android engineer with 6 years building fintech apps for low-end devices and unreliable networks. Kotlin first, Jetpack Compose for new screens, and a habit of measuring app size and start-up time.

## Experience

### Senior Android Engineer — Paystack, Lagos (Feb 2022 – Present)

- Led the rewrite of the merchant app's payments flow in Jetpack Compose; crash-free sessions rose from 97.1% to 99.6%.
- Cut cold start time on 2 GB devices from 3.8 s to 1.6 s with baseline profiles and lazy initialisation.
- Built offline-first sync with Room and WorkManager so merchants can record sales without signal.

### Android Developer — Kuda Bank, Lagos (Mar 2019 – Jan 2022)

- Shipped card management and bill payments to 2 million users in Kotlin with MVVM and Coroutines.
- Reduced APK size from 48 MB to 21 MB with app bundles and R8 shrinking.
- Added UI tests with Espresso; release rollbacks dropped from 5 in 2020 to 1 in 2021.

### Junior Mobile Developer — Andela, Lagos (Jan 2018 – Feb 2019)

- Built Android features for a US logistics client in Java and Kotlin.

### Sales Assistant — Shoprite, Ikeja (Jun 2014 – Aug 2016)

- Greeted customers and helped them find products across the electronics and home sections.
- Restocked shelves every morning, checked expiry dates and rotated stock according to store policy.
- Operated the till, handled cash and card payments and balanced the cash drawer at the end of each shift.
- Helped set up seasonal displays for Christmas and Sallah promotions.
- Took part in monthly stock counts and reported discrepancies to the supervisor.

### Customer Care Agent (part-time) — MTN Nigeria call centre, Lagos (Sep 2016 – Dec 2017)

- Answered 80–100 inbound calls a day about airtime, data bundles and SIM registration.
- Logged every call in the CRM and escalated unresolved complaints to the second-line team.
- Followed scripts for SIM swap verification and fraud prevention.
- Received a certificate for good attendance in 2017.

## Skills

Kotlin, Java, Jetpack Compose, Android SDK, Coroutines, Room, WorkManager, Retrofit, Espresso, Firebase Crashlytics, Gradle, Git

## Education

B.Eng. Electrical and Electronics Engineering — University of Lagos, 2017
`,
  },
  {
    key: 'jack-old-unrelated-jobs',
    faultKind: 'old-unrelated-job-padding',
    why: "A principal engineer's resume gains long paragraphs on 2000s help-desk and hospitality jobs; experience and impact are diluted, nothing relevant is added.",
    stronger: `# Jack Thompson

jack.thompson@fastmail.com · +61 412 345 678 · Sydney, Australia · linkedin.com/in/jackthompson-eng

## Summary

Principal engineer with 15 years designing distributed systems for marketplaces. I set technical direction across teams, write the hard parts myself, and grow senior engineers into leads.

## Experience

### Principal Engineer — Canva, Sydney (Jul 2020 – Present)

- Set the architecture for real-time collaborative editing used by 150M monthly users; conflict-related data loss reports fell by 95%.
- Led a 6-team migration from a shared MySQL cluster to per-domain stores, removing the top cause of outages in 2021.
- Wrote the company's service design review process; 80+ designs reviewed in its first year.
- Mentored 7 senior engineers, 4 of whom became staff engineers.

### Staff Engineer — Atlassian, Sydney (Feb 2015 – Jun 2020)

- Designed the event pipeline behind Jira notifications in Java and Kafka, handling 2B events a day.
- Cut p99 latency of the issue-view API from 1.2 s to 300 ms through caching and query redesign.

### Senior Software Engineer — REA Group, Melbourne (Mar 2011 – Jan 2015)

- Built property search services in Scala and Elasticsearch.

## Skills

Distributed systems, Java, Kotlin, Scala, TypeScript, Kafka, MySQL, DynamoDB, Elasticsearch, AWS, system design, technical mentoring

## Education

BE (Software) — University of New South Wales, 2010
`,
    weaker: `# Jack Thompson

jack.thompson@fastmail.com · +61 412 345 678 · Sydney, Australia · linkedin.com/in/jackthompson-eng

## Summary

Principal engineer with 15 years designing distributed systems for marketplaces. I set technical direction across teams, write the hard parts myself, and grow senior engineers into leads.

## Experience

### Principal Engineer — Canva, Sydney (Jul 2020 – Present)

- Set the architecture for real-time collaborative editing used by 150M monthly users; conflict-related data loss reports fell by 95%.
- Led a 6-team migration from a shared MySQL cluster to per-domain stores, removing the top cause of outages in 2021.
- Wrote the company's service design review process; 80+ designs reviewed in its first year.
- Mentored 7 senior engineers, 4 of whom became staff engineers.

### Staff Engineer — Atlassian, Sydney (Feb 2015 – Jun 2020)

- Designed the event pipeline behind Jira notifications in Java and Kafka, handling 2B events a day.
- Cut p99 latency of the issue-view API from 1.2 s to 300 ms through caching and query redesign.

### Senior Software Engineer — REA Group, Melbourne (Mar 2011 – Jan 2015)

- Built property search services in Scala and Elasticsearch.

### IT Support Technician — Westfield Shopping Centres, Sydney (Jan 2008 – Feb 2011)

- Provided first-line desktop support for 300 office staff across Windows XP and Windows 7 machines.
- Reset passwords, set up printers, replaced toner and imaged new laptops from a standard build.
- Kept an inventory spreadsheet of monitors, keyboards and mice and ordered replacements.
- Ran cable for new desks during two office moves and labelled every patch panel port.
- Answered the help-desk phone on a rotating roster including some weekends.

### Bartender and Shift Supervisor — The Argyle, The Rocks (Mar 2005 – Dec 2007)

- Served drinks and food in a busy venue with up to 900 guests on Friday and Saturday nights.
- Trained new bar staff on cocktails, responsible service of alcohol and closing procedures.
- Counted the tills, prepared banking and wrote the shift report for the venue manager.
- Handled deliveries, kept cellar stock rotated and cleaned beer lines weekly.

## Skills

Distributed systems, Java, Kotlin, Scala, TypeScript, Kafka, MySQL, DynamoDB, Elasticsearch, AWS, system design, technical mentoring

## Education

BE (Software) — University of New South Wales, 2010
`,
  },
  {
    key: 'sofia-template-placeholders',
    faultKind: 'template-placeholders',
    why: 'Left-over template text ("[Company Name]", "[Add a metric here]", "Lorem ipsum") shows the resume was not proof-read.',
    stronger: `# Sofía Martínez

sofia.martinez.qa@gmail.com · +34 612 345 678 · Madrid, Spain · linkedin.com/in/sofiamartinezqa

## Summary

QA automation engineer with 6 years testing web and API products. I build test suites developers actually run, and I turn flaky pipelines into trusted ones.

## Experience

### Senior QA Automation Engineer — Cabify, Madrid (May 2022 – Present)

- Built a Playwright suite of 420 end-to-end tests for the rider web app that runs in 11 minutes on every pull request.
- Cut flaky test failures from 9% of runs to under 1% by fixing waits and isolating test data.
- Added contract tests with Pact between 7 backend services, catching 15 breaking changes before release.
- Coached 5 developers to write their own API tests; test coverage of new endpoints reached 95%.

### QA Engineer — Idealista, Madrid (Feb 2019 – Apr 2022)

- Automated the regression checklist with Cypress, reducing release testing from 3 days to 4 hours.
- Wrote API tests in Postman and Newman for the listings service.
- Reported and triaged 600+ defects in Jira with clear reproduction steps.

### QA Tester — Indra, Madrid (Sep 2017 – Jan 2019)

- Executed manual test plans for a public-sector tax portal.

## Skills

Playwright, Cypress, TypeScript, JavaScript, Pact, Postman, Newman, Jira, GitHub Actions, SQL, exploratory testing

## Education

Grado en Ingeniería Informática — Universidad Politécnica de Madrid, 2017

## Certifications

- ISTQB Certified Tester Foundation Level (2018)
`,
    weaker: `# Sofía Martínez

sofia.martinez.qa@gmail.com · +34 612 345 678 · Madrid, Spain · linkedin.com/in/sofiamartinezqa

## Summary

QA automation engineer with 6 years testing web and API products. I build test suites developers actually run, and I turn flaky pipelines into trusted ones.

## Experience

### Senior QA Automation Engineer — Cabify, Madrid (May 2022 – Present)

- Built a Playwright suite of 420 end-to-end tests for the rider web app that runs in 11 minutes on every pull request.
- Cut flaky test failures from 9% of runs to under 1% by fixing waits and isolating test data.
- Added contract tests with Pact between 7 backend services, catching 15 breaking changes before release.
- Coached 5 developers to write their own API tests; test coverage of new endpoints reached 95%.

### QA Engineer — Idealista, Madrid (Feb 2019 – Apr 2022)

- Automated the regression checklist with Cypress, reducing release testing from 3 days to 4 hours.
- Wrote API tests in Postman and Newman for the listings service.
- Reported and triaged 600+ defects in Jira with clear reproduction steps.

### QA Tester — Indra, Madrid (Sep 2017 – Jan 2019)

- Executed manual test plans for a public-sector tax portal.

### [Job Title] — [Company Name], [City] ([Start Date] – [End Date])

- [Describe a key achievement here, starting with an action verb.]
- [Add a metric here: e.g. increased X by Y%.]
- Lorem ipsum dolor sit amet, consectetur adipiscing elit.

## Skills

Playwright, Cypress, TypeScript, JavaScript, Pact, Postman, Newman, Jira, GitHub Actions, SQL, exploratory testing

## Education

Grado en Ingeniería Informática — Universidad Politécnica de Madrid, 2017

## Certifications

- ISTQB Certified Tester Foundation Level (2018)
`,
  },
  {
    key: 'diego-template-placeholders',
    faultKind: 'template-placeholders',
    why: 'Placeholders left in the contact line and summary ("[Your LinkedIn URL]", "[X] years", "[industry]").',
    stronger: `# Diego Hernández

diego.hernandez@gmail.com · +52 55 1234 5678 · Mexico City, Mexico · linkedin.com/in/diegohernandezdev

## Summary

Backend developer with 7 years of C# and .NET on Azure, building order and inventory systems for retail and logistics.

## Experience

### Senior .NET Developer | Mercado Libre | Mexico City | 2022 – Present

- Built the shipment-tracking API in C# (.NET 8) and Azure SQL, serving 1,500 requests per second.
- Moved carrier notifications onto Azure Service Bus with retries; lost status updates dropped from 2% to 0.05%.
- Reduced Azure spend by 28% by moving batch jobs to Azure Functions.

### .NET Developer | Liverpool (retail) | Mexico City | 2019 – 2022

- Developed inventory synchronisation between 120 stores and the e-commerce site with ASP.NET Core and SQL Server.
- Wrote integration tests with xUnit and Testcontainers that run in Azure DevOps pipelines.

### Junior Developer | Softtek | Monterrey | 2017 – 2019

- Maintained WinForms and WCF applications for a manufacturing client.

## Skills

C#, .NET 8, ASP.NET Core, Entity Framework Core, Azure SQL, SQL Server, Azure Service Bus, Azure Functions, Azure DevOps, xUnit, Testcontainers, Docker

## Education

Ingeniería en Sistemas Computacionales — Tecnológico de Monterrey, 2017
`,
    weaker: `# Diego Hernández

diego.hernandez@gmail.com · +52 55 1234 5678 · Mexico City, Mexico · [Your LinkedIn URL] · [Portfolio link]

## Summary

Backend developer with [X] years of C# and .NET on Azure, building order and inventory systems for [industry]. [Write 2–3 sentences about your biggest achievement and what you are looking for next.]

## Experience

### Senior .NET Developer | Mercado Libre | Mexico City | 2022 – Present

- Built the shipment-tracking API in C# (.NET 8) and Azure SQL, serving 1,500 requests per second.
- Moved carrier notifications onto Azure Service Bus with retries; lost status updates dropped from 2% to 0.05%.
- Reduced Azure spend by 28% by moving batch jobs to Azure Functions.

### .NET Developer | Liverpool (retail) | Mexico City | 2019 – 2022

- Developed inventory synchronisation between 120 stores and the e-commerce site with ASP.NET Core and SQL Server.
- Wrote integration tests with xUnit and Testcontainers that run in Azure DevOps pipelines.

### Junior Developer | Softtek | Monterrey | 2017 – 2019

- Maintained WinForms and WCF applications for a manufacturing client.

## Skills

C#, .NET 8, ASP.NET Core, Entity Framework Core, Azure SQL, SQL Server, Azure Service Bus, Azure Functions, Azure DevOps, xUnit, Testcontainers, Docker

## Education

Ingeniería en Sistemas Computacionales — Tecnológico de Monterrey, 2017
`,
  },
  {
    key: 'maya-short-junior-generic-objective',
    faultKind: 'generic-objective',
    why: "A short but complete junior resume; the weaker adds a generic objective paragraph that could open anyone's resume. Short is not the fault.",
    stronger: `# Maya Patel

maya.patel.codes@gmail.com · (512) 555-0182 · Austin, TX · github.com/mayapatel

## Summary

Junior web developer who finished a CS degree in May 2025 and has shipped one production app. Looking for a frontend or full-stack role.

## Experience

### Software Engineering Intern — Indeed, Austin (May 2024 – Aug 2024)

- Built a React filter panel for the job-alerts page, used by 200k people a week.
- Wrote Jest tests that raised the component's coverage from 40% to 85%.

## Projects

- **ShelterMatch** — a Next.js and PostgreSQL app that matches foster volunteers with animal shelters; used by 3 Austin shelters.

## Skills

JavaScript, TypeScript, React, Next.js, Node.js, PostgreSQL, Jest, Git

## Education

BS Computer Science — The University of Texas at Austin, 2025 (GPA 3.7)
`,
    weaker: `# Maya Patel

maya.patel.codes@gmail.com · (512) 555-0182 · Austin, TX · github.com/mayapatel

## Objective

To obtain a challenging and rewarding position in a dynamic, fast-paced organisation where I can utilise my skills, knowledge and abilities, contribute to the success of the company, and grow both personally and professionally while working with a team of talented professionals in an environment that values innovation, hard work and continuous learning.

## Summary

Junior web developer who finished a CS degree in May 2025 and has shipped one production app. Looking for a frontend or full-stack role.

## Experience

### Software Engineering Intern — Indeed, Austin (May 2024 – Aug 2024)

- Built a React filter panel for the job-alerts page, used by 200k people a week.
- Wrote Jest tests that raised the component's coverage from 40% to 85%.

## Projects

- **ShelterMatch** — a Next.js and PostgreSQL app that matches foster volunteers with animal shelters; used by 3 Austin shelters.

## Skills

JavaScript, TypeScript, React, Next.js, Node.js, PostgreSQL, Jest, Git

## Education

BS Computer Science — The University of Texas at Austin, 2025 (GPA 3.7)
`,
  },
  {
    key: 'david-generic-objective',
    faultKind: 'generic-objective',
    why: 'An engineering manager\'s sharp summary is preceded by a boilerplate objective about "a dynamic organisation"; it adds length and no fact.',
    stronger: `# David Chen

david.chen@gmail.com · (416) 555-0147 · Toronto, ON, Canada · linkedin.com/in/davidchen-eng

## Summary

Engineering manager with 12 years in software, the last 5 leading teams of 6–14 engineers on B2B SaaS. I hire well, keep delivery predictable, and stay close enough to the code to review designs.

## Experience

### Engineering Manager, Payments Platform — Shopify, Toronto (Jan 2022 – Present)

- Lead 2 teams (14 engineers) owning payouts and payment reconciliation for 1.7M merchants.
- Hired 9 engineers in 18 months; regretted attrition was zero over the same period.
- Introduced quarterly planning with explicit capacity for reliability work; missed commitments fell from 40% to 10%.
- Sponsored the move of reconciliation from nightly batches to streaming, cutting payout delays by 2 days.

### Engineering Manager — Wealthsimple, Toronto (Mar 2019 – Dec 2021)

- Built the tax-documents team from 3 to 8 engineers and delivered T5 slips to 1M clients on time two years running.
- Ran an incident review process adopted by 5 other teams.

### Senior Software Engineer — FreshBooks, Toronto (Jun 2014 – Feb 2019)

- Designed the invoicing API in Ruby on Rails and PostgreSQL used by 30,000 integrations.
- Tech lead for 4 engineers on recurring billing.

### Software Developer — OpenText, Waterloo (Sep 2012 – May 2014)

- Built document workflow features in Java.

## Skills

People management, hiring, roadmap planning, Ruby on Rails, Java, PostgreSQL, Kafka, AWS, system design reviews, incident management

## Education

BASc Software Engineering — University of Waterloo, 2012
`,
    weaker: `# David Chen

david.chen@gmail.com · (416) 555-0147 · Toronto, ON, Canada · linkedin.com/in/davidchen-eng

## Career Objective

Seeking a senior leadership position in a progressive, results-driven organisation that will allow me to leverage my extensive experience, strong communication skills and passion for technology to drive growth, foster innovation and add value to the business while continuing to develop my leadership abilities.

## Summary

Engineering manager with 12 years in software, the last 5 leading teams of 6–14 engineers on B2B SaaS. I hire well, keep delivery predictable, and stay close enough to the code to review designs.

## Experience

### Engineering Manager, Payments Platform — Shopify, Toronto (Jan 2022 – Present)

- Lead 2 teams (14 engineers) owning payouts and payment reconciliation for 1.7M merchants.
- Hired 9 engineers in 18 months; regretted attrition was zero over the same period.
- Introduced quarterly planning with explicit capacity for reliability work; missed commitments fell from 40% to 10%.
- Sponsored the move of reconciliation from nightly batches to streaming, cutting payout delays by 2 days.

### Engineering Manager — Wealthsimple, Toronto (Mar 2019 – Dec 2021)

- Built the tax-documents team from 3 to 8 engineers and delivered T5 slips to 1M clients on time two years running.
- Ran an incident review process adopted by 5 other teams.

### Senior Software Engineer — FreshBooks, Toronto (Jun 2014 – Feb 2019)

- Designed the invoicing API in Ruby on Rails and PostgreSQL used by 30,000 integrations.
- Tech lead for 4 engineers on recurring billing.

### Software Developer — OpenText, Waterloo (Sep 2012 – May 2014)

- Built document workflow features in Java.

## Skills

People management, hiring, roadmap planning, Ruby on Rails, Java, PostgreSQL, Kafka, AWS, system design reviews, incident management

## Education

BASc Software Engineering — University of Waterloo, 2012
`,
  },
  {
    key: 'hannah-summary-contradicts-roles',
    faultKind: 'summary-contradicts-roles',
    why: 'The summary claims 10 years of Java enterprise backend work; every role is Python computer vision since 2019.',
    stronger: `# Hannah Becker

hannah.becker@posteo.de · +49 151 2345 6789 · Munich, Germany · github.com/hbecker-cv

## Summary

Machine learning engineer with 5 years in computer vision for manufacturing. I take models from a labelled dataset to an edge device on the factory floor and keep them accurate after launch.

## Experience

### Machine Learning Engineer — Siemens, Munich (Oct 2021 – Present)

- Trained PyTorch defect-detection models for circuit-board inspection; missed defects fell from 4.2% to 0.9%.
- Quantised and exported models with ONNX and TensorRT to run at 45 fps on NVIDIA Jetson devices.
- Built a drift monitor comparing weekly image statistics; it triggered 3 retraining runs before accuracy dropped.
- Set up labelling workflows in CVAT for 60,000 images with two external vendors.

### Computer Vision Engineer — Kontron AI, Augsburg (Mar 2019 – Sep 2021)

- Developed OpenCV and PyTorch pipelines for measuring weld seams from camera images, accurate to 0.2 mm.
- Packaged inference services in Docker and deployed them on on-premise Linux servers at 4 plants.
- Tracked experiments and model versions in MLflow, so every deployed model can be traced to its data.

## Publications

- Becker H., et al. "Few-shot defect detection on printed circuit boards", WACV Workshops 2023.

## Skills

Python, PyTorch, OpenCV, ONNX, TensorRT, NVIDIA Jetson, CVAT, NumPy, Docker, Linux, MLflow

## Education

M.Sc. Informatics — Technical University of Munich, 2019
`,
    weaker: `# Hannah Becker

hannah.becker@posteo.de · +49 151 2345 6789 · Munich, Germany · github.com/hbecker-cv

## Summary

Senior Java backend engineer with 10 years of experience building enterprise web applications with Spring and Oracle. I design REST APIs and microservices for banking customers.

## Experience

### Machine Learning Engineer — Siemens, Munich (Oct 2021 – Present)

- Trained PyTorch defect-detection models for circuit-board inspection; missed defects fell from 4.2% to 0.9%.
- Quantised and exported models with ONNX and TensorRT to run at 45 fps on NVIDIA Jetson devices.
- Built a drift monitor comparing weekly image statistics; it triggered 3 retraining runs before accuracy dropped.
- Set up labelling workflows in CVAT for 60,000 images with two external vendors.

### Computer Vision Engineer — Kontron AI, Augsburg (Mar 2019 – Sep 2021)

- Developed OpenCV and PyTorch pipelines for measuring weld seams from camera images, accurate to 0.2 mm.
- Packaged inference services in Docker and deployed them on on-premise Linux servers at 4 plants.
- Tracked experiments and model versions in MLflow, so every deployed model can be traced to its data.

## Publications

- Becker H., et al. "Few-shot defect detection on printed circuit boards", WACV Workshops 2023.

## Skills

Python, PyTorch, OpenCV, ONNX, TensorRT, NVIDIA Jetson, CVAT, NumPy, Docker, Linux, MLflow

## Education

M.Sc. Informatics — Technical University of Munich, 2019
`,
  },
  {
    key: 'liam-summary-contradicts-roles',
    faultKind: 'summary-contradicts-roles',
    why: 'The summary sells an Azure and Google Cloud specialist with 12 years; the roles are 6+ years of AWS only.',
    stronger: `# Liam O'Connor

liam.oconnor@gmail.com · +353 87 123 4567 · Dublin, Ireland · github.com/liamoc

## Summary

DevOps engineer with 6 years automating AWS infrastructure with Terraform and running Kubernetes for product teams. I make deploys boring and cloud bills smaller.

## Experience

### Senior DevOps Engineer — Stripe, Dublin (Jun 2022 – Present)

- Ran 30 EKS clusters for 200 engineers and moved them to a GitOps flow with Argo CD; deploy lead time fell from 2 days to 3 hours.
- Wrote Terraform modules for VPCs, IAM and RDS reused by 25 teams.
- Cut the AWS bill for CI runners by 42% with spot instances and autoscaling.

### DevOps Engineer — Workhuman, Dublin (Mar 2020 – May 2022)

- Containerised 35 Java services and moved them from EC2 to Kubernetes with Helm.
- Built GitHub Actions pipelines with security scanning; releases went from monthly to daily.

### Systems Engineer — Version 1, Dublin (Sep 2018 – Feb 2020)

- Automated Windows and Linux server builds with Ansible for public-sector clients.

## Skills

AWS, Terraform, Kubernetes, EKS, Helm, Argo CD, GitHub Actions, Ansible, Docker, Python, Bash, Prometheus

## Education

BSc Computer Science — Trinity College Dublin, 2018

## Certifications

- Certified Kubernetes Administrator (2021)
- AWS Certified Solutions Architect – Professional (2023)
`,
    weaker: `# Liam O'Connor

liam.oconnor@gmail.com · +353 87 123 4567 · Dublin, Ireland · github.com/liamoc

## Summary

DevOps engineer with 12 years automating Azure and Google Cloud infrastructure with Bicep and Pulumi and running OpenShift for product teams. I make deploys boring and cloud bills smaller.

## Experience

### Senior DevOps Engineer — Stripe, Dublin (Jun 2022 – Present)

- Ran 30 EKS clusters for 200 engineers and moved them to a GitOps flow with Argo CD; deploy lead time fell from 2 days to 3 hours.
- Wrote Terraform modules for VPCs, IAM and RDS reused by 25 teams.
- Cut the AWS bill for CI runners by 42% with spot instances and autoscaling.

### DevOps Engineer — Workhuman, Dublin (Mar 2020 – May 2022)

- Containerised 35 Java services and moved them from EC2 to Kubernetes with Helm.
- Built GitHub Actions pipelines with security scanning; releases went from monthly to daily.

### Systems Engineer — Version 1, Dublin (Sep 2018 – Feb 2020)

- Automated Windows and Linux server builds with Ansible for public-sector clients.

## Skills

AWS, Terraform, Kubernetes, EKS, Helm, Argo CD, GitHub Actions, Ansible, Docker, Python, Bash, Prometheus

## Education

BSc Computer Science — Trinity College Dublin, 2018

## Certifications

- Certified Kubernetes Administrator (2021)
- AWS Certified Solutions Architect – Professional (2023)
`,
  },
  {
    key: 'erik-unprofessional-email',
    faultKind: 'unprofessional-email',
    why: 'Identical resume, but the contact address is fragdaddy420@hotmail.com.',
    stronger: `# Erik Lindqvist

erik.lindqvist@gmail.com · +46 70 123 45 67 · Stockholm, Sweden · eriklindqvist.se

## Summary

Gameplay programmer with 7 years shipping console and PC titles in Unity and Unreal Engine. I build systems designers can tune without me and keep frame time inside budget.

## Experience

### Senior Gameplay Programmer — Avalanche Studios, Stockholm (Aug 2021 – Present)

- Built the vehicle physics and handling system in C++ for an open-world Unreal Engine 5 title.
- Cut gameplay thread time from 9.1 ms to 5.4 ms on PlayStation 5 by batching AI perception queries.
- Created data-driven tuning tools that let designers adjust 200+ vehicle parameters without code changes.

### Gameplay Programmer — King, Stockholm (Jan 2018 – Jul 2021)

- Developed live-ops event features in C# and Unity for a mobile puzzle game with 10M daily players.
- Reduced the game's memory footprint on low-end Android phones by 120 MB through texture streaming.
- Wrote automated playtests that caught 30 progression bugs before events went live.

### Junior Programmer — Paradox Interactive, Stockholm (Jun 2016 – Dec 2017)

- Fixed UI and save-game bugs in C++ for a grand-strategy PC title.

## Skills

C++, C#, Unreal Engine 5, Unity, Perforce, PlayStation 5 and Xbox Series development kits, profiling (Unreal Insights, PIX), Git

## Education

BSc Game Programming — Uppsala University (Campus Gotland), 2016
`,
    weaker: `# Erik Lindqvist

fragdaddy420@hotmail.com · +46 70 123 45 67 · Stockholm, Sweden · eriklindqvist.se

## Summary

Gameplay programmer with 7 years shipping console and PC titles in Unity and Unreal Engine. I build systems designers can tune without me and keep frame time inside budget.

## Experience

### Senior Gameplay Programmer — Avalanche Studios, Stockholm (Aug 2021 – Present)

- Built the vehicle physics and handling system in C++ for an open-world Unreal Engine 5 title.
- Cut gameplay thread time from 9.1 ms to 5.4 ms on PlayStation 5 by batching AI perception queries.
- Created data-driven tuning tools that let designers adjust 200+ vehicle parameters without code changes.

### Gameplay Programmer — King, Stockholm (Jan 2018 – Jul 2021)

- Developed live-ops event features in C# and Unity for a mobile puzzle game with 10M daily players.
- Reduced the game's memory footprint on low-end Android phones by 120 MB through texture streaming.
- Wrote automated playtests that caught 30 progression bugs before events went live.

### Junior Programmer — Paradox Interactive, Stockholm (Jun 2016 – Dec 2017)

- Fixed UI and save-game bugs in C++ for a grand-strategy PC title.

## Skills

C++, C#, Unreal Engine 5, Unity, Perforce, PlayStation 5 and Xbox Series development kits, profiling (Unreal Insights, PIX), Git

## Education

BSc Game Programming — Uppsala University (Campus Gotland), 2016
`,
  },
  {
    key: 'rahul-unprofessional-email',
    faultKind: 'unprofessional-email',
    why: 'Identical resume, but the contact address is partyboy99@yahoo.com.',
    stronger: `# Rahul Verma

rahul.verma.ml@gmail.com · +91 99876 54321 · Hyderabad, India · github.com/rahulverma-ml

## Summary

Entry-level machine learning engineer with a master's in data science and 10 months of industry experience in NLP. I build small, well-evaluated models and the services around them.

## Experience

### Machine Learning Engineer (Graduate) — Microsoft IDC, Hyderabad (Aug 2025 – Present)

- Fine-tuned a multilingual text classifier for support tickets in 6 Indian languages; routing accuracy rose from 81% to 90%.
- Built the evaluation harness with labelled test sets so each model change is compared before release.
- Served the model behind a FastAPI endpoint on Azure Kubernetes Service with p95 latency of 60 ms.

### Research Intern — IIIT Hyderabad, Language Technologies Lab (Jan 2024 – Jun 2024)

- Built a Telugu named-entity dataset of 12,000 sentences and a baseline BiLSTM-CRF model (F1 0.78).
- Co-authored a workshop paper on the dataset at ICON 2024.

## Projects

- **nyaya-search** — semantic search over Indian court judgements using sentence embeddings and FAISS; indexes 300,000 judgements and answers in under 200 ms.
- **Kaggle** — bronze medal in the CommonLit Readability competition (top 8%).

## Skills

Python, PyTorch, Hugging Face Transformers, scikit-learn, FAISS, FastAPI, Docker, Azure Kubernetes Service, SQL, Git

## Education

M.Tech Data Science — IIIT Hyderabad, 2025
B.Tech Computer Science — JNTU Hyderabad, 2023
`,
    weaker: `# Rahul Verma

partyboy99@yahoo.com · +91 99876 54321 · Hyderabad, India · github.com/rahulverma-ml

## Summary

Entry-level machine learning engineer with a master's in data science and 10 months of industry experience in NLP. I build small, well-evaluated models and the services around them.

## Experience

### Machine Learning Engineer (Graduate) — Microsoft IDC, Hyderabad (Aug 2025 – Present)

- Fine-tuned a multilingual text classifier for support tickets in 6 Indian languages; routing accuracy rose from 81% to 90%.
- Built the evaluation harness with labelled test sets so each model change is compared before release.
- Served the model behind a FastAPI endpoint on Azure Kubernetes Service with p95 latency of 60 ms.

### Research Intern — IIIT Hyderabad, Language Technologies Lab (Jan 2024 – Jun 2024)

- Built a Telugu named-entity dataset of 12,000 sentences and a baseline BiLSTM-CRF model (F1 0.78).
- Co-authored a workshop paper on the dataset at ICON 2024.

## Projects

- **nyaya-search** — semantic search over Indian court judgements using sentence embeddings and FAISS; indexes 300,000 judgements and answers in under 200 ms.
- **Kaggle** — bronze medal in the CommonLit Readability competition (top 8%).

## Skills

Python, PyTorch, Hugging Face Transformers, scikit-learn, FAISS, FastAPI, Docker, Azure Kubernetes Service, SQL, Git

## Education

M.Tech Data Science — IIIT Hyderabad, 2025
B.Tech Computer Science — JNTU Hyderabad, 2023
`,
  },
  {
    key: 'liam-backwards-dates',
    faultKind: 'overlapping-or-backwards-dates',
    why: 'The middle role ends before it starts (May 2022 – Mar 2020), so the timeline cannot be read.',
    stronger: `# Liam O'Connor

liam.oconnor@gmail.com · +353 87 123 4567 · Dublin, Ireland · github.com/liamoc

## Summary

DevOps engineer with 6 years automating AWS infrastructure with Terraform and running Kubernetes for product teams. I make deploys boring and cloud bills smaller.

## Experience

### Senior DevOps Engineer — Stripe, Dublin (Jun 2022 – Present)

- Ran 30 EKS clusters for 200 engineers and moved them to a GitOps flow with Argo CD; deploy lead time fell from 2 days to 3 hours.
- Wrote Terraform modules for VPCs, IAM and RDS reused by 25 teams.
- Cut the AWS bill for CI runners by 42% with spot instances and autoscaling.

### DevOps Engineer — Workhuman, Dublin (Mar 2020 – May 2022)

- Containerised 35 Java services and moved them from EC2 to Kubernetes with Helm.
- Built GitHub Actions pipelines with security scanning; releases went from monthly to daily.

### Systems Engineer — Version 1, Dublin (Sep 2018 – Feb 2020)

- Automated Windows and Linux server builds with Ansible for public-sector clients.

## Skills

AWS, Terraform, Kubernetes, EKS, Helm, Argo CD, GitHub Actions, Ansible, Docker, Python, Bash, Prometheus

## Education

BSc Computer Science — Trinity College Dublin, 2018

## Certifications

- Certified Kubernetes Administrator (2021)
- AWS Certified Solutions Architect – Professional (2023)
`,
    weaker: `# Liam O'Connor

liam.oconnor@gmail.com · +353 87 123 4567 · Dublin, Ireland · github.com/liamoc

## Summary

DevOps engineer with 6 years automating AWS infrastructure with Terraform and running Kubernetes for product teams. I make deploys boring and cloud bills smaller.

## Experience

### Senior DevOps Engineer — Stripe, Dublin (Jun 2022 – Present)

- Ran 30 EKS clusters for 200 engineers and moved them to a GitOps flow with Argo CD; deploy lead time fell from 2 days to 3 hours.
- Wrote Terraform modules for VPCs, IAM and RDS reused by 25 teams.
- Cut the AWS bill for CI runners by 42% with spot instances and autoscaling.

### DevOps Engineer — Workhuman, Dublin (May 2022 – Mar 2020)

- Containerised 35 Java services and moved them from EC2 to Kubernetes with Helm.
- Built GitHub Actions pipelines with security scanning; releases went from monthly to daily.

### Systems Engineer — Version 1, Dublin (Sep 2018 – Feb 2020)

- Automated Windows and Linux server builds with Ansible for public-sector clients.

## Skills

AWS, Terraform, Kubernetes, EKS, Helm, Argo CD, GitHub Actions, Ansible, Docker, Python, Bash, Prometheus

## Education

BSc Computer Science — Trinity College Dublin, 2018

## Certifications

- Certified Kubernetes Administrator (2021)
- AWS Certified Solutions Architect – Professional (2023)
`,
  },
  {
    key: 'olivia-overlapping-full-time-roles',
    faultKind: 'overlapping-or-backwards-dates',
    why: 'Two full-time roles in different companies overlap by almost two years with no explanation.',
    stronger: `# Olivia Brooks

olivia.brooks@gmail.com · (206) 555-0133 · Seattle, WA · linkedin.com/in/oliviabrooks

## Summary

Senior data platform engineer with 9 years building warehouses and streaming systems. I turn messy event data into tables the business trusts.

## Experience

### Senior Data Platform Engineer
Zillow — Seattle, WA
March 2021 – Present

- Designed the Snowflake warehouse for listings and pricing data; 400 analysts query it daily.
- Built CDC pipelines from PostgreSQL with Debezium and Kafka; analytics data went from 24 hours to 5 minutes old.
- Cut Snowflake costs by 35% with warehouse sizing and query tuning.
- Led a team of 4 data engineers and set the review standards for dbt models.

### Data Engineer
Expedia Group — Seattle, WA
June 2017 – February 2021

- Built hotel-availability pipelines in Scala on Spark processing 3 TB a day.
- Wrote Airflow DAGs and data-quality checks that replaced 50 cron jobs.
- Reduced the nightly pipeline's failure rate from 8% to under 1% with idempotent reruns.

### Business Intelligence Developer
T-Mobile — Bellevue, WA
August 2015 – May 2017

- Built SQL Server reporting and SSIS packages for retail store performance.

## Skills

Snowflake, dbt, Kafka, Debezium, Spark, Scala, Python, SQL, Airflow, PostgreSQL, SQL Server, SSIS, AWS

## Education

BS Informatics — University of Washington, 2015
`,
    weaker: `# Olivia Brooks

olivia.brooks@gmail.com · (206) 555-0133 · Seattle, WA · linkedin.com/in/oliviabrooks

## Summary

Senior data platform engineer with 9 years building warehouses and streaming systems. I turn messy event data into tables the business trusts.

## Experience

### Senior Data Platform Engineer
Zillow — Seattle, WA
March 2021 – Present

- Designed the Snowflake warehouse for listings and pricing data; 400 analysts query it daily.
- Built CDC pipelines from PostgreSQL with Debezium and Kafka; analytics data went from 24 hours to 5 minutes old.
- Cut Snowflake costs by 35% with warehouse sizing and query tuning.
- Led a team of 4 data engineers and set the review standards for dbt models.

### Data Engineer
Expedia Group — Seattle, WA
June 2017 – January 2023

- Built hotel-availability pipelines in Scala on Spark processing 3 TB a day.
- Wrote Airflow DAGs and data-quality checks that replaced 50 cron jobs.
- Reduced the nightly pipeline's failure rate from 8% to under 1% with idempotent reruns.

### Business Intelligence Developer
T-Mobile — Bellevue, WA
August 2015 – May 2017

- Built SQL Server reporting and SSIS packages for retail store performance.

## Skills

Snowflake, dbt, Kafka, Debezium, Spark, Scala, Python, SQL, Airflow, PostgreSQL, SQL Server, SSIS, AWS

## Education

BS Informatics — University of Washington, 2015
`,
  },
  {
    key: 'kenji-title-does-not-fit-duties',
    faultKind: 'title-mismatch-duties',
    why: 'The current role is titled "Cloud Solutions Architect" while every bullet is microcontroller firmware.',
    stronger: `# Kenji Watanabe

kenji.watanabe@gmail.com / +81 90-1234-5678 / Osaka, Japan

## Summary

Embedded software engineer with 9 years of firmware for motor control and battery-powered sensors. Strong in C on ARM Cortex-M, FreeRTOS, and bringing up new boards with hardware teams.

## Experience

### Senior Embedded Software Engineer
**Panasonic**, Osaka · April 2019 – Present

- Wrote motor-control firmware in C for a cordless vacuum line on STM32 (Cortex-M4) under FreeRTOS; efficiency improved 12%.
- Reduced sleep current of a sensor node from 45 µA to 8 µA by reworking clock gating and peripheral power states.
- Brought up 3 new boards with the hardware team, writing drivers for SPI, I2C and CAN peripherals.
- Introduced unit tests with Unity and Ceedling and a hardware-in-the-loop rig; field returns for firmware faults fell by half.

### Embedded Software Engineer
**Omron**, Kyoto · April 2015 – March 2019

- Developed firmware for blood-pressure monitors in C on Renesas RX microcontrollers to IEC 62304.
- Implemented a Bluetooth Low Energy profile that synced readings to the companion app.
- Cut firmware image size by 22% so a new feature fit on existing hardware.

## Skills

C, C++, ARM Cortex-M, STM32, Renesas RX, FreeRTOS, SPI, I2C, CAN, Bluetooth Low Energy, Unity/Ceedling, JTAG, oscilloscopes and logic analysers, Git

## Education

B.Eng. Electronic Engineering — Osaka University, 2015
`,
    weaker: `# Kenji Watanabe

kenji.watanabe@gmail.com / +81 90-1234-5678 / Osaka, Japan

## Summary

Embedded software engineer with 9 years of firmware for motor control and battery-powered sensors. Strong in C on ARM Cortex-M, FreeRTOS, and bringing up new boards with hardware teams.

## Experience

### Cloud Solutions Architect
**Panasonic**, Osaka · April 2019 – Present

- Wrote motor-control firmware in C for a cordless vacuum line on STM32 (Cortex-M4) under FreeRTOS; efficiency improved 12%.
- Reduced sleep current of a sensor node from 45 µA to 8 µA by reworking clock gating and peripheral power states.
- Brought up 3 new boards with the hardware team, writing drivers for SPI, I2C and CAN peripherals.
- Introduced unit tests with Unity and Ceedling and a hardware-in-the-loop rig; field returns for firmware faults fell by half.

### Embedded Software Engineer
**Omron**, Kyoto · April 2015 – March 2019

- Developed firmware for blood-pressure monitors in C on Renesas RX microcontrollers to IEC 62304.
- Implemented a Bluetooth Low Energy profile that synced readings to the companion app.
- Cut firmware image size by 22% so a new feature fit on existing hardware.

## Skills

C, C++, ARM Cortex-M, STM32, Renesas RX, FreeRTOS, SPI, I2C, CAN, Bluetooth Low Energy, Unity/Ceedling, JTAG, oscilloscopes and logic analysers, Git

## Education

B.Eng. Electronic Engineering — Osaka University, 2015
`,
  },
  {
    key: 'nadia-inflated-title',
    faultKind: 'title-mismatch-duties',
    why: 'The junior manual-testing role is titled "Head of Quality Engineering" although the duties are running test passes and logging bugs.',
    stronger: `# Nadia Haddad

nadia.haddad@gmail.com · +1 514 555 0163 · Montréal, QC, Canada · linkedin.com/in/nadiahaddad

## Summary

QA engineer with 4 years of experience moving teams from manual checks to automated API and UI tests. Bilingual (French and English).

## Experience

### QA Engineer — Lightspeed Commerce, Montréal (Jan 2023 – Present)

- Wrote 300 API tests in Python with pytest for the point-of-sale backend; they run on every merge in GitLab CI.
- Built a Selenium smoke suite that checks the 20 most-used store workflows in 8 minutes.
- Reduced escaped defects from 12 to 4 per release by adding test cases to each story's definition of done.
- Set up test data seeding with SQL scripts so every test run starts from a known store.
- Pair with developers on testability in refinement sessions.

### Junior QA Analyst — Ubisoft Montréal (Aug 2021 – Dec 2022)

- Ran manual test passes on menu and store screens for two console titles and logged 450 bugs in Jira.
- Wrote the team's first test-case templates in TestRail.

## Skills

Python, pytest, Selenium, Postman, GitLab CI, Jira, TestRail, SQL, manual and exploratory testing

## Education

DEC Computer Science Technology — Collège de Maisonneuve, 2021

## Certifications

- ISTQB Certified Tester Foundation Level (2022)
`,
    weaker: `# Nadia Haddad

nadia.haddad@gmail.com · +1 514 555 0163 · Montréal, QC, Canada · linkedin.com/in/nadiahaddad

## Summary

QA engineer with 4 years of experience moving teams from manual checks to automated API and UI tests. Bilingual (French and English).

## Experience

### QA Engineer — Lightspeed Commerce, Montréal (Jan 2023 – Present)

- Wrote 300 API tests in Python with pytest for the point-of-sale backend; they run on every merge in GitLab CI.
- Built a Selenium smoke suite that checks the 20 most-used store workflows in 8 minutes.
- Reduced escaped defects from 12 to 4 per release by adding test cases to each story's definition of done.
- Set up test data seeding with SQL scripts so every test run starts from a known store.
- Pair with developers on testability in refinement sessions.

### Head of Quality Engineering — Ubisoft Montréal (Aug 2021 – Dec 2022)

- Ran manual test passes on menu and store screens for two console titles and logged 450 bugs in Jira.
- Wrote the team's first test-case templates in TestRail.

## Skills

Python, pytest, Selenium, Postman, GitLab CI, Jira, TestRail, SQL, manual and exploratory testing

## Education

DEC Computer Science Technology — Collège de Maisonneuve, 2021

## Certifications

- ISTQB Certified Tester Foundation Level (2022)
`,
  },
  {
    key: 'aisha-skills-never-used',
    faultKind: 'skills-not-evidenced',
    why: 'The skills list adds a dozen technologies (Kubernetes, Rust, Solidity, SAP…) that no role, project or certification uses.',
    stronger: `# Aisha Mwangi

aisha.mwangi@gmail.com · +254 712 345 678 · Nairobi, Kenya · github.com/aishamwangi

## Summary

Application security engineer with 6 years protecting mobile money and banking platforms. I run threat models with product teams, automate security testing in CI, and lead incident response for application-layer attacks.

## Experience

### Senior Application Security Engineer — Safaricom, Nairobi (Jan 2022 – Present)

- Ran threat models for 18 M-Pesa features before launch; 41 design flaws fixed before a line of code.
- Added Semgrep and dependency scanning to 60 repositories in GitLab CI; critical findings in production fell by 75%.
- Led the response to a credential-stuffing attack: rate limits and device binding shipped within 36 hours.
- Trained 120 developers on OWASP Top 10 with hands-on labs.

### Security Engineer — Equity Bank, Nairobi (Jun 2019 – Dec 2021)

- Performed web and API penetration tests with Burp Suite on 25 internal and customer-facing applications.
- Built a secrets-scanning pre-commit hook adopted by all 9 development teams.
- Hardened AWS accounts with Security Hub and GuardDuty; open high-risk findings dropped from 230 to 12.

### IT Security Analyst — KPMG East Africa, Nairobi (Jul 2017 – May 2019)

- Ran vulnerability scans with Nessus and wrote remediation reports for banking clients.

## Skills

Threat modelling, OWASP Top 10, Burp Suite, Semgrep, GitLab CI, AWS Security Hub, GuardDuty, Nessus, Python, Java code review, incident response

## Education

BSc Computer Science — University of Nairobi, 2017

## Certifications

- OSCP (2020)
- AWS Certified Security – Specialty (2023)
`,
    weaker: `# Aisha Mwangi

aisha.mwangi@gmail.com · +254 712 345 678 · Nairobi, Kenya · github.com/aishamwangi

## Summary

Application security engineer with 6 years protecting mobile money and banking platforms. I run threat models with product teams, automate security testing in CI, and lead incident response for application-layer attacks.

## Experience

### Senior Application Security Engineer — Safaricom, Nairobi (Jan 2022 – Present)

- Ran threat models for 18 M-Pesa features before launch; 41 design flaws fixed before a line of code.
- Added Semgrep and dependency scanning to 60 repositories in GitLab CI; critical findings in production fell by 75%.
- Led the response to a credential-stuffing attack: rate limits and device binding shipped within 36 hours.
- Trained 120 developers on OWASP Top 10 with hands-on labs.

### Security Engineer — Equity Bank, Nairobi (Jun 2019 – Dec 2021)

- Performed web and API penetration tests with Burp Suite on 25 internal and customer-facing applications.
- Built a secrets-scanning pre-commit hook adopted by all 9 development teams.
- Hardened AWS accounts with Security Hub and GuardDuty; open high-risk findings dropped from 230 to 12.

### IT Security Analyst — KPMG East Africa, Nairobi (Jul 2017 – May 2019)

- Ran vulnerability scans with Nessus and wrote remediation reports for banking clients.

## Skills

Threat modelling, OWASP Top 10, Burp Suite, Semgrep, GitLab CI, AWS Security Hub, GuardDuty, Nessus, Python, Java code review, incident response, Kubernetes, Istio, Rust, Go, Solidity, smart-contract auditing, SAP, Salesforce, TensorFlow, reverse engineering with IDA Pro, Azure Sentinel, Splunk

## Education

BSc Computer Science — University of Nairobi, 2017

## Certifications

- OSCP (2020)
- AWS Certified Security – Specialty (2023)
`,
  },
  {
    key: 'sanne-skills-never-used',
    faultKind: 'skills-not-evidenced',
    why: 'The skills list claims Vue, Angular 17, Svelte, React Native, Flutter, GraphQL and Node.js; the experience is React and AngularJS only.',
    stronger: `# Sanne de Vries

sanne.devries@gmail.com · +31 6 1234 5678 · Amsterdam, Netherlands · sannedevries.nl

## Summary

Staff frontend engineer with 10 years of experience, the last 4 leading design-system work. I make large product teams ship consistent, accessible UI faster.

## Experience

### Staff Frontend Engineer — Booking.com, Amsterdam (Jan 2021 – Present)

- Led the design system used by 90 teams: 70 React components in TypeScript with documented accessibility behaviour.
- Cut duplicated UI code by an estimated 140k lines by migrating 30 teams to the shared components.
- Introduced design tokens shared between Figma and CSS, so theme changes ship in a day instead of a sprint.

### Senior Frontend Engineer — Adyen, Amsterdam (Mar 2017 – Dec 2020)

- Built the customer-area reporting screens in React and TypeScript with D3 charts.
- Set up a component test suite with Testing Library and Jest; regressions reported by merchants halved.

### Frontend Developer — Mirabeau, Amsterdam (Sep 2014 – Feb 2017)

- Built responsive websites in JavaScript, Sass and AngularJS for insurance and banking clients.

## Skills

TypeScript, JavaScript, React, CSS, Sass, design tokens, Storybook, Testing Library, Jest, D3, Figma, AngularJS, web accessibility

## Education

BSc Information Science — University of Amsterdam, 2014
`,
    weaker: `# Sanne de Vries

sanne.devries@gmail.com · +31 6 1234 5678 · Amsterdam, Netherlands · sannedevries.nl

## Summary

Staff frontend engineer with 10 years of experience, the last 4 leading design-system work. I make large product teams ship consistent, accessible UI faster.

## Experience

### Staff Frontend Engineer — Booking.com, Amsterdam (Jan 2021 – Present)

- Led the design system used by 90 teams: 70 React components in TypeScript with documented accessibility behaviour.
- Cut duplicated UI code by an estimated 140k lines by migrating 30 teams to the shared components.
- Introduced design tokens shared between Figma and CSS, so theme changes ship in a day instead of a sprint.

### Senior Frontend Engineer — Adyen, Amsterdam (Mar 2017 – Dec 2020)

- Built the customer-area reporting screens in React and TypeScript with D3 charts.
- Set up a component test suite with Testing Library and Jest; regressions reported by merchants halved.

### Frontend Developer — Mirabeau, Amsterdam (Sep 2014 – Feb 2017)

- Built responsive websites in JavaScript, Sass and AngularJS for insurance and banking clients.

## Skills

TypeScript, JavaScript, React, Vue, Angular 17, Svelte, React Native, Flutter, GraphQL, Node.js, CSS, Sass, design tokens, Storybook, Testing Library, Jest, D3, Figma, AngularJS, web accessibility

## Education

BSc Information Science — University of Amsterdam, 2014
`,
  },
  {
    key: 'anna-no-metrics',
    faultKind: 'no-metrics',
    why: 'The same duties with every number removed: no runtime, no cost, no counts.',
    stronger: `# Anna Kowalska

anna.kowalska@outlook.com · +48 601 234 567 · Warsaw, Poland · linkedin.com/in/annakowalska

## Summary

Data engineer with 5 years of building batch and streaming pipelines for retail and fintech. I like small, testable pipelines and data contracts that analysts can trust.

## Experience

### Data Engineer — Allegro, Warsaw (Jun 2021 – Present)

- Rebuilt the daily sales pipeline on Spark and Airflow; runtime fell from 6 hours to 50 minutes.
- Introduced data contracts and dbt tests on 85 models, cutting broken dashboards from weekly to twice a quarter.
- Streamed clickstream events through Kafka into BigQuery with under 2 minutes of latency.
- Reduced BigQuery spend by 31% by partitioning and clustering the 12 largest tables.

### Junior Data Engineer — mBank, Warsaw (Sep 2019 – May 2021)

- Migrated 40 SQL Server reporting jobs to Python and Airflow, removing manual Monday reruns.
- Built a data-quality checker that flagged 1,900 malformed transactions in its first month.
- Documented lineage for 60 regulatory reports so auditors could trace every figure to its source table.

## Projects

- **airflow-contracts** — a small open-source Airflow provider that validates table schemas against YAML contracts before a DAG runs.

## Skills

Python, SQL, Apache Spark, Apache Airflow, dbt, Kafka, BigQuery, SQL Server, Docker, Git

## Education

MSc Computer Science — Warsaw University of Technology, 2019

## Certifications

- Google Cloud Professional Data Engineer (2022)
`,
    weaker: `# Anna Kowalska

anna.kowalska@outlook.com · +48 601 234 567 · Warsaw, Poland · linkedin.com/in/annakowalska

## Summary

Data engineer with 5 years of building batch and streaming pipelines for retail and fintech. I like small, testable pipelines and data contracts that analysts can trust.

## Experience

### Data Engineer — Allegro, Warsaw (Jun 2021 – Present)

- Rebuilt the daily sales pipeline on Spark and Airflow.
- Introduced data contracts and dbt tests on the models.
- Streamed clickstream events through Kafka into BigQuery.
- Worked on BigQuery costs by partitioning and clustering tables.

### Junior Data Engineer — mBank, Warsaw (Sep 2019 – May 2021)

- Migrated SQL Server reporting jobs to Python and Airflow.
- Built a data-quality checker for transactions.
- Documented lineage for 60 regulatory reports so auditors could trace every figure to its source table.

## Projects

- **airflow-contracts** — a small open-source Airflow provider that validates table schemas against YAML contracts before a DAG runs.

## Skills

Python, SQL, Apache Spark, Apache Airflow, dbt, Kafka, BigQuery, SQL Server, Docker, Git

## Education

MSc Computer Science — Warsaw University of Technology, 2019

## Certifications

- Google Cloud Professional Data Engineer (2022)
`,
  },
  {
    key: 'david-no-metrics',
    faultKind: 'no-metrics',
    why: "A manager's outcomes (team sizes, hires, attrition, delivery) are replaced by unmeasured statements.",
    stronger: `# David Chen

david.chen@gmail.com · (416) 555-0147 · Toronto, ON, Canada · linkedin.com/in/davidchen-eng

## Summary

Engineering manager with 12 years in software, the last 5 leading teams of 6–14 engineers on B2B SaaS. I hire well, keep delivery predictable, and stay close enough to the code to review designs.

## Experience

### Engineering Manager, Payments Platform — Shopify, Toronto (Jan 2022 – Present)

- Lead 2 teams (14 engineers) owning payouts and payment reconciliation for 1.7M merchants.
- Hired 9 engineers in 18 months; regretted attrition was zero over the same period.
- Introduced quarterly planning with explicit capacity for reliability work; missed commitments fell from 40% to 10%.
- Sponsored the move of reconciliation from nightly batches to streaming, cutting payout delays by 2 days.

### Engineering Manager — Wealthsimple, Toronto (Mar 2019 – Dec 2021)

- Built the tax-documents team from 3 to 8 engineers and delivered T5 slips to 1M clients on time two years running.
- Ran an incident review process adopted by 5 other teams.

### Senior Software Engineer — FreshBooks, Toronto (Jun 2014 – Feb 2019)

- Designed the invoicing API in Ruby on Rails and PostgreSQL used by 30,000 integrations.
- Tech lead for 4 engineers on recurring billing.

### Software Developer — OpenText, Waterloo (Sep 2012 – May 2014)

- Built document workflow features in Java.

## Skills

People management, hiring, roadmap planning, Ruby on Rails, Java, PostgreSQL, Kafka, AWS, system design reviews, incident management

## Education

BASc Software Engineering — University of Waterloo, 2012
`,
    weaker: `# David Chen

david.chen@gmail.com · (416) 555-0147 · Toronto, ON, Canada · linkedin.com/in/davidchen-eng

## Summary

Engineering manager with 12 years in software, the last 5 leading teams of 6–14 engineers on B2B SaaS. I hire well, keep delivery predictable, and stay close enough to the code to review designs.

## Experience

### Engineering Manager, Payments Platform — Shopify, Toronto (Jan 2022 – Present)

- Lead teams owning payouts and payment reconciliation.
- Hired engineers and worked on retention.
- Introduced quarterly planning with capacity for reliability work.
- Sponsored the move of reconciliation from nightly batches to streaming.

### Engineering Manager — Wealthsimple, Toronto (Mar 2019 – Dec 2021)

- Built the tax-documents team and delivered tax slips to clients.
- Ran an incident review process.

### Senior Software Engineer — FreshBooks, Toronto (Jun 2014 – Feb 2019)

- Designed the invoicing API in Ruby on Rails and PostgreSQL.
- Tech lead on recurring billing.

### Software Developer — OpenText, Waterloo (Sep 2012 – May 2014)

- Built document workflow features in Java.

## Skills

People management, hiring, roadmap planning, Ruby on Rails, Java, PostgreSQL, Kafka, AWS, system design reviews, incident management

## Education

BASc Software Engineering — University of Waterloo, 2012
`,
  },
  {
    key: 'priya-responsible-for-bullets',
    faultKind: 'passive-responsible-for',
    why: 'Achievements rewritten as duties: "Responsible for…", "Involved in…", "Tasked with…", and the results disappear.',
    stronger: `# Priya Raman

priya.raman@gmail.com · +91 98450 21763 · Bengaluru, India · github.com/priyaraman · linkedin.com/in/priya-raman

## Summary

Senior backend engineer with 8 years building payment and ledger services in Go and Java. I design APIs that stay correct under retries, own PostgreSQL schemas end to end, and mentor engineers on testing and on-call practice.

## Experience

### Senior Backend Engineer — Razorpay, Bengaluru (Apr 2021 – Present)

- Designed an idempotent refunds API in Go handling 4M requests/day; duplicate refunds fell from 0.3% to zero.
- Split a 40-table PostgreSQL schema into ledger and settlement stores, cutting p99 write latency from 180 ms to 45 ms.
- Introduced contract tests between 9 services, catching 23 breaking changes before release in the first year.
- Mentored 4 engineers; two were promoted to Software Engineer II within 12 months.

### Software Engineer — Flipkart, Bengaluru (Jul 2018 – Mar 2021)

- Built the order-status service in Java (Spring Boot) serving 30k requests/second on Big Billion Days.
- Moved retry logic from cron jobs to Kafka consumers with dead-letter topics, reducing stuck orders by 70%.
- Wrote runbooks and alerts for 6 services; mean time to recovery dropped from 52 to 18 minutes.

### Associate Software Engineer — Infosys, Mysuru (Aug 2016 – Jun 2018)

- Maintained billing batch jobs in Java and Oracle for a European telecom client.
- Automated the monthly reconciliation report with SQL and shell scripts, saving 3 analyst-days per month.

## Skills

Go, Java, Spring Boot, PostgreSQL, Oracle, Kafka, Redis, gRPC, REST API design, Docker, Kubernetes, Prometheus, Grafana, AWS (RDS, SQS)

## Education

B.Tech, Computer Science — National Institute of Technology Karnataka, 2016

## Certifications

- AWS Certified Developer – Associate (2022)
`,
    weaker: `# Priya Raman

priya.raman@gmail.com · +91 98450 21763 · Bengaluru, India · github.com/priyaraman · linkedin.com/in/priya-raman

## Summary

Senior backend engineer with 8 years building payment and ledger services in Go and Java. I design APIs that stay correct under retries, own PostgreSQL schemas end to end, and mentor engineers on testing and on-call practice.

## Experience

### Senior Backend Engineer — Razorpay, Bengaluru (Apr 2021 – Present)

- Responsible for the refunds API in Go.
- Involved in PostgreSQL schema work for ledger and settlement.
- Responsible for contract testing between services.
- Tasked with mentoring junior engineers.

### Software Engineer — Flipkart, Bengaluru (Jul 2018 – Mar 2021)

- Responsible for the order-status service in Java (Spring Boot).
- Worked on retry logic using Kafka consumers.
- Responsible for runbooks and alerts.

### Associate Software Engineer — Infosys, Mysuru (Aug 2016 – Jun 2018)

- Maintained billing batch jobs in Java and Oracle for a European telecom client.
- Automated the monthly reconciliation report with SQL and shell scripts, saving 3 analyst-days per month.

## Skills

Go, Java, Spring Boot, PostgreSQL, Oracle, Kafka, Redis, gRPC, REST API design, Docker, Kubernetes, Prometheus, Grafana, AWS (RDS, SQS)

## Education

B.Tech, Computer Science — National Institute of Technology Karnataka, 2016

## Certifications

- AWS Certified Developer – Associate (2022)
`,
  },
  {
    key: 'diego-responsible-for-bullets',
    faultKind: 'passive-responsible-for',
    why: 'Bullets become passive duty statements ("Was responsible for", "Duties included") and lose their outcomes.',
    stronger: `# Diego Hernández

diego.hernandez@gmail.com · +52 55 1234 5678 · Mexico City, Mexico · linkedin.com/in/diegohernandezdev

## Summary

Backend developer with 7 years of C# and .NET on Azure, building order and inventory systems for retail and logistics.

## Experience

### Senior .NET Developer | Mercado Libre | Mexico City | 2022 – Present

- Built the shipment-tracking API in C# (.NET 8) and Azure SQL, serving 1,500 requests per second.
- Moved carrier notifications onto Azure Service Bus with retries; lost status updates dropped from 2% to 0.05%.
- Reduced Azure spend by 28% by moving batch jobs to Azure Functions.

### .NET Developer | Liverpool (retail) | Mexico City | 2019 – 2022

- Developed inventory synchronisation between 120 stores and the e-commerce site with ASP.NET Core and SQL Server.
- Wrote integration tests with xUnit and Testcontainers that run in Azure DevOps pipelines.

### Junior Developer | Softtek | Monterrey | 2017 – 2019

- Maintained WinForms and WCF applications for a manufacturing client.

## Skills

C#, .NET 8, ASP.NET Core, Entity Framework Core, Azure SQL, SQL Server, Azure Service Bus, Azure Functions, Azure DevOps, xUnit, Testcontainers, Docker

## Education

Ingeniería en Sistemas Computacionales — Tecnológico de Monterrey, 2017
`,
    weaker: `# Diego Hernández

diego.hernandez@gmail.com · +52 55 1234 5678 · Mexico City, Mexico · linkedin.com/in/diegohernandezdev

## Summary

Backend developer with 7 years of C# and .NET on Azure, building order and inventory systems for retail and logistics.

## Experience

### Senior .NET Developer | Mercado Libre | Mexico City | 2022 – Present

- Was responsible for the shipment-tracking API in C# (.NET 8) and Azure SQL.
- Duties included carrier notifications on Azure Service Bus.
- Responsible for batch jobs in Azure Functions.

### .NET Developer | Liverpool (retail) | Mexico City | 2019 – 2022

- Was responsible for inventory synchronisation with ASP.NET Core and SQL Server.
- Responsible for integration tests with xUnit and Testcontainers.

### Junior Developer | Softtek | Monterrey | 2017 – 2019

- Maintained WinForms and WCF applications for a manufacturing client.

## Skills

C#, .NET 8, ASP.NET Core, Entity Framework Core, Azure SQL, SQL Server, Azure Service Bus, Azure Functions, Azure DevOps, xUnit, Testcontainers, Docker

## Education

Ingeniería en Sistemas Computacionales — Tecnológico de Monterrey, 2017
`,
  },
  {
    key: 'erik-first-person-rambling',
    faultKind: 'first-person-rambling',
    why: 'The bullets of the current role become a chatty first-person paragraph with the same facts buried in it.',
    stronger: `# Erik Lindqvist

erik.lindqvist@gmail.com · +46 70 123 45 67 · Stockholm, Sweden · eriklindqvist.se

## Summary

Gameplay programmer with 7 years shipping console and PC titles in Unity and Unreal Engine. I build systems designers can tune without me and keep frame time inside budget.

## Experience

### Senior Gameplay Programmer — Avalanche Studios, Stockholm (Aug 2021 – Present)

- Built the vehicle physics and handling system in C++ for an open-world Unreal Engine 5 title.
- Cut gameplay thread time from 9.1 ms to 5.4 ms on PlayStation 5 by batching AI perception queries.
- Created data-driven tuning tools that let designers adjust 200+ vehicle parameters without code changes.

### Gameplay Programmer — King, Stockholm (Jan 2018 – Jul 2021)

- Developed live-ops event features in C# and Unity for a mobile puzzle game with 10M daily players.
- Reduced the game's memory footprint on low-end Android phones by 120 MB through texture streaming.
- Wrote automated playtests that caught 30 progression bugs before events went live.

### Junior Programmer — Paradox Interactive, Stockholm (Jun 2016 – Dec 2017)

- Fixed UI and save-game bugs in C++ for a grand-strategy PC title.

## Skills

C++, C#, Unreal Engine 5, Unity, Perforce, PlayStation 5 and Xbox Series development kits, profiling (Unreal Insights, PIX), Git

## Education

BSc Game Programming — Uppsala University (Campus Gotland), 2016
`,
    weaker: `# Erik Lindqvist

erik.lindqvist@gmail.com · +46 70 123 45 67 · Stockholm, Sweden · eriklindqvist.se

## Summary

Gameplay programmer with 7 years shipping console and PC titles in Unity and Unreal Engine. I build systems designers can tune without me and keep frame time inside budget.

## Experience

### Senior Gameplay Programmer — Avalanche Studios, Stockholm (Aug 2021 – Present)

So when I joined Avalanche I was honestly really excited because I had always loved open-world games and I basically got to build the whole vehicle physics and handling system myself in C++ in Unreal Engine 5, which was a huge learning experience for me and I think I grew a lot. I also spent a lot of time, probably more than I should have, looking at performance on PlayStation 5, and I managed to get the gameplay thread from 9.1 ms to 5.4 ms, which I was really proud of, by batching the AI perception queries (which took a while to figure out!). I also made some tools for the designers because I felt they were always coming to me to change numbers, so now they can change 200+ vehicle parameters on their own, which I think everyone was happy about.

### Gameplay Programmer — King, Stockholm (Jan 2018 – Jul 2021)

- Developed live-ops event features in C# and Unity for a mobile puzzle game with 10M daily players.
- Reduced the game's memory footprint on low-end Android phones by 120 MB through texture streaming.
- Wrote automated playtests that caught 30 progression bugs before events went live.

### Junior Programmer — Paradox Interactive, Stockholm (Jun 2016 – Dec 2017)

- Fixed UI and save-game bugs in C++ for a grand-strategy PC title.

## Skills

C++, C#, Unreal Engine 5, Unity, Perforce, PlayStation 5 and Xbox Series development kits, profiling (Unreal Insights, PIX), Git

## Education

BSc Game Programming — Uppsala University (Campus Gotland), 2016
`,
  },
  {
    key: 'fatima-missing-dates',
    faultKind: 'missing-dates',
    why: 'Every role loses its dates, so tenure and recency cannot be judged.',
    stronger: `# Fatima Zahra El Amrani

fz.elamrani@gmail.com · +33 6 12 34 56 78 · Paris, France · linkedin.com/in/fzelamrani

## Summary

Data scientist with 5 years in pricing and demand forecasting for retail. I work in R and Python, explain models to commercial teams, and measure results with proper experiments.

## Experience

### Senior Data Scientist — Carrefour, Massy (Sep 2022 – Present)

- Built a hierarchical demand-forecasting model in R (fable, tidyverse) for 12,000 products; forecast error fell 18%.
- Designed and analysed 14 pricing A/B tests; recommendations added an estimated €9M annual margin.
- Created a Shiny app that lets category managers test price scenarios without analyst help.

### Data Scientist — Cdiscount, Bordeaux (Jan 2020 – Aug 2022)

- Modelled customer churn with gradient boosting in Python (scikit-learn, XGBoost); the retention campaign cut churn by 6%.
- Wrote SQL pipelines on PostgreSQL feeding weekly KPI dashboards in Tableau.

### Data Analyst (apprentice) — BNP Paribas, Paris (Sep 2018 – Dec 2019)

- Automated monthly risk reports in R Markdown, saving 2 days of manual work per month.

## Skills

R, tidyverse, fable, Shiny, Python, pandas, scikit-learn, XGBoost, SQL, PostgreSQL, Tableau, A/B testing, time-series forecasting

## Education

MSc Statistics and Data Science — Université Paris-Saclay, 2019
`,
    weaker: `# Fatima Zahra El Amrani

fz.elamrani@gmail.com · +33 6 12 34 56 78 · Paris, France · linkedin.com/in/fzelamrani

## Summary

Data scientist with 5 years in pricing and demand forecasting for retail. I work in R and Python, explain models to commercial teams, and measure results with proper experiments.

## Experience

### Senior Data Scientist — Carrefour, Massy

- Built a hierarchical demand-forecasting model in R (fable, tidyverse) for 12,000 products; forecast error fell 18%.
- Designed and analysed 14 pricing A/B tests; recommendations added an estimated €9M annual margin.
- Created a Shiny app that lets category managers test price scenarios without analyst help.

### Data Scientist — Cdiscount, Bordeaux

- Modelled customer churn with gradient boosting in Python (scikit-learn, XGBoost); the retention campaign cut churn by 6%.
- Wrote SQL pipelines on PostgreSQL feeding weekly KPI dashboards in Tableau.

### Data Analyst (apprentice) — BNP Paribas, Paris

- Automated monthly risk reports in R Markdown, saving 2 days of manual work per month.

## Skills

R, tidyverse, fable, Shiny, Python, pandas, scikit-learn, XGBoost, SQL, PostgreSQL, Tableau, A/B testing, time-series forecasting

## Education

MSc Statistics and Data Science — Université Paris-Saclay, 2019
`,
  },
  {
    key: 'sofia-inconsistent-tense',
    faultKind: 'inconsistent-tense',
    why: 'Tenses jump between past, present and -ing forms inside the same roles ("Builds", "Cutting", "Have added").',
    stronger: `# Sofía Martínez

sofia.martinez.qa@gmail.com · +34 612 345 678 · Madrid, Spain · linkedin.com/in/sofiamartinezqa

## Summary

QA automation engineer with 6 years testing web and API products. I build test suites developers actually run, and I turn flaky pipelines into trusted ones.

## Experience

### Senior QA Automation Engineer — Cabify, Madrid (May 2022 – Present)

- Built a Playwright suite of 420 end-to-end tests for the rider web app that runs in 11 minutes on every pull request.
- Cut flaky test failures from 9% of runs to under 1% by fixing waits and isolating test data.
- Added contract tests with Pact between 7 backend services, catching 15 breaking changes before release.
- Coached 5 developers to write their own API tests; test coverage of new endpoints reached 95%.

### QA Engineer — Idealista, Madrid (Feb 2019 – Apr 2022)

- Automated the regression checklist with Cypress, reducing release testing from 3 days to 4 hours.
- Wrote API tests in Postman and Newman for the listings service.
- Reported and triaged 600+ defects in Jira with clear reproduction steps.

### QA Tester — Indra, Madrid (Sep 2017 – Jan 2019)

- Executed manual test plans for a public-sector tax portal.

## Skills

Playwright, Cypress, TypeScript, JavaScript, Pact, Postman, Newman, Jira, GitHub Actions, SQL, exploratory testing

## Education

Grado en Ingeniería Informática — Universidad Politécnica de Madrid, 2017

## Certifications

- ISTQB Certified Tester Foundation Level (2018)
`,
    weaker: `# Sofía Martínez

sofia.martinez.qa@gmail.com · +34 612 345 678 · Madrid, Spain · linkedin.com/in/sofiamartinezqa

## Summary

QA automation engineer with 6 years testing web and API products. I build test suites developers actually run, and I turn flaky pipelines into trusted ones.

## Experience

### Senior QA Automation Engineer — Cabify, Madrid (May 2022 – Present)

- Builds a Playwright suite of 420 end-to-end tests for the rider web app that runs in 11 minutes on every pull request.
- Cutting flaky test failures from 9% of runs to under 1% by fixing waits and isolating test data.
- Have added contract tests with Pact between 7 backend services, catching 15 breaking changes before release.
- Coached 5 developers to write their own API tests; test coverage of new endpoints reached 95%.

### QA Engineer — Idealista, Madrid (Feb 2019 – Apr 2022)

- Automate the regression checklist with Cypress, reducing release testing from 3 days to 4 hours.
- Writing API tests in Postman and Newman for the listings service.
- Reported and triaged 600+ defects in Jira with clear reproduction steps.

### QA Tester — Indra, Madrid (Sep 2017 – Jan 2019)

- Executed manual test plans for a public-sector tax portal.

## Skills

Playwright, Cypress, TypeScript, JavaScript, Pact, Postman, Newman, Jira, GitHub Actions, SQL, exploratory testing

## Education

Grado en Ingeniería Informática — Universidad Politécnica de Madrid, 2017

## Certifications

- ISTQB Certified Tester Foundation Level (2018)
`,
  },
  {
    key: 'aisha-personal-details',
    faultKind: 'personal-details',
    why: 'A personal-details block (photo, date of birth, marital status, religion, ID number) is added; recruiters must ignore it and many remove such resumes.',
    stronger: `# Aisha Mwangi

aisha.mwangi@gmail.com · +254 712 345 678 · Nairobi, Kenya · github.com/aishamwangi

## Summary

Application security engineer with 6 years protecting mobile money and banking platforms. I run threat models with product teams, automate security testing in CI, and lead incident response for application-layer attacks.

## Experience

### Senior Application Security Engineer — Safaricom, Nairobi (Jan 2022 – Present)

- Ran threat models for 18 M-Pesa features before launch; 41 design flaws fixed before a line of code.
- Added Semgrep and dependency scanning to 60 repositories in GitLab CI; critical findings in production fell by 75%.
- Led the response to a credential-stuffing attack: rate limits and device binding shipped within 36 hours.
- Trained 120 developers on OWASP Top 10 with hands-on labs.

### Security Engineer — Equity Bank, Nairobi (Jun 2019 – Dec 2021)

- Performed web and API penetration tests with Burp Suite on 25 internal and customer-facing applications.
- Built a secrets-scanning pre-commit hook adopted by all 9 development teams.
- Hardened AWS accounts with Security Hub and GuardDuty; open high-risk findings dropped from 230 to 12.

### IT Security Analyst — KPMG East Africa, Nairobi (Jul 2017 – May 2019)

- Ran vulnerability scans with Nessus and wrote remediation reports for banking clients.

## Skills

Threat modelling, OWASP Top 10, Burp Suite, Semgrep, GitLab CI, AWS Security Hub, GuardDuty, Nessus, Python, Java code review, incident response

## Education

BSc Computer Science — University of Nairobi, 2017

## Certifications

- OSCP (2020)
- AWS Certified Security – Specialty (2023)
`,
    weaker: `# Aisha Mwangi

aisha.mwangi@gmail.com · +254 712 345 678 · Nairobi, Kenya · github.com/aishamwangi

![Photo of Aisha Mwangi](photo-aisha.jpg)

**Date of birth:** 14 March 1995 · **Age:** 31 · **Marital status:** Married, one child · **Religion:** Christian · **National ID:** 29384756 · **Height:** 168 cm

## Summary

Application security engineer with 6 years protecting mobile money and banking platforms. I run threat models with product teams, automate security testing in CI, and lead incident response for application-layer attacks.

## Experience

### Senior Application Security Engineer — Safaricom, Nairobi (Jan 2022 – Present)

- Ran threat models for 18 M-Pesa features before launch; 41 design flaws fixed before a line of code.
- Added Semgrep and dependency scanning to 60 repositories in GitLab CI; critical findings in production fell by 75%.
- Led the response to a credential-stuffing attack: rate limits and device binding shipped within 36 hours.
- Trained 120 developers on OWASP Top 10 with hands-on labs.

### Security Engineer — Equity Bank, Nairobi (Jun 2019 – Dec 2021)

- Performed web and API penetration tests with Burp Suite on 25 internal and customer-facing applications.
- Built a secrets-scanning pre-commit hook adopted by all 9 development teams.
- Hardened AWS accounts with Security Hub and GuardDuty; open high-risk findings dropped from 230 to 12.

### IT Security Analyst — KPMG East Africa, Nairobi (Jul 2017 – May 2019)

- Ran vulnerability scans with Nessus and wrote remediation reports for banking clients.

## Skills

Threat modelling, OWASP Top 10, Burp Suite, Semgrep, GitLab CI, AWS Security Hub, GuardDuty, Nessus, Python, Java code review, incident response

## Education

BSc Computer Science — University of Nairobi, 2017

## Certifications

- OSCP (2020)
- AWS Certified Security – Specialty (2023)
`,
  },
  {
    key: 'jack-wall-of-text',
    faultKind: 'wall-of-text',
    why: "The principal engineer's bullets become long, dense paragraphs restating the same points with filler; twice the length, no new fact.",
    stronger: `# Jack Thompson

jack.thompson@fastmail.com · +61 412 345 678 · Sydney, Australia · linkedin.com/in/jackthompson-eng

## Summary

Principal engineer with 15 years designing distributed systems for marketplaces. I set technical direction across teams, write the hard parts myself, and grow senior engineers into leads.

## Experience

### Principal Engineer — Canva, Sydney (Jul 2020 – Present)

- Set the architecture for real-time collaborative editing used by 150M monthly users; conflict-related data loss reports fell by 95%.
- Led a 6-team migration from a shared MySQL cluster to per-domain stores, removing the top cause of outages in 2021.
- Wrote the company's service design review process; 80+ designs reviewed in its first year.
- Mentored 7 senior engineers, 4 of whom became staff engineers.

### Staff Engineer — Atlassian, Sydney (Feb 2015 – Jun 2020)

- Designed the event pipeline behind Jira notifications in Java and Kafka, handling 2B events a day.
- Cut p99 latency of the issue-view API from 1.2 s to 300 ms through caching and query redesign.

### Senior Software Engineer — REA Group, Melbourne (Mar 2011 – Jan 2015)

- Built property search services in Scala and Elasticsearch.

## Skills

Distributed systems, Java, Kotlin, Scala, TypeScript, Kafka, MySQL, DynamoDB, Elasticsearch, AWS, system design, technical mentoring

## Education

BE (Software) — University of New South Wales, 2010
`,
    weaker: `# Jack Thompson

jack.thompson@fastmail.com · +61 412 345 678 · Sydney, Australia · linkedin.com/in/jackthompson-eng

## Summary

Principal engineer with 15 years designing distributed systems for marketplaces. I set technical direction across teams, write the hard parts myself, and grow senior engineers into leads.

## Experience

### Principal Engineer — Canva, Sydney (Jul 2020 – Present)

In my role as Principal Engineer at Canva I was responsible for a very wide range of activities across the engineering organisation, and in particular I set the overall architecture and technical direction for the real-time collaborative editing capabilities of the product, which are used by approximately 150 million monthly active users around the world, and as a result of this architectural work, and the many discussions, workshops, design documents and reviews that it involved with a large number of stakeholders from many different teams and functions, the number of conflict-related data loss reports received from users fell by around 95 per cent over the period, which was a significant improvement for the business and for our users and which was recognised by senior leadership across the company as an important achievement. In addition to this I also led a large and complex multi-team migration programme involving six separate engineering teams, working closely together over an extended period of time, to move from a single shared MySQL database cluster to a set of separate per-domain data stores, which was a very challenging piece of work with many moving parts and dependencies, and which ultimately removed what had been the top cause of production outages during 2021, which again was a very important outcome for reliability and for the organisation as a whole.

Alongside these technical responsibilities I also wrote and introduced the company's service design review process, which is the process by which new services and significant changes to existing services are reviewed by experienced engineers before they are built, and in its first year of operation more than 80 designs were reviewed through this process. I also spent a considerable amount of my time mentoring and supporting other engineers, and in particular I mentored a group of seven senior engineers over several years, four of whom went on to be promoted to the level of staff engineer during that time, which is something I am personally very proud of and which I consider to be one of the most important and valuable parts of my role as a principal engineer in a growing organisation.

### Staff Engineer — Atlassian, Sydney (Feb 2015 – Jun 2020)

- Designed the event pipeline behind Jira notifications in Java and Kafka, handling 2B events a day.
- Cut p99 latency of the issue-view API from 1.2 s to 300 ms through caching and query redesign.

### Senior Software Engineer — REA Group, Melbourne (Mar 2011 – Jan 2015)

- Built property search services in Scala and Elasticsearch.

## Skills

Distributed systems, Java, Kotlin, Scala, TypeScript, Kafka, MySQL, DynamoDB, Elasticsearch, AWS, system design, technical mentoring

## Education

BE (Software) — University of New South Wales, 2010
`,
  },
  {
    key: 'tom-unexplained-gap',
    faultKind: 'unexplained-gap',
    why: 'The earliest role is moved back so a three-year hole (2016 – 2019) opens before the SRE career, with no explanation anywhere.',
    stronger: `# Tom Whitaker

tom.whitaker@protonmail.com | 07700 900418 | Manchester, UK | github.com/twhitaker

## Summary

Site reliability engineer who keeps high-traffic web platforms fast and boring. Seven years across Linux, Kubernetes and observability; I prefer fixing the cause over adding another alert.

## Experience

### Senior Site Reliability Engineer | AutoTrader UK | 2021 – Present

- Cut paging alerts by 64% by replacing static thresholds with SLO burn-rate alerts in Prometheus.
- Led the move of 120 services from a self-hosted cluster to GKE with zero customer-facing downtime.
- Built a load-test pipeline with k6 that runs before every major release.

### Site Reliability Engineer | The Hut Group | 2019 – 2021

- Reduced checkout incidents from 11 to 3 per quarter through capacity planning and chaos drills.
- Wrote Terraform modules for networking and databases used by 14 product teams.

### Linux Systems Administrator | UKFast | 2017 – 2019

- Managed 400 CentOS servers with Ansible; patch rollout time dropped from 2 weeks to 2 days.
- Wrote the on-call handbook still used by the 24/7 support desk.

## Skills

Linux, Kubernetes, GKE, Terraform, Ansible, Prometheus, Grafana, k6, Python, Bash, PostgreSQL, Nginx

## Education

BSc Computer Science, University of Leeds, 2017

## Certifications

- Certified Kubernetes Administrator (2022)
- Google Cloud Professional Cloud DevOps Engineer (2023)
`,
    weaker: `# Tom Whitaker

tom.whitaker@protonmail.com | 07700 900418 | Manchester, UK | github.com/twhitaker

## Summary

Site reliability engineer who keeps high-traffic web platforms fast and boring. Seven years across Linux, Kubernetes and observability; I prefer fixing the cause over adding another alert.

## Experience

### Senior Site Reliability Engineer | AutoTrader UK | 2021 – Present

- Cut paging alerts by 64% by replacing static thresholds with SLO burn-rate alerts in Prometheus.
- Led the move of 120 services from a self-hosted cluster to GKE with zero customer-facing downtime.
- Built a load-test pipeline with k6 that runs before every major release.

### Site Reliability Engineer | The Hut Group | 2019 – 2021

- Reduced checkout incidents from 11 to 3 per quarter through capacity planning and chaos drills.
- Wrote Terraform modules for networking and databases used by 14 product teams.

### Linux Systems Administrator | UKFast | 2014 – 2016

- Managed 400 CentOS servers with Ansible; patch rollout time dropped from 2 weeks to 2 days.
- Wrote the on-call handbook still used by the 24/7 support desk.

## Skills

Linux, Kubernetes, GKE, Terraform, Ansible, Prometheus, Grafana, k6, Python, Bash, PostgreSQL, Nginx

## Education

BSc Computer Science, University of Leeds, 2017

## Certifications

- Certified Kubernetes Administrator (2022)
- Google Cloud Professional Cloud DevOps Engineer (2023)
`,
  },
  {
    key: 'lucas-broken-portfolio-link',
    faultKind: 'broken-portfolio-link',
    why: 'The portfolio and project links point to localhost:3000 and a placeholder domain, so a recruiter cannot open the work.',
    stronger: `# Lucas Ferreira

lucas.ferreira.dev@gmail.com · +55 11 98765-4321 · São Paulo, Brazil · lucasferreira.dev · github.com/lucasferreira

## Summary

Frontend engineer with 6 years of React and TypeScript, focused on fast, accessible commerce interfaces. Comfortable owning a feature from Figma to production metrics.

## Experience

### Senior Frontend Engineer — Nubank, São Paulo (Mar 2022 – Present)

- Rebuilt the card-limit screens in React and TypeScript; task completion rose from 71% to 89% in usability tests.
- Cut the web app's JavaScript bundle by 38% with route-level code splitting and removing two date libraries.
- Brought the team's pages to WCAG 2.1 AA; screen-reader complaints went from 14 a month to 1.
- Set up visual regression tests with Storybook and Chromatic for 120 components.

### Frontend Engineer — Olist, Curitiba (remote) (Jan 2019 – Feb 2022)

- Built the seller dashboard in React with Redux Toolkit and GraphQL (Apollo Client).
- Improved Largest Contentful Paint on product pages from 4.1 s to 1.9 s.
- Wrote end-to-end tests with Cypress that run on every pull request.

### Junior Web Developer — Agência Pixel, São Paulo (Feb 2018 – Dec 2018)

- Built landing pages with HTML, Sass and jQuery for retail clients.

## Projects

- **feira-ui** — an open-source accessible date picker for React (1.2k GitHub stars): github.com/lucasferreira/feira-ui

## Skills

React, TypeScript, JavaScript, Next.js, Redux Toolkit, GraphQL, Apollo Client, Storybook, Cypress, Jest, CSS, Sass, Figma, Web accessibility (WCAG)

## Education

Bachelor of Information Systems — Universidade de São Paulo, 2018
`,
    weaker: `# Lucas Ferreira

lucas.ferreira.dev@gmail.com · +55 11 98765-4321 · São Paulo, Brazil · Portfolio: http://localhost:3000 · github.com/lucasferreira

## Summary

Frontend engineer with 6 years of React and TypeScript, focused on fast, accessible commerce interfaces. Comfortable owning a feature from Figma to production metrics.

## Experience

### Senior Frontend Engineer — Nubank, São Paulo (Mar 2022 – Present)

- Rebuilt the card-limit screens in React and TypeScript; task completion rose from 71% to 89% in usability tests.
- Cut the web app's JavaScript bundle by 38% with route-level code splitting and removing two date libraries.
- Brought the team's pages to WCAG 2.1 AA; screen-reader complaints went from 14 a month to 1.
- Set up visual regression tests with Storybook and Chromatic for 120 components.

### Frontend Engineer — Olist, Curitiba (remote) (Jan 2019 – Feb 2022)

- Built the seller dashboard in React with Redux Toolkit and GraphQL (Apollo Client).
- Improved Largest Contentful Paint on product pages from 4.1 s to 1.9 s.
- Wrote end-to-end tests with Cypress that run on every pull request.

### Junior Web Developer — Agência Pixel, São Paulo (Feb 2018 – Dec 2018)

- Built landing pages with HTML, Sass and jQuery for retail clients.

## Projects

- **feira-ui** — an open-source accessible date picker for React (1.2k GitHub stars): http://localhost:3000/projects/feira-ui (demo: http://127.0.0.1:8080)

## Skills

React, TypeScript, JavaScript, Next.js, Redux Toolkit, GraphQL, Apollo Client, Storybook, Cypress, Jest, CSS, Sass, Figma, Web accessibility (WCAG)

## Education

Bachelor of Information Systems — Universidade de São Paulo, 2018
`,
  },
  {
    key: 'mei-misspelled-technologies',
    faultKind: 'typos-in-tech-names',
    why: 'Technology names and words are misspelled throughout ("Swfit", "SwiftUl", "XCTests", "Combien", "acessibility"): careless for an engineer who writes code for a living.',
    stronger: `# Mei Lin Tan

meilin.tan@gmail.com · +65 9123 4567 · Singapore · github.com/meilintan

## Summary

iOS engineer with 5 years building consumer apps in Swift and SwiftUI. I care about smooth scrolling, accessibility and app-store ratings.

## Experience

### Senior iOS Engineer — Grab, Singapore (Apr 2022 – Present)

- Rebuilt the food-ordering checkout in SwiftUI; checkout abandonment fell by 9%.
- Cut app launch time from 2.4 s to 1.1 s by deferring SDK initialisation and trimming dynamic frameworks.
- Added snapshot and XCTest UI tests that run in Xcode Cloud on every merge.

### iOS Developer — Shopee, Singapore (Jul 2020 – Mar 2022)

- Built the in-app chat between buyers and sellers in Swift with Combine and Core Data.
- Raised the app's VoiceOver accessibility score from 62 to 94 in internal audits.
- Profiled scrolling with Instruments and removed dropped frames in the product feed on iPhone 8.

### Mobile Developer Intern — Carousell, Singapore (May 2019 – Aug 2019)

- Built a Firebase-backed saved-search feature for the iOS app.

## Projects

- **Kopi Finder** — a SwiftUI app showing nearby coffee shops, 4.8 stars on the App Store with 6,000 downloads.

## Skills

Swift, SwiftUI, UIKit, Combine, Core Data, XCTest, Xcode Cloud, Instruments, Firebase, Git

## Education

BComp Computer Science — National University of Singapore, 2020
`,
    weaker: `# Mei Lin Tan

meilin.tan@gmail.com · +65 9123 4567 · Singapore · github.com/meilintan

## Summary

IOS engneer with 5 years building consumer apps in Swfit and Swift UI. I care about smooth scrolling, acessibility and app-store ratings.

## Experience

### Senior iOS Engineer — Grab, Singapore (Apr 2022 – Present)

- Rebuilt the food-ordering checkout in SwiftUl; checkout abandonement fell by 9%.
- Cut app launch time from 2.4 s to 1.1 s by deferring SDK initialisation and trimming dynamic frameworks.
- Added snapshot and XCTest UI tests that run in Xcode Cloud on every merge.

### iOS Developer — Shopee, Singapore (Jul 2020 – Mar 2022)

- Built the in-app chat between buyers and sellers in Swfit with Combien and CoreDate.
- Raised the app's VoiceOver accessibility score from 62 to 94 in internal audits.
- Profiled scrolling with Instruments and removed dropped frames in the product feed on iPhone 8.

### Mobile Developer Intern — Carousell, Singapore (May 2019 – Aug 2019)

- Built a Firebase-backed saved-search feature for the iOS app.

## Projects

- **Kopi Finder** — a SwiftUI app showing nearby coffee shops, 4.8 stars on the App Store with 6,000 downloads.

## Skills

Swfit, SwiftUl, UI Kit, Combien, Core Date, XCTests, XCode Clould, Instruments, Fire base, GIT

## Education

BComp Computer Science — National University of Singapore, 2020
`,
  },
  {
    key: 'mei-inflated-claims',
    faultKind: 'inflated-claims',
    why: 'The summary claims world-class mastery of every platform and a self-rating of 10/10 in twelve languages that the five-year iOS career does not support.',
    stronger: `# Mei Lin Tan

meilin.tan@gmail.com · +65 9123 4567 · Singapore · github.com/meilintan

## Summary

iOS engineer with 5 years building consumer apps in Swift and SwiftUI. I care about smooth scrolling, accessibility and app-store ratings.

## Experience

### Senior iOS Engineer — Grab, Singapore (Apr 2022 – Present)

- Rebuilt the food-ordering checkout in SwiftUI; checkout abandonment fell by 9%.
- Cut app launch time from 2.4 s to 1.1 s by deferring SDK initialisation and trimming dynamic frameworks.
- Added snapshot and XCTest UI tests that run in Xcode Cloud on every merge.

### iOS Developer — Shopee, Singapore (Jul 2020 – Mar 2022)

- Built the in-app chat between buyers and sellers in Swift with Combine and Core Data.
- Raised the app's VoiceOver accessibility score from 62 to 94 in internal audits.
- Profiled scrolling with Instruments and removed dropped frames in the product feed on iPhone 8.

### Mobile Developer Intern — Carousell, Singapore (May 2019 – Aug 2019)

- Built a Firebase-backed saved-search feature for the iOS app.

## Projects

- **Kopi Finder** — a SwiftUI app showing nearby coffee shops, 4.8 stars on the App Store with 6,000 downloads.

## Skills

Swift, SwiftUI, UIKit, Combine, Core Data, XCTest, Xcode Cloud, Instruments, Firebase, Git

## Education

BComp Computer Science — National University of Singapore, 2020
`,
    weaker: `# Mei Lin Tan

meilin.tan@gmail.com · +65 9123 4567 · Singapore · github.com/meilintan

## Summary

World-class, award-worthy 10x mobile engineer and expert in every platform. Self-rated 10/10 in Swift, Kotlin, Java, C++, Rust, Go, Python, JavaScript, TypeScript, Dart, Scala and Haskell; I have mastered iOS, Android, web, backend, AI and blockchain and can build any app faster than any team.

## Experience

### Senior iOS Engineer — Grab, Singapore (Apr 2022 – Present)

- Rebuilt the food-ordering checkout in SwiftUI; checkout abandonment fell by 9%.
- Cut app launch time from 2.4 s to 1.1 s by deferring SDK initialisation and trimming dynamic frameworks.
- Added snapshot and XCTest UI tests that run in Xcode Cloud on every merge.

### iOS Developer — Shopee, Singapore (Jul 2020 – Mar 2022)

- Built the in-app chat between buyers and sellers in Swift with Combine and Core Data.
- Raised the app's VoiceOver accessibility score from 62 to 94 in internal audits.
- Profiled scrolling with Instruments and removed dropped frames in the product feed on iPhone 8.

### Mobile Developer Intern — Carousell, Singapore (May 2019 – Aug 2019)

- Built a Firebase-backed saved-search feature for the iOS app.

## Projects

- **Kopi Finder** — a SwiftUI app showing nearby coffee shops, 4.8 stars on the App Store with 6,000 downloads.

## Skills

Swift, SwiftUI, UIKit, Combine, Core Data, XCTest, Xcode Cloud, Instruments, Firebase, Git

## Education

BComp Computer Science — National University of Singapore, 2020
`,
  },
];
