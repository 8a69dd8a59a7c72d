/**
 * Job-ad match relevance set: the HOLDOUT half. Same format and label scale as ad-match-tuning.ts
 * (3 = ideal, 2 = plausible, 1 = a stretch, 0 = wrong), with other people, roles and ads: no resume or
 * ad is shared with the tuning half. Written at the same time, without reading the matching engine.
 * NEVER use it to tune: only to check, once, that a change measured on the tuning set carries over.
 */
import type { TAdMatchCase } from './ad-match-types.ts';

// ---------------------------------------------------------------------------------------------
// Job ads (holdout pool)
// ---------------------------------------------------------------------------------------------

const AD_JAVA_KAFKA = `Senior Java Engineer - Payments Platform
Halcyon Bank - Frankfurt (hybrid)

Halcyon is a mid-sized corporate bank modernising its payments core. Our platform team of 25 engineers builds the event-driven services that move EUR 4 billion a day.

What you will do
- Design and build microservices in Java 17+ and Spring Boot
- Build event-driven flows with Apache Kafka: exactly-once processing, retries, dead-letter handling
- Model data in PostgreSQL and Oracle and keep it consistent across services
- Work with operations on deployment, monitoring and incident analysis
- Review code and coach mid-level engineers

Requirements
- 6+ years of backend development in Java
- Deep Spring Boot knowledge (Spring Data, Spring Security, Spring Cloud)
- Production experience with Kafka
- Relational databases and SQL performance tuning
- Automated testing with JUnit 5 and Testcontainers

Nice to have
- SEPA, SWIFT or ISO 20022
- Kubernetes and Helm
- Kotlin

EUR 90-110k, 30 days of holiday, a company pension.`;

const AD_GO_BACKEND_H = `Software Engineer, Backend (Go)
Meterly - Amsterdam (hybrid)

Meterly sells usage-based billing as an API to 800 SaaS companies. We ingest 5 billion usage events a month and turn them into accurate invoices.

What you will do
- Build high-throughput Go services for event ingestion, aggregation and invoicing
- Design APIs used by developers at our customers
- Work with PostgreSQL, ClickHouse and Kafka
- Own your services in production, including on-call one week in six
- Write design docs and help choose what we build next

Requirements
- 4+ years of professional backend engineering
- Go, or a strongly typed backend language (Java, C#, Kotlin) and the wish to move to Go
- Distributed systems fundamentals: idempotency, consistency, back-pressure
- SQL and relational data modelling
- Docker, CI/CD, Git

Nice to have
- Billing or payments experience
- ClickHouse or another columnar store
- gRPC

EUR 80-100k plus equity.`;

const AD_KOTLIN_BACKEND = `Backend Engineer (Kotlin / Spring)
Veloce Mobility - Munich (hybrid)

Veloce runs car subscriptions in four countries. Our backend is written in Kotlin on Spring Boot, and our teams own their services end to end.

Responsibilities
- Build backend services in Kotlin with Spring Boot and coroutines
- Design REST and event-driven interfaces (Kafka) between services
- Work with PostgreSQL and jOOQ
- Write tests with Kotest and MockK
- Participate in on-call for the services your team owns

Requirements
- 3+ years of backend development with Kotlin in production; all new code is Kotlin and we expect you to be productive in it from the start
- Spring Boot
- SQL and relational databases
- Experience with messaging systems (Kafka, RabbitMQ)
- Docker and Kubernetes as a user

Nice to have
- Java background
- Automotive or mobility domain
- German language

EUR 75-92k, a company car subscription at a discount.`;

const AD_NODE_NEST = `Backend Engineer (Node.js / TypeScript)
Quayside Commerce - London (hybrid)

Quayside powers online stores for 2,000 fashion brands. Our backend is TypeScript on Node.js, split into a dozen NestJS services.

Responsibilities
- Build APIs and background jobs in TypeScript with NestJS
- Design PostgreSQL schemas and work with Prisma
- Integrate with payment providers, carriers and marketplaces
- Improve reliability and performance of our checkout
- Pair with frontend engineers on API contracts

Requirements
- 3+ years of backend web development
- Node.js and TypeScript, or strong experience in another backend web framework (Rails, Django, Laravel) and eagerness to learn Node
- SQL and PostgreSQL
- REST API design
- Testing as part of every change

Nice to have
- NestJS
- GraphQL
- E-commerce experience
- AWS

GBP 65-80k, clothing allowance.`;

const AD_CLOUD_AWS = `Cloud / DevOps Engineer (AWS)
Summit Health Records - Leeds, UK (hybrid)

Summit builds electronic health record software used by 400 GP practices. Our infrastructure team of five runs everything on AWS.

What you will do
- Build and operate AWS infrastructure with Terraform: VPCs, ECS and EKS, RDS, IAM
- Maintain CI/CD pipelines in GitHub Actions for 30 services
- Run Kubernetes workloads and Docker-based deployments
- Implement monitoring with CloudWatch, Prometheus and Grafana
- Support audits (ISO 27001, NHS DSPT) with evidence and automation
- Help developers troubleshoot deployments and performance

Requirements
- 3+ years in DevOps, cloud or infrastructure engineering
- AWS in depth, ideally with a certification
- Terraform
- Docker and Kubernetes
- Linux administration and scripting in Bash or Python

Nice to have
- Healthcare or regulated industry experience
- Security hardening (CIS benchmarks)
- Java applications in production

GBP 58-72k, 28 days of holiday.`;

