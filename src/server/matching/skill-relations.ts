/**
 * Which skills a recruiter accepts as near one another, and how near: groups of taxonomy skills that
 * share most of what they ask of a developer (Kotlin and Java, TypeScript and JavaScript, Vue and
 * React as component frameworks, PostgreSQL and MySQL as relational databases). Two skills in no
 * common group are unrelated, whatever their taxonomy category: Go is a language and React a
 * framework, and neither helps with the other. A search credits a related skill with its weight
 * instead of the full skill; the candidate page names it.
 */
import { toSkillKey } from '#server/resume-engine/skills/skill-keys.ts';
import { findSkillByName } from '#server/resume-engine/skills/taxonomy.ts';

type TSkillGroup = {
  /** Canonical taxonomy names. */
  skills: readonly string[];
  /** How much of a requested skill one of the others counts for (0-1). */
  weight: number;
  /** What they share, for whoever edits the list. */
  because: string;
};

export const SKILL_GROUPS: readonly TSkillGroup[] = [
  // Languages
  { skills: ['JavaScript', 'TypeScript'], weight: 0.8, because: 'TypeScript is JavaScript with types' },
  { skills: ['Java', 'Kotlin'], weight: 0.7, because: 'JVM languages with one library world' },
  { skills: ['Java', 'Scala', 'Groovy'], weight: 0.5, because: 'JVM languages' },
  { skills: ['C#', 'F#', 'Visual Basic'], weight: 0.5, because: '.NET languages' },
  { skills: ['C', 'C++'], weight: 0.6, because: 'systems languages, C++ grew from C' },
  { skills: ['C++', 'Rust'], weight: 0.4, because: 'systems languages without a garbage collector' },
  { skills: ['Swift', 'Objective-C'], weight: 0.6, because: "Apple's platform languages" },
  { skills: ['Elixir', 'Erlang'], weight: 0.7, because: 'the BEAM virtual machine' },
  { skills: ['Dart', 'Flutter'], weight: 0.8, because: 'Flutter is written in Dart' },
  // Frontend
  {
    skills: ['React', 'Vue.js', 'Angular', 'Svelte', 'SolidJS', 'Preact', 'Ember.js'],
    weight: 0.5,
    because: 'component frontend frameworks',
  },
  { skills: ['React', 'Next.js', 'Remix', 'Gatsby', 'Preact'], weight: 0.8, because: 'React and frameworks built on it' },
  { skills: ['Vue.js', 'Nuxt'], weight: 0.8, because: 'Nuxt is built on Vue' },
  { skills: ['Redux', 'MobX', 'Zustand', 'Recoil', 'Jotai', 'NgRx', 'Pinia', 'Vuex'], weight: 0.6, because: 'frontend state management' },
  {
    skills: ['Sass', 'Less', 'Stylus', 'Tailwind CSS', 'CSS', 'CSS Modules', 'Styled Components', 'Emotion'],
    weight: 0.6,
    because: 'styling',
  },
  { skills: ['Webpack', 'Vite', 'Rollup', 'Parcel', 'esbuild'], weight: 0.6, because: 'frontend bundlers' },
  // Backend
  { skills: ['Node.js', 'Express', 'NestJS', 'Fastify', 'Koa', 'Hapi'], weight: 0.6, because: 'Node.js servers' },
  { skills: ['Django', 'Flask', 'FastAPI', 'Pyramid', 'Tornado'], weight: 0.6, because: 'Python web frameworks' },
  { skills: ['Spring', 'Spring Boot', 'Spring Cloud'], weight: 0.9, because: 'the Spring family' },
  { skills: ['Spring Boot', 'Quarkus', 'Micronaut', 'Jakarta Servlet'], weight: 0.6, because: 'Java service frameworks' },
  { skills: ['.NET', 'ASP.NET', 'Entity Framework'], weight: 0.7, because: 'the .NET stack' },
  { skills: ['Ruby on Rails', 'Sinatra'], weight: 0.6, because: 'Ruby web frameworks' },
  { skills: ['Laravel', 'Symfony', 'CodeIgniter', 'Yii', 'Zend'], weight: 0.6, because: 'PHP web frameworks' },
  { skills: ['Gin', 'Echo', 'Fiber'], weight: 0.7, because: 'Go web frameworks' },
  { skills: ['Apache Kafka', 'RabbitMQ', 'Amazon SQS', 'Google Pub/Sub', 'NATS', 'ActiveMQ'], weight: 0.5, because: 'message brokers' },
  { skills: ['REST', 'GraphQL', 'gRPC'], weight: 0.4, because: 'API styles' },
  // Databases
  {
    skills: ['PostgreSQL', 'MySQL', 'MariaDB', 'Microsoft SQL Server', 'Oracle Database', 'SQLite', 'Amazon Aurora', 'CockroachDB'],
    weight: 0.6,
    because: 'relational databases',
  },
  { skills: ['MySQL', 'MariaDB'], weight: 0.9, because: 'MariaDB is a fork of MySQL' },
  {
    skills: ['MongoDB', 'Couchbase', 'CouchDB', 'Amazon DynamoDB', 'Azure Cosmos DB', 'Firebase'],
    weight: 0.5,
    because: 'document stores',
  },
  { skills: ['Redis', 'Memcached'], weight: 0.6, because: 'in-memory caches' },
  { skills: ['Elasticsearch', 'OpenSearch', 'Solr'], weight: 0.7, because: 'search engines' },
  {
    skills: ['Snowflake', 'Google BigQuery', 'Amazon Redshift', 'Databricks', 'Azure Synapse', 'ClickHouse'],
    weight: 0.6,
    because: 'analytical warehouses',
  },
  // Cloud and infrastructure
  { skills: ['AWS', 'Google Cloud', 'Azure'], weight: 0.6, because: 'public clouds' },
  { skills: ['Docker', 'Podman', 'containerd'], weight: 0.8, because: 'containers' },
  { skills: ['Docker', 'Kubernetes'], weight: 0.4, because: 'containers, and what runs them in production' },
  {
    skills: ['Kubernetes', 'OpenShift', 'Amazon EKS', 'Google Kubernetes Engine', 'Azure Kubernetes Service', 'Rancher', 'Nomad'],
    weight: 0.7,
    because: 'container orchestration',
  },
  {
    skills: ['Terraform', 'OpenTofu', 'Pulumi', 'AWS CloudFormation', 'AWS CDK', 'Infrastructure as Code'],
    weight: 0.7,
    because: 'infrastructure as code',
  },
  { skills: ['Ansible', 'Chef', 'Puppet', 'SaltStack'], weight: 0.6, because: 'configuration management' },
  {
    skills: ['Jenkins', 'GitHub Actions', 'GitLab CI', 'CircleCI', 'Azure DevOps', 'TeamCity', 'Buildkite', 'CI/CD'],
    weight: 0.6,
    because: 'continuous integration',
  },
  { skills: ['Argo CD', 'Flux', 'GitOps', 'Spinnaker'], weight: 0.7, because: 'continuous delivery to clusters' },
  {
    skills: ['Prometheus', 'Grafana', 'Datadog', 'New Relic', 'Dynatrace', 'Observability', 'Monitoring'],
    weight: 0.5,
    because: 'monitoring',
  },
  { skills: ['ELK Stack', 'Splunk', 'Loki', 'Elasticsearch'], weight: 0.5, because: 'log search' },
  { skills: ['Site Reliability Engineering', 'Incident management', 'Observability'], weight: 0.5, because: 'running production' },
  // Mobile
  { skills: ['iOS', 'SwiftUI', 'UIKit'], weight: 0.7, because: 'iOS development' },
  { skills: ['iOS', 'Swift', 'SwiftUI'], weight: 0.6, because: 'Swift is written mostly for Apple platforms' },
  { skills: ['Android', 'Jetpack Compose'], weight: 0.7, because: 'Android development' },
  { skills: ['Android', 'Kotlin'], weight: 0.4, because: 'Kotlin is also a backend language' },
  {
    skills: ['React Native', 'Flutter', 'Xamarin', '.NET MAUI', 'Ionic', 'Kotlin Multiplatform'],
    weight: 0.5,
    because: 'cross-platform mobile',
  },
  { skills: ['React Native', 'Expo'], weight: 0.8, because: 'Expo is a React Native toolchain' },
  // Data and machine learning
  {
    skills: ['Apache Spark', 'PySpark', 'Apache Flink', 'Apache Beam', 'Dask', 'Apache Hadoop'],
    weight: 0.6,
    because: 'distributed data processing',
  },
  { skills: ['Apache Spark', 'PySpark'], weight: 0.9, because: "PySpark is Spark's Python API" },
  { skills: ['Apache Airflow', 'Dagster', 'Prefect', 'Luigi', 'Argo Workflows'], weight: 0.7, because: 'pipeline orchestration' },
  { skills: ['dbt', 'ETL', 'Data pipelines', 'Data warehousing'], weight: 0.5, because: 'building data pipelines' },
  { skills: ['Tableau', 'Power BI', 'Looker', 'Qlik', 'Metabase', 'Apache Superset'], weight: 0.6, because: 'BI dashboards' },
  { skills: ['Pandas', 'Polars', 'NumPy'], weight: 0.6, because: 'Python data frames' },
  { skills: ['PyTorch', 'TensorFlow', 'JAX', 'Keras'], weight: 0.7, because: 'deep learning frameworks' },
  { skills: ['scikit-learn', 'XGBoost', 'LightGBM', 'CatBoost'], weight: 0.6, because: 'classical machine learning libraries' },
  {
    skills: ['Hugging Face', 'Transformers', 'Large language models', 'Natural language processing'],
    weight: 0.6,
    because: 'language models',
  },
  { skills: ['MLflow', 'Kubeflow', 'Weights & Biases', 'MLOps'], weight: 0.6, because: 'running models in production' },
  // Testing
  {
    skills: ['Selenium', 'Cypress', 'Playwright', 'WebdriverIO', 'Puppeteer', 'TestCafe', 'Test automation', 'End-to-end testing'],
    weight: 0.6,
    because: 'browser test automation',
  },
  { skills: ['Jest', 'Vitest', 'Mocha', 'Jasmine'], weight: 0.7, because: 'JavaScript test runners' },
  { skills: ['JUnit', 'TestNG'], weight: 0.7, because: 'Java test frameworks' },
  { skills: ['pytest', 'unittest'], weight: 0.7, because: 'Python test frameworks' },
  { skills: ['Appium', 'Espresso', 'XCTest', 'Detox'], weight: 0.5, because: 'mobile test automation' },
  { skills: ['JMeter', 'k6', 'Gatling', 'Locust', 'Load testing'], weight: 0.6, because: 'load testing' },
  // Security, embedded, games
  {
    skills: ['Penetration testing', 'Vulnerability assessment', 'Burp Suite', 'Metasploit', 'Nmap'],
    weight: 0.5,
    because: 'offensive security',
  },
  {
    skills: ['Application security', 'OWASP', 'SAST', 'DevSecOps', 'Threat modeling', 'Snyk'],
    weight: 0.5,
    because: 'application security',
  },
  { skills: ['RTOS', 'FreeRTOS', 'Zephyr'], weight: 0.7, because: 'real-time operating systems' },
  {
    skills: ['Embedded systems', 'Firmware', 'Microcontrollers', 'ARM Cortex', 'STM32', 'ESP32'],
    weight: 0.6,
    because: 'embedded development',
  },
  { skills: ['Embedded Linux', 'Yocto', 'Buildroot', 'Linux kernel', 'Device drivers'], weight: 0.6, because: 'embedded Linux' },
  { skills: ['Unity', 'Unreal Engine', 'Godot', 'Game development'], weight: 0.5, because: 'game engines' },
  { skills: ['OpenGL', 'Vulkan', 'DirectX', 'Metal', 'WebGL'], weight: 0.6, because: 'graphics APIs' },
  // Ways of working
  { skills: ['Agile', 'Scrum', 'Kanban', 'SAFe'], weight: 0.6, because: 'agile delivery' },
  { skills: ['Jira', 'Linear', 'Trello', 'Asana'], weight: 0.6, because: 'issue trackers' },
];

export type TSkillRelation = { key: string; weight: number };

const relationsByKey = new Map<string, Map<string, number>>();
for (const group of SKILL_GROUPS) {
  const keys = group.skills.map(toSkillKey);
  for (const key of keys) {
    const related = relationsByKey.get(key) ?? new Map<string, number>();
    for (const other of keys) if (other !== key) related.set(other, Math.max(related.get(other) ?? 0, group.weight));
    relationsByKey.set(key, related);
  }
}

/** The skills related to `key` (a skill key) with their weights, nearest first; none for an unrelated or unknown skill. */
export function getSkillRelations(key: string): TSkillRelation[] {
  return [...(relationsByKey.get(key) ?? new Map<string, number>())]
    .map(([related, weight]) => ({ key: related, weight }))
    .sort((a, b) => b.weight - a.weight || a.key.localeCompare(b.key));
}

/** Every group's skills that the taxonomy does not know (a typo in the list above); empty when all are known. */
export function findUnknownGroupSkills(): string[] {
  return SKILL_GROUPS.flatMap((group) => group.skills).filter((skill) => findSkillByName(skill)?.name !== skill);
}
