// A holdout for skill extraction: resumes labelled by hand with what the person holds, what they say they do not
// hold, and what they are learning. Written without sight of the engine; never tune on it (see README.md).

export type TSkillLabelledResumeHoldout = {
  key: string;
  markdown: string;
  /** Every technology the person has used, as a recruiter reads it (past use counts). */
  held: string[];
  /** Technologies the text names and says the person has not used. */
  notHeld: string[];
  /** Technologies the person is learning or wants to learn, without having used them in work. */
  learning: string[];
};

export const SKILL_LABELS_HOLDOUT: readonly TSkillLabelledResumeHoldout[] = [
  {
    key: 'alex-python-backend-no-django',
    markdown: `# Alex Novák

alex.novak@seznam.cz · +420 604 123 456 · Prague, Czech Republic

## Summary

Backend developer. I learned Python in 2015 and have written it professionally since 2018. I have not used Django: my web services are FastAPI and, before that, Flask. Currently learning Rust in the evenings.

## Experience

### Backend Developer — Rohlik.cz, Prague (Feb 2021 – Present)

- Built the delivery-slot service in FastAPI with PostgreSQL and Redis; 9,000 orders an hour at peak.
- Moved slow report generation to Celery workers backed by RabbitMQ.
- Worked with the Go to market team on the pricing pages for the Munich launch.

### Python Developer — Kiwi.com, Brno (Jun 2018 – Jan 2021)

- Maintained Flask APIs for fare search, deployed on AWS (ECS, S3) in Docker containers.
- Wrote pytest suites and mypy type checks that gate every merge in GitLab CI.

## Skills

Python, FastAPI, Flask, SQLAlchemy, PostgreSQL, Redis, Celery, RabbitMQ, Docker, AWS, pytest, mypy, GitLab CI, Git

## Education

Bc. Informatics — Masaryk University, 2018
`,
    held: [
      'Python',
      'FastAPI',
      'Flask',
      'SQLAlchemy',
      'PostgreSQL',
      'Redis',
      'Celery',
      'RabbitMQ',
      'Docker',
      'AWS',
      'Amazon ECS',
      'Amazon S3',
      'pytest',
      'mypy',
      'GitLab CI',
      'Git',
    ],
    notHeld: ['Django'],
    learning: ['Rust'],
  },
  {
    key: 'bea-frontend-react-and-vue',
    markdown: `# Beatriz Santos

bea.santos@gmail.com · +351 912 345 678 · Lisbon, Portugal · github.com/beasantos

## Summary

Frontend engineer with 5 years of experience — not only React but also Vue, which I used for two years at Talkdesk. I want to pick up Svelte next.

## Experience

### Frontend Engineer — Feedzai, Lisbon (Mar 2023 – Present)

- Joined in Spring 2023; build the case-management UI in React 18 and TypeScript with TanStack Query and Zustand.
- Added Playwright tests for the 15 most-used analyst workflows.

### Frontend Developer — Talkdesk, Lisbon (Jan 2021 – Feb 2023)

- Built agent dashboard widgets in Vue 3 with Pinia and Vite.
- Wrote unit tests with Vitest.

### Web Developer — OutSystems partner agency, Porto (Sep 2019 – Dec 2020)

- Styled client portals with Tailwind CSS; no backend work.

## Skills

React, Vue, TypeScript, JavaScript, HTML, CSS, Tailwind CSS, TanStack Query, Zustand, Pinia, Vite, Vitest, Playwright

## Education

Licenciatura in Computer Engineering — Instituto Superior Técnico, 2019
`,
    held: [
      'React',
      'Vue',
      'TypeScript',
      'JavaScript',
      'HTML',
      'CSS',
      'Tailwind CSS',
      'TanStack Query',
      'Zustand',
      'Pinia',
      'Vite',
      'Vitest',
      'Playwright',
    ],
    notHeld: [],
    learning: ['Svelte'],
  },
  {
    key: 'grace-devops-no-kubernetes-yet',
    markdown: `# Grace Mensah

grace.mensah@gmail.com · +233 24 123 4567 · Accra, Ghana

## Summary

DevOps engineer with 3 years on Google Cloud. I have never worked with AWS, only GCP. No Kubernetes experience yet: our services run on Cloud Run and Compute Engine, and I am preparing for the CKA to change that.

## Experience

### DevOps Engineer — Hubtel, Accra (Apr 2023 – Present)

- Wrote Terraform for 40 Cloud Run services and their Cloud SQL (PostgreSQL) databases.
- Built Cloud Build pipelines that deploy on every merge; rollbacks take one click.
- Set up uptime checks and alerting in Cloud Monitoring, routed to PagerDuty.

### Junior Systems Engineer — mPharma, Accra (Jan 2022 – Mar 2023)

- Automated VM setup on Compute Engine with Ansible and Bash scripts.
- Moved the team's deployment scripts into Git on GitHub.

## Skills

Google Cloud (Cloud Run, Compute Engine, Cloud SQL, Cloud Build, Cloud Monitoring), Terraform, Ansible, Bash, Linux, PostgreSQL, PagerDuty, Git, GitHub

## Education

BSc Computer Engineering — Kwame Nkrumah University of Science and Technology, 2021
`,
    held: [
      'Google Cloud',
      'Cloud Run',
      'Compute Engine',
      'Cloud SQL',
      'Cloud Build',
      'Cloud Monitoring',
      'Terraform',
      'Ansible',
      'Bash',
      'Linux',
      'PostgreSQL',
      'PagerDuty',
      'Git',
      'GitHub',
    ],
    notHeld: ['AWS'],
    learning: ['Kubernetes'],
  },
  {
    key: 'omar-php-to-go',
    markdown: `# Omar Farouk

omar.farouk@gmail.com · +20 100 123 4567 · Cairo, Egypt · github.com/omarfarouk

## Summary

Backend engineer moving away from PHP, which I wrote for four years (Laravel), towards Go, which I have used in production since 2023. Strong MySQL and Redis; I have not used PostgreSQL in production.

## Experience

### Backend Engineer — Swvl, Cairo (Jan 2023 – Present)

- Wrote the trip-pricing service in Go with gRPC and MySQL; p95 latency 25 ms.
- Rolled out schema changes without downtime using Kubernetes jobs and gh-ost.
- Cached route lookups in Redis, cutting database reads by 60%.

### PHP Developer — Vezeeta, Cairo (Jan 2019 – Dec 2022)

- Built appointment booking APIs in Laravel on MySQL.
- Ran queues with Laravel Horizon on Redis.
- Wrote feature tests with PHPUnit.

## Skills

Go, gRPC, PHP, Laravel, MySQL, Redis, Kubernetes, gh-ost, Docker, PHPUnit, Git, Linux

## Education

BSc Computer Science — Cairo University, 2018
`,
    held: [
      'Go',
      'gRPC',
      'PHP',
      'Laravel',
      'Laravel Horizon',
      'MySQL',
      'Redis',
      'Kubernetes',
      'gh-ost',
      'Docker',
      'PHPUnit',
      'Git',
      'Linux',
    ],
    notHeld: ['PostgreSQL'],
    learning: [],
  },
  {
    key: 'ingrid-data-scientist-r-not-learning',
    markdown: `# Ingrid Solberg

ingrid.solberg@gmail.com · +47 912 34 567 · Oslo, Norway

## Summary

Data scientist in public health. My field is machine learning for hospital capacity planning; I work mostly in R with the tidyverse, and Python when a team needs it. I have never used SAS and do not plan to.

## Experience

### Data Scientist — Norwegian Institute of Public Health, Oslo (Aug 2020 – Present)

- Built admission forecasts in R (tidymodels, tidyverse) for 18 hospitals; published weekly through a Shiny dashboard.
- Ran Bayesian models in Stan for regional infection rates.
- Shared pipelines with the R&D department as Quarto reports, version-controlled in Git.

### Research Assistant — University of Bergen (Sep 2018 – Jul 2020)

- Cleaned registry data in R and PostgreSQL; wrote a Python (pandas) script to link two registers.

## Skills

R, tidyverse, tidymodels, Shiny, Stan, Quarto, Python, pandas, PostgreSQL, SQL, Git

## Education

MSc Biostatistics — University of Oslo, 2018
`,
    held: ['R', 'tidyverse', 'tidymodels', 'Shiny', 'Stan', 'Quarto', 'Python', 'pandas', 'PostgreSQL', 'SQL', 'Git'],
    notHeld: ['SAS'],
    learning: [],
  },
  {
    key: 'kwame-dotnet-azure-service-bus',
    markdown: `# Kwame Asante

kwame.asante@outlook.com · +44 7700 900512 · Birmingham, UK

## Summary

C# developer with 8 years on .NET and Azure. I reached C-level sponsors through a successful cloud migration, but I have stayed hands-on. I have never used Java.

## Experience

### Lead .NET Developer | Gymshark | Solihull | 2021 – Present

- Designed order-event processing on Azure Service Bus and Azure Functions; 3M messages a day with no lost orders.
- Built APIs in ASP.NET Core with Entity Framework Core on Azure SQL Database.
- Wrote load tests in NBomber and integration tests in NUnit.

### .NET Developer | Capita | Birmingham | 2016 – 2021

- Maintained a WCF and SQL Server case-management system; migrated it to ASP.NET Core.
- Deployed with Azure DevOps release pipelines and ARM templates.

## Skills

C#, .NET, ASP.NET Core, Entity Framework Core, Azure Service Bus, Azure Functions, Azure SQL Database, SQL Server, WCF, Azure DevOps, ARM templates, NUnit, NBomber

## Education

BSc Computer Science — University of Birmingham, 2015
`,
    held: [
      'C#',
      '.NET',
      'ASP.NET Core',
      'Entity Framework Core',
      'Azure',
      'Azure Service Bus',
      'Azure Functions',
      'Azure SQL Database',
      'SQL Server',
      'WCF',
      'Azure DevOps',
      'ARM templates',
      'NUnit',
      'NBomber',
    ],
    notHeld: ['Java'],
    learning: [],
  },
  {
    key: 'lena-rust-tokio-systems',
    markdown: `# Lena Hoffmann

lena.hoffmann@mailbox.org · +49 176 1234 5678 · Berlin, Germany · github.com/lenahoff

## Summary

Systems engineer writing network services in Rust with Tokio since 2021, after six years of C++. I want to pick up Elixir for a side project; I have no Erlang or Elixir experience yet.

## Experience

### Senior Systems Engineer — Cloudflare, Berlin (remote) (May 2021 – Present)

- Built a QUIC proxy component in Rust (Tokio, hyper) handling 2M connections per host.
- Profiled hot paths with perf and eBPF tools; memory per connection fell 40%.
- Wrote fuzz targets with cargo-fuzz that found 6 crashes before release.

### C++ Engineer — SAP, Walldorf (Oct 2015 – Apr 2021)

- Worked in SAP's R&D centre on the HANA query executor in C++17; added SIMD paths for aggregation.
- Maintained CMake builds and Jenkins jobs.

## Skills

Rust, Tokio, hyper, QUIC, C++, CMake, perf, eBPF, cargo-fuzz, Jenkins, Linux, SAP HANA

## Education

M.Sc. Computer Science — Karlsruhe Institute of Technology, 2015
`,
    held: ['Rust', 'Tokio', 'hyper', 'QUIC', 'C++', 'CMake', 'perf', 'eBPF', 'cargo-fuzz', 'Jenkins', 'Linux', 'SAP HANA'],
    notHeld: ['Erlang'],
    learning: ['Elixir'],
  },
  {
    key: 'yuki-ios-swift-delivery-trap',
    markdown: `# Yuki Sato

yuki.sato@gmail.com · +81 80-2345-6789 · Tokyo, Japan

## Summary

iOS developer with 4 years of Swift. Known for fast, steady delivery of features, but I have not yet shipped an Android app and have not used Kotlin.

## Experience

### iOS Developer — Mercari, Tokyo (Apr 2022 – Present)

- Built listing creation screens in Swift and SwiftUI with The Composable Architecture.
- Cut crash rate from 0.8% to 0.2% after Firebase Crashlytics reports showed a Core Data threading bug.
- Automated TestFlight builds with Fastlane on Bitrise.

### Junior iOS Developer — CyberAgent, Tokyo (Apr 2020 – Mar 2022)

- Maintained UIKit screens written in Objective-C and Swift; moved 20 of them to Swift.

## Skills

Swift, SwiftUI, UIKit, Objective-C, The Composable Architecture, Core Data, Firebase Crashlytics, Fastlane, Bitrise, TestFlight, Xcode

## Education

BEng Information Engineering — Waseda University, 2020
`,
    held: [
      'Swift',
      'SwiftUI',
      'UIKit',
      'Objective-C',
      'The Composable Architecture',
      'Core Data',
      'Firebase Crashlytics',
      'Fastlane',
      'Bitrise',
      'TestFlight',
      'Xcode',
    ],
    notHeld: ['Android', 'Kotlin'],
    learning: [],
  },
  {
    key: 'carlos-java-spring-season-trap',
    markdown: `# Carlos Ruiz

carlos.ruiz@gmail.com · +57 310 123 4567 · Bogotá, Colombia

## Summary

Java backend developer with 5 years of Spring Boot. I use Kafka daily; I have never used RabbitMQ.

## Experience

### Java Developer — Rappi, Bogotá (Apr 2023 – Present)

- Build courier-assignment microservices in Java 21 with Spring Boot and Spring Data JPA on PostgreSQL.
- Publish assignment events to Kafka and consume them with Kafka Streams.
- Added Testcontainers integration tests and JUnit 5 unit tests; deploys go through Jenkins to Kubernetes on AWS (EKS).

### Junior Java Developer — Globant, Medellín (Jan 2020 – Mar 2023)

- Maintained a Struts application on Oracle Database for an airline client and migrated modules to Spring Boot.
- Wrote Maven build scripts.

## Skills

Java, Spring Boot, Spring Data JPA, Kafka, Kafka Streams, PostgreSQL, Oracle Database, Struts, JUnit 5, Testcontainers, Maven, Jenkins, Kubernetes, AWS, Amazon EKS

## Education

Ingeniería de Sistemas — Universidad Nacional de Colombia, 2019
`,
    held: [
      'Java',
      'Spring Boot',
      'Spring Data JPA',
      'Kafka',
      'Kafka Streams',
      'PostgreSQL',
      'Oracle Database',
      'Struts',
      'JUnit 5',
      'Testcontainers',
      'Maven',
      'Jenkins',
      'Kubernetes',
      'AWS',
      'Amazon EKS',
    ],
    notHeld: ['RabbitMQ'],
    learning: [],
  },
  {
    key: 'priyanka-ml-engineer-field-not-learning',
    markdown: `# Priyanka Iyer

priyanka.iyer@gmail.com · +1 415 555 0176 · San Francisco, CA

## Summary

Machine learning engineer with 6 years in ranking and recommendation. Deep learning in PyTorch; feature pipelines in Spark. I am not a TensorFlow user and have no JAX experience.

## Experience

### Senior Machine Learning Engineer — Pinterest, San Francisco (Jun 2021 – Present)

- Trained two-tower retrieval models in PyTorch on 4B engagement events; saves per session up 3.1%.
- Built feature pipelines in PySpark writing to a Feast feature store.
- Served models with Triton Inference Server on Kubernetes; tracked experiments in Weights & Biases.

### Data Scientist — Yelp, San Francisco (Aug 2019 – May 2021)

- Built review-quality classifiers with scikit-learn and LightGBM; queried Hive and Presto in SQL.

## Skills

Python, PyTorch, PySpark, Spark, Feast, Triton Inference Server, Kubernetes, Weights & Biases, scikit-learn, LightGBM, Hive, Presto, SQL

## Education

MS Computer Science (Machine Learning) — Stanford University, 2019
`,
    held: [
      'Python',
      'PyTorch',
      'PySpark',
      'Spark',
      'Feast',
      'Triton Inference Server',
      'Kubernetes',
      'Weights & Biases',
      'scikit-learn',
      'LightGBM',
      'Hive',
      'Presto',
      'SQL',
    ],
    notHeld: ['TensorFlow', 'JAX'],
    learning: [],
  },
  {
    key: 'tomas-embedded-c-level-trap',
    markdown: `# Tomás Oliveira

tomas.oliveira@gmail.com · +55 48 99876 5432 · Florianópolis, Brazil

## Summary

Embedded engineer: C on microcontrollers, Zephyr RTOS, and a little Python for test rigs. I present reliability figures to the board every quarter. I am learning Rust for embedded (Embassy) and have not used it in a product yet.

## Experience

### Firmware Engineer — WEG, Jaraguá do Sul (Mar 2021 – Present)

- Wrote motor-drive firmware in C on nRF52 and STM32 under Zephyr RTOS.
- Added Modbus RTU and CANopen stacks; built a Python (pytest, pyserial) hardware test rig.
- Debugged timing issues with Segger J-Link and a Saleae logic analyser.

### Junior Embedded Developer — Intelbras, São José (Feb 2019 – Feb 2021)

- Maintained FreeRTOS firmware for IP intercoms on ESP32 using ESP-IDF.

## Skills

C, Zephyr RTOS, FreeRTOS, nRF52, STM32, ESP32, ESP-IDF, Modbus, CANopen, Python, pytest, pyserial, Segger J-Link, Saleae Logic, Git

## Education

Engenharia Eletrônica — Universidade Federal de Santa Catarina, 2018
`,
    held: [
      'C',
      'Zephyr RTOS',
      'FreeRTOS',
      'nRF52',
      'STM32',
      'ESP32',
      'ESP-IDF',
      'Modbus',
      'CANopen',
      'Python',
      'pytest',
      'pyserial',
      'Segger J-Link',
      'Saleae Logic',
      'Git',
    ],
    notHeld: [],
    learning: ['Rust', 'Embassy'],
  },
  {
    key: 'noor-security-go-cloud',
    markdown: `# Noor Al-Sayed

noor.alsayed@gmail.com · +971 50 123 4567 · Dubai, UAE

## Summary

Cloud security engineer. I write detection and guard-rail tooling in Go and Python for AWS and Azure. I report monthly to C-level executives on cloud risk. I do not do penetration testing and have never used Metasploit.

## Experience

### Cloud Security Engineer — Careem, Dubai (Jul 2022 – Present)

- Wrote Go services that scan AWS accounts for public S3 buckets and over-broad IAM policies; findings auto-ticketed in Jira.
- Wrote Open Policy Agent (Rego) policies enforced in Terraform plans in GitHub Actions.
- Tuned Splunk detections for CloudTrail and Azure Activity Log events; false positives down 70%.

### Security Analyst — Emirates NBD, Dubai (Sep 2019 – Jun 2022)

- Triaged alerts in Microsoft Sentinel and wrote KQL hunting queries.
- Automated evidence collection with Python and the Microsoft Graph API.

## Skills

Go, Python, AWS (IAM, S3, CloudTrail), Azure, Microsoft Sentinel, KQL, Splunk, Open Policy Agent, Rego, Terraform, GitHub Actions, Jira

## Education

BSc Information Security — Khalifa University, 2019
`,
    held: [
      'Go',
      'Python',
      'AWS',
      'AWS IAM',
      'Amazon S3',
      'AWS CloudTrail',
      'Azure',
      'Microsoft Sentinel',
      'KQL',
      'Splunk',
      'Open Policy Agent',
      'Rego',
      'Terraform',
      'GitHub Actions',
      'Jira',
      'Microsoft Graph API',
      'Azure Activity Log',
    ],
    notHeld: ['Metasploit'],
    learning: [],
  },
  {
    key: 'emma-qa-cypress-moving-to-playwright',
    markdown: `# Emma Wilson

emma.wilson@gmail.com · +64 21 123 4567 · Wellington, New Zealand

## Summary

Test automation engineer. Four years of Cypress; my team is moving to Playwright and I am learning it now. I have used Selenium in the past but not Appium.

## Experience

### Senior Test Automation Engineer — Xero, Wellington (Feb 2022 – Present)

- Maintain 600 Cypress tests in TypeScript for invoicing; runtime cut from 40 to 12 minutes with parallel runs on CircleCI.
- Built API checks with REST Assured in Java for the payroll service.
- Track defects and test plans in Jira and Zephyr.

### QA Engineer — Trade Me, Wellington (Mar 2019 – Jan 2022)

- Wrote Selenium WebDriver tests in C# with NUnit for the listings site.
- Performance-tested search with JMeter before each major sale.

## Skills

Cypress, TypeScript, JavaScript, Java, REST Assured, C#, Selenium WebDriver, NUnit, JMeter, CircleCI, Jira, Zephyr

## Education

BSc Computer Science — Victoria University of Wellington, 2018
`,
    held: [
      'Cypress',
      'TypeScript',
      'JavaScript',
      'Java',
      'REST Assured',
      'C#',
      'Selenium',
      'NUnit',
      'JMeter',
      'CircleCI',
      'Jira',
      'Zephyr',
    ],
    notHeld: ['Appium'],
    learning: ['Playwright'],
  },
  {
    key: 'arjun-engineering-manager-light-tech',
    markdown: `# Arjun Mehta

arjun.mehta@gmail.com · +91 98200 12345 · Mumbai, India

## Summary

Engineering manager for 4 years, leading 12 engineers on a logistics platform. Before that, 6 years as a Node.js and MongoDB developer. I review designs but no longer write production code, and I have not worked with Kubernetes directly; our platform team runs it.

## Experience

### Engineering Manager — Delhivery, Mumbai (Jan 2022 – Present)

- Manage 12 engineers across two squads; shipped real-time shipment tracking to 40,000 merchants.
- Introduced DORA metrics in Grafana and cut change failure rate from 18% to 7%.
- Lead Go to market planning with product for new regions; known for Swift delivery of regional launches.

### Senior Software Engineer — Zomato, Gurugram (Jun 2016 – Dec 2021)

- Built order APIs in Node.js (Express) on MongoDB and Redis; moved search to Elasticsearch.
- Wrote the first TypeScript services in the team.

## Skills

People management, hiring, Node.js, Express, TypeScript, JavaScript, MongoDB, Redis, Elasticsearch, Grafana, Jira

## Education

B.E. Computer Engineering — University of Mumbai, 2016
`,
    held: ['Node.js', 'Express', 'TypeScript', 'JavaScript', 'MongoDB', 'Redis', 'Elasticsearch', 'Grafana', 'Jira'],
    notHeld: ['Kubernetes'],
    learning: [],
  },
  {
    key: 'sipho-data-engineer-databricks-no-snowflake',
    markdown: `# Sipho Ndlovu

sipho.ndlovu@gmail.com · +27 82 123 4567 · Johannesburg, South Africa

## Summary

Data engineer with 4 years on Azure Databricks and Delta Lake. I have not used Snowflake. Exploring dbt for our transformation layer, not yet in production.

## Experience

### Data Engineer — Discovery Health, Johannesburg (Mar 2022 – Present)

- Built claims ingestion in PySpark on Azure Databricks writing Delta Lake tables; 50M rows a day.
- Orchestrated jobs with Azure Data Factory and monitored them in Azure Monitor.
- Published curated tables to Power BI for actuaries.

### BI Developer — Standard Bank, Johannesburg (Jan 2020 – Feb 2022)

- Wrote T-SQL stored procedures and SSIS packages on SQL Server.

## Skills

Python, PySpark, Azure Databricks, Delta Lake, Azure Data Factory, Azure Monitor, Power BI, SQL, T-SQL, SQL Server, SSIS

## Education

BSc Computer Science — University of the Witwatersrand, 2019
`,
    held: [
      'Python',
      'PySpark',
      'Azure Databricks',
      'Delta Lake',
      'Azure Data Factory',
      'Azure Monitor',
      'Azure',
      'Power BI',
      'SQL',
      'T-SQL',
      'SQL Server',
      'SSIS',
      'Spark',
    ],
    notHeld: ['Snowflake'],
    learning: ['dbt'],
  },
  {
    key: 'chloe-game-dev-unity-no-unreal',
    markdown: `# Chloé Dubois

chloe.dubois@gmail.com · +33 7 98 76 54 32 · Lyon, France · chloedubois.itch.io

## Summary

Game programmer with 5 years in Unity and C#. I have not used Unreal Engine; I want to learn Godot for my next jam.

## Experience

### Gameplay Programmer — Ubisoft Annecy (Sep 2022 – Present)

- Programmed snowboard trick detection and scoring in C# for a Unity-based prototype that went to production.
- Built editor tools with Unity's UI Toolkit for designers.
- Worked in Perforce and tracked tasks in Jira.

### Game Developer — Ankama, Roubaix (Jul 2020 – Aug 2022)

- Wrote shaders in HLSL and Shader Graph for a 2D tactical RPG.
- Integrated Photon for online matches.

## Skills

C#, Unity, UI Toolkit, HLSL, Shader Graph, Photon, Perforce, Jira, Git

## Education

Master Jeux Vidéo — Gamagora, Université Lumière Lyon 2, 2020
`,
    held: ['C#', 'Unity', 'UI Toolkit', 'HLSL', 'Shader Graph', 'Photon', 'Perforce', 'Jira', 'Git'],
    notHeld: ['Unreal Engine'],
    learning: ['Godot'],
  },
];