const AD_DS_ML = `Data Scientist - Pricing and Demand
Carrowmore Hotels Group - Dublin (hybrid)

Carrowmore runs 60 hotels across Ireland and the UK. Our data science team of five builds the models that set room prices and forecast demand.

What you will do
- Build demand forecasting and price elasticity models
- Design and analyse pricing experiments across hotels
- Turn models into recommendations revenue managers use every day
- Work with data engineers to put models into production and monitor them
- Explain results to non-technical stakeholders

Requirements
- 3+ years as a data scientist in industry
- Strong Python (pandas, scikit-learn, statsmodels) and SQL
- Time-series forecasting and regression modelling
- Experimental design and causal inference
- MSc or PhD in a quantitative field, or equivalent experience

Nice to have
- Gradient boosting (LightGBM, XGBoost)
- Bayesian methods
- Experience with MLflow, Docker or Databricks
- Hospitality or travel domain

EUR 75-90k, free stays at our hotels.`;

const AD_ANDROID_H = `Senior Android Engineer
Loop Fitness - Barcelona or remote (Spain)

Loop is a fitness app with guided workouts and connected wearables, used by 2 million people. Our Android team of six ships every week.

What you will do
- Build features in Kotlin and Jetpack Compose
- Integrate with wearables via Bluetooth LE and Health Connect
- Improve startup time, battery use and crash-free rate
- Shape our modular architecture and Gradle build
- Mentor engineers and take part in hiring

Requirements
- 5+ years of native Android development
- Kotlin, Coroutines and Flow
- Jetpack Compose in a production app
- MVVM or MVI, Hilt, Room
- Published apps on Google Play

Nice to have
- Bluetooth LE
- Kotlin Multiplatform
- Wear OS

EUR 60-75k, a free gym membership.`;

const AD_SOC_ANALYST = `SOC Analyst (Tier 1-2)
Sentinel Shield MSSP - Belfast (shift-based, on site)

Sentinel Shield is a managed security provider monitoring 150 customer networks 24/7.

Responsibilities
- Monitor alerts in Splunk and Microsoft Sentinel and triage them
- Investigate phishing, malware and suspicious login alerts
- Escalate confirmed incidents and follow runbooks
- Tune detection rules to cut false positives
- Write clear incident reports for customers

Requirements
- 1+ years in a SOC, IT support or network operations role
- Familiarity with SIEM tools
- Understanding of networking (TCP/IP, DNS, HTTP) and Windows and Linux logs
- Willingness to work a 4-on-4-off shift pattern including nights

Nice to have
- CompTIA Security+, CySA+ or similar
- Basic scripting in Python or PowerShell
- Knowledge of MITRE ATT&CK

GBP 30-38k plus shift allowance, paid certifications.`;

const AD_FLUTTER_H = `Mobile Developer (Flutter)
Harvestly - Utrecht (hybrid)

Harvestly connects farmers with local restaurants. Our app lets farmers list produce and chefs order it for next-morning delivery. We are a team of 15.

What you will do
- Build our Flutter app for iOS and Android
- Implement features end to end with our backend developers
- Work on offline support for farmers with poor reception
- Set up automated tests and releases with Codemagic
- Help decide our architecture as the app grows

Requirements
- 2+ years of mobile development, shipped to the App Store or Google Play
- Flutter and Dart, or strong native Android or iOS experience and the wish to switch to Flutter
- State management experience (Bloc, Riverpod or similar)
- REST APIs, authentication, push notifications

Nice to have
- Flutter in production
- Firebase
- Maps and location features

EUR 50-65k, and a weekly vegetable box.`;

const AD_IOS_H = `iOS Developer
Northlight Media - Oslo (hybrid)

Northlight publishes Norway's most-read podcast and audiobook app. Our iOS app has 900,000 monthly listeners, and our mobile team of eight works closely with editors and producers.

What you will do
- Build features in Swift and SwiftUI
- Work on audio playback, downloads and CarPlay
- Improve performance and accessibility for VoiceOver users
- Collaborate with the Android and backend teams on shared API contracts
- Take part in code review, release planning and our weekly app quality review

Requirements
- 3+ years of native iOS development in Swift
- SwiftUI and UIKit
- AVFoundation or other media frameworks
- Swift concurrency
- App Store release experience

Nice to have
- CarPlay
- Experience with audio or video streaming
- Norwegian or another Scandinavian language

NOK 750-900k a year, free subscription for the family.`;

const AD_DATA_ANALYST_H = `Product Data Analyst
Wavelength Music - Berlin (hybrid)

Wavelength is a music streaming service for independent artists with 3 million listeners. Our analytics team helps product squads decide what to build.

What you will do
- Analyse user behaviour to find opportunities in onboarding, discovery and retention
- Design and analyse A/B tests with product managers
- Build Tableau dashboards that squads use weekly
- Write SQL against our BigQuery warehouse
- Present insights to product leads and the management team

Requirements
- 3+ years in a data or product analyst role
- Excellent SQL
- Tableau or a comparable BI tool
- Statistics for experimentation
- Python or R for analysis (pandas or tidyverse)
- Clear written and verbal communication

Nice to have
- Music, media or consumer app experience
- dbt
- Amplitude or Mixpanel

EUR 60-72k, a family streaming subscription.`;

