/**
 * Job-ad match relevance set: the TUNING half. Seven invented resumes, each with eight job ads labelled
 * by recruiter judgement (3 = ideal, 2 = plausible, 1 = a stretch, 0 = wrong). Written without reading
 * the matching engine. Its twin, ad-match-holdout.ts, has other people, roles and ads and must never
 * be used to tune. An ad may appear under several resumes here with a different label for each.
 */
import type { TAdMatchCase } from './ad-match-types.ts';

// ---------------------------------------------------------------------------------------------
// Job ads (tuning pool)
// ---------------------------------------------------------------------------------------------

const AD_DJANGO_FINTECH = `Senior Backend Engineer (Python / Django)
Ledgerly - Amsterdam (hybrid) or remote within the EU

About us
Ledgerly builds accounting and invoicing software for 40,000 small businesses across Europe. Our product team is 35 people and our backend is a Django monolith we are proud of, with a few services carved out where it made sense.

What you will do
- Design and build features in our Django/Django REST Framework backend: invoicing, bank reconciliation, VAT reporting
- Own the data model for new features and write migrations that are safe on tables with hundreds of millions of rows
- Improve the performance of slow endpoints and Celery jobs
- Review code and mentor two mid-level engineers
- Work with product and design in two-week cycles

What we are looking for
- 5+ years building web backends in Python, at least 3 with Django
- Strong PostgreSQL: query plans, indexing, transactions
- Experience with Celery or another task queue, and Redis
- Writing tests as part of the work (pytest)
- Comfortable with REST API design

Nice to have
- Payments, banking or accounting domain knowledge
- Kubernetes (we run on EKS, but a platform team owns it)
- Some TypeScript for reading our React frontend

We offer EUR 75-90k, 30 days of holiday and a yearly learning budget.`;

const AD_DJANGO_AGENCY = `Django Developer
Brightfield Digital - Leeds, UK (3 days in office)

Brightfield is a 20-person digital agency building web platforms for charities, universities and museums. Most of our projects are Django, and several have been running for ten years.

The role
You will join a team of four backend developers, taking over maintenance of existing client sites and building new ones from scratch. Typical work is a booking system for a museum, a donations platform, or a research database with a public search.

Responsibilities
- Build and maintain Django applications for our clients
- Talk to clients directly to understand what they need
- Estimate work and keep your tickets up to date
- Upgrade older projects to current Django and Python versions

Requirements
- Solid commercial experience with Python and Django
- Good understanding of the Django ORM and admin
- Happy to work on several projects at once

Nice to have
- Wagtail CMS
- Experience working directly with clients

Salary GBP 45-55k depending on experience. We are a small friendly team and we do not do crunch.`;

const AD_GO_BACKEND = `Backend Engineer (Go)
Parcelwise - Berlin or remote (CET +/- 2h)

Parcelwise gives online shops one API for forty parcel carriers. We process around 3 million shipments a week and our customers expect labels in under 300 ms.

What you will work on
- Build and operate Go services for rate shopping, label generation and tracking
- Integrate new carriers' APIs (SOAP, REST, and the occasional SFTP drop)
- Design PostgreSQL schemas and keep queries fast as volume grows
- Improve observability and take part in a light on-call rotation
- Contribute to technical design documents and reviews

Requirements
- 4+ years of backend development experience in any language; Go is a plus but we are happy to teach it to strong engineers from Python, Java or Ruby
- Solid SQL and PostgreSQL
- Experience building and consuming REST APIs
- Docker and CI/CD pipelines in daily work
- Good written English

Nice to have
- Go in production
- Message queues (we use NATS)
- Logistics or e-commerce background

Salary EUR 70-85k plus a home-office budget.`;

const AD_NODE_FULLSTACK = `Full-Stack Engineer (Node.js / React)
Crewboard - remote (UK and Ireland)

Crewboard is a scheduling tool for film and TV productions: call sheets, crew availability and timesheets. We are a team of twelve, with paying customers on three continents.

What you will do
- Build features end to end: React and TypeScript on the frontend, Node.js (Express) and PostgreSQL on the backend
- Own features from the first sketch with design to release and support
- Write tests with Jest and Playwright
- Help shape our API as we open it to partners

What we need
- 3+ years of professional experience building web applications
- Strong TypeScript or JavaScript
- Experience with React on the frontend and Node.js on the server
- Comfortable with SQL and relational data modelling
- Git, code review and CI/CD as part of daily work

Nice to have
- GraphQL
- AWS (Lambda, RDS)
- Interest in film and TV

GBP 60-75k, share options, four-day weeks in August.`;

const AD_DATA_ENG = `Data Engineer
Hearthstone Energy - Manchester, UK (hybrid)

Hearthstone supplies gas and electricity to 900,000 homes. Our data platform team of eight builds the pipelines behind billing forecasts, smart meter analytics and regulatory reporting.

Responsibilities
- Build and maintain batch and streaming pipelines in Python, Airflow and Spark
- Model data in Snowflake with dbt so analysts and data scientists can trust it
- Ingest half-hourly smart meter readings (about 2 billion rows a month)
- Monitor data quality and fix issues before they reach reports
- Work with analysts to turn their requests into reliable datasets

Requirements
- 3+ years as a data engineer
- Strong Python and SQL
- Apache Airflow or a similar orchestrator in production
- Spark (PySpark) or another distributed processing framework
- Experience with a cloud data warehouse (Snowflake, BigQuery or Redshift)

Nice to have
- dbt
- Kafka or Kinesis
- Terraform and AWS
- Energy or utilities domain knowledge

Salary GBP 60-72k, pension matched up to 8%.`;