const AD_EMBEDDED_C = `Firmware Engineer (Embedded C)
Voltaic Controls - Eindhoven (on site)

Voltaic designs battery management systems for electric buses and trucks. Our firmware runs on thousands of vehicles across Europe.

Responsibilities
- Write firmware in C for ARM Cortex-M and automotive microcontrollers
- Develop on FreeRTOS and AUTOSAR-based platforms
- Implement CAN and CAN FD communication
- Debug with oscilloscopes, logic analysers and JTAG debuggers
- Write unit tests and hardware-in-the-loop tests
- Follow ISO 26262 development processes

Requirements
- 4+ years of embedded C development
- Real-time operating systems
- Communication protocols: CAN, SPI, I2C, UART
- Reading schematics and datasheets
- Git and continuous integration

Nice to have
- Battery management or power electronics
- MISRA C
- Python for test tooling
- Automotive functional safety

EUR 65-80k, relocation support.`;

const AD_APPSEC = `Application Security Engineer
Foxglove Payments - London (hybrid)

Foxglove is a payments company with 40 product engineers. Our security team of four wants engineers to ship safely without slowing down.

What you will do
- Run threat modelling sessions with product teams for new features
- Own our SAST, DAST and dependency scanning in CI and triage findings
- Do security code reviews of high-risk changes (authentication, payments, crypto)
- Run our bug bounty programme and coordinate fixes
- Build secure defaults and libraries, and teach secure coding

Requirements
- 4+ years in application security, or in software engineering with a strong security focus
- Solid understanding of the OWASP Top 10 and how to fix each class of bug
- Able to read and review code in at least one of Python, Java, Go or TypeScript
- Experience with tools such as Burp Suite, Semgrep or Snyk
- Cloud security basics (AWS IAM, secrets management)

Nice to have
- PCI DSS
- OSCP, OSWE or similar
- Writing Semgrep or CodeQL rules

GBP 85-105k, bonus and equity.`;

const AD_MLOPS = `MLOps Engineer
Tesselate AI - Paris (hybrid)

Tesselate builds document understanding models for insurers. Our models are trained by a research team of ten; our MLOps team of three gets them into production and keeps them healthy.

What you will do
- Build and run our ML platform on Kubernetes: training jobs, model serving, feature store
- Operate Kubeflow pipelines and KServe in production
- Build CI/CD for models: validation, canary releases, rollback
- Monitor models for drift and performance issues
- Manage GPU capacity and cost on GCP

Requirements
- 3+ years in MLOps, ML engineering or platform engineering
- Production experience operating Kubernetes (you have run clusters, not only deployed to them)
- Kubeflow, MLflow or a similar ML platform
- Python and solid software engineering practices
- Docker, Terraform, GCP or AWS

Nice to have
- Experience training models yourself
- Ray or Spark
- French language

EUR 70-90k, a Navigo pass and lunch vouchers.`;

const AD_PY_BACKEND_H = `Python Backend Developer (FastAPI)
Tradeline Insurance Tech - Manchester, UK (hybrid)

Tradeline builds quoting and policy software for commercial insurance brokers. Our backend is a set of Python services.

Responsibilities
- Build APIs in Python with FastAPI and SQLAlchemy
- Design PostgreSQL schemas and write migrations with Alembic
- Integrate with insurers' rating engines and document services
- Write tests with pytest and keep coverage meaningful
- Deploy with Docker to AWS and monitor with Datadog

Requirements
- 3+ years of backend web development in Python
- FastAPI, Django or Flask
- PostgreSQL and SQL
- REST API design and authentication (OAuth2, JWT)
- Docker, Git, CI/CD

Nice to have
- Insurance domain
- Async Python
- AWS (ECS, Lambda, SQS)

GBP 55-70k, 10% pension contribution.`;

const AD_PENTEST = `Penetration Tester
Ironbark Security - Bristol or remote (UK)

Ironbark is a CREST-accredited consultancy with 30 testers working for banks, retailers and public sector clients.

What you will do
- Carry out web application, API and mobile application penetration tests
- Test internal and external infrastructure, including Active Directory
- Write clear reports with evidence, risk ratings and remediation advice
- Present findings to client developers and managers
- Research new techniques and contribute to internal tooling

Requirements
- 2+ years of professional penetration testing, or strong application security experience with hands-on exploitation skills
- Burp Suite and common web vulnerability classes
- Scripting in Python or Bash
- Good written English for reports
- Eligible for UK security clearance

Nice to have
- OSCP, CRT or CCT
- Active Directory and cloud testing
- Mobile testing (Frida, MobSF)

GBP 50-75k depending on level, certification budget.`;

const AD_RAILS = `Senior Ruby on Rails Developer
Greenhollow - remote (UK/EU)

Greenhollow helps landscaping and gardening businesses run quotes, schedules and invoices. 5,000 small businesses use our Rails app every day.

What you will do
- Build features across our Rails monolith: models, controllers, views and background jobs
- Use Hotwire (Turbo and Stimulus) for interactive screens
- Improve performance of slow pages and Sidekiq jobs
- Talk to customers with our product manager to understand problems before solving them
- Review code and help the two junior developers grow

Requirements
- 5+ years of professional Ruby on Rails development
- PostgreSQL and ActiveRecord performance
- Testing with RSpec
- Comfortable with HTML, CSS and some JavaScript
- Experience working in a small product team with a lot of autonomy

Nice to have
- Hotwire
- Stripe integrations
- Heroku or Render

GBP 65-80k or EUR equivalent, fully remote.`;

const AD_PHP_LARAVEL = `PHP Developer (Laravel)
Bookmark Events - Dublin (hybrid)

Bookmark sells tickets for festivals and conferences across Ireland. Our platform is a Laravel application with a Vue frontend.

Responsibilities
- Build new features in PHP 8 and Laravel
- Design MySQL schemas and optimise queries for on-sale peaks
- Build and maintain queue workers with Redis and Horizon
- Work on our Vue frontend when needed
- Take part in code review and planning

Requirements
- 3+ years of backend web development, ideally with PHP and Laravel; developers from Rails or Django with an MVC background are welcome to apply
- SQL and relational database design
- Testing (PHPUnit or Pest)
- Git and CI/CD

Nice to have
- Laravel in production
- Vue.js
- High-traffic ticketing or e-commerce

EUR 60-75k, two festival tickets a year.`;

const AD_VUE_FRONTEND = `Frontend Developer (Vue.js)
Cobalt Learning - Lyon (hybrid)

Cobalt makes an online learning platform for vocational schools in France and Belgium, used by 80,000 students.

What you will do
- Build the student and teacher interfaces in Vue 3 and TypeScript
- Maintain our component library and design tokens
- Work on interactive exercises, video and live classroom features
- Write unit tests with Vitest and end-to-end tests with Cypress
- Work with UX designers on accessible interfaces

Requirements
- 3+ years of frontend development focused on modern JavaScript frameworks
- Vue 3 with the Composition API and Pinia
- TypeScript, HTML and CSS at an advanced level
- Frontend testing
- Accessibility basics

Nice to have
- Nuxt
- WebRTC
- French language

EUR 50-62k, lunch vouchers and a sports budget.`;

const AD_EMBEDDED_LINUX = `Embedded Linux Engineer
Aurora Maritime Systems - Gdansk (hybrid)

Aurora builds navigation and monitoring systems for commercial ships. Our devices run embedded Linux on ARM boards in harsh environments.

Responsibilities
- Build and maintain our Yocto-based Linux distribution
- Write and port Linux kernel drivers and device tree configuration
- Develop system services in C and C++
- Bring up new hardware with the electronics team
- Set up secure boot and over-the-air updates

Requirements
- 3+ years of embedded software development in C or C++
- Embedded Linux: Yocto or Buildroot, kernel configuration, device trees
- Debugging on target hardware
- Linux internals, shell scripting
- Git

Nice to have
- Linux kernel driver development
- Marine or industrial systems
- Bare-metal or RTOS firmware experience

PLN 20,000-27,000 per month.`;

const AD_RUST_EMBEDDED = `Embedded Rust Engineer
Corvus Robotics - Zurich (on site)

Corvus builds autonomous drones for warehouse inventory. Our flight controller and sensor firmware is written in Rust, and we are proud to be a Rust-first embedded team.

Responsibilities
- Write firmware in Rust (no_std) for ARM Cortex-M microcontrollers using Embassy and RTIC
- Develop drivers for IMUs, lidar and motor controllers
- Contribute to our Rust hardware abstraction layer and open-source crates
- Debug on hardware with probe-rs, logic analysers and oscilloscopes
- Work closely with controls and hardware engineers

Requirements
- 2+ years of embedded Rust in production; you will write Rust every day from the first week
- Deep understanding of microcontrollers, interrupts and DMA
- Communication protocols: SPI, I2C, UART, CAN
- Reading schematics and datasheets

Nice to have
- Embedded C background
- Robotics or flight control
- Open-source Rust contributions

CHF 115-140k, relocation package.`;

const AD_GAME_UNREAL = `Gameplay Programmer (Unreal Engine / C++)
Redcliff Interactive - Montreal (hybrid)

Redcliff is a 120-person studio making third-person action games for PC and console. We are in production on a new title with a major publisher.

What you will do
- Implement gameplay features in C++ and Unreal Engine 5: combat, abilities, AI behaviours
- Work with designers and animators to make mechanics feel great
- Expose systems to Blueprints for designers
- Profile and optimise CPU and memory on PlayStation 5 and Xbox Series X
- Fix bugs through to certification and launch

Requirements
- 3+ years of professional game development
- Strong C++ and Unreal Engine
- At least one shipped title on PC or console
- Strong 3D maths
- Passion for action games

Nice to have
- Gameplay Ability System (GAS)
- Multiplayer replication
- Console certification experience

CAD 85-110k, annual bonus.`;