const AD_SRE_K8S = `Site Reliability Engineer
Orbita Payments - Dublin or remote (EU)

Orbita processes card payments for 15,000 merchants across Europe. Our SRE team of six keeps the platform at 99.99% availability.

What you will do
- Run and evolve our Kubernetes platform (EKS, about 400 services across three regions)
- Manage infrastructure as code with Terraform and Helm
- Improve our observability stack: Prometheus, Grafana, Loki and OpenTelemetry
- Take part in a fair on-call rotation and lead blameless postmortems
- Work with product teams on SLOs, capacity planning and safe deploys
- Automate away toil with Go or Python tooling

Requirements
- 4+ years in SRE, DevOps or platform engineering
- Production experience operating Kubernetes at scale: upgrades, networking, autoscaling, troubleshooting
- Terraform and AWS in depth
- Strong Linux and networking fundamentals
- Scripting or programming in Go, Python or Bash

Nice to have
- PCI DSS environments
- Service mesh (Istio or Linkerd)
- ArgoCD or Flux

EUR 85-105k, on-call paid separately.`;

const AD_ML_RESEARCH = `Machine Learning Research Engineer
Lumen Vision Labs - London (hybrid)

Lumen builds computer vision models that detect defects in manufacturing lines. Our research team of nine publishes at CVPR and ships models to 200 factories.

What you will do
- Design, train and evaluate deep learning models for detection and segmentation
- Read papers and turn promising ideas into experiments quickly
- Build training pipelines for datasets of tens of millions of images
- Work with the deployment team to make models run on edge devices
- Share results in internal reading groups and, where possible, in publications

Requirements
- MSc or PhD in machine learning, computer vision or a related field, or equivalent research experience
- Strong Python and PyTorch
- Hands-on experience training deep neural networks from scratch and fine-tuning large pretrained models
- Solid understanding of linear algebra, probability and optimisation
- Comfortable with SQL for pulling data, Docker, and training on AWS or Kubernetes GPU clusters

Nice to have
- Publications at top venues
- Model compression, quantisation or ONNX/TensorRT
- Experience with distributed training

Salary GBP 85-110k plus equity.`;

const AD_EMBEDDED = `Embedded Firmware Engineer
Tessel Medical - Cambridge, UK (on site)

Tessel designs wearable infusion pumps used in 300 hospitals. Our firmware team of seven writes the software that keeps patients safe.

Responsibilities
- Develop firmware in C for ARM Cortex-M microcontrollers running FreeRTOS
- Write drivers for sensors, motors and BLE radios
- Debug at board level with oscilloscopes, logic analysers and JTAG
- Write unit and hardware-in-the-loop tests
- Produce design documentation that meets IEC 62304

Requirements
- 3+ years of embedded C development on microcontrollers
- Experience with an RTOS
- Comfortable reading schematics and datasheets
- Communication protocols: SPI, I2C, UART
- Git and a CI workflow

Nice to have
- Medical device or other regulated industry experience
- Bluetooth Low Energy
- Python for test scripting

GBP 55-70k, private healthcare, relocation support.`;

const AD_IOS = `Senior iOS Engineer
Fernway - Stockholm or remote (Nordics)

Fernway is a travel app that plans train journeys across Europe. 1.2 million people use our iOS app each month, and it is rated 4.8 in the App Store.

What you will do
- Build new features in Swift and SwiftUI, from design review to App Store release
- Move remaining UIKit screens to SwiftUI where it pays off
- Improve app start time, offline support and accessibility
- Work closely with designers, backend engineers and our Android team
- Mentor two iOS engineers and help run our release process

Requirements
- 5+ years building native iOS apps in Swift
- Strong SwiftUI and UIKit
- Experience with Combine or Swift concurrency (async/await)
- Core Data or another on-device persistence layer
- Apps you can point to in the App Store

Nice to have
- Widgets, Live Activities or App Intents
- Snapshot testing and XCUITest
- Experience with modular app architecture (Swift Package Manager)

SEK 60-75k per month, 30 days of vacation and an Interrail pass every summer.`;

const AD_REACT_NATIVE = `Mobile Engineer (React Native)
Pawprint - Lisbon or remote (Europe)

Pawprint is a pet-care app for booking vets and groomers and keeping health records. We have 300,000 monthly users on iOS and Android from a single React Native codebase.

What you will do
- Build features in React Native and TypeScript for iOS and Android
- Write native modules in Swift or Kotlin when React Native is not enough
- Improve performance, crash rate and app size
- Own our release process to the App Store and Google Play
- Work with designers on a shared component library

Requirements
- 3+ years building mobile apps that shipped to the stores
- Strong TypeScript or JavaScript, or strong native mobile experience with a willingness to learn React Native
- Good understanding of mobile UX, navigation and offline behaviour
- Experience with REST APIs and authentication flows

Nice to have
- React Native in production
- Native iOS (Swift) or Android (Kotlin) development
- Push notifications and deep links
- Detox or Maestro for end-to-end tests

EUR 55-70k plus stock options.`;