const AD_ANALYTICS_ENG_H = `Analytics Engineer
Pinecrest Finance - Edinburgh (hybrid)

Pinecrest is a consumer lending company with 300,000 customers. Our data team is moving from hand-written reports to a modelled warehouse.

Responsibilities
- Build dbt models in BigQuery for lending, collections and marketing
- Define and document business metrics with finance and risk
- Build and maintain Looker explores and dashboards
- Write data tests and monitor freshness
- Help analysts move their ad-hoc SQL into tested models

Requirements
- 2+ years in analytics engineering or as a SQL-heavy data analyst
- Excellent SQL and dimensional modelling
- dbt
- A BI tool (Looker preferred)
- Git-based workflow

Nice to have
- Python
- Financial services
- Airflow

GBP 50-62k, 25 days of holiday and a bonus.`;

const AD_BI_POWERBI = `BI Developer (Power BI)
Castlegate Manufacturing - Sheffield (on site 3 days)

Castlegate makes industrial valves and pumps in four UK factories. Our BI team builds the reports that production, sales and finance rely on.

Responsibilities
- Design and build Power BI reports and semantic models
- Write complex DAX measures and optimise model performance
- Build data flows from SQL Server and our ERP (Microsoft Dynamics 365)
- Manage Power BI Service workspaces, row-level security and refresh schedules
- Train business users in self-service reporting

Requirements
- 3+ years of hands-on Power BI development, including advanced DAX and Power Query (M); we need someone productive in our Power BI estate from day one
- SQL Server and T-SQL
- Data modelling (star schemas)
- Working with business stakeholders to gather requirements

Nice to have
- Microsoft Fabric or Azure Data Factory
- Dynamics 365
- Manufacturing experience

GBP 42-52k, bonus and free parking.`;

// ---------------------------------------------------------------------------------------------
// Resumes
// ---------------------------------------------------------------------------------------------

const RESUME_JAVA = `# Daniel Okafor
Senior Java Backend Engineer
daniel.okafor@example.com | +49 151 2345 6789 | Cologne, Germany | github.com/dokafor

## Summary
Backend engineer with 9 years of Java, building event-driven Spring Boot services for banking and insurance. Comfortable with Kafka, relational databases and the operational side of running services. I have read some Kotlin but have not worked with it in production.

## Experience

### Senior Backend Engineer - Rheinland Versicherung (Cologne) | 04/2020 - present
Policy and claims platform for a large insurer.
- Designed Spring Boot microservices for the claims domain handling 1.2M claims a year
- Built Kafka-based event flows with exactly-once semantics, replacing nightly batch transfers; data lag fell from 24h to 2 minutes
- Tuned Oracle and PostgreSQL queries, reducing the average response time of the policy API by 65%
- Introduced contract tests and Testcontainers; release frequency went from monthly to weekly
- Tech lead for a team of five

### Java Developer - Finverse Solutions (Dusseldorf) | 09/2016 - 03/2020
- Built SEPA payment processing services in Java 8 and Spring
- Migrated SOAP services to REST with Spring Boot
- Wrote Jenkins pipelines and Docker images for 20 services

### Junior Software Developer - DataPoint GmbH (Bonn) | 08/2015 - 08/2016
- Maintained Java EE applications on JBoss

## Skills
- Languages: Java (8-21), SQL, Bash
- Frameworks: Spring Boot, Spring Data JPA, Spring Security, Hibernate
- Messaging: Apache Kafka, RabbitMQ
- Data: PostgreSQL, Oracle, Redis
- Tools: Docker, Kubernetes (as a user), Jenkins, GitLab CI, Git, Maven, Gradle
- Practices: DDD, TDD, JUnit 5, Testcontainers, Scrum

## Education
MSc Computer Science, RWTH Aachen University, 2015`;

const RESUME_ANDROID = `# Leila Haddad
Android Engineer
leila.haddad@example.com | +33 6 12 34 56 78 | Lyon, France | github.com/leilahaddad

## Summary
Android engineer with 6 years building native apps in Kotlin, with Jetpack Compose in production since 2021. I like fast, accessible apps and modular codebases that keep builds quick. I have no iOS experience.

## Experience

### Senior Android Engineer - Trajet (Lyon) | 02/2021 - present
Carpooling app with 4M users.
- Rebuilt the booking flow in Jetpack Compose; conversion rose by 12%
- Split the app into 35 Gradle modules, cutting incremental build time from 3 minutes to 40 seconds
- Moved networking to Coroutines and Flow with Retrofit; crash-free users up from 99.1% to 99.8%
- Built offline ride tickets with Room and WorkManager
- Mentor two junior Android developers

### Android Developer - MediSuivi (Paris) | 06/2018 - 01/2021
Medication reminder app connected to Bluetooth pill boxes.
- Built BLE pairing and sync with pill boxes in Kotlin
- Migrated the app from Java to Kotlin and from MVP to MVVM with Hilt
- Wrote Espresso and Robolectric tests; coverage from 20% to 65%

### Junior Mobile Developer - Webagile (Lyon) | 09/2017 - 05/2018
- Built small Android apps in Java for local businesses

## Skills
- Android: Kotlin, Java, Jetpack Compose, Coroutines, Flow, Hilt, Room, Retrofit, WorkManager
- Testing: JUnit, Espresso, Robolectric, Paparazzi
- Tools: Android Studio, Gradle, Firebase, Git, GitHub Actions, Bitrise
- Other: Bluetooth LE, REST APIs, Figma, Agile, Jira

## Education
Master's in Software Engineering, INSA Lyon, 2017`;

const RESUME_DS = `# Wei Zhang
Data Scientist
wei.zhang@example.com | +44 7700 900918 | London, UK | linkedin.com/in/weizhangds

## Summary
Data scientist with 6 years in industry, focused on forecasting, pricing and experimentation. Strong in Python, SQL and statistics, and comfortable explaining models to commercial teams. My models were deployed by a platform team; I have no production experience with Kubernetes.

## Experience

### Senior Data Scientist - Skyward Airlines (London) | 03/2021 - present
- Built a demand forecasting model (LightGBM plus hierarchical reconciliation) for 600 routes; forecast error fell by 18%
- Designed dynamic pricing experiments across 40 routes, adding GBP 9M in annual revenue
- Built a causal uplift model for ancillary offers (seats, bags), used in the booking flow
- Packaged models with Docker and MLflow for the platform team to deploy
- Mentor three junior data scientists

### Data Scientist - Cartwheel Retail (London) | 07/2018 - 02/2021
- Built price elasticity models for 20,000 grocery products with Bayesian hierarchical regression
- Analysed more than 100 A/B tests on the website and app
- Built churn prediction for the loyalty programme (AUC 0.81)

### Analyst - Ofgem (London) | 09/2017 - 06/2018
- Statistical analysis of energy market data in R and SQL

## Skills
- Languages: Python, SQL, R
- Modelling: scikit-learn, LightGBM, XGBoost, statsmodels, PyMC, PyTorch (basic)
- Methods: forecasting, causal inference, experimentation, Bayesian statistics
- Tools: pandas, Jupyter, MLflow, Docker, Databricks, Git, Tableau

## Education
MSc Statistics, University College London, 2017
BSc Mathematics, Fudan University, 2016`;

const RESUME_RAILS = `# Grace Mensah
Full-Stack Developer (Ruby on Rails)
grace.mensah@example.com | +44 7700 900377 | Brighton, UK | gracemensah.dev

## Summary
Full-stack developer with 7 years of Ruby on Rails, building SaaS products in small teams. I work across the stack, from database design to Hotwire and some React, and I enjoy talking to customers.

## Experience

### Senior Rails Developer - Shelfly (remote) | 05/2021 - present
Inventory and ordering for independent bookshops, 1,800 customers.
- Built the ordering system with Rails 7, PostgreSQL and Sidekiq, processing 400k orders a year
- Introduced Hotwire for interactive screens, replacing a React bundle and halving page weight
- Cut the slowest report from 40 seconds to 2 by rewriting ActiveRecord queries and adding indexes
- Integrated Stripe billing and the wholesalers' EDI feeds
- Ran customer interviews with the product manager

### Rails Developer - Pebble & Co (Brighton) | 03/2018 - 04/2021
Agency building web apps for start-ups.
- Built 8 Rails applications from scratch, several with React frontends
- Maintained a legacy PHP (CodeIgniter) app during its migration to Rails
- Set up RSpec and GitHub Actions CI across projects

### Junior Web Developer - Sussex Web Works (Brighton) | 09/2016 - 02/2018
- Built WordPress sites and small Rails apps

## Skills
- Backend: Ruby, Rails, Sidekiq, RSpec, some PHP
- Frontend: Hotwire (Turbo, Stimulus), JavaScript, React, HTML, CSS, Tailwind
- Data: PostgreSQL, Redis
- Tools: Heroku, Render, Docker, Git, GitHub Actions, Stripe

## Education
BSc Computing, University of Sussex, 2016`;

const RESUME_EMBEDDED = `# Henrik Sorensen
Embedded Firmware Engineer
henrik.sorensen@example.com | +45 20 12 34 56 | Aarhus, Denmark | github.com/hsorensen

## Summary
Embedded engineer with 8 years writing C firmware for ARM Cortex-M microcontrollers, mostly on FreeRTOS, in industrial and medical products. At home with a scope and a datasheet. Currently learning Rust on hobby boards; I have not used it professionally.

## Experience

### Senior Firmware Engineer - Danfield Pumps (Aarhus) | 01/2020 - present
Smart water pumps for buildings.
- Wrote motor control and sensor firmware in C on STM32 with FreeRTOS
- Built a CAN and Modbus communication stack used across 5 product lines
- Designed the bootloader and secure firmware update over BLE; field update success rate 99.6%
- Introduced unit testing with Unity and Ceedling plus hardware-in-the-loop tests in CI; field defects down 40%

### Firmware Engineer - Medisense (Copenhagen) | 06/2016 - 12/2019
Patient monitoring devices.
- Developed drivers for ECG front-ends and displays in C on NXP Kinetis
- Wrote documentation for IEC 62304 audits
- Reduced power consumption by 30% through sleep mode redesign

### Junior Embedded Developer - Nordtek Electronics (Odense) | 08/2015 - 05/2016
- Wrote test firmware and Python production test scripts

## Skills
- Languages: C, some C++, Python (test tooling), Bash; learning Rust
- Platforms: ARM Cortex-M (STM32, NXP), FreeRTOS, bare metal
- Protocols: CAN, Modbus, SPI, I2C, UART, BLE
- Tools: JTAG/SWD, oscilloscopes, logic analysers, Git, Jenkins, Docker for build environments
- Standards: MISRA C, IEC 62304

## Education
MSc Electrical Engineering, Technical University of Denmark, 2015`;