const AD_ANDROID = `Android Developer
Kotlin Bank - Warsaw (hybrid)

We are a digital bank with 2 million customers in Poland. Our Android team of eleven builds the app our customers open every day to check their balance and pay.

Responsibilities
- Develop features in Kotlin with Jetpack Compose
- Maintain a modular codebase with clean architecture (MVVM, Hilt, Coroutines, Flow)
- Write unit and UI tests and keep the build green
- Work with security engineers on secure storage, biometric login and certificate pinning
- Take part in code reviews and architecture discussions

Requirements
- 3+ years of commercial Android development in Kotlin
- Jetpack Compose in production
- Coroutines and Flow
- Room, Retrofit and Hilt/Dagger
- Understanding of the Android lifecycle and performance profiling

Nice to have
- Banking or fintech experience
- Kotlin Multiplatform
- Gradle build optimisation

PLN 22,000-30,000 per month on B2B contract, or employment contract.`;

const AD_FLUTTER = `Flutter Developer
Sprout Health - Berlin (hybrid)

Sprout Health is a women's health app with a cycle tracker and on-demand consultations with doctors. Our app is built in Flutter and used by 600,000 people.

What you will do
- Build and maintain our Flutter app for iOS and Android
- Implement new features with Bloc state management and clean architecture
- Integrate with our REST and WebSocket APIs and with HealthKit and Google Fit
- Write widget and integration tests
- Help us improve accessibility and localisation into nine languages

Requirements
- 2+ years of professional Flutter and Dart development, with at least one app published in the stores
- Strong knowledge of Bloc, Riverpod or Provider
- Experience with platform channels
- Understanding of iOS and Android release processes

Nice to have
- Native iOS or Android experience
- Health data or medical device regulations (MDR)
- Firebase

EUR 60-72k, 28 days of holiday and a health budget.`;

const AD_GAME_UNITY = `Gameplay Programmer (Unity / C#)
Hollow Pine Games - Brighton, UK (hybrid)

Hollow Pine is a 30-person studio making cozy strategy games for PC and Switch. Our last title sold 800,000 copies, and we are now in production on our next game.

What you will do
- Implement gameplay systems in Unity and C#: building, AI villagers, economy, quests
- Work closely with designers to prototype and iterate on mechanics
- Profile and optimise for Nintendo Switch memory and frame budgets
- Build tools in the Unity editor that help designers work faster
- Fix bugs and help ship on multiple platforms

Requirements
- 3+ years of professional game development with Unity
- Strong C# and an understanding of how Unity's memory and garbage collection work
- At least one shipped title
- Good vector maths and gameplay programming fundamentals

Nice to have
- Console development experience
- DOTS/ECS
- A love of strategy and management games

GBP 45-60k, profit share on every title.`;

const AD_AZURE_DEVOPS = `DevOps Engineer (Azure)
Northgate Insurance - Birmingham, UK (hybrid)

Northgate is a motor and home insurer moving its 120 applications from on-premise data centres to Azure. Our cloud team is growing from four to eight.

Responsibilities
- Build and maintain CI/CD pipelines in Azure DevOps and GitHub Actions
- Write infrastructure as code with Terraform and Bicep
- Run containerised workloads on AKS and Azure App Service
- Help .NET development teams containerise and migrate their services
- Set up monitoring and alerting with Azure Monitor and Application Insights
- Improve security posture: Key Vault, managed identities, policy

Requirements
- 3+ years in a DevOps or cloud engineering role
- Azure in depth (networking, identity, compute)
- Terraform or Bicep
- Docker and Kubernetes
- Scripting in PowerShell, Bash or Python

Nice to have
- AZ-104 or AZ-400 certification
- Experience supporting .NET applications
- Financial services or insurance background

GBP 60-75k, bonus and pension.`;

const AD_RUST_SYSTEMS = `Systems Engineer (Rust)
Quillstream - remote (Europe)

Quillstream builds a high-throughput log ingestion engine used by 500 companies. Our core is written in Rust and handles 20 GB per second at peak across our fleet.

What you will do
- Work on our ingestion and storage engine in Rust
- Optimise hot paths: memory layout, zero-copy parsing, async I/O with Tokio
- Design on-disk formats and compaction strategies
- Debug performance problems in production with profilers and flame graphs
- Contribute to our open-source client libraries

Requirements
- 3+ years writing Rust professionally; this is a Rust-first team and you will write Rust every day
- Deep understanding of systems programming: memory, concurrency, Linux I/O
- Experience with async Rust and Tokio
- Comfortable reading and contributing to large codebases

Nice to have
- Database or storage engine internals
- Kubernetes and cloud operations experience
- Open-source contributions

EUR 95-120k, fully remote, twice-yearly team meetups.`;

const AD_QA_PLAYWRIGHT = `QA Automation Engineer (Playwright / TypeScript)
Tallybox - Edinburgh or remote (UK)

Tallybox makes inventory and point-of-sale software for independent retailers, with a web app and a REST API used by 6,000 shops.

What you will do
- Design and build our end-to-end test suite in Playwright and TypeScript
- Write API tests for our REST services
- Integrate tests into GitHub Actions so every pull request is checked
- Work with developers in the squad on testability and test data
- Reduce flaky tests and make test reports useful
- Champion quality in refinement: acceptance criteria, edge cases, risk

Requirements
- 3+ years in test automation
- Strong Playwright or Cypress with TypeScript or JavaScript
- API testing (Postman, REST Assured, or code-based)
- CI/CD integration of automated tests
- Good understanding of test design techniques

Nice to have
- Performance testing with k6 or JMeter
- Contract testing (Pact)
- ISTQB certification

GBP 50-62k, flexible hours.`;