const RESUME_APPSEC = `# Nadia Petrova
Application Security Engineer
nadia.petrova@example.com | +44 7700 900564 | London, UK | github.com/npetrova-sec

## Summary
Application security engineer with 7 years in security, after 3 years as a Python developer. I help product teams build secure software: threat modelling, secure code review, security tooling in CI and practical training. OSCP certified.

## Experience

### Senior Application Security Engineer - Kinetic Bank (London) | 06/2021 - present
- Ran threat models for 40 features, including open banking and card tokenisation
- Rolled out Semgrep and Snyk across 180 repositories with custom rules; critical findings reaching production fell by 70%
- Ran the bug bounty programme (HackerOne), triaging 300 reports a year
- Built a secure authentication library in Python and Go adopted by 12 teams
- Trained 150 engineers in secure coding

### Security Engineer - Bluefin Consulting (London) | 02/2019 - 05/2021
- Performed web application and API penetration tests for 30 clients with Burp Suite
- Wrote reports and walked developers through remediation
- Tested AWS environments for IAM misconfigurations

### Python Developer - Ledgerline (London) | 09/2016 - 01/2019
- Built Django APIs for a payments reconciliation product

## Skills
- Security: threat modelling (STRIDE), secure code review, OWASP Top 10, SAST/DAST, Burp Suite, Semgrep, Snyk, OWASP ZAP
- Cloud: AWS IAM, KMS, Secrets Manager, GuardDuty
- Languages: Python, Go (reading and small tools), JavaScript, SQL
- Other: Docker, Git, GitHub Actions, Jira, PCI DSS

## Education
BSc Computer Science, King's College London, 2016
OSCP (2020), OSWE (2022)`;

const RESUME_ANALYST = `# Rahul Iyer
Data Analyst
rahul.iyer@example.com | +44 7700 900843 | Birmingham, UK | linkedin.com/in/rahuliyer

## Summary
Data analyst with 5 years turning data into decisions for product and commercial teams. Strong SQL, Tableau and experiment analysis, with Python for the heavier work. All my dashboarding has been in Tableau and Looker; I have not used Power BI.

## Experience

### Senior Data Analyst - Hopscotch Travel (Birmingham) | 04/2022 - present
Online travel agency, 2M bookings a year.
- Own the product analytics for search and checkout; my analysis led to a checkout redesign that lifted conversion by 6%
- Designed and analysed 45 A/B tests with product managers, and wrote our experimentation guidelines
- Built Tableau dashboards for weekly trading meetings used by 80 people
- Moved 30 ad-hoc SQL reports into dbt models with the data engineering team

### Data Analyst - Midlands Home Energy (Birmingham) | 07/2019 - 03/2022
- Built Looker dashboards for customer service and billing teams
- Analysed customer churn drivers, informing a retention campaign that cut churn by 2 points
- Automated monthly regulatory reports with Python and SQL, saving 3 days a month

### Junior Analyst - Castle Market Research (Coventry) | 09/2018 - 06/2019
- Cleaned survey data and produced Excel reports for clients

## Skills
- Analysis: SQL (BigQuery, PostgreSQL, Snowflake), Python (pandas, statsmodels), Excel
- BI: Tableau, Looker
- Methods: A/B testing, regression, cohort and funnel analysis
- Other: dbt (basic), Git, Jira, stakeholder presentations

## Education
BSc Economics, University of Warwick, 2018`;

// ---------------------------------------------------------------------------------------------
// Cases
// ---------------------------------------------------------------------------------------------