const AD_DATA_ANALYST = `Data Analyst
Greenbasket - London (hybrid)

Greenbasket is an online grocery delivering to 250,000 households. Our analytics team of six helps marketing, operations and finance make decisions with data.

What you will do
- Answer business questions with SQL and turn the answers into clear recommendations
- Build and maintain dashboards in Looker for the commercial teams
- Analyse A/B tests on the website and app
- Track weekly KPIs and explain why they moved
- Present findings to senior stakeholders

Requirements
- 2+ years as a data or business analyst
- Strong SQL
- Experience with a BI tool (Looker, Tableau or Power BI)
- Comfortable with statistics for experiments: significance, confidence intervals
- Strong communication skills and attention to detail

Nice to have
- Python or R for analysis
- Retail or e-commerce experience
- dbt

GBP 40-50k plus free grocery deliveries.`;

const AD_FRONTEND_REACT = `Senior Frontend Engineer (React / TypeScript)
Maplehouse - Copenhagen or remote (EU)

Maplehouse makes property management software for housing associations. Tenants, caretakers and office staff use our web app every day, and many of them are not tech-savvy.

What you will do
- Build accessible, fast interfaces in React and TypeScript
- Own our design system together with two designers
- Improve performance of data-heavy views (tables with thousands of rows, maps)
- Set frontend standards: testing, state management, code review
- Work with backend engineers on API contracts

Requirements
- 5+ years of frontend development, at least 3 with React
- Expert TypeScript, HTML and CSS
- Accessibility (WCAG 2.1 AA) as a habit, not an afterthought
- Testing with Jest/Vitest and Testing Library
- Experience with a data-fetching library such as React Query

Nice to have
- Next.js
- Storybook
- Some Node.js

DKK 55-65k per month, pension 10%.`;

const AD_ANALYTICS_ENG = `Analytics Engineer
Rivertide - Bristol, UK (hybrid)

Rivertide is a subscription coffee company with 150,000 subscribers. Our small data team sits between engineering and the business, and we want to make our warehouse something everyone can trust.

Responsibilities
- Build and maintain dbt models in Snowflake that turn raw events into clean tables
- Define core metrics (churn, LTV, cohort retention) once, in code
- Write tests and documentation for every model
- Work with analysts and marketing to understand what they need
- Maintain a few ingestion jobs (Fivetran, and some Python)

Requirements
- 2+ years in analytics engineering, data engineering or a technical analyst role
- Strong SQL and data modelling (Kimball, star schemas)
- dbt in production
- A cloud data warehouse (Snowflake, BigQuery or Redshift)

Nice to have
- Looker or another BI tool
- Python
- Airflow or Dagster

GBP 52-62k, and yes, free coffee.`;

const AD_QA_SELENIUM_JAVA = `SDET (Java / Selenium)
Corvid Travel Systems - Glasgow, UK (hybrid)

Corvid builds reservation systems for airlines and tour operators. Our quality engineering team of ten works inside product squads.

Responsibilities
- Build and maintain UI automation with Selenium WebDriver and Java
- Write API tests with REST Assured
- Maintain our test framework (TestNG, Maven, Allure reports)
- Run tests in Jenkins pipelines and keep them stable
- Take part in sprint planning and define acceptance criteria with the product owner
- Mentor manual testers moving into automation

Requirements
- 3+ years of test automation experience
- Java for test code
- Selenium WebDriver and page object design
- REST API testing
- Jenkins or another CI tool
- Agile/Scrum, Jira

Nice to have
- Playwright or Cypress
- Performance testing
- Travel industry experience

GBP 48-58k, travel discounts.`;

const AD_DOTNET = `Senior .NET Developer
Fieldwise Software - Nottingham, UK (hybrid)

Fieldwise makes job management software for field service companies: plumbers, electricians and lift engineers. 4,000 companies and 60,000 engineers use our platform daily.

Responsibilities
- Design and build APIs and background services in C# and ASP.NET Core
- Work with Entity Framework Core and SQL Server, including performance tuning
- Help break our monolith into well-defined services on Azure
- Write unit and integration tests (xUnit)
- Review code and contribute to architecture decisions

Requirements
- 5+ years of commercial C#/.NET development
- ASP.NET Core Web API
- Entity Framework Core and SQL Server
- Azure (App Service, Functions, Service Bus)
- Clean code, SOLID and automated testing

Nice to have
- Blazor or React for occasional frontend work
- Azure DevOps pipelines
- Experience with mobile backends

GBP 60-72k, 27 days of holiday plus bank holidays.`;

const AD_JAVA_SPRING = `Java Backend Developer (Spring Boot)
Alpine Freight Systems - Zurich (hybrid)

Alpine Freight Systems builds planning software for rail freight operators across the Alps. Our backend is a set of Spring Boot services on Kubernetes.

Responsibilities
- Develop and maintain backend services in Java 21 and Spring Boot
- Design REST APIs consumed by our Angular frontend and partners
- Work with PostgreSQL and Kafka
- Write unit, integration and contract tests
- Participate in operations and incident analysis

Requirements
- 3+ years of professional Java development
- Spring Boot, Spring Data JPA and Hibernate
- SQL and relational databases
- Docker and a CI/CD pipeline
- German or English at a professional level

Nice to have
- Kafka
- Kubernetes
- Domain-driven design

CHF 110-135k, 25 days of holiday, half-fare travel card.`;

const AD_ANGULAR = `Frontend Developer (Angular)
Civitas GovTech - The Hague (hybrid)

Civitas builds permit and licensing systems for Dutch municipalities. Our frontend is a large Angular application used by 3,000 civil servants and by citizens applying online.

What you will do
- Build features in Angular 17 with TypeScript and RxJS
- Maintain and extend our component library built on Angular Material
- Manage state with NgRx
- Make forms that citizens can complete without help: accessible, clear validation
- Work in a Scrum team with backend developers and a UX designer

Requirements
- 3+ years of professional experience with Angular (2+); we need someone who can work in our codebase from week one
- Strong TypeScript and RxJS
- NgRx or a comparable state management library
- HTML, CSS and WCAG accessibility
- Unit testing with Jasmine/Karma or Jest

Nice to have
- Government or public sector experience
- Dutch language
- Cypress

EUR 4,800-6,200 per month, 32-hour week possible.`;

// ---------------------------------------------------------------------------------------------
// Resumes
// ---------------------------------------------------------------------------------------------

const RESUME_PYTHON_DJANGO = `# Priya Raman
Backend Engineer (Python / Django)
priya.raman@example.com | +44 7700 900412 | Bristol, UK | github.com/priyaraman

## Summary
Backend engineer with 6 years of Python, 5 of them building Django applications for SaaS products. I like clean data models, fast queries and boring, reliable deploys. Our services ran on AWS ECS; I have no production experience with Kubernetes.

## Experience

### Senior Backend Engineer - Tillpoint (Bristol) | 03/2021 - present
Point-of-sale and stock management for 3,000 independent cafes.
- Led the rebuild of the stock ledger in Django and PostgreSQL, cutting end-of-day reconciliation from 40 minutes to 3
- Designed a Django REST Framework API for third-party integrations now used by 45 partners
- Moved long-running reports to Celery with Redis, reducing p95 API latency by 60%
- Introduced zero-downtime migration patterns for tables with 300M+ rows
- Mentor for three junior engineers; run our backend guild

### Backend Developer - Studio Kestrel (Bath) | 07/2018 - 02/2021
Agency building web platforms for charities and universities.
- Built 12 Django and Wagtail projects, from donation platforms to a research archive with 2M records
- Upgraded five legacy projects from Python 2 / Django 1.8 to Python 3 / Django 2.2
- Worked directly with clients on requirements and estimates

### Junior Developer - Harbour Analytics (Bristol) | 09/2017 - 06/2018
- Wrote Flask APIs and pandas scripts for internal reporting

## Skills
- Languages: Python, SQL, some JavaScript
- Frameworks: Django, Django REST Framework, Celery, Flask, Wagtail
- Data: PostgreSQL, Redis, Elasticsearch
- Infrastructure: Docker, AWS (ECS, RDS, S3), GitHub Actions, Linux
- Practices: pytest, code review, REST API design, Agile

## Education
BSc Computer Science, University of Bristol, 2017`;

const RESUME_IOS = `# Tomas Herrera
iOS Engineer
tomas.herrera@example.com | +34 600 123 987 | Madrid, Spain | linkedin.com/in/tomasherrera

## Summary
iOS engineer with 7 years of native development in Swift. I have shipped four apps to the App Store, two with more than a million downloads. I care about smooth animations, accessibility and small, well-tested modules. I have not shipped anything in Flutter or Dart.

## Experience

### Senior iOS Engineer - Ruta Movilidad (Madrid) | 01/2021 - present
Public transport and bike-sharing app, 1.5M monthly users.
- Led the migration of 70% of the app from UIKit to SwiftUI, reducing screen code by about 40%
- Introduced Swift concurrency and a modular architecture with Swift Package Manager; clean build time fell from 9 to 4 minutes
- Built offline timetables with Core Data; crash-free sessions rose from 98.9% to 99.7%
- Shipped Live Activities for departures, featured by Apple in Spain

### iOS Developer - Banco Solar Digital (Madrid) | 03/2018 - 12/2020
- Built payment and card-management screens in Swift and UIKit
- Implemented Face ID login and Keychain-based secure storage with the security team
- Wrote XCUITest and snapshot tests; brought UI test coverage from 0 to 55%

### Mobile Developer - Apptitude Agency (Valencia) | 06/2017 - 02/2018
- Built small iOS apps in Swift for retail clients
- Wrote one Android screen in Java to help a colleague before a deadline

## Skills
- iOS: Swift, SwiftUI, UIKit, Combine, async/await, Core Data, WidgetKit, ActivityKit
- Testing: XCTest, XCUITest, snapshot testing
- Tools: Xcode, Swift Package Manager, Fastlane, Git, Bitrise, Firebase Crashlytics
- Other: REST APIs, Figma, Agile, Jira

## Education
BSc Software Engineering, Universidad Politecnica de Madrid, 2017`;