export const AD_MATCH_HOLDOUT: TAdMatchCase[] = [
  {
    // Java/Spring backend. Disclaims Kotlin, which the Kotlin ad requires from the start (else a 3).
    resumeId: 'h-daniel-java-spring',
    resume: RESUME_JAVA,
    ads: [
      { adId: 'h-java-kafka', ad: AD_JAVA_KAFKA, label: 3 },
      { adId: 'h-go-backend', ad: AD_GO_BACKEND_H, label: 2 },
      { adId: 'h-kotlin-backend', ad: AD_KOTLIN_BACKEND, label: 2 },
      { adId: 'h-node-nest', ad: AD_NODE_NEST, label: 2 },
      { adId: 'h-cloud-aws', ad: AD_CLOUD_AWS, label: 1 },
      { adId: 'h-ds-ml', ad: AD_DS_ML, label: 0 },
      { adId: 'h-android', ad: AD_ANDROID_H, label: 0 },
      { adId: 'h-soc-analyst', ad: AD_SOC_ANALYST, label: 0 },
    ],
  },
  {
    // Native Android. Disclaims iOS, which the iOS ad requires; Kotlin backend ad shares the language only.
    resumeId: 'h-leila-android',
    resume: RESUME_ANDROID,
    ads: [
      { adId: 'h-android', ad: AD_ANDROID_H, label: 3 },
      { adId: 'h-flutter', ad: AD_FLUTTER_H, label: 2 },
      { adId: 'h-kotlin-backend', ad: AD_KOTLIN_BACKEND, label: 1 },
      { adId: 'h-ios', ad: AD_IOS_H, label: 0 },
      { adId: 'h-data-analyst', ad: AD_DATA_ANALYST_H, label: 0 },
      { adId: 'h-embedded-c', ad: AD_EMBEDDED_C, label: 0 },
      { adId: 'h-appsec', ad: AD_APPSEC, label: 0 },
      { adId: 'h-ds-ml', ad: AD_DS_ML, label: 0 },
    ],
  },
  {
    // Data science. Disclaims Kubernetes, which the MLOps ad requires; Python backend ad shares tools only.
    resumeId: 'h-wei-data-science',
    resume: RESUME_DS,
    ads: [
      { adId: 'h-ds-ml', ad: AD_DS_ML, label: 3 },
      { adId: 'h-data-analyst', ad: AD_DATA_ANALYST_H, label: 2 },
      { adId: 'h-mlops', ad: AD_MLOPS, label: 1 },
      { adId: 'h-py-backend', ad: AD_PY_BACKEND_H, label: 1 },
      { adId: 'h-cloud-aws', ad: AD_CLOUD_AWS, label: 0 },
      { adId: 'h-java-kafka', ad: AD_JAVA_KAFKA, label: 0 },
      { adId: 'h-android', ad: AD_ANDROID_H, label: 0 },
      { adId: 'h-pentest', ad: AD_PENTEST, label: 0 },
    ],
  },
  {
    // Rails full-stack. Laravel and Node ads welcome Rails developers; the Python ad does not; Vue ad is frontend-only.
    resumeId: 'h-grace-rails',
    resume: RESUME_RAILS,
    ads: [
      { adId: 'h-rails', ad: AD_RAILS, label: 3 },
      { adId: 'h-php-laravel', ad: AD_PHP_LARAVEL, label: 2 },
      { adId: 'h-node-nest', ad: AD_NODE_NEST, label: 2 },
      { adId: 'h-py-backend', ad: AD_PY_BACKEND_H, label: 1 },
      { adId: 'h-vue-frontend', ad: AD_VUE_FRONTEND, label: 1 },
      { adId: 'h-ds-ml', ad: AD_DS_ML, label: 0 },
      { adId: 'h-embedded-c', ad: AD_EMBEDDED_C, label: 0 },
      { adId: 'h-soc-analyst', ad: AD_SOC_ANALYST, label: 0 },
    ],
  },
  {
    // Embedded C. Learning Rust, which the embedded Rust ad requires in production (else a 3); Unreal ad shares C++ only.
    resumeId: 'h-henrik-embedded',
    resume: RESUME_EMBEDDED,
    ads: [
      { adId: 'h-embedded-c', ad: AD_EMBEDDED_C, label: 3 },
      { adId: 'h-embedded-linux', ad: AD_EMBEDDED_LINUX, label: 2 },
      { adId: 'h-rust-embedded', ad: AD_RUST_EMBEDDED, label: 1 },
      { adId: 'h-game-unreal', ad: AD_GAME_UNREAL, label: 0 },
      { adId: 'h-cloud-aws', ad: AD_CLOUD_AWS, label: 0 },
      { adId: 'h-android', ad: AD_ANDROID_H, label: 0 },
      { adId: 'h-ds-ml', ad: AD_DS_ML, label: 0 },
      { adId: 'h-php-laravel', ad: AD_PHP_LARAVEL, label: 0 },
    ],
  },
  {
    // Application security. Cloud/DevOps ad shares AWS, Docker, Python but is different work.
    resumeId: 'h-nadia-appsec',
    resume: RESUME_APPSEC,
    ads: [
      { adId: 'h-appsec', ad: AD_APPSEC, label: 3 },
      { adId: 'h-pentest', ad: AD_PENTEST, label: 2 },
      { adId: 'h-soc-analyst', ad: AD_SOC_ANALYST, label: 1 },
      { adId: 'h-cloud-aws', ad: AD_CLOUD_AWS, label: 1 },
      { adId: 'h-py-backend', ad: AD_PY_BACKEND_H, label: 1 },
      { adId: 'h-ds-ml', ad: AD_DS_ML, label: 0 },
      { adId: 'h-game-unreal', ad: AD_GAME_UNREAL, label: 0 },
      { adId: 'h-vue-frontend', ad: AD_VUE_FRONTEND, label: 0 },
    ],
  },
  {
    // Data analysis. Disclaims Power BI, which the BI ad requires from day one.
    resumeId: 'h-rahul-data-analyst',
    resume: RESUME_ANALYST,
    ads: [
      { adId: 'h-data-analyst', ad: AD_DATA_ANALYST_H, label: 3 },
      { adId: 'h-analytics-eng', ad: AD_ANALYTICS_ENG_H, label: 2 },
      { adId: 'h-bi-powerbi', ad: AD_BI_POWERBI, label: 1 },
      { adId: 'h-ds-ml', ad: AD_DS_ML, label: 1 },
      { adId: 'h-py-backend', ad: AD_PY_BACKEND_H, label: 0 },
      { adId: 'h-cloud-aws', ad: AD_CLOUD_AWS, label: 0 },
      { adId: 'h-embedded-c', ad: AD_EMBEDDED_C, label: 0 },
      { adId: 'h-java-kafka', ad: AD_JAVA_KAFKA, label: 0 },
    ],
  },
];