const RESUME_DEVOPS = `# Marek Nowak
Site Reliability / DevOps Engineer
marek.nowak@example.com | +48 501 222 333 | Krakow, Poland | github.com/mareknowak

## Summary
SRE with 8 years in operations and platform engineering, the last 5 running Kubernetes in production on AWS. I build paved roads for product teams, write Terraform and Go tooling, and keep pagers quiet. Currently learning Rust in my spare time (small CLI projects, nothing in production).

## Experience

### Senior Site Reliability Engineer - Trackwave (Krakow) | 04/2021 - present
Fleet telematics platform, 250 microservices.
- Run 6 EKS clusters (1,800 nodes); led upgrades across four Kubernetes versions with no customer-facing downtime
- Rebuilt all infrastructure as Terraform modules; new environments now take 40 minutes instead of 3 days
- Introduced SLOs and Prometheus/Grafana alerting; pages per week fell from 35 to 6
- Wrote a Go operator that rotates database credentials from Vault
- Rolled out ArgoCD for GitOps deploys to 30 teams

### DevOps Engineer - Sklep24 (Warsaw) | 02/2018 - 03/2021
E-commerce marketplace.
- Moved 40 services from VMs to Kubernetes using Helm
- Built GitLab CI pipelines with automated canary releases
- Cut AWS spend by 28% through rightsizing and spot instances

### Linux Administrator - NetCom Hosting (Krakow) | 07/2016 - 01/2018
- Administered 600 Linux servers, Nginx, MySQL and Bind; automated with Ansible

## Skills
- Cloud and containers: AWS, Kubernetes (EKS), Docker, Helm, ArgoCD, Istio
- IaC and config: Terraform, Ansible
- Observability: Prometheus, Grafana, Loki, OpenTelemetry, PagerDuty
- Languages: Go, Python, Bash; learning Rust
- Other: Linux, networking, PostgreSQL operations, CI/CD (GitLab CI, GitHub Actions)

## Education
MSc Computer Science, AGH University of Krakow, 2016
Certified Kubernetes Administrator (CKA)`;

const RESUME_DATA_ENG = `# Aisha Bello
Data Engineer
aisha.bello@example.com | +44 7700 900781 | London, UK | linkedin.com/in/aishabello

## Summary
Data engineer with 5 years building batch and streaming pipelines in Python, Spark and Airflow, and modelling warehouses in Snowflake with dbt. I like pipelines that fail loudly, tables people can trust, and helping analysts self-serve.

## Experience

### Data Engineer - Vantage Mobility (London) | 05/2021 - present
Ride-hailing and micromobility, 4M riders.
- Built the trip-events pipeline (Kafka to S3 to Snowflake) processing 150M events a day
- Migrated 220 legacy cron jobs to Airflow with alerting and retries; failed loads fell by 85%
- Introduced dbt with tests and documentation; 60 analysts now query a single set of core models
- Wrote PySpark jobs that cut the nightly pricing feature build from 5 hours to 50 minutes
- Managed pipeline infrastructure with Terraform on AWS

### Junior Data Engineer - Albion Retail Group (Leeds) | 08/2019 - 04/2021
- Built SQL Server to Redshift ingestion with Python and AWS Glue
- Created data quality checks with Great Expectations
- Supported BI analysts with Tableau data sources

### Graduate Analyst - Albion Retail Group (Leeds) | 09/2018 - 07/2019
- Wrote SQL reports and Excel models for merchandising

## Skills
- Languages: Python, SQL, some Scala
- Processing: Apache Spark (PySpark), Kafka, Airflow
- Warehouses: Snowflake, Redshift, PostgreSQL
- Modelling: dbt, Kimball dimensional modelling
- Cloud and tools: AWS (S3, Glue, EMR, Lambda), Terraform, Docker, Git, GitHub Actions

## Education
BSc Mathematics, University of Leeds, 2018`;

const RESUME_QA = `# Kenji Watanabe
QA Automation Engineer
kenji.watanabe@example.com | +44 7700 900634 | Manchester, UK | github.com/kenjiw-qa

## Summary
Test automation engineer with 6 years of experience, 4 of them building end-to-end and API test suites in TypeScript with Playwright and Cypress. I help teams ship faster by making tests fast, stable and trusted, and by getting quality into refinement rather than at the end.

## Experience

### Senior QA Automation Engineer - Bookwell (Manchester) | 02/2022 - present
Online booking for salons and clinics, 12,000 businesses.
- Built a Playwright + TypeScript suite of 900 end-to-end tests running in parallel in GitHub Actions in 11 minutes
- Reduced flaky test rate from 9% to under 1% by fixing test data setup and waiting strategies
- Added API tests for 60 REST endpoints and contract tests with Pact
- Ran k6 load tests before Black Friday, finding two database bottlenecks

### QA Automation Engineer - Northern Rail Digital (Leeds) | 03/2019 - 01/2022
- Built a Cypress suite for the ticket-booking web app from scratch
- Maintained a Selenium/Java regression suite (TestNG, Jenkins) for the back-office system
- Introduced risk-based test planning in sprint refinement

### Manual Tester - Pixelgate (Leeds) | 09/2018 - 02/2019
- Manual exploratory and regression testing of web and mobile apps; wrote test cases in TestRail

## Skills
- Automation: Playwright, Cypress, Selenium WebDriver, Pact, k6
- Languages: TypeScript, JavaScript, some Java
- API testing: Postman, REST Assured, supertest
- CI/CD: GitHub Actions, Jenkins, Docker
- Other: Jira, TestRail, Agile/Scrum, SQL for test data, ISTQB Foundation

## Education
BA Linguistics, University of Manchester, 2018`;

const RESUME_DOTNET = `# Olumide Adeyemi
Senior .NET Developer
olumide.adeyemi@example.com | +44 7700 900255 | Reading, UK | linkedin.com/in/oadeyemi

## Summary
C#/.NET backend developer with 8 years of experience building APIs and background services on ASP.NET Core, SQL Server and Azure. Strong on clean architecture, testing and performance tuning. I have never used Unity or done any game development.

## Experience

### Senior .NET Developer - Claimsure (Reading) | 06/2020 - present
Claims handling platform for insurers.
- Designed ASP.NET Core APIs handling 2M claims a year; p95 latency under 150 ms
- Split a 600k-line monolith into 9 services on Azure (App Service, Functions, Service Bus)
- Tuned Entity Framework Core queries and SQL Server indexes, cutting nightly batch time by 70%
- Introduced xUnit integration tests with Testcontainers; production incidents dropped by half
- Lead a team of four developers

### .NET Developer - Meridian Logistics (Slough) | 01/2017 - 05/2020
- Built WCF and then Web API services for warehouse management
- Migrated the build from TFS to Azure DevOps pipelines
- Wrote a Windows service that imports 500k EDI messages a day

### Junior Developer - Pennant Software (Reading) | 09/2015 - 12/2016
- Maintained ASP.NET WebForms applications and SQL Server stored procedures

## Skills
- Languages: C#, T-SQL, some TypeScript
- Frameworks: ASP.NET Core, Entity Framework Core, MediatR, MassTransit
- Data: SQL Server, Azure SQL, Redis, Cosmos DB
- Cloud and DevOps: Azure, Azure DevOps, Docker, GitHub Actions
- Practices: SOLID, DDD, TDD, code review, Scrum

## Education
BEng Computer Systems Engineering, University of Kent, 2015
Microsoft Certified: Azure Developer Associate (AZ-204)`;

const RESUME_FRONTEND = `# Sofia Lindqvist
Senior Frontend Engineer
sofia.lindqvist@example.com | +46 70 123 45 67 | Gothenburg, Sweden | sofialindqvist.dev

## Summary
Frontend engineer with 7 years building web applications, 5 of them in React and TypeScript. I specialise in design systems, accessibility and performance for data-heavy interfaces. I have not used Angular.

## Experience

### Senior Frontend Engineer - Nordhamn Logistics (Gothenburg) | 08/2021 - present
Shipping and warehouse platform used by 1,200 companies.
- Led the build of our React + TypeScript design system (70 components, Storybook), adopted by 5 product teams
- Rewrote the shipment table with virtualisation; views with 20,000 rows now render in under 200 ms
- Brought the customer portal to WCAG 2.1 AA, passing an external audit with no major findings
- Moved data fetching to React Query, removing 8,000 lines of Redux code

### Frontend Developer - Fjord Media (Stockholm) | 03/2019 - 07/2021
- Built a Next.js news site serving 3M monthly readers; Lighthouse performance from 45 to 92
- Wrote Playwright end-to-end tests for the publishing flow
- Built small Node.js/Express endpoints for the editorial tool

### Web Developer - Kodverket (Gothenburg) | 06/2017 - 02/2019
- Built marketing sites and small web apps with JavaScript, jQuery and Vue 2

## Skills
- Languages: TypeScript, JavaScript, HTML, CSS/Sass
- Frameworks: React, Next.js, React Query, Redux, some Vue
- Testing: Vitest, Jest, Testing Library, Playwright
- Tools: Storybook, Vite, Webpack, Figma, Git, GitHub Actions
- Other: WCAG accessibility, web performance, REST and GraphQL APIs

## Education
BSc Interaction Design, Chalmers University of Technology, 2017`;

// ---------------------------------------------------------------------------------------------
// Cases
// ---------------------------------------------------------------------------------------------

export const AD_MATCH_TUNING: TAdMatchCase[] = [
  {
    // Python/Django backend. Disclaims Kubernetes; the Django ad lists it only as nice-to-have.
    resumeId: 't-priya-python-django',
    resume: RESUME_PYTHON_DJANGO,
    ads: [
      { adId: 't-django-fintech', ad: AD_DJANGO_FINTECH, label: 3 },
      { adId: 't-django-agency', ad: AD_DJANGO_AGENCY, label: 3 },
      { adId: 't-go-backend', ad: AD_GO_BACKEND, label: 2 },
      { adId: 't-node-fullstack', ad: AD_NODE_FULLSTACK, label: 1 },
      { adId: 't-data-eng', ad: AD_DATA_ENG, label: 1 },
      { adId: 't-sre-k8s', ad: AD_SRE_K8S, label: 1 },
      { adId: 't-ml-research', ad: AD_ML_RESEARCH, label: 0 },
      { adId: 't-embedded', ad: AD_EMBEDDED, label: 0 },
    ],
  },
  {
    // Native iOS. Disclaims Flutter/Dart, which the Flutter ad requires.
    resumeId: 't-tomas-ios',
    resume: RESUME_IOS,
    ads: [
      { adId: 't-ios', ad: AD_IOS, label: 3 },
      { adId: 't-react-native', ad: AD_REACT_NATIVE, label: 2 },
      { adId: 't-flutter', ad: AD_FLUTTER, label: 1 },
      { adId: 't-android', ad: AD_ANDROID, label: 1 },
      { adId: 't-game-unity', ad: AD_GAME_UNITY, label: 0 },
      { adId: 't-data-eng', ad: AD_DATA_ENG, label: 0 },
      { adId: 't-sre-k8s', ad: AD_SRE_K8S, label: 0 },
      { adId: 't-embedded', ad: AD_EMBEDDED, label: 0 },
    ],
  },
  {
    // SRE/DevOps. Learning Rust, which the Rust ad requires daily; ML ad shares Docker/K8s/AWS only.
    resumeId: 't-marek-sre',
    resume: RESUME_DEVOPS,
    ads: [
      { adId: 't-sre-k8s', ad: AD_SRE_K8S, label: 3 },
      { adId: 't-azure-devops', ad: AD_AZURE_DEVOPS, label: 2 },
      { adId: 't-go-backend', ad: AD_GO_BACKEND, label: 1 },
      { adId: 't-rust-systems', ad: AD_RUST_SYSTEMS, label: 1 },
      { adId: 't-ml-research', ad: AD_ML_RESEARCH, label: 0 },
      { adId: 't-django-fintech', ad: AD_DJANGO_FINTECH, label: 0 },
      { adId: 't-qa-playwright', ad: AD_QA_PLAYWRIGHT, label: 0 },
      { adId: 't-data-analyst', ad: AD_DATA_ANALYST, label: 0 },
    ],
  },
  {
    // Data engineering. SRE ad shares AWS/Terraform/Docker but is different work.
    resumeId: 't-aisha-data-eng',
    resume: RESUME_DATA_ENG,
    ads: [
      { adId: 't-data-eng', ad: AD_DATA_ENG, label: 3 },
      { adId: 't-analytics-eng', ad: AD_ANALYTICS_ENG, label: 2 },
      { adId: 't-django-fintech', ad: AD_DJANGO_FINTECH, label: 1 },
      { adId: 't-ml-research', ad: AD_ML_RESEARCH, label: 1 },
      { adId: 't-data-analyst', ad: AD_DATA_ANALYST, label: 1 },
      { adId: 't-sre-k8s', ad: AD_SRE_K8S, label: 0 },
      { adId: 't-ios', ad: AD_IOS, label: 0 },
      { adId: 't-embedded', ad: AD_EMBEDDED, label: 0 },
    ],
  },
  {
    // QA automation (Playwright/TypeScript). Frontend and full-stack ads share TypeScript and Playwright.
    resumeId: 't-kenji-qa',
    resume: RESUME_QA,
    ads: [
      { adId: 't-qa-playwright', ad: AD_QA_PLAYWRIGHT, label: 3 },
      { adId: 't-qa-selenium-java', ad: AD_QA_SELENIUM_JAVA, label: 2 },
      { adId: 't-frontend-react', ad: AD_FRONTEND_REACT, label: 1 },
      { adId: 't-node-fullstack', ad: AD_NODE_FULLSTACK, label: 1 },
      { adId: 't-data-analyst', ad: AD_DATA_ANALYST, label: 0 },
      { adId: 't-sre-k8s', ad: AD_SRE_K8S, label: 0 },
      { adId: 't-game-unity', ad: AD_GAME_UNITY, label: 0 },
      { adId: 't-ml-research', ad: AD_ML_RESEARCH, label: 0 },
    ],
  },
  {
    // .NET backend. The Unity ad shares C# but is game work and requires Unity, which he disclaims.
    resumeId: 't-olumide-dotnet',
    resume: RESUME_DOTNET,
    ads: [
      { adId: 't-dotnet', ad: AD_DOTNET, label: 3 },
      { adId: 't-java-spring', ad: AD_JAVA_SPRING, label: 2 },
      { adId: 't-go-backend', ad: AD_GO_BACKEND, label: 2 },
      { adId: 't-azure-devops', ad: AD_AZURE_DEVOPS, label: 1 },
      { adId: 't-game-unity', ad: AD_GAME_UNITY, label: 0 },
      { adId: 't-data-analyst', ad: AD_DATA_ANALYST, label: 0 },
      { adId: 't-ios', ad: AD_IOS, label: 0 },
      { adId: 't-ml-research', ad: AD_ML_RESEARCH, label: 0 },
    ],
  },
  {
    // React/TypeScript frontend. Disclaims Angular, which the Angular ad requires from week one.
    resumeId: 't-sofia-frontend',
    resume: RESUME_FRONTEND,
    ads: [
      { adId: 't-frontend-react', ad: AD_FRONTEND_REACT, label: 3 },
      { adId: 't-node-fullstack', ad: AD_NODE_FULLSTACK, label: 2 },
      { adId: 't-react-native', ad: AD_REACT_NATIVE, label: 2 },
      { adId: 't-angular', ad: AD_ANGULAR, label: 1 },
      { adId: 't-qa-playwright', ad: AD_QA_PLAYWRIGHT, label: 1 },
      { adId: 't-django-fintech', ad: AD_DJANGO_FINTECH, label: 0 },
      { adId: 't-data-eng', ad: AD_DATA_ENG, label: 0 },
      { adId: 't-sre-k8s', ad: AD_SRE_K8S, label: 0 },
    ],
  },
];
